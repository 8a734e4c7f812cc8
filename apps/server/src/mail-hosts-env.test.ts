import { createSecretBox, DEVELOPMENT_SECRETS_KEY } from '@leadpath/auth';
import { createTestDatabase } from '@leadpath/db/testing';
import { describe, expect, it } from 'vitest';
import { createAppDeps } from './app-deps.ts';
import { loadEnv } from './env.ts';

const mailOf = (source: Record<string, string>) =>
  createAppDeps(loadEnv(source), createTestDatabase(), createSecretBox(DEVELOPMENT_SECRETS_KEY)).config.mail;

describe('MAIL_ALLOW_PRIVATE_HOSTS', () => {
  it('is off by default: mail servers on public addresses only', () => {
    expect(loadEnv({}).MAIL_ALLOW_PRIVATE_HOSTS).toBe(false);
    expect(mailOf({ NODE_ENV: 'development' })).toEqual({ allowPrivateHosts: false });
  });

  it('lets development and tests use a mail catcher on this machine', () => {
    expect(mailOf({ NODE_ENV: 'development', MAIL_ALLOW_PRIVATE_HOSTS: 'true' })).toEqual({
      allowPrivateHosts: true,
    });
    expect(() => loadEnv({ MAIL_ALLOW_PRIVATE_HOSTS: 'yes' })).toThrow(
      /MAIL_ALLOW_PRIVATE_HOSTS: must be true or false/,
    );
  });
});

import { createSecretBox, DEVELOPMENT_SECRETS_KEY } from '@leadpath/auth';
import { createTestDatabase } from '@leadpath/db/testing';
import { describe, expect, it } from 'vitest';
import { createAppDeps } from './app-deps.ts';
import { loadEnv } from './env.ts';

const webhooksOf = (source: Record<string, string>) =>
  createAppDeps(loadEnv(source), createTestDatabase(), createSecretBox(DEVELOPMENT_SECRETS_KEY)).config
    .webhooks;

describe('WEBHOOK_ALLOW_PRIVATE_TARGETS', () => {
  it('is off by default: public targets only, https in production', () => {
    expect(loadEnv({}).WEBHOOK_ALLOW_PRIVATE_TARGETS).toBe(false);
    expect(webhooksOf({})).toEqual({ requireHttps: true, allowPrivateTargets: false });
    expect(webhooksOf({ NODE_ENV: 'development' })).toEqual({
      requireHttps: false,
      allowPrivateTargets: false,
    });
  });

  it('lets development and tests reach a receiver on this machine', () => {
    expect(webhooksOf({ NODE_ENV: 'development', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' })).toEqual({
      requireHttps: false,
      allowPrivateTargets: true,
    });
    expect(() => loadEnv({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'yes' })).toThrow(
      /WEBHOOK_ALLOW_PRIVATE_TARGETS: must be true or false/,
    );
  });
});

import { randomBytes } from 'node:crypto';
import { DEVELOPMENT_SECRETS_KEY } from '@leadpath/auth';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';
import { decideSecretsKey } from './secrets-key.ts';

describe('SECRETS_KEY', () => {
  it('is read as base64 of 32 bytes, and anything else stops start-up naming it', () => {
    const key = randomBytes(32);
    expect(loadEnv({ SECRETS_KEY: key.toString('base64') }).SECRETS_KEY).toEqual(key);
    for (const bad of [randomBytes(16).toString('base64'), 'not a key'])
      expect(() => loadEnv({ SECRETS_KEY: bad })).toThrow(
        'SECRETS_KEY: must be base64 of 32 random bytes, for example the output of `openssl rand -base64 32`',
      );
    expect(loadEnv({}).SECRETS_KEY).toBeUndefined();
  });

  it('is used when set, on any host', () => {
    const key = randomBytes(32);
    expect(
      decideSecretsKey({ SECRETS_KEY: key, HOST: '0.0.0.0', PUBLIC_URL: 'https://app.example.com' }),
    ).toEqual({
      kind: 'configured',
      key,
    });
  });

  it('falls back to the published development key only on a server this machine alone reaches', () => {
    for (const settings of [
      { HOST: '127.0.0.1' },
      { HOST: 'localhost', PUBLIC_URL: 'http://localhost:3000' },
      { HOST: '::1', PUBLIC_URL: 'http://127.0.0.1:3100' },
    ])
      expect(decideSecretsKey(settings)).toMatchObject({ kind: 'development', key: DEVELOPMENT_SECRETS_KEY });
  });

  it('refuses to start without it on a host other machines reach, or behind a public URL', () => {
    const onAllInterfaces = decideSecretsKey(loadEnv({}));
    expect(onAllInterfaces).toMatchObject({ kind: 'refuse-to-start' });
    expect(onAllInterfaces.kind === 'refuse-to-start' && onAllInterfaces.message).toMatch(
      /^SECRETS_KEY is not set and HOST=0\.0\.0\.0 is reachable from other machines\. Set SECRETS_KEY to base64 of 32 random bytes \(`openssl rand -base64 32`\)/,
    );
    const behindProxy = decideSecretsKey({ HOST: '127.0.0.1', PUBLIC_URL: 'https://app.example.com' });
    expect(behindProxy.kind === 'refuse-to-start' && behindProxy.message).toMatch(
      /^SECRETS_KEY is not set and PUBLIC_URL names app\.example\.com\./,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { decideDemoData, isLoopbackHost } from './demo-data-policy.ts';
import { loadEnv } from './env.ts';
import { decideSecretsKey } from './secrets-key.ts';

const settings = (overrides: Partial<Parameters<typeof decideDemoData>[0]> = {}) => ({
  SEED_DEMO_DATA: true,
  HOST: '127.0.0.1',
  ALLOW_DEMO_DATA_ON_PUBLIC_HOST: false,
  ...overrides,
});

describe('decideDemoData', () => {
  it('seeds nothing with the default environment (0.0.0.0, nothing asked for)', () => {
    expect(decideDemoData(loadEnv({}))).toEqual({ kind: 'no-demo-data' });
  });

  it('seeds nothing unless SEED_DEMO_DATA asks for it, whatever the host', () => {
    for (const HOST of ['127.0.0.1', '0.0.0.0'])
      expect(decideDemoData(settings({ SEED_DEMO_DATA: false, HOST }))).toEqual({ kind: 'no-demo-data' });
    expect(
      decideDemoData(
        settings({ SEED_DEMO_DATA: false, HOST: '0.0.0.0', ALLOW_DEMO_DATA_ON_PUBLIC_HOST: true }),
      ),
    ).toEqual({ kind: 'no-demo-data' });
  });

  it('seeds an empty database when asked for on a loopback host', () => {
    for (const HOST of ['127.0.0.1', 'localhost', 'LOCALHOST', '::1', '[::1]', '127.0.0.2'])
      expect(decideDemoData(settings({ HOST })), HOST).toEqual({ kind: 'seed-when-empty' });
  });

  it('refuses to start when asked for on a host other machines reach, naming the variables', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'leadpath.example.com', '10.0.0.1']) {
      const decision = decideDemoData(settings({ HOST }));
      expect(decision.kind, HOST).toBe('refuse-to-start');
      if (decision.kind !== 'refuse-to-start') continue;
      expect(decision.message).toContain(`HOST=${HOST}`);
      for (const name of ['SEED_DEMO_DATA=false', 'HOST=127.0.0.1', 'ALLOW_DEMO_DATA_ON_PUBLIC_HOST=true'])
        expect(decision.message).toContain(name);
    }
  });

  it('refuses on a loopback HOST when PUBLIC_URL names another machine (a proxy in front), as SECRETS_KEY does', () => {
    const env = loadEnv({
      SEED_DEMO_DATA: 'true',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'https://leads.example.com',
    });
    const decision = decideDemoData(env);
    expect(decision.kind).toBe('refuse-to-start');
    if (decision.kind === 'refuse-to-start') {
      expect(decision.message).toContain('PUBLIC_URL names leads.example.com');
      expect(decision.message).toContain('ALLOW_DEMO_DATA_ON_PUBLIC_HOST=true');
    }
    expect(decideSecretsKey(env).kind).toBe('refuse-to-start');
    // A PUBLIC_URL on this machine changes nothing, and the operator's explicit yes still seeds.
    for (const PUBLIC_URL of ['http://localhost:3000', 'http://127.0.0.1:3100', 'http://[::1]:3000'])
      expect(decideDemoData(settings({ PUBLIC_URL })), PUBLIC_URL).toEqual({ kind: 'seed-when-empty' });
    expect(decideDemoData({ ...env, ALLOW_DEMO_DATA_ON_PUBLIC_HOST: true })).toEqual({
      kind: 'seed-when-empty',
    });
  });

  it('seeds on a public host only with the explicit ALLOW_DEMO_DATA_ON_PUBLIC_HOST=true', () => {
    const env = loadEnv({ SEED_DEMO_DATA: 'true', HOST: '0.0.0.0', ALLOW_DEMO_DATA_ON_PUBLIC_HOST: 'true' });
    expect(decideDemoData(env)).toEqual({ kind: 'seed-when-empty' });
  });
});

describe('isLoopbackHost', () => {
  it('tells loopback names from reachable ones', () => {
    expect(['127.0.0.1', 'localhost', '::1', ' 127.1.2.3 '].map(isLoopbackHost)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      ['0.0.0.0', '::', '', '127.0.0.1.example.com', 'localhost.example.com', '128.0.0.1'].map(
        isLoopbackHost,
      ),
    ).toEqual([false, false, false, false, false, false]);
  });
});

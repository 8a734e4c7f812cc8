import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('applies the defaults', () => {
    expect(loadEnv({})).toMatchObject({
      PORT: 3000,
      DATABASE_PATH: 'data/app.db',
      SEED_DEMO_DATA: false,
      ALLOW_DEMO_DATA_ON_PUBLIC_HOST: false,
      REQUEST_RATE_PER_USER: 600,
      REQUEST_RATE_PER_IP: 1200,
    });
  });

  it('stops with a message naming the bad variable', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT: must be a port number/);
    expect(() => loadEnv({ SEED_DEMO_DATA: 'maybe' })).toThrow(/SEED_DEMO_DATA: must be true or false/);
    expect(() => loadEnv({ AGENT_EMAILS_URL: 'not a url' })).toThrow(/AGENT_EMAILS_URL/);
    expect(() => loadEnv({ REQUEST_RATE_PER_USER: '0' })).toThrow(
      /REQUEST_RATE_PER_USER: must be a number of calls per minute/,
    );
  });

  it('reads TRUST_PROXY as a number of proxies, the old true/false as 1/0', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(0);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(() => loadEnv({ TRUST_PROXY: 'yes' })).toThrow(
      /TRUST_PROXY: must be the number of reverse proxies/,
    );
  });

  it('runs the job engine in the server process unless JOB_RUNNER=off', () => {
    expect(loadEnv({}).JOB_RUNNER).toBe('inline');
    expect(loadEnv({ JOB_RUNNER: 'off' }).JOB_RUNNER).toBe('off');
    expect(() => loadEnv({ JOB_RUNNER: 'worker' })).toThrow(/JOB_RUNNER: must be inline or off/);
  });
});

import { describe, expect, it } from 'vitest';
import { crmConfigOf, loadEnv } from './env.ts';

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

  it('uses installation-wide CRM tokens only in the explicit single-tenant mode', () => {
    expect(() => loadEnv({ HUBSPOT_ACCESS_TOKEN: 'pat-na1-x' })).toThrow(
      /HUBSPOT_ACCESS_TOKEN: is an installation-wide CRM credential: every user's leads would go to its one account\. Set CRM_SINGLE_TENANT=true/,
    );
    expect(() =>
      loadEnv({ SALESFORCE_INSTANCE_URL: 'https://acme.my.salesforce.com', SALESFORCE_ACCESS_TOKEN: 't' }),
    ).toThrow(
      /SALESFORCE_ACCESS_TOKEN: is an installation-wide CRM credential[\s\S]*SALESFORCE_INSTANCE_URL: is an/,
    );
    expect(() => loadEnv({ CRM_SINGLE_TENANT: 'true' })).toThrow(
      /CRM_SINGLE_TENANT: needs HUBSPOT_ACCESS_TOKEN, or SALESFORCE_INSTANCE_URL and SALESFORCE_ACCESS_TOKEN/,
    );
    expect(() => loadEnv({ CRM_SINGLE_TENANT: 'true', SALESFORCE_ACCESS_TOKEN: 't' })).toThrow(
      /SALESFORCE_INSTANCE_URL: must be set together with the other Salesforce variable/,
    );
    const single = loadEnv({ CRM_SINGLE_TENANT: 'true', HUBSPOT_ACCESS_TOKEN: 'pat-na1-x' });
    expect(crmConfigOf(single)).toEqual({
      singleTenant: {
        hubspot: { baseUrl: 'https://api.hubapi.com', accessToken: 'pat-na1-x', requestsPer10Seconds: 100 },
        salesforce: undefined,
      },
      nango: undefined,
    });
  });

  it('builds each user’s CRM client from their Nango connection when Nango is configured', () => {
    expect(crmConfigOf(loadEnv({}))).toEqual({ singleTenant: undefined, nango: undefined });
    expect(crmConfigOf(loadEnv({ NANGO_SECRET_KEY: 'nango-secret' }))).toEqual({
      singleTenant: undefined,
      nango: {
        host: 'https://api.nango.dev',
        secretKey: 'nango-secret',
        hubspot: { baseUrl: 'https://api.hubapi.com', requestsPer10Seconds: 100 },
        salesforce: { apiVersion: 'v60.0' },
      },
    });
  });
});

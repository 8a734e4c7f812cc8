import { createSecretBox, DEVELOPMENT_SECRETS_KEY } from '@leadpath/auth';
import { createTestDatabase } from '@leadpath/db/testing';
import { describe, expect, it } from 'vitest';
import { createAppDeps } from './app-deps.ts';
import { loadEnv } from './env.ts';

const depsOf = (source: Record<string, string>) =>
  createAppDeps(loadEnv(source), createTestDatabase(), createSecretBox(DEVELOPMENT_SECRETS_KEY));

describe('DNS_RESOLVER, SPF_INCLUDE, INBOUND_MX_HOST (Domains, ADR 031)', () => {
  it('looks records up in real DNS in production, in the demo zone off production and with demo data', () => {
    expect(depsOf({}).services.dnsResolver).toBeDefined();
    expect(depsOf({ NODE_ENV: 'development' }).services.dnsResolver).toBeUndefined();
    expect(depsOf({ NODE_ENV: 'test' }).services.dnsResolver).toBeUndefined();
    expect(depsOf({ SEED_DEMO_DATA: 'true', HOST: '127.0.0.1' }).services.dnsResolver).toBeUndefined();
    expect(depsOf({ DNS_RESOLVER: 'demo' }).services.dnsResolver).toBeUndefined();
    expect(depsOf({ NODE_ENV: 'development', DNS_RESOLVER: 'system' }).services.dnsResolver).toBeDefined();
    expect(() => loadEnv({ DNS_RESOLVER: 'google' })).toThrow(/DNS_RESOLVER: must be system or demo/);
  });

  it('passes the SPF mechanism and the MX host to the records, and refuses what is not one', () => {
    expect(depsOf({}).config.domains).toEqual({ spfInclude: undefined, inboundMxHost: undefined });
    expect(
      depsOf({ SPF_INCLUDE: 'include:_spf.leadpath.example', INBOUND_MX_HOST: 'MX.Leadpath.Example' }).config
        .domains,
    ).toEqual({ spfInclude: 'include:_spf.leadpath.example', inboundMxHost: 'mx.leadpath.example' });
    expect(() => loadEnv({ SPF_INCLUDE: 'v=spf1 include:x.example ~all' })).toThrow(
      /SPF_INCLUDE: must be SPF mechanisms/,
    );
    expect(() => loadEnv({ INBOUND_MX_HOST: 'https://mx.example' })).toThrow(
      /INBOUND_MX_HOST: must be a host name/,
    );
  });
});

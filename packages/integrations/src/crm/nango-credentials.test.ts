import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeNango } from '../oauth/nango-fake.ts';
import { nangoCrmCredentials } from './nango-credentials.ts';
import { createSalesforceClient } from './salesforce-client.ts';
import { startFakeCrmServer } from './testing/fake-crm-server.ts';

const SECRET = 'nango-secret-test';
let nango: Awaited<ReturnType<typeof startFakeNango>>;
beforeAll(async () => {
  nango = await startFakeNango(SECRET);
});
afterAll(() => nango.close());

const config = () => ({ host: nango.host, secretKey: SECRET });

describe("a user's CRM credentials read from their Nango connection", () => {
  it('Salesforce: each connection calls its own org, at the instance_url Nango keeps, with its own token', async () => {
    const orgs = await Promise.all([
      startFakeCrmServer(() => ({ status: 200, body: {} })),
      startFakeCrmServer(() => ({ status: 200, body: {} })),
    ]);
    try {
      for (const [index, org] of orgs.entries()) {
        nango.addConnection({
          connection_id: `sf-${index}`,
          provider_config_key: 'salesforce',
          tags: { end_user_id: `user-${index}` },
          credentials: { access_token: `sf-token-${index}` },
          connection_config: { instance_url: org.url },
        });
        const client = createSalesforceClient({
          credentials: nangoCrmCredentials(config(), {
            provider: 'salesforce',
            connectionId: `sf-${index}`,
            ownerId: `user-${index}`,
            hubspotBaseUrl: 'https://api.hubapi.com',
          }),
          apiVersion: 'v60.0',
        });
        expect(await client.checkConnection()).toEqual({ connected: true, error: null, errorType: null });
      }
      expect(orgs.map((org) => org.requests.map((r) => [r.path, r.authorization]))).toEqual([
        [['/services/data/v60.0/', 'Bearer sf-token-0']],
        [['/services/data/v60.0/', 'Bearer sf-token-1']],
      ]);
    } finally {
      await Promise.all(orgs.map((org) => org.close()));
    }
  });

  it('reuses a token until shortly before it expires, then asks Nango again', async () => {
    let now = Date.UTC(2026, 10, 23, 12, 0, 0);
    nango.addConnection({
      connection_id: 'hs-cache',
      provider_config_key: 'hubspot',
      tags: { end_user_id: 'user-c' },
      credentials: { access_token: 'hs-token', expires_at: new Date(now + 30 * 60_000).toISOString() },
    });
    const source = nangoCrmCredentials(config(), {
      provider: 'hubspot',
      connectionId: 'hs-cache',
      ownerId: 'user-c',
      hubspotBaseUrl: 'https://api.hubapi.com',
      now: () => now,
    });
    const lookups = () => nango.requests.filter((r) => r.path === '/connections/hs-cache').length;
    expect(await source.get()).toEqual({ baseUrl: 'https://api.hubapi.com', accessToken: 'hs-token' });
    await source.get();
    expect(lookups()).toBe(1);
    now += 26 * 60_000;
    await source.get();
    expect(lookups()).toBe(2);
    await source.get({ refresh: true });
    expect(nango.requests.at(-1)?.query).toEqual({ provider_config_key: 'hubspot', force_refresh: 'true' });
  });

  it('refuses a connection of another user, one gone, and a Salesforce one without instance URL, naming no token', async () => {
    nango.addConnection({
      connection_id: 'sf-no-instance',
      provider_config_key: 'salesforce',
      tags: { end_user_id: 'user-d' },
      credentials: { access_token: 'secret-token-d' },
    });
    const sourceOf = (connectionId: string, ownerId: string, provider: 'hubspot' | 'salesforce') =>
      nangoCrmCredentials(config(), {
        provider,
        connectionId,
        ownerId,
        hubspotBaseUrl: 'https://api.hubapi.com',
      });
    await expect(sourceOf('sf-no-instance', 'user-e', 'salesforce').get()).rejects.toMatchObject({
      kind: 'invalid_credentials',
      message:
        'Salesforce is no longer connected for this account. Disconnect and reconnect Salesforce under Integrations.',
    });
    await expect(sourceOf('gone', 'user-d', 'hubspot').get()).rejects.toMatchObject({
      kind: 'invalid_credentials',
    });
    const noInstance = await sourceOf('sf-no-instance', 'user-d', 'salesforce')
      .get()
      .catch((error: Error) => error);
    expect(noInstance).toMatchObject({
      kind: 'invalid_credentials',
      message:
        'The Salesforce connection has no instance URL. Disconnect and reconnect Salesforce under Integrations.',
    });
    expect(String((noInstance as Error).message)).not.toContain('secret-token-d');
    const offline = nangoCrmCredentials(
      { host: 'http://127.0.0.1:9', secretKey: SECRET },
      { provider: 'hubspot', connectionId: 'x', ownerId: 'y', hubspotBaseUrl: 'https://api.hubapi.com' },
    );
    await expect(offline.get()).rejects.toMatchObject({
      kind: 'unavailable',
      message: 'The HubSpot connection could not be read from Nango. Please try again.',
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorUnavailableError } from './connector.ts';
import { createNangoConnector } from './nango-connector.ts';
import { startFakeNango } from './nango-fake.ts';

const SECRET = 'nango-secret-test';
const user = { id: 'user-1', email: 'paul@example.com', name: 'Paul Premium' };
let fake: Awaited<ReturnType<typeof startFakeNango>>;

beforeAll(async () => {
  fake = await startFakeNango(SECRET);
});
afterAll(() => fake.close());

describe('Nango connector against a local fake', () => {
  it('creates a connect session for the user and one integration and returns its connect link', async () => {
    const connector = createNangoConnector({ host: fake.host, secretKey: SECRET });
    const session = await connector.startSession(user, 'hubspot');
    expect(session.url).toMatch(/^https:\/\/connect\.nango\.dev\?session_token=nango_connect_session_/);
    expect(session.expiresAt.getTime()).toBeGreaterThan(Date.now());
    const request = fake.requests.at(-1)!;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/connect/sessions',
      authorization: `Bearer ${SECRET}`,
    });
    // Nango's current spec: the owner goes in tags (end_user is deprecated).
    expect(request.body).toEqual({
      allowed_integrations: ['hubspot'],
      tags: { end_user_id: 'user-1', end_user_email: 'paul@example.com' },
    });
  });

  it('confirms only a connection of the same user and integration', async () => {
    const connector = createNangoConnector({ host: fake.host, secretKey: SECRET });
    fake.addConnection({
      connection_id: 'conn-hubspot-1',
      provider_config_key: 'hubspot',
      tags: { end_user_id: 'user-1' },
    });
    fake.addConnection({
      connection_id: 'conn-other-user',
      provider_config_key: 'hubspot',
      tags: { end_user_id: 'user-2' },
    });
    const claim = { userId: 'user-1', providerConfigKey: 'hubspot' as const };
    expect(await connector.confirmConnection({ ...claim, connectionId: 'conn-hubspot-1' })).toBe(
      'conn-hubspot-1',
    );
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/connections/conn-hubspot-1',
      query: { provider_config_key: 'hubspot' },
    });
    expect(await connector.confirmConnection({ ...claim, connectionId: 'conn-other-user' })).toBeNull();
    expect(await connector.confirmConnection({ ...claim, connectionId: 'unknown' })).toBeNull();
    expect(
      await connector.confirmConnection({
        ...claim,
        providerConfigKey: 'salesforce',
        connectionId: 'conn-hubspot-1',
      }),
    ).toBeNull();
  });

  it("without an id (the Connect UI popup closed), confirms the user's newest connection to that integration", async () => {
    const connector = createNangoConnector({ host: fake.host, secretKey: SECRET });
    const claim = { userId: 'user-3', providerConfigKey: 'salesforce' as const };
    expect(await connector.confirmConnection(claim)).toBeNull();
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/connections',
      query: { 'tags[end_user_id]': 'user-3' },
    });
    fake.addConnection({
      connection_id: 'sf-old',
      provider_config_key: 'salesforce',
      tags: { end_user_id: 'user-3' },
      created: '2026-01-01T00:00:00.000Z',
    });
    fake.addConnection({
      connection_id: 'sf-new',
      provider_config_key: 'salesforce',
      tags: { end_user_id: 'user-3' },
      created: '2026-02-01T00:00:00.000Z',
    });
    fake.addConnection({
      connection_id: 'hubspot-of-user-3',
      provider_config_key: 'hubspot',
      tags: { end_user_id: 'user-3' },
      created: '2026-03-01T00:00:00.000Z',
    });
    fake.addConnection({
      connection_id: 'sf-of-user-4',
      provider_config_key: 'salesforce',
      tags: { end_user_id: 'user-4' },
      created: '2026-04-01T00:00:00.000Z',
    });
    expect(await connector.confirmConnection(claim)).toBe('sf-new');
    expect(await connector.confirmConnection({ ...claim, userId: 'user-5' })).toBeNull();
  });

  it('deletes a connection and treats an unknown one as already removed', async () => {
    const connector = createNangoConnector({ host: fake.host, secretKey: SECRET });
    fake.addConnection({
      connection_id: 'conn-del',
      provider_config_key: 'zoom',
      tags: { end_user_id: 'user-1' },
    });
    await connector.deleteConnection('zoom', 'conn-del');
    expect(fake.hasConnection('conn-del')).toBe(false);
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: '/connections/conn-del',
      query: { provider_config_key: 'zoom' },
    });
    await expect(connector.deleteConnection('zoom', 'conn-del')).resolves.toBeUndefined();
  });

  it('reads the owner of a connection made by an older session (deprecated end_user) from the tag Nango merges it into', async () => {
    const connector = createNangoConnector({ host: fake.host, secretKey: SECRET });
    fake.addConnection({
      connection_id: 'conn-old-session',
      provider_config_key: 'hubspot',
      end_user: { id: 'user-9' },
      tags: {},
    });
    const claim = { userId: 'user-9', providerConfigKey: 'hubspot' as const };
    expect(await connector.confirmConnection({ ...claim, connectionId: 'conn-old-session' })).toBe(
      'conn-old-session',
    );
  });

  it('never calls the deprecated /connection paths', () => {
    expect(fake.requests.filter((request) => /^\/connection(\/|$)/.test(request.path))).toEqual([]);
  });

  it('reports a wrong secret key and an unreachable host as unavailable', async () => {
    const wrongKey = createNangoConnector({ host: fake.host, secretKey: 'wrong' });
    await expect(wrongKey.startSession(user, 'hubspot')).rejects.toThrow(/Authentication failed/);
    await expect(
      wrongKey.confirmConnection({
        userId: 'user-1',
        providerConfigKey: 'hubspot',
        connectionId: 'conn-hubspot-1',
      }),
    ).rejects.toBeInstanceOf(ConnectorUnavailableError);
    const offline = createNangoConnector({ host: 'http://127.0.0.1:9', secretKey: SECRET });
    await expect(offline.deleteConnection('hubspot', 'x')).rejects.toBeInstanceOf(ConnectorUnavailableError);
  });
});

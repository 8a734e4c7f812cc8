import { userIntegrations } from '@leadpath/db';
import { createNangoConnector } from '@leadpath/integrations';
import { startFakeNango } from '@leadpath/integrations/oauth/nango-fake';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

const DAY = 86_400_000;
type TestApp = ReturnType<typeof createTestApp>;

async function setup(options: Parameters<typeof createTestApp>[0] = {}) {
  const t = createTestApp(options);
  const premium = await t.createUser({ email: 'premium@example.com', name: 'Paul Premium', role: 'Premium' });
  const trial = await t.createUser({
    email: 'trial@example.com',
    name: 'Tina Trial',
    role: 'Free',
    trialEndDate: new Date(t.clock.now + 7 * DAY),
  });
  await t.createUser({
    email: 'expired@example.com',
    name: 'Evan Expired',
    role: 'Free',
    trialEndDate: new Date(t.clock.now - DAY),
  });
  const premiumCookie = await t.signIn('premium@example.com');
  return { ...t, premium, trial, premiumCookie };
}

function trpcQuery(t: TestApp, path: string, input: unknown, cookie: string) {
  return t.request(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { cookie });
}

function trpcMutation(t: TestApp, path: string, input: unknown, cookie: string) {
  return t.request(`/trpc/${path}`, { method: 'POST', cookie, json: input });
}

/** Starts a connect session and returns the sandbox consent page's session token. */
async function startConnect(t: TestApp, cookie: string, providerConfigKey: string): Promise<string> {
  const res = await trpcMutation(t, 'integrations.connect', { providerConfigKey }, cookie);
  expect(res.status).toBe(200);
  const url: string = (await res.json()).result.data.url;
  expect(url).toMatch(new RegExp(`^/connect/sandbox/${providerConfigKey}\\?session=`));
  return new URL(url, 'http://x').searchParams.get('session')!;
}

async function decide(
  t: TestApp,
  cookie: string,
  providerConfigKey: string,
  session: string,
  decision: string,
) {
  return trpcMutation(t, 'integrations.sandbox.decide', { providerConfigKey, session, decision }, cookie);
}

async function connectThroughSandbox(t: TestApp, cookie: string, providerConfigKey: string) {
  const session = await startConnect(t, cookie, providerConfigKey);
  const allowed = await decide(t, cookie, providerConfigKey, session, 'allow');
  const { connectionId, returnTo } = (await allowed.json()).result.data;
  expect(returnTo).toBe(
    `/dashboard/settings?section=integrations&success=true&provider=${providerConfigKey}`,
  );
  const saved = await t.request('/api/save-integration', {
    method: 'POST',
    cookie,
    json: { providerConfigKey, connectionId },
  });
  return { saved, connectionId: connectionId as string };
}

describe('connect through the sandbox and save', () => {
  it('saves a connection the connector confirms and lists it', async () => {
    const t = await setup();
    const { saved, connectionId } = await connectThroughSandbox(t, t.premiumCookie, 'hubspot');
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({
      success: true,
      message: 'HubSpot connected',
      integration: { providerConfigKey: 'hubspot', addedDate: new Date(t.clock.now).toISOString() },
    });
    expect(await t.db.select().from(userIntegrations).all()).toMatchObject([
      { userId: t.premium.id, providerConfigKey: 'hubspot', connectionId },
    ]);
    const list = await t.request('/api/user-integrations', { cookie: t.premiumCookie });
    expect(await list.json()).toEqual({
      integrations: [{ providerConfigKey: 'hubspot', addedDate: new Date(t.clock.now).toISOString() }],
    });
  });

  it('saves {providerConfigKey} alone once the sandbox holds an allowed connection', async () => {
    const t = await setup();
    const session = await startConnect(t, t.premiumCookie, 'zoom');
    await decide(t, t.premiumCookie, 'zoom', session, 'allow');
    const saved = await t.request('/api/save-integration', {
      method: 'POST',
      cookie: t.premiumCookie,
      json: { providerConfigKey: 'zoom' },
    });
    expect(saved.status).toBe(200);
  });

  it('refuses to save a connection nobody confirmed: a client-only claim changes nothing', async () => {
    const t = await setup();
    for (const json of [
      { providerConfigKey: 'hubspot' },
      { providerConfigKey: 'hubspot', connectionId: 'sandbox-made-up' },
    ]) {
      const res = await t.request('/api/save-integration', { method: 'POST', cookie: t.premiumCookie, json });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: 'The connection could not be confirmed. Please connect the app again.',
      });
    }
    // Another user's connection id is not this user's connection.
    const trialCookie = await t.signIn('trial@example.com');
    const { connectionId } = await connectThroughSandbox(t, trialCookie, 'hubspot');
    const stolen = await t.request('/api/save-integration', {
      method: 'POST',
      cookie: t.premiumCookie,
      json: { providerConfigKey: 'hubspot', connectionId },
    });
    expect(stolen.status).toBe(400);
    expect((await t.db.select().from(userIntegrations).all()).map((row) => row.userId)).toEqual([t.trial.id]);
  });

  it('validates the input with the shared schema', async () => {
    const t = await setup();
    const res = await t.request('/api/save-integration', {
      method: 'POST',
      cookie: t.premiumCookie,
      json: { providerConfigKey: 'myspace' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Unknown integration');
  });

  it('Deny returns the failed return path and leaves nothing to save; a used link is spent', async () => {
    const t = await setup();
    const session = await startConnect(t, t.premiumCookie, 'google');
    const denied = await decide(t, t.premiumCookie, 'google', session, 'deny');
    expect((await denied.json()).result.data).toEqual({
      connectionId: null,
      returnTo: '/dashboard/settings?section=integrations&success=false&provider=google',
    });
    const again = await decide(t, t.premiumCookie, 'google', session, 'allow');
    expect(again.status).toBe(404);
    expect((await again.json()).error.message).toBe(
      'This connect link is invalid or has expired. Please connect the app again.',
    );
    const saved = await t.request('/api/save-integration', {
      method: 'POST',
      cookie: t.premiumCookie,
      json: { providerConfigKey: 'google' },
    });
    expect(saved.status).toBe(400);
  });

  it('reads a consent session only for its own user and app, until it expires', async () => {
    const t = await setup();
    const session = await startConnect(t, t.premiumCookie, 'attio');
    const ok = await trpcQuery(
      t,
      'integrations.sandbox.session',
      { providerConfigKey: 'attio', session },
      t.premiumCookie,
    );
    expect((await ok.json()).result.data).toMatchObject({ providerConfigKey: 'attio', title: 'Attio' });
    const wrongApp = await trpcQuery(
      t,
      'integrations.sandbox.session',
      { providerConfigKey: 'zoom', session },
      t.premiumCookie,
    );
    expect(wrongApp.status).toBe(404);
    const trialCookie = await t.signIn('trial@example.com');
    const otherUser = await trpcQuery(
      t,
      'integrations.sandbox.session',
      { providerConfigKey: 'attio', session },
      trialCookie,
    );
    expect(otherUser.status).toBe(404);
    t.clock.now += 31 * 60 * 1000;
    const expired = await trpcQuery(
      t,
      'integrations.sandbox.session',
      { providerConfigKey: 'attio', session },
      t.premiumCookie,
    );
    expect(expired.status).toBe(404);
  });
});

describe('the integration gate (spec §6)', () => {
  it('lets a Free user connect only linkedin, salesforce and hubspot: 403 otherwise', async () => {
    const t = await setup();
    const cookie = await t.signIn('trial@example.com');
    for (const key of ['linkedin', 'salesforce', 'hubspot']) {
      const { saved } = await connectThroughSandbox(t, cookie, key);
      expect(saved.status).toBe(200);
    }
    for (const key of ['google', 'outlook', 'google-calendar', 'zoom', 'attio']) {
      const start = await trpcMutation(t, 'integrations.connect', { providerConfigKey: key }, cookie);
      expect(start.status).toBe(403);
      expect((await start.json()).error.message).toBe('Pick a plan to use this feature');
      const save = await t.request('/api/save-integration', {
        method: 'POST',
        cookie,
        json: { providerConfigKey: key, connectionId: 'sandbox-x' },
      });
      expect(save.status).toBe(403);
      expect(await save.json()).toEqual({ error: 'Pick a plan to use this feature' });
    }
  });

  it('shows the catalogue with installed state and the gate per app', async () => {
    const t = await setup();
    const cookie = await t.signIn('trial@example.com');
    await connectThroughSandbox(t, cookie, 'hubspot');
    const res = await trpcQuery(t, 'integrations.catalogue', undefined, cookie);
    const apps: { id: string; installed: boolean; allowed: boolean; date: string | null }[] = (
      await res.json()
    ).result.data.apps;
    expect(apps.map((app) => app.id)).toEqual([
      'google',
      'outlook',
      'salesforce',
      'hubspot',
      'google-calendar',
      'zoom',
      'linkedin',
      'attio',
    ]);
    expect(apps.filter((app) => app.allowed).map((app) => app.id)).toEqual([
      'salesforce',
      'hubspot',
      'linkedin',
    ]);
    expect(apps.filter((app) => app.installed).map((app) => app.id)).toEqual(['hubspot']);
    expect(apps.find((app) => app.id === 'hubspot')?.date).toBe(new Date(t.clock.now).toISOString());
  });

  it('refuses connecting to an expired trial and to signed-out callers', async () => {
    const t = await setup();
    const cookie = await t.signIn('expired@example.com');
    const start = await trpcMutation(t, 'integrations.connect', { providerConfigKey: 'hubspot' }, cookie);
    expect(start.status).toBe(403);
    const anonymous = await t.request('/api/user-integrations');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Please login' });
  });
});

describe('deauthorize', () => {
  it('removes the app and answers {success, error}', async () => {
    const t = await setup();
    await connectThroughSandbox(t, t.premiumCookie, 'salesforce');
    const res = await t.request('/api/user-integrations/deauthorize?providerConfigKey=salesforce', {
      method: 'DELETE',
      cookie: t.premiumCookie,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, error: null });
    expect(await t.db.select().from(userIntegrations).all()).toEqual([]);
    const again = await t.request('/api/user-integrations/deauthorize?providerConfigKey=salesforce', {
      method: 'DELETE',
      cookie: t.premiumCookie,
    });
    expect(await again.json()).toEqual({ success: false, error: 'This app is not connected' });
  });

  it("touches only the caller's own connection", async () => {
    const t = await setup();
    const trialCookie = await t.signIn('trial@example.com');
    await connectThroughSandbox(t, trialCookie, 'hubspot');
    const res = await t.request('/api/user-integrations/deauthorize?providerConfigKey=hubspot', {
      method: 'DELETE',
      cookie: t.premiumCookie,
    });
    expect(await res.json()).toEqual({ success: false, error: 'This app is not connected' });
    expect(await t.db.select().from(userIntegrations).all()).toHaveLength(1);
  });

  it('rejects an unknown key', async () => {
    const t = await setup();
    const res = await t.request('/api/user-integrations/deauthorize?providerConfigKey=nope', {
      method: 'DELETE',
      cookie: t.premiumCookie,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Unknown integration');
  });
});

describe('with the Nango connector', () => {
  it('confirms the connection at Nango before saving, revokes it there on deauthorize', async () => {
    const fake = await startFakeNango('secret');
    try {
      const t = await setup({ connector: createNangoConnector({ host: fake.host, secretKey: 'secret' }) });
      const start = await trpcMutation(
        t,
        'integrations.connect',
        { providerConfigKey: 'hubspot' },
        t.premiumCookie,
      );
      expect((await start.json()).result.data).toMatchObject({
        url: expect.stringMatching(/^https:\/\/connect\.nango\.dev\?session_token=/),
        opensIn: 'popup',
      });
      const sandbox = await trpcMutation(
        t,
        'integrations.sandbox.decide',
        { providerConfigKey: 'hubspot', session: 'x', decision: 'allow' },
        t.premiumCookie,
      );
      expect(sandbox.status).toBe(404);

      const save = (json: unknown) =>
        t.request('/api/save-integration', { method: 'POST', cookie: t.premiumCookie, json });
      expect((await save({ providerConfigKey: 'hubspot', connectionId: 'nango-conn-1' })).status).toBe(400);
      // The popup closed before the user connected: nothing at Nango to confirm.
      expect((await save({ providerConfigKey: 'hubspot' })).status).toBe(400);
      fake.addConnection({
        connection_id: 'nango-conn-1',
        provider_config_key: 'hubspot',
        end_user: { id: t.premium.id },
        tags: {},
      });
      expect((await save({ providerConfigKey: 'hubspot', connectionId: 'nango-conn-1' })).status).toBe(200);
      // After the popup closes the app saves with no id; Nango's list says which connection is theirs.
      const saved = await save({ providerConfigKey: 'hubspot' });
      expect(saved.status).toBe(200);
      expect((await t.db.select().from(userIntegrations).all()).map((row) => row.connectionId)).toEqual([
        'nango-conn-1',
      ]);

      const removed = await t.request('/api/user-integrations/deauthorize?providerConfigKey=hubspot', {
        method: 'DELETE',
        cookie: t.premiumCookie,
      });
      expect(await removed.json()).toEqual({ success: true, error: null });
      expect(fake.hasConnection('nango-conn-1')).toBe(false);
    } finally {
      await fake.close();
    }
  });

  it('answers 502 and keeps the app when Nango cannot be reached', async () => {
    const fake = await startFakeNango('secret');
    const host = fake.host;
    const t = await setup({ connector: createNangoConnector({ host, secretKey: 'secret' }) });
    fake.addConnection({
      connection_id: 'c1',
      provider_config_key: 'zoom',
      end_user: { id: t.premium.id },
      tags: {},
    });
    const save = await t.request('/api/save-integration', {
      method: 'POST',
      cookie: t.premiumCookie,
      json: { providerConfigKey: 'zoom', connectionId: 'c1' },
    });
    expect(save.status).toBe(200);
    await fake.close();
    const removed = await t.request('/api/user-integrations/deauthorize?providerConfigKey=zoom', {
      method: 'DELETE',
      cookie: t.premiumCookie,
    });
    expect(removed.status).toBe(502);
    expect(await removed.json()).toEqual({ error: 'Failed to deauthorize' });
    expect(await t.db.select().from(userIntegrations).all()).toHaveLength(1);
    const start = await trpcMutation(
      t,
      'integrations.connect',
      { providerConfigKey: 'zoom' },
      t.premiumCookie,
    );
    expect(start.status).toBe(502);
    expect((await start.json()).error.message).toBe(
      'The connection service is not available right now. Please try again.',
    );
  });
});

import { insertLeads, prospects } from '@leadpath/db';
import { createNangoConnector } from '@leadpath/integrations';
import { startFakeNango } from '@leadpath/integrations/oauth/nango-fake';
import { startFakeHubspot } from '@leadpath/integrations/testing/fake-hubspot';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { runDueSyncJobs } from '../testing/crm-sync-jobs.ts';
import { createTestApp } from '../testing/test-app.ts';
import { type CrmProvidersConfig, createCrmProviderFactory } from './crm-providers.ts';

// ADR 025: each user's CRM calls use that user's own connection. Two users connect HubSpot through
// Nango (a local fake of its current API) to two different HubSpot accounts (a local fake that tells
// accounts apart by token); their leads land in their own account only.

const SECRET = 'nango-secret-test';
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

type Mode = 'nango' | 'single-tenant';

/** HubSpot's limit scaled down (10 requests per 10 s) so a few hundred leads meet it. */
const LIMIT = { requests: 10, perMs: 10_000 };

/**
 * `samePortal`: both users connect the same HubSpot account (portal 111), each with a token of their
 * own. `twoInstances`: each user's calls go through a factory of their own, as on two app instances.
 */
async function twoUsers(
  mode: Mode,
  leads = 30,
  options: { samePortal?: boolean; twoInstances?: boolean } = {},
) {
  const nango = await startFakeNango(SECRET);
  closers.push(nango.close);
  const t = createTestApp({ connector: createNangoConnector({ host: nango.host, secretKey: SECRET }) });
  const hubspot = await startFakeHubspot({
    tokens: {
      'token-ada': 'account-ada',
      'token-bo': options.samePortal ? 'account-ada' : 'account-bo',
      'pat-installation': 'account-installation',
    },
    expiredTokens: ['stale-ada'],
    limit: LIMIT,
    now: () => t.clock.now,
  });
  closers.push(hubspot.close);
  const http = { maxRetries: 0 };
  const config: CrmProvidersConfig =
    mode === 'nango'
      ? {
          nango: {
            host: nango.host,
            secretKey: SECRET,
            hubspot: { baseUrl: hubspot.url, http, requestsPer10Seconds: LIMIT.requests },
            salesforce: { apiVersion: 'v60.0' },
          },
        }
      : {
          singleTenant: {
            hubspot: {
              baseUrl: hubspot.url,
              accessToken: 'pat-installation',
              http,
              requestsPer10Seconds: LIMIT.requests,
            },
          },
        };
  t.deps.services.crm = createCrmProviderFactory(t.db, () => t.clock.now, config);

  const users = [];
  for (const [name, token] of [
    ['ada', 'token-ada'],
    ['bo', 'token-bo'],
  ] as const) {
    const user = await t.createUser({ email: `${name}@example.com`, role: 'Pro' });
    const cookie = await t.signIn(`${name}@example.com`);
    const call = async (path: string, init: { method?: string; json?: unknown } = {}) => {
      const res = await t.request(path, { ...init, cookie });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    // The connect flow: Nango holds the connection (tagged with its owner), the app confirms and saves it.
    nango.addConnection({
      connection_id: `conn-${name}`,
      provider_config_key: 'hubspot',
      tags: { end_user_id: user.id },
      credentials: { access_token: token },
      connection_config: { portalId: name === 'ada' || options.samePortal ? 111 : 222 },
    });
    const saved = await call('/api/save-integration', {
      method: 'POST',
      json: { providerConfigKey: 'hubspot', connectionId: `conn-${name}` },
    });
    expect(saved.status).toBe(200);
    await insertLeads(t.db, user.id, { companies: 5, prospects: leads }, { now: t.clock.now });
    await t.db.$sql.run(`update prospects set email = ? || '-' || id || '@example.com' where owner_id = ?`, [
      name,
      user.id,
    ]);
    const on = await call('/api/crm/settings', {
      method: 'PATCH',
      json: { enabled: true, provider: 'hubspot' },
    });
    expect(on.status).toBe(200);
    const emails = (
      await t.db
        .select({ email: prospects.email })
        .from(prospects)
        .where(eq(prospects.ownerId, user.id))
        .all()
    ).map((row) => row.email?.toLowerCase());
    users.push({ name, user, call, emails: new Set(emails) });
  }
  const [ada, bo] = users as [(typeof users)[number], (typeof users)[number]];
  if (options.twoInstances) {
    // Two processes: nothing of the first factory's memory is seen by the second.
    const onAda = createCrmProviderFactory(t.db, () => t.clock.now, config);
    const onBo = createCrmProviderFactory(t.db, () => t.clock.now, config);
    t.deps.services.crm = (userId, provider) => (userId === ada.user.id ? onAda : onBo)(userId, provider);
  }
  return { ...t, nango, hubspot, ada, bo };
}

const emailsIn = (account: { contacts: Map<string, Record<string, string>> } | undefined) =>
  new Set([...(account?.contacts.values() ?? [])].map((record) => record.email));

describe('each user’s CRM client is built from their own connection (ADR 025)', { timeout: 60_000 }, () => {
  it('two users with two Nango connections: each one’s leads land in their own HubSpot account', async () => {
    const t = await twoUsers('nango');
    for (const user of [t.ada, t.bo]) {
      const started = await user.call('/api/crm/sync-leads', { method: 'POST', json: {} });
      expect(started.body.message).toBe('Sync started: pushing 30 leads to HubSpot in the background');
    }
    await runDueSyncJobs(t.deps, t.clock);
    for (const user of [t.ada, t.bo])
      expect((await user.call('/api/crm/sync-status')).body).toMatchObject({ state: 'idle', pushed: 30 });

    expect(emailsIn(t.hubspot.accounts.get('account-ada'))).toEqual(t.ada.emails);
    expect(emailsIn(t.hubspot.accounts.get('account-bo'))).toEqual(t.bo.emails);
    expect(t.hubspot.accounts.get('account-installation')?.contacts.size).toBe(0);
    expect(t.hubspot.requests.every((request) => request.status < 400)).toBe(true);
    // The credentials came from each user's own connection, read with the current endpoint.
    const lookups = t.nango.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/connections/'));
    expect(new Set(lookups.map((r) => r.path))).toEqual(
      new Set(['/connections/conn-ada', '/connections/conn-bo']),
    );
    expect(lookups.every((r) => r.query.provider_config_key === 'hubspot')).toBe(true);
    // A token is read once and reused until near its expiry, not once per call.
    expect(lookups.filter((r) => r.path === '/connections/conn-ada')).toHaveLength(2); // the save's check, then the sync
  });

  it('a connection that is not the user’s own is never used: the sync ends failed and sends nothing', async () => {
    const t = await twoUsers('nango', 3);
    // Bo's saved connection now names Ada's (a tampered or stale row): Nango says it is Ada's.
    await t.db.$sql.run(`update user_integrations set connection_id = 'conn-ada' where user_id = ?`, [
      t.bo.user.id,
    ]);
    await t.bo.call('/api/crm/sync-leads', { method: 'POST', json: {} });
    await runDueSyncJobs(t.deps, t.clock);
    expect((await t.bo.call('/api/crm/sync-status')).body).toMatchObject({
      state: 'failed',
      lastError:
        'HubSpot is no longer connected for this account. Disconnect and reconnect HubSpot under Integrations.',
    });
    expect(t.hubspot.requests).toEqual([]);
  });

  it('a token HubSpot calls expired is refreshed through Nango (force_refresh) and the call goes on', async () => {
    const t = await twoUsers('nango', 3);
    t.nango.addConnection({
      connection_id: 'conn-ada',
      provider_config_key: 'hubspot',
      tags: { end_user_id: t.ada.user.id },
      credentials: { access_token: 'stale-ada' },
      refreshed_token: 'token-ada',
    });
    expect(await (await t.deps.services.crm(t.ada.user.id, 'hubspot')).checkConnection()).toEqual({
      connected: true,
      error: null,
      errorType: null,
    });
    expect(t.hubspot.requests.map((r) => r.status)).toEqual([401, 200]);
    expect(t.nango.forcedRefreshes()).toBe(1);
  });

  it('an exhausted refresh at Nango reads as an expired session', async () => {
    const t = await twoUsers('nango', 3);
    t.nango.addConnection({
      connection_id: 'conn-ada',
      provider_config_key: 'hubspot',
      tags: { end_user_id: t.ada.user.id },
      credentials: { access_token: 'token-ada' },
      refresh_exhausted: true,
    });
    expect(await (await t.deps.services.crm(t.ada.user.id, 'hubspot')).checkConnection()).toEqual({
      connected: false,
      error: 'Your HubSpot session has expired. Disconnect and reconnect HubSpot.',
      errorType: 'token_expired',
    });
  });

  it('single-tenant mode: every user’s leads go to the one account, paced under one shared window', async () => {
    const t = await twoUsers('single-tenant', 400);
    for (const user of [t.ada, t.bo]) await user.call('/api/crm/sync-leads', { method: 'POST', json: {} });
    const started = t.clock.now;
    await runDueSyncJobs(t.deps, t.clock);
    const installation = t.hubspot.accounts.get('account-installation');
    expect(installation?.contacts.size).toBe(800);
    expect(t.hubspot.accounts.get('account-ada')?.contacts.size).toBe(0);
    // Two runs at once on one account: together never beyond its limit, so no 429 at all.
    expect(t.hubspot.requests.filter((r) => r.status === 429)).toEqual([]);
    expect(t.hubspot.busiestWindow('account-installation', LIMIT.perMs)).toBeLessThanOrEqual(LIMIT.requests);
    // 18 requests (per user: companies once, then contacts and their links per page) through one
    // window of 10 per 10 s: the four steps go one window apart.
    expect(t.hubspot.requests).toHaveLength(18);
    expect(t.clock.now - started).toBeGreaterThanOrEqual(20_000);
  });

  it('single-tenant mode on two instances: the account’s window is one for both (in the database), so no 429', async () => {
    const t = await twoUsers('single-tenant', 400, { twoInstances: true });
    for (const user of [t.ada, t.bo]) await user.call('/api/crm/sync-leads', { method: 'POST', json: {} });
    const started = t.clock.now;
    await runDueSyncJobs(t.deps, t.clock);
    expect(t.hubspot.accounts.get('account-installation')?.contacts.size).toBe(800);
    expect(t.hubspot.requests.filter((r) => r.status === 429)).toEqual([]);
    expect(t.hubspot.busiestWindow('account-installation', LIMIT.perMs)).toBeLessThanOrEqual(LIMIT.requests);
    expect(t.clock.now - started).toBeGreaterThanOrEqual(20_000);
  });

  it('per-user mode: one user’s run does not take another account’s window', async () => {
    const t = await twoUsers('nango', 400);
    for (const user of [t.ada, t.bo]) await user.call('/api/crm/sync-leads', { method: 'POST', json: {} });
    const started = t.clock.now;
    await runDueSyncJobs(t.deps, t.clock);
    expect(t.hubspot.requests.filter((r) => r.status === 429)).toEqual([]);
    for (const account of ['account-ada', 'account-bo']) {
      expect(t.hubspot.accounts.get(account)?.contacts.size).toBe(400);
      expect(t.hubspot.busiestWindow(account, LIMIT.perMs)).toBeLessThanOrEqual(LIMIT.requests);
    }
    // Each account has its own window: two steps each, 10 s apart, both runs side by side.
    expect(t.clock.now - started).toBe(10_000);
  });

  it('two users who connected the same HubSpot portal share its window (Nango’s portalId), and meet no 429', async () => {
    const t = await twoUsers('nango', 400, { samePortal: true });
    // The settings screen read each connection once: Nango told their portal.
    for (const user of [t.ada, t.bo])
      await (await t.deps.services.crm(user.user.id, 'hubspot')).checkConnection();
    for (const user of [t.ada, t.bo]) await user.call('/api/crm/sync-leads', { method: 'POST', json: {} });
    const started = t.clock.now;
    await runDueSyncJobs(t.deps, t.clock);
    expect(t.hubspot.accounts.get('account-ada')?.contacts.size).toBe(800);
    // One window for both: the four steps go one after another (two windows would take 10 s).
    expect(t.clock.now - started).toBeGreaterThanOrEqual(20_000);
    expect(t.hubspot.requests.filter((r) => r.status === 429)).toEqual([]);
    expect(t.hubspot.busiestWindow('account-ada', LIMIT.perMs)).toBeLessThanOrEqual(LIMIT.requests);
  });
});

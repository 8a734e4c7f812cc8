import { insertLeads } from '@leadpath/db';
import { describe, expect, it } from 'vitest';
import { bearer, createApiKey, enableApiAccess, userWithKey } from '../testing/api-keys.ts';
import { createTestApp } from '../testing/test-app.ts';

const DAY = 86_400_000;

async function setup() {
  const t = createTestApp({ trustProxy: 1 });
  const pro = await t.createUser({ email: 'pro@example.com', name: 'Priya', role: 'Pro' });
  const other = await t.createUser({ email: 'other@example.com', name: 'Otto', role: 'Starter' });
  await insertLeads(t.db, pro.id, { companies: 3, prospects: 7 }, { now: t.clock.now });
  await insertLeads(t.db, other.id, { companies: 5, prospects: 11 }, { now: t.clock.now });
  return { ...t, pro, other };
}

describe('Authorization: Bearer <key> on the REST paths', () => {
  it('is accepted where the key holds the permission', async () => {
    const t = await setup();
    // Counting prospects is reading them: leads:read is enough.
    const { key } = await userWithKey(t, 'pro@example.com', {
      permissions: ['leads:read', 'profile:read'],
    });
    const count = await t.request('/api/prospects/count', { headers: bearer(key) });
    expect(count.status).toBe(200);
    expect(await count.json()).toEqual({ count: 7 });
    const me = await t.request('/api/user-fetch', { headers: bearer(key) });
    expect(me.status).toBe(200);
    expect((await me.json()).email).toBe('pro@example.com');
  });

  it('a key only ever sees its owner’s data', async () => {
    const t = await setup();
    const proKey = await userWithKey(t, 'pro@example.com');
    const otherKey = await userWithKey(t, 'other@example.com');
    expect(await (await t.request('/api/prospects/count', { headers: bearer(proKey.key) })).json()).toEqual({
      count: 7,
    });
    expect(await (await t.request('/api/prospects/count', { headers: bearer(otherKey.key) })).json()).toEqual(
      {
        count: 11,
      },
    );
    // The key wins over a cookie of someone else sent alongside it.
    const mixed = await t.request('/api/prospects/count', {
      headers: bearer(otherKey.key),
      cookie: proKey.cookie,
    });
    expect(await mixed.json()).toEqual({ count: 11 });
  });

  it('cannot act on behalf of another user', async () => {
    const t = await setup();
    const { key } = await userWithKey(t, 'pro@example.com');
    const res = await t.request('/api/prospects/count', {
      headers: {
        ...bearer(key),
        'x-impersonate-user': JSON.stringify({
          targetUserId: t.other.id,
          targetUserEmail: t.other.email,
          targetUserRole: 'Starter',
        }),
      },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'API keys cannot act on behalf of another user' });
  });

  it('a missing permission is 403 and names it', async () => {
    const t = await setup();
    const { key } = await userWithKey(t, 'pro@example.com', { permissions: ['analytics:read'] });
    const res = await t.request('/api/prospects/count', { headers: bearer(key) });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'This API key lacks the leads:read permission' });
  });

  it.each([
    ['an unknown key', 'lp_live_AAAAAAAA_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['garbage', 'not-a-key'],
    ['an empty Bearer', ''],
  ])('%s is 401 {error} with WWW-Authenticate', async (_label, token) => {
    const t = await setup();
    const res = await t.request('/api/prospects/count', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Invalid API key' });
    expect(res.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
  });

  it('a tampered key (right prefix, wrong secret) is 401', async () => {
    const t = await setup();
    const { key } = await userWithKey(t, 'pro@example.com');
    const last = key.at(-1) === 'A' ? 'B' : 'A';
    const res = await t.request('/api/prospects/count', { headers: bearer(`${key.slice(0, -1)}${last}`) });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Invalid API key' });
  });

  it('an inactive key is 401', async () => {
    const t = await setup();
    const { key, id, cookie } = await userWithKey(t, 'pro@example.com');
    await t.request(`/api/api-access/keys/${id}`, { method: 'PATCH', cookie, json: { isActive: false } });
    const res = await t.request('/api/prospects/count', { headers: bearer(key) });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'This API key is inactive' });
  });

  it('an expired key is 401 from the moment it expires', async () => {
    const t = await setup();
    const { key } = await userWithKey(t, 'pro@example.com', { expiresIn: 30 });
    t.clock.now += 30 * DAY - 1;
    expect((await t.request('/api/prospects/count', { headers: bearer(key) })).status).toBe(200);
    t.clock.now += 1;
    const res = await t.request('/api/prospects/count', { headers: bearer(key) });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'This API key has expired' });
  });

  it('API access switched off by the owner is 403, and on again works', async () => {
    const t = await setup();
    const { key, cookie } = await userWithKey(t, 'pro@example.com');
    await t.request('/api/api-access/settings', { method: 'PATCH', cookie, json: { enabled: false } });
    const res = await t.request('/api/prospects/count', { headers: bearer(key) });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'API access is turned off for this account' });
    await enableApiAccess(t, cookie);
    expect((await t.request('/api/prospects/count', { headers: bearer(key) })).status).toBe(200);
  });

  it('an owner whose trial ended is 403, even on paths without a plan gate', async () => {
    const t = await setup();
    await t.createUser({
      email: 'trial@example.com',
      role: 'Free',
      trialEndDate: new Date(t.clock.now + DAY),
    });
    const { key } = await userWithKey(t, 'trial@example.com', {
      permissions: ['profile:read', 'leads:read'],
    });
    expect((await t.request('/api/user-fetch', { headers: bearer(key) })).status).toBe(200);
    t.clock.now += DAY;
    for (const path of ['/api/user-fetch', '/api/prospects/count']) {
      const res = await t.request(path, { headers: bearer(key) });
      expect(res.status, path).toBe(403);
      expect(await res.json()).toEqual({ error: 'Pick a plan to use this feature' });
    }
  });

  it('a deactivated owner is 403', async () => {
    const t = await setup();
    const { key } = await userWithKey(t, 'pro@example.com');
    await t.db.$sql.run('update users set is_deactivated = 1 where id = ?', [t.pro.id]);
    const res = await t.request('/api/prospects/count', { headers: bearer(key) });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'This account has been deactivated' });
  });

  it('never reaches key management or admin paths, even with every permission', async () => {
    const t = await setup();
    await t.createUser({ email: 'admin@example.com', role: 'Admin' });
    const { key, id } = await userWithKey(t, 'admin@example.com', {
      permissions: ['leads:read', 'users:read', 'profile:read', 'analytics:read'],
    });
    const attempts: [string, string, unknown?][] = [
      ['GET', '/api/api-access/settings'],
      ['PATCH', '/api/api-access/settings', { enabled: true }],
      ['GET', '/api/api-access/keys'],
      ['POST', '/api/api-access/keys', { name: 'child', permissions: ['leads:read'], expiresIn: 30 }],
      ['PATCH', `/api/api-access/keys/${id}`, { isActive: false }],
      ['DELETE', `/api/api-access/keys/${id}`],
      ['GET', '/api/admin/search-users?q=a'],
      ['POST', '/api/admin/impersonate', { email: 'pro@example.com' }],
    ];
    for (const [method, path, json] of attempts) {
      const res = await t.request(path, { method, headers: bearer(key), json });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json()).toEqual({ error: 'This endpoint cannot be called with an API key' });
    }
    expect((await t.request('/api/user-fetch', { headers: bearer(key) })).status).toBe(200);
  });

  it('is refused on /trpc, which is the web app’s own', async () => {
    const t = await setup();
    const { key } = await userWithKey(t, 'pro@example.com');
    const res = await t.request('/trpc/prospects.count', { headers: bearer(key) });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'API keys work on the REST paths under /api only' });
  });
});

describe('usage of a key', () => {
  it('counts every accepted call with its time and address', async () => {
    const t = await setup();
    const { key, cookie } = await userWithKey(t, 'pro@example.com');
    await t.request('/api/prospects/count', { headers: bearer(key) });
    t.clock.now += 5000;
    await t.request('/api/prospects/count', {
      headers: { ...bearer(key), 'x-forwarded-for': '203.0.113.9' },
    });
    const [listed] = (await (await t.request('/api/api-access/keys', { cookie })).json()).keys;
    expect(listed).toMatchObject({
      usageCount: 2,
      lastUsed: new Date(t.clock.now).toISOString(),
      lastIpAddress: '203.0.113.9',
    });
  });

  it('does not count refused calls', async () => {
    const t = await setup();
    const { key, id, cookie } = await userWithKey(t, 'pro@example.com');
    await t.request(`/api/api-access/keys/${id}`, { method: 'PATCH', cookie, json: { isActive: false } });
    await t.request('/api/prospects/count', { headers: bearer(key) });
    const [listed] = (await (await t.request('/api/api-access/keys', { cookie })).json()).keys;
    expect(listed).toMatchObject({ usageCount: 0, lastUsed: null });
  });

  it('calls to cookie-only paths or without the permission use up none of the rate budget', async () => {
    const t = await setup();
    const { key, cookie } = await userWithKey(t, 'pro@example.com', { permissions: ['analytics:read'] });
    await enableApiAccess(t, cookie, {
      rateLimit: { requestsPerMinute: 2, requestsPerHour: 100, requestsPerDay: 100 },
    });
    for (const path of [
      '/api/crm/settings',
      '/api/mailboxes/outbox',
      '/api/prospects',
      '/api/setup/status',
    ]) {
      const res = await t.request(path, { headers: bearer(key) });
      expect(res.status, path).toBe(403);
      expect(res.headers.get('ratelimit-remaining'), path).toBeNull();
    }
    const first = await t.request('/api/companiesProspecting/count', { headers: bearer(key) });
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-remaining')).toBe('1');
    const [listed] = (await (await t.request('/api/api-access/keys', { cookie })).json()).keys;
    expect(listed).toMatchObject({ usageCount: 1 });
  });

  it('a key created for one user keeps working after another key of theirs is deleted', async () => {
    const t = await setup();
    const first = await userWithKey(t, 'pro@example.com');
    const second = await createApiKey(t, first.cookie);
    await t.request(`/api/api-access/keys/${first.id}`, { method: 'DELETE', cookie: first.cookie });
    expect((await t.request('/api/prospects/count', { headers: bearer(second.key) })).status).toBe(200);
  });
});

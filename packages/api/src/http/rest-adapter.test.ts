import { insertLeads } from '@leadpath/db';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

const DAY = 86_400_000;

async function setup() {
  const t = createTestApp();
  const pro = await t.createUser({ email: 'pro@example.com', name: 'Priya', role: 'Pro' });
  const other = await t.createUser({ email: 'other@example.com', role: 'Starter' });
  await insertLeads(t.db, pro.id, { companies: 3, prospects: 7 }, { now: t.clock.now });
  await insertLeads(t.db, other.id, { companies: 5, prospects: 11 }, { now: t.clock.now });
  return { ...t, pro, other };
}

describe('the four REST paths of the skeleton', () => {
  it('answer 401 with {error} without a session', async () => {
    const t = await setup();
    for (const path of [
      '/api/user-fetch',
      '/api/user-role',
      '/api/companiesProspecting/count',
      '/api/prospects/count',
    ]) {
      const res = await t.request(path);
      expect(res.status, path).toBe(401);
      expect(await res.json()).toEqual({ error: 'Please login' });
    }
  });

  it('GET /api/user-fetch returns the user of spec §3', async () => {
    const t = await setup();
    const trialEnd = new Date(t.clock.now + 7 * DAY);
    await t.createUser({ email: 'trial@example.com', name: 'Tina', role: 'Free', trialEndDate: trialEnd });
    const res = await t.request('/api/user-fetch', { cookie: await t.signIn('trial@example.com') });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      email: 'trial@example.com',
      name: 'Tina',
      role: 'Free',
      tier: 'Free',
      plan: 'Free',
      trialEndDate: trialEnd.toISOString(),
      isDeactivated: false,
      hasAccess: null,
      image: null,
    });
  });

  it('GET /api/user-role returns the role', async () => {
    const t = await setup();
    const res = await t.request('/api/user-role', { cookie: await t.signIn('pro@example.com') });
    expect(await res.json()).toEqual({ role: 'Pro', isAdmin: false });
  });

  it('counts only the signed-in user’s companies and prospects', async () => {
    const t = await setup();
    const cookie = await t.signIn('pro@example.com');
    expect(await (await t.request('/api/companiesProspecting/count', { cookie })).json()).toEqual({
      count: 3,
    });
    expect(await (await t.request('/api/prospects/count', { cookie })).json()).toEqual({ count: 7 });
  });

  it('refuses the counts to an expired trial with 403, but still tells the user who they are', async () => {
    const t = await setup();
    await t.createUser({
      email: 'expired@example.com',
      role: 'Free',
      trialEndDate: new Date(t.clock.now - 1),
    });
    const cookie = await t.signIn('expired@example.com');
    const res = await t.request('/api/prospects/count', { cookie });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Pick a plan to use this feature' });
    expect((await t.request('/api/user-fetch', { cookie })).status).toBe(200);
  });

  it('the same trial user is refused the moment the trial ends', async () => {
    const t = await setup();
    await t.createUser({
      email: 'trial@example.com',
      role: 'Free',
      trialEndDate: new Date(t.clock.now + 1000),
    });
    const cookie = await t.signIn('trial@example.com');
    expect((await t.request('/api/prospects/count', { cookie })).status).toBe(200);
    t.clock.now += 1000;
    expect((await t.request('/api/prospects/count', { cookie })).status).toBe(403);
  });
});

describe('the HTTP surface', () => {
  it('answers unknown /api paths with a JSON 404, not the SPA', async () => {
    const t = await setup();
    for (const path of ['/api/nope', '/api/user-fetch/extra', '/api']) {
      const res = await t.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ error: 'Not found' });
    }
  });

  it('serves an OpenAPI document listing every REST path', async () => {
    const t = await setup();
    const doc = await (await t.request('/api/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    // Every procedure's path is checked in api-docs.test.ts; these are the skeleton's own.
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/audit-log',
        '/api/admin/impersonate',
        '/api/admin/search-users',
        '/api/admin/stop-impersonate',
        '/api/auth/login',
        '/api/auth/logout',
        '/api/companiesProspecting/count',
        '/api/prospects/count',
        '/api/user-fetch',
        '/api/user-role',
      ]),
    );
    expect(doc.paths['/api/prospects/count'].get['x-api-key-permission']).toBe('leads:read');
    expect(doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual(
      ['email', 'password'],
    );
  });
});

describe('tRPC at /trpc', () => {
  it('serves the typed client with the same session', async () => {
    const t = await setup();
    const cookie = await t.signIn('pro@example.com');
    const res = await t.request('/trpc/user.fetch', { cookie });
    expect(res.status).toBe(200);
    expect((await res.json()).result.data.name).toBe('Priya');
    const anonymous = await t.request('/trpc/prospects.count');
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.message).toBe('Please login');
  });
});

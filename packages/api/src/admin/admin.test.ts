import { impersonationAudit, impersonationGrants } from '@leadpath/db';
import { describe, expect, it } from 'vitest';
import { startImpersonation } from '../testing/impersonation.ts';
import { createTestApp } from '../testing/test-app.ts';

const DAY = 86_400_000;

async function setup() {
  const t = createTestApp();
  const admin = await t.createUser({ email: 'admin@example.com', name: 'Ada', role: 'Admin' });
  const trial = await t.createUser({
    email: 'trial@example.com',
    name: 'Tina Trial',
    role: 'Free',
    trialEndDate: new Date(t.clock.now + 7 * DAY),
  });
  const pro = await t.createUser({ email: 'pro@example.com', name: 'Priya', role: 'Pro' });
  await t.createUser({ email: 'gone@example.com', name: 'Gone', role: 'Pro', isDeactivated: true });
  const adminCookie = await t.signIn('admin@example.com');
  return { ...t, admin, trial, pro, adminCookie };
}

/** A header as the browser would send it, whether or not an impersonation was started. */
const header = (user: { id: string; email: string; role: string }) => ({
  'x-impersonate-user': JSON.stringify({
    targetUserId: user.id,
    targetUserEmail: user.email,
    targetUserRole: user.role,
  }),
});

describe('admin search', () => {
  it('finds users by name or email for Admin only', async () => {
    const t = await setup();
    const res = await t.request('/api/admin/search-users?q=tina', { cookie: t.adminCookie });
    expect(res.status).toBe(200);
    expect((await res.json()).users.map((u: { email: string }) => u.email)).toEqual(['trial@example.com']);
    const proCookie = await t.signIn('pro@example.com');
    const refused = await t.request('/api/admin/search-users?q=a', { cookie: proCookie });
    expect(refused.status).toBe(403);
  });

  it('treats % and _ as plain characters', async () => {
    const t = await setup();
    const res = await t.request('/api/admin/search-users?q=%25', { cookie: t.adminCookie });
    expect((await res.json()).users).toEqual([]);
  });
});

describe('impersonation', () => {
  it('starts: returns the record and the target, and writes the audit log', async () => {
    const t = await setup();
    const res = await t.request('/api/admin/impersonate', {
      method: 'POST',
      cookie: t.adminCookie,
      json: { email: 'trial@example.com' },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.impersonationData).toEqual({
      targetUserId: t.trial.id,
      targetUserEmail: 'trial@example.com',
      targetUserRole: 'Free',
    });
    expect(body.targetUser.name).toBe('Tina Trial');
    const log = await t.db.select().from(impersonationAudit).all();
    expect(log).toMatchObject([
      { adminId: t.admin.id, targetUserId: t.trial.id, action: 'start', ipAddress: '127.0.0.1' },
    ]);
  });

  it('makes every call run as the effective user while the header is sent', async () => {
    const t = await setup();
    const headers = await startImpersonation(t, t.adminCookie, t.trial.email);
    expect(headers).toEqual(header(t.trial));
    const res = await t.request('/api/user-fetch', { cookie: t.adminCookie, headers });
    expect((await res.json()).email).toBe('trial@example.com');
    const trpc = await t.request('/trpc/user.fetch', { cookie: t.adminCookie, headers });
    expect((await trpc.json()).result.data.email).toBe('trial@example.com');
  });

  it('refuses a forged header from a non-admin with 403 and no data', async () => {
    const t = await setup();
    const proCookie = await t.signIn('pro@example.com');
    const res = await t.request('/api/user-fetch', { cookie: proCookie, headers: header(t.trial) });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Only Admin staff can act on behalf of another user' });
    const trpc = await t.request('/trpc/user.fetch', { cookie: proCookie, headers: header(t.trial) });
    expect(trpc.status).toBe(403);
  });

  it('refuses self-impersonation and deactivated targets, at start and per request', async () => {
    const t = await setup();
    const self = await t.request('/api/admin/impersonate', {
      method: 'POST',
      cookie: t.adminCookie,
      json: { email: 'admin@example.com' },
    });
    expect(self.status).toBe(403);
    expect(await self.json()).toEqual({ error: 'You cannot impersonate yourself' });
    const gone = await t.request('/api/admin/impersonate', {
      method: 'POST',
      cookie: t.adminCookie,
      json: { email: 'gone@example.com' },
    });
    expect(gone.status).toBe(403);
    const missing = await t.request('/api/admin/impersonate', {
      method: 'POST',
      cookie: t.adminCookie,
      json: { email: 'nobody@example.com' },
    });
    expect(missing.status).toBe(404);
    const perRequest = await t.request('/api/user-fetch', {
      cookie: t.adminCookie,
      headers: header(t.admin),
    });
    expect(perRequest.status).toBe(403);
    expect(await t.db.select().from(impersonationAudit).all()).toEqual([]);
    expect(await t.db.select().from(impersonationGrants).all()).toEqual([]);
  });

  it('answers 400 for a malformed header', async () => {
    const t = await setup();
    const res = await t.request('/api/user-fetch', {
      cookie: t.adminCookie,
      headers: { 'x-impersonate-user': '{not json' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Malformed x-impersonate-user header' });
  });

  it('stops: writes the audit log with the viewed user', async () => {
    const t = await setup();
    const headers = await startImpersonation(t, t.adminCookie, t.trial.email);
    t.clock.now += 60_000;
    const res = await t.request('/api/admin/stop-impersonate', {
      method: 'POST',
      cookie: t.adminCookie,
      headers,
    });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(impersonationAudit).all()).toMatchObject([
      { action: 'start', targetUserId: t.trial.id },
      { action: 'stop', targetUserId: t.trial.id },
    ]);
    const log = await (await t.request('/api/admin/audit-log', { cookie: t.adminCookie })).json();
    expect(log.entries).toMatchObject([
      { adminEmail: 'admin@example.com', targetEmail: 'trial@example.com', action: 'stop', procedure: null },
      { adminEmail: 'admin@example.com', targetEmail: 'trial@example.com', action: 'start', procedure: null },
    ]);
  });

  it('gates by the effective user: the admin viewing an expired user is refused the counts', async () => {
    const t = await setup();
    const expired = await t.createUser({
      email: 'expired@example.com',
      role: 'Free',
      trialEndDate: new Date(t.clock.now - DAY),
    });
    const headers = await startImpersonation(t, t.adminCookie, expired.email);
    const res = await t.request('/api/prospects/count', { cookie: t.adminCookie, headers });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Pick a plan to use this feature' });
  });
});

describe('billing and areas', () => {
  it('refuses a Free user the power dialer area on the server', async () => {
    const t = await setup();
    const cookie = await t.signIn('trial@example.com');
    const input = encodeURIComponent(JSON.stringify({ feature: 'power-dialer' }));
    const refused = await t.request(`/trpc/areas.status?input=${input}`, { cookie });
    expect(refused.status).toBe(403);
    const proCookie = await t.signIn('pro@example.com');
    const allowed = await t.request(`/trpc/areas.status?input=${input}`, { cookie: proCookie });
    expect((await allowed.json()).result.data).toEqual({
      feature: 'power-dialer',
      available: true,
      message: 'This area is available.',
    });
  });
});

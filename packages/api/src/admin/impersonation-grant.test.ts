import { IMPERSONATION_ENDED } from '@leadpath/core';
import { impersonationAudit, impersonationGrants, users } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startImpersonation } from '../testing/impersonation.ts';
import { createTestApp } from '../testing/test-app.ts';

const MINUTE = 60_000;

async function setup() {
  const t = createTestApp();
  const admin = await t.createUser({ email: 'admin@example.com', name: 'Ada', role: 'Admin' });
  const pro = await t.createUser({ email: 'pro@example.com', name: 'Priya', role: 'Pro' });
  const adminCookie = await t.signIn('admin@example.com');
  return { ...t, admin, pro, adminCookie };
}

type TestApp = Awaited<ReturnType<typeof setup>>;

/** The header the browser keeps, valid in shape whether or not a grant stands behind it. */
const headerFor = (user: { id: string; email: string; role: string }) => ({
  'x-impersonate-user': JSON.stringify({
    targetUserId: user.id,
    targetUserEmail: user.email,
    targetUserRole: user.role,
  }),
});

async function fetchAs(t: TestApp, cookie: string, headers: Record<string, string>) {
  const res = await t.request('/api/user-fetch', { cookie, headers });
  return { status: res.status, body: await res.json() };
}

const ended = { status: 403, body: { error: IMPERSONATION_ENDED } };

describe('an impersonation grant', () => {
  it('is created by POST /api/admin/impersonate for the admin’s session, and ends after 60 minutes', async () => {
    const t = await setup();
    const headers = await startImpersonation(t, t.adminCookie, t.pro.email);
    const [grant] = await t.db.select().from(impersonationGrants).all();
    expect(grant).toMatchObject({
      adminId: t.admin.id,
      targetUserId: t.pro.id,
      createdAt: new Date(t.clock.now),
      expiresAt: new Date(t.clock.now + 60 * MINUTE),
      revokedAt: null,
    });

    t.clock.now += 59 * MINUTE;
    expect(await fetchAs(t, t.adminCookie, headers)).toMatchObject({
      status: 200,
      body: { email: 'pro@example.com' },
    });
    t.clock.now += 2 * MINUTE;
    expect(await fetchAs(t, t.adminCookie, headers)).toEqual(ended);
    // The admin's own session is untouched: without the header they are themselves again.
    expect(await fetchAs(t, t.adminCookie, {})).toMatchObject({
      status: 200,
      body: { email: 'admin@example.com' },
    });
  });

  it('ends with POST /api/admin/stop-impersonate', async () => {
    const t = await setup();
    const headers = await startImpersonation(t, t.adminCookie, t.pro.email);
    const stop = await t.request('/api/admin/stop-impersonate', {
      method: 'POST',
      cookie: t.adminCookie,
      headers,
    });
    expect(stop.status).toBe(200);
    expect((await t.db.select().from(impersonationGrants).get())?.revokedAt).toEqual(new Date(t.clock.now));
    expect(await fetchAs(t, t.adminCookie, headers)).toEqual(ended);
  });

  it('ends when the admin signs out: a new session of the same admin cannot use the header', async () => {
    const t = await setup();
    const headers = await startImpersonation(t, t.adminCookie, t.pro.email);
    const logout = await t.request('/api/auth/logout', { method: 'POST', cookie: t.adminCookie });
    expect(logout.status).toBe(200);
    expect((await t.db.select().from(impersonationGrants).get())?.revokedAt).toEqual(new Date(t.clock.now));
    const again = await t.signIn('admin@example.com');
    expect(await fetchAs(t, again, headers)).toEqual(ended);
  });

  it('ends with its session when the session is revoked from another one', async () => {
    const t = await setup();
    const headers = await startImpersonation(t, t.adminCookie, t.pro.email);
    const other = await t.signIn('admin@example.com');
    const revoke = await t.request('/api/account/sessions/revoke-others', { method: 'POST', cookie: other });
    expect(revoke.status).toBe(200);
    expect((await fetchAs(t, t.adminCookie, headers)).status).toBe(401);
    expect(await fetchAs(t, other, headers)).toEqual(ended);
  });

  it('is refused for a header no impersonation was started for (forged), with no data', async () => {
    const t = await setup();
    const forged = await t.request('/api/prospects/count', {
      cookie: t.adminCookie,
      headers: headerFor(t.pro),
    });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ error: IMPERSONATION_ENDED });
    const trpc = await t.request('/trpc/user.fetch', { cookie: t.adminCookie, headers: headerFor(t.pro) });
    expect(trpc.status).toBe(403);
    expect((await trpc.json()).error.message).toBe(IMPERSONATION_ENDED);
  });

  it('is refused to another session of the same admin', async () => {
    const t = await setup();
    const headers = await startImpersonation(t, t.adminCookie, t.pro.email);
    const laptop = await t.signIn('admin@example.com');
    expect(await fetchAs(t, laptop, headers)).toEqual(ended);
    expect((await fetchAs(t, t.adminCookie, headers)).status).toBe(200);
  });

  it('names one target: the header of another user is refused', async () => {
    const t = await setup();
    const other = await t.createUser({ email: 'other@example.com', role: 'Starter' });
    await startImpersonation(t, t.adminCookie, t.pro.email);
    expect(await fetchAs(t, t.adminCookie, headerFor(other))).toEqual(ended);
  });

  it('a new start ends the previous grant of the session', async () => {
    const t = await setup();
    const other = await t.createUser({ email: 'other@example.com', role: 'Starter' });
    const first = await startImpersonation(t, t.adminCookie, t.pro.email);
    const second = await startImpersonation(t, t.adminCookie, other.email);
    expect(await fetchAs(t, t.adminCookie, first)).toEqual(ended);
    expect((await fetchAs(t, t.adminCookie, second)).body.email).toBe('other@example.com');
  });
});

describe('an Admin acting for another Admin', () => {
  it('is refused at the start', async () => {
    const t = await setup();
    await t.createUser({ email: 'boss@example.com', role: 'Admin' });
    const res = await t.request('/api/admin/impersonate', {
      method: 'POST',
      cookie: t.adminCookie,
      json: { email: 'boss@example.com' },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'You cannot impersonate another Admin' });
    expect(await t.db.select().from(impersonationGrants).all()).toEqual([]);
  });

  it('is refused per request when the target became an Admin after the start', async () => {
    const t = await setup();
    const headers = await startImpersonation(t, t.adminCookie, t.pro.email);
    await t.db.update(users).set({ role: 'Admin' }).where(eq(users.id, t.pro.id)).run();
    expect(await fetchAs(t, t.adminCookie, headers)).toEqual({
      status: 403,
      body: { error: 'You cannot impersonate another Admin' },
    });
  });
});

describe('the audit of writes while impersonating', () => {
  const profile = { name: 'Changed By Staff', companyName: 'Acme', location: 'Berlin', bio: '' };

  it('records each write with admin, target, procedure and time; reads leave nothing', async () => {
    const t = await setup();
    const headers = await startImpersonation(t, t.adminCookie, t.pro.email);
    const started = await t.db.select().from(impersonationAudit).all();
    expect(started).toMatchObject([{ action: 'start' }]);

    t.clock.now += 5 * MINUTE;
    expect((await t.request('/api/user-fetch', { cookie: t.adminCookie, headers })).status).toBe(200);
    expect((await t.request('/trpc/user.fetch', { cookie: t.adminCookie, headers })).status).toBe(200);
    expect((await t.request('/api/prospects/count', { cookie: t.adminCookie, headers })).status).toBe(200);
    expect(await t.db.select().from(impersonationAudit).all()).toHaveLength(1);

    const rest = await t.request('/api/edit-profile', {
      method: 'PATCH',
      cookie: t.adminCookie,
      headers,
      json: profile,
    });
    expect(rest.status).toBe(200);
    t.clock.now += MINUTE;
    const trpc = await t.request('/trpc/appearance.update', {
      method: 'POST',
      cookie: t.adminCookie,
      headers,
      json: { theme: 'dark' },
    });
    expect(trpc.status).toBe(200);

    const writes = await t.db
      .select()
      .from(impersonationAudit)
      .where(eq(impersonationAudit.action, 'write'))
      .all();
    expect(writes).toMatchObject([
      {
        adminId: t.admin.id,
        targetUserId: t.pro.id,
        targetEmail: 'pro@example.com',
        procedure: 'profile.update',
        ipAddress: '127.0.0.1',
        createdAt: new Date(t.clock.now - MINUTE),
      },
      { procedure: 'appearance.update', createdAt: new Date(t.clock.now) },
    ]);

    const log = await (await t.request('/api/admin/audit-log', { cookie: t.adminCookie })).json();
    expect(log.entries).toMatchObject([
      { action: 'write', procedure: 'appearance.update', targetEmail: 'pro@example.com' },
      { action: 'write', procedure: 'profile.update', adminEmail: 'admin@example.com' },
      { action: 'start', procedure: null },
    ]);
  });

  it('records nothing for a refused write or for the user’s own writes', async () => {
    const t = await setup();
    const headers = await startImpersonation(t, t.adminCookie, t.pro.email);
    const refused = await t.request('/api/edit-profile', {
      method: 'PATCH',
      cookie: t.adminCookie,
      headers,
      json: { ...profile, name: '' },
    });
    expect(refused.status).toBe(400);
    const own = await t.request('/api/edit-profile', {
      method: 'PATCH',
      cookie: await t.signIn('pro@example.com'),
      json: profile,
    });
    expect(own.status).toBe(200);
    expect(
      await t.db.select().from(impersonationAudit).where(eq(impersonationAudit.action, 'write')).all(),
    ).toEqual([]);
  });
});

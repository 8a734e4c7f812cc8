import { impersonationAudit } from '@leadpath/db';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startImpersonation } from '../testing/impersonation.ts';
import { createTestApp, TEST_PASSWORD } from '../testing/test-app.ts';

/** The security events written while `run` runs, parsed from their JSON lines. */
async function securityEventsDuring(run: () => unknown) {
  const events: Record<string, unknown>[] = [];
  vi.spyOn(console, 'info').mockImplementation((line: unknown) => {
    const parsed = JSON.parse(String(line)) as Record<string, unknown>;
    if (parsed.msg === 'security') events.push(parsed);
  });
  await run();
  return events;
}

afterEach(() => vi.restoreAllMocks());

const forged = (user: { id: string; email: string; role: string }) => ({
  'x-impersonate-user': JSON.stringify({
    targetUserId: user.id,
    targetUserEmail: user.email,
    targetUserRole: user.role,
  }),
});

describe('a refused x-impersonate-user header', () => {
  it('writes a security event naming who sent it, from where and why', async () => {
    const t = createTestApp({ trustProxy: 1 });
    const victim = await t.createUser({ email: 'vic@example.com', role: 'Pro' });
    const mallory = await t.createUser({ email: 'mal@example.com', role: 'Pro' });
    const cookie = await t.signIn('mal@example.com');
    let status = 0;
    const events = await securityEventsDuring(async () => {
      const res = await t.request('/api/user-fetch', {
        cookie,
        headers: { ...forged(victim), 'x-forwarded-for': '203.0.113.66' },
      });
      status = res.status;
    });
    expect(status).toBe(403);
    expect(events).toContainEqual(
      expect.objectContaining({
        event: 'impersonation_refused',
        userId: mallory.id,
        ip: '203.0.113.66',
        reason: 'Only Admin staff can act on behalf of another user',
      }),
    );
  });

  it('writes one for an Admin whose session holds no grant for the target too', async () => {
    const t = createTestApp();
    const admin = await t.createUser({ email: 'boss@example.com', role: 'Admin' });
    const victim = await t.createUser({ email: 'vic@example.com', role: 'Pro' });
    const cookie = await t.signIn('boss@example.com');
    const events = await securityEventsDuring(() =>
      t.request('/api/user-fetch', { cookie, headers: forged(victim) }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'impersonation_refused', userId: admin.id }),
    );
  });
});

describe('the impersonation audit', () => {
  it('outlives the Admin who deletes their own account, still naming them', async () => {
    const t = createTestApp();
    await t.createUser({ email: 'boss@example.com', role: 'Admin' });
    await t.createUser({ email: 'other@example.com', role: 'Admin' });
    await t.createUser({ email: 'vic@example.com', role: 'Pro' });
    const cookie = await t.signIn('boss@example.com');
    const asVictim = await startImpersonation(t, cookie, 'vic@example.com');
    const write = await t.request('/api/edit-profile', {
      method: 'PATCH',
      cookie,
      headers: asVictim,
      json: { name: 'Renamed' },
    });
    expect(write.status).toBeLessThan(300);
    await t.request('/api/admin/stop-impersonate', { method: 'POST', cookie, headers: asVictim });
    const before = await t.db.select().from(impersonationAudit).all();
    expect(before.map((row) => row.action).sort()).toEqual(['start', 'stop', 'write']);

    const deleted = await t.request('/api/account/delete', {
      method: 'POST',
      cookie,
      json: { password: TEST_PASSWORD },
    });
    expect(deleted.status).toBe(200);

    // Another Admin still reads who did what.
    const otherCookie = await t.signIn('other@example.com');
    const log = await t.request('/api/admin/audit-log', { cookie: otherCookie });
    expect(log.status).toBe(200);
    const { entries } = (await log.json()) as { entries: { adminEmail: string; action: string }[] };
    expect(entries).toHaveLength(3);
    expect(entries.every((entry) => entry.adminEmail === 'boss@example.com')).toBe(true);
  });

  it('outlives the viewed user’s account too, keeping their id and email', async () => {
    const t = createTestApp();
    await t.createUser({ email: 'boss@example.com', role: 'Admin' });
    const victim = await t.createUser({ email: 'vic@example.com', role: 'Pro' });
    const cookie = await t.signIn('boss@example.com');
    await startImpersonation(t, cookie, 'vic@example.com');
    const victimCookie = await t.signIn('vic@example.com');
    await t.request('/api/account/delete', {
      method: 'POST',
      cookie: victimCookie,
      json: { password: TEST_PASSWORD },
    });
    const [row] = await t.db.select().from(impersonationAudit).all();
    expect(row).toMatchObject({ action: 'start', targetUserId: victim.id, targetEmail: 'vic@example.com' });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { bearer, userWithKey } from './testing/api-keys.ts';
import { startImpersonation } from './testing/impersonation.ts';
import { createTestApp, TEST_PASSWORD } from './testing/test-app.ts';

interface SecurityLine {
  level: string;
  msg: string;
  event: string;
  userId: string | null;
  ip: string;
  [fact: string]: unknown;
}

/** Every security line written to stdout from now on, and everything written at all (to look for secrets). */
function captureSecurityLog() {
  const written: string[] = [];
  vi.spyOn(console, 'info').mockImplementation((line: unknown) => {
    written.push(String(line));
  });
  const events = () =>
    written
      .map((line) => JSON.parse(line) as SecurityLine)
      .filter((line) => line.msg === 'security' && line.level === 'info');
  return { written, events };
}

afterEach(() => {
  vi.restoreAllMocks();
});

const HOME = '198.51.100.7';
const from = (ip: string) => ({ 'x-forwarded-for': ip });

async function setup() {
  const t = createTestApp({ trustProxy: 1 });
  const pat = await t.createUser({ email: 'pat@example.com', role: 'Pro' });
  const log = captureSecurityLog();
  const signInFrom = (password: string, ip = HOME, email = 'pat@example.com') =>
    t.request('/api/auth/login', { method: 'POST', headers: from(ip), json: { email, password } });
  return { ...t, pat, log, signInFrom };
}

describe('security events, one JSON line each, with the user and the address', () => {
  it('sign-in success, failure (wrong password, unknown email) and the lockout', async () => {
    const t = await setup();
    expect((await t.signInFrom(TEST_PASSWORD)).status).toBe(200);
    expect((await t.signInFrom('wrong-password-1', '203.0.113.9', 'nobody@example.com')).status).toBe(401);
    for (let i = 0; i < 5; i++) await t.signInFrom(`wrong-password-${i}`, '203.0.113.9');

    const events = t.log.events();
    expect(events[0]).toEqual({
      level: 'info',
      msg: 'security',
      event: 'sign_in_succeeded',
      userId: t.pat.id,
      ip: HOME,
    });
    expect(events[1]).toMatchObject({
      event: 'sign_in_failed',
      userId: null,
      ip: '203.0.113.9',
      reason: 'unknown_email',
    });
    expect(events.filter((e) => e.event === 'sign_in_failed' && e.userId === t.pat.id)).toHaveLength(5);
    expect(events.at(-1)).toEqual({
      level: 'info',
      msg: 'security',
      event: 'lockout',
      userId: t.pat.id,
      ip: '203.0.113.9',
      limits: ['perAccountAndIp'],
    });
    for (const line of t.log.written) {
      expect(line).not.toContain('wrong-password');
      expect(line).not.toContain(TEST_PASSWORD);
    }
  });

  it('a password change, and a wrong current password', async () => {
    const t = await setup();
    const cookie = (await t.signInFrom(TEST_PASSWORD)).headers.get('set-cookie')!.split(';')[0]!;
    const change = (currentPassword: string) =>
      t.request('/api/account/change-password', {
        method: 'POST',
        cookie,
        headers: from(HOME),
        json: {
          currentPassword,
          newPassword: 'lilac-harbour-engine-42',
          confirmPassword: 'lilac-harbour-engine-42',
        },
      });
    expect((await change('not-my-password')).status).toBe(400);
    expect((await change(TEST_PASSWORD)).status).toBe(200);
    const events = t.log.events().map(({ event, userId, ip }) => ({ event, userId, ip }));
    expect(events.slice(1)).toEqual([
      { event: 'password_confirmation_failed', userId: t.pat.id, ip: HOME },
      { event: 'password_changed', userId: t.pat.id, ip: HOME },
    ]);
    expect(t.log.written.join('\n')).not.toContain('lilac-harbour-engine-42');
  });

  it('API key refusals (401 for the key, 403 for the permission), never with the key itself', async () => {
    const t = await setup();
    const { key, id } = await userWithKey(t, 'pat@example.com', { permissions: ['analytics:read'] });
    const junk = await t.request('/api/prospects/count', {
      headers: { ...bearer('lp_live_junk'), ...from(HOME) },
    });
    expect(junk.status).toBe(401);
    const lacking = await t.request('/api/prospects', { headers: { ...bearer(key), ...from(HOME) } });
    expect(lacking.status).toBe(403);
    const refusals = t.log.events().filter((e) => e.event === 'api_key_refused');
    expect(refusals).toEqual([
      expect.objectContaining({
        userId: null,
        ip: HOME,
        keyId: null,
        status: 401,
        reason: 'Invalid API key',
      }),
      expect.objectContaining({ userId: t.pat.id, ip: HOME, keyId: id, status: 403 }),
    ]);
    expect(t.log.written.join('\n')).not.toContain(key);
  });

  it('a gate’s 403, over REST and /trpc, and an impersonation grant', async () => {
    const t = await setup();
    const ada = await t.createUser({ email: 'ada@example.com', role: 'Admin' });
    const patCookie = (await t.signInFrom(TEST_PASSWORD)).headers.get('set-cookie')!.split(';')[0]!;
    expect((await t.request('/api/admin/audit-log', { cookie: patCookie, headers: from(HOME) })).status).toBe(
      403,
    );
    expect((await t.request('/trpc/admin.auditLog', { cookie: patCookie, headers: from(HOME) })).status).toBe(
      403,
    );
    // Admins sign in with two factors (the admin tools require it): t.signIn enters the code.
    const adaCookie = await t.signIn('ada@example.com');
    await startImpersonation(t, adaCookie, 'pat@example.com');

    const events = t.log.events();
    expect(events.filter((e) => e.event === 'access_denied')).toEqual([
      expect.objectContaining({ userId: t.pat.id, ip: HOME, where: 'GET /api/admin/audit-log' }),
      expect.objectContaining({ userId: t.pat.id, ip: HOME, where: 'trpc admin.auditLog' }),
    ]);
    expect(events.at(-1)).toMatchObject({
      event: 'impersonation_started',
      userId: ada.id,
      targetUserId: t.pat.id,
    });
  });
});

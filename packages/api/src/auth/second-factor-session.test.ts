import { totpCode } from '@leadpath/auth';
import {
  TWO_FACTOR_REQUIRED_FOR_ADMIN,
  TWO_FACTOR_SIGN_IN_REQUIRED_FOR_ADMIN,
} from '@leadpath/core/schemas/two-factor';
import { outboxMessages, sessions } from '@leadpath/db';
import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, TEST_TOTP_SECRET } from '../testing/test-app.ts';

type TestApp = ReturnType<typeof createTestApp>;

const NEW_PASSWORD = 'a-fresh-lilac-harbour';

/** What someone reading the Admin's mailbox does: ask for a reset link, open it, choose a password. */
async function resetThroughMailbox(t: TestApp, email: string) {
  await t.request('/api/auth/forgot-password', { method: 'POST', json: { email } });
  const mail = (await t.db.select().from(outboxMessages).all()).find((row) => row.to.includes(email));
  const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no reset link mailed');
  return t.request('/api/auth/reset-password', {
    method: 'POST',
    json: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
  });
}

const cookieOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

describe('a password reset of an account with two-factor on', () => {
  it('starts no session: it answers the code step, and only a right code signs in', async () => {
    const t = createTestApp();
    await t.createUser({ email: 'boss@example.com', role: 'Admin' });
    await t.createUser({ email: 'ann@example.com', role: 'Pro' });
    const res = await resetThroughMailbox(t, 'boss@example.com');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ twoFactorRequired: true, challengeToken: expect.any(String) });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await t.db.select().from(sessions).all()).toHaveLength(0);
    // Without a code the admin tools stay shut: there is no session to call them with.
    expect((await t.request('/api/admin/search-users?q=ann')).status).toBe(401);

    const wrong = await t.request('/api/auth/two-factor', {
      method: 'POST',
      json: { challengeToken: body.challengeToken, code: '000000' },
    });
    expect(wrong.status).toBe(401);
    const right = await t.request('/api/auth/two-factor', {
      method: 'POST',
      json: { challengeToken: body.challengeToken, code: totpCode(TEST_TOTP_SECRET, t.clock.now) },
    });
    expect(right.status).toBe(200);
    const search = await t.request('/api/admin/search-users?q=ann', { cookie: cookieOf(right) });
    expect(search.status).toBe(200);
  });

  it('still signs in at once an account without two-factor', async () => {
    const t = createTestApp();
    await t.createUser({ email: 'ann@example.com', role: 'Pro' });
    const res = await resetThroughMailbox(t, 'ann@example.com');
    expect(res.status).toBe(200);
    expect((await res.json()).user.email).toBe('ann@example.com');
    expect((await t.request('/api/user-fetch', { cookie: cookieOf(res) })).status).toBe(200);
  });
});

describe('the admin gate asks whether this session passed the second factor', () => {
  it('refuses an Admin session signed in with the password alone while two-factor was off, after turning it on elsewhere', async () => {
    const t = createTestApp();
    await t.createUser({ email: 'boss@example.com', role: 'Admin', twoFactor: false });
    // Signed in with the password only (no authenticator yet): the gate asks for one.
    const passwordOnly = await t.signIn('boss@example.com');
    const first = await t.request('/api/admin/search-users', { cookie: passwordOnly });
    expect(first.status).toBe(403);
    expect((await first.json()).error).toBe(TWO_FACTOR_REQUIRED_FOR_ADMIN);

    // A second browser turns two-factor on; its own session proved the code and may use the tools.
    const other = await t.signIn('boss@example.com');
    const { secret } = await (
      await t.request('/api/two-factor/setup', { method: 'POST', cookie: other, json: {} })
    ).json();
    const confirm = await t.request('/api/two-factor/confirm', {
      method: 'POST',
      cookie: other,
      json: { code: totpCode(secret, t.clock.now) },
    });
    expect(confirm.status).toBe(200);
    expect((await t.request('/api/admin/search-users', { cookie: other })).status).toBe(200);

    // The account has an authenticator now, but the first session never passed it.
    const stale = await t.request('/api/admin/search-users', { cookie: passwordOnly });
    expect(stale.status).toBe(403);
    expect((await stale.json()).error).toBe(TWO_FACTOR_SIGN_IN_REQUIRED_FOR_ADMIN);
    const impersonate = await t.request('/api/admin/impersonate', {
      method: 'POST',
      cookie: passwordOnly,
      json: { email: 'boss@example.com' },
    });
    expect(impersonate.status).toBe(403);
  });

  it('opens the tools to a session that signed in with password and code', async () => {
    const t = createTestApp();
    await t.createUser({ email: 'boss@example.com', role: 'Admin' });
    const cookie = await t.signIn('boss@example.com', TEST_PASSWORD);
    expect((await t.request('/api/admin/audit-log', { cookie })).status).toBe(200);
  });
});

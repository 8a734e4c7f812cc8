import { storedSessionIdOf } from '@leadpath/auth';
import {
  DELETE_PASSWORD_INCORRECT,
  DELETE_PASSWORD_REQUIRED,
  SESSION_NOT_FOUND,
} from '@leadpath/core/schemas/account';
import {
  CURRENT_PASSWORD_INCORRECT,
  CURRENT_PASSWORD_REQUIRED,
  NEW_PASSWORD_SAME,
  NEW_PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
} from '@leadpath/core/schemas/password';
import { companies, insertLeads, prospects, sessions, users } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startImpersonation } from '../testing/impersonation.ts';
import { createTestApp, TEST_PASSWORD } from '../testing/test-app.ts';

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const NOT_WHILE_IMPERSONATING = 'Not allowed while acting on behalf of another user';

type TestApp = ReturnType<typeof createTestApp>;

async function signInWithAgent(t: TestApp, email: string, userAgent: string, password = TEST_PASSWORD) {
  const res = await t.request('/api/auth/login', {
    method: 'POST',
    headers: { 'user-agent': userAgent },
    json: { email, password },
  });
  return { status: res.status, cookie: res.headers.get('set-cookie')?.split(';')[0] ?? '' };
}

async function setup() {
  const t = createTestApp();
  const user = await t.createUser({ email: 'pat@example.com', name: 'Pat', role: 'Pro' });
  const laptop = (await signInWithAgent(t, 'pat@example.com', CHROME_MAC)).cookie;
  const phone = (await signInWithAgent(t, 'pat@example.com', SAFARI_IPHONE)).cookie;
  return { ...t, user, laptop, phone };
}

async function impersonating(t: Awaited<ReturnType<typeof setup>>) {
  await t.createUser({ email: 'ada@example.com', name: 'Ada', role: 'Admin' });
  const cookie = await t.signIn('ada@example.com');
  return { cookie, headers: await startImpersonation(t, cookie, t.user.email) };
}

const isSignedIn = async (t: TestApp, cookie: string) =>
  (await t.request('/api/user-fetch', { cookie })).status === 200;

describe('POST /api/account/change-password', () => {
  const change = (t: TestApp, cookie: string, json: unknown, headers?: Record<string, string>) =>
    t.request('/api/account/change-password', { method: 'POST', cookie, json, headers });
  const valid = {
    currentPassword: TEST_PASSWORD,
    newPassword: 'a-new-password',
    confirmPassword: 'a-new-password',
  };

  it('changes the password, signs out the other sessions and keeps this one', async () => {
    const t = await setup();
    const res = await change(t, t.laptop, valid);
    expect(res.status).toBe(200);
    expect(await isSignedIn(t, t.laptop)).toBe(true);
    expect(await isSignedIn(t, t.phone)).toBe(false);
    expect((await signInWithAgent(t, 'pat@example.com', CHROME_MAC)).status).toBe(401);
    expect((await signInWithAgent(t, 'pat@example.com', CHROME_MAC, 'a-new-password')).status).toBe(200);
  });

  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const t = await setup();
    const res = await change(t, t.laptop, { ...valid, currentPassword: 'not-my-password' });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(CURRENT_PASSWORD_INCORRECT);
    expect(await isSignedIn(t, t.phone)).toBe(true);
    expect((await signInWithAgent(t, 'pat@example.com', CHROME_MAC)).status).toBe(200);
  });

  it('allows 5 wrong passwords in 15 minutes, then answers 429 with Retry-After even to the right one', async () => {
    const t = await setup();
    for (let i = 0; i < 5; i++)
      expect((await change(t, t.laptop, { ...valid, currentPassword: `guess-${i}` })).status).toBe(400);
    const limited = await change(t, t.laptop, valid);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).error).toBe('Too many wrong passwords. Try again in 15 minutes.');
    // The same count guards the sign-in form: the guesses were made against this account.
    expect((await signInWithAgent(t, 'pat@example.com', CHROME_MAC)).status).toBe(429);
    expect(await isSignedIn(t, t.phone)).toBe(true);
    t.clock.now += 15 * 60_000;
    expect((await change(t, t.laptop, valid)).status).toBe(200);
  });

  it.each([
    [{ ...valid, currentPassword: '' }, CURRENT_PASSWORD_REQUIRED],
    [{ ...valid, newPassword: 'short77', confirmPassword: 'short77' }, NEW_PASSWORD_TOO_SHORT],
    [{ ...valid, confirmPassword: 'something-else' }, PASSWORDS_DO_NOT_MATCH],
    [{ ...valid, newPassword: TEST_PASSWORD, confirmPassword: TEST_PASSWORD }, NEW_PASSWORD_SAME],
  ])('refuses bad input %# with its message', async (json, message) => {
    const t = await setup();
    const res = await change(t, t.laptop, json);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(message);
  });

  it('accepts exactly 8 characters', async () => {
    const t = await setup();
    const res = await change(t, t.laptop, { ...valid, newPassword: 'k7#qZ!w2', confirmPassword: 'k7#qZ!w2' });
    expect(res.status).toBe(200);
  });

  it('is 401 signed out and 403 while an Admin impersonates', async () => {
    const t = await setup();
    expect((await change(t, '', valid)).status).toBe(401);
    const admin = await impersonating(t);
    const res = await change(t, admin.cookie, valid, admin.headers);
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe(NOT_WHILE_IMPERSONATING);
  });
});

describe('sessions', () => {
  interface ListedSession {
    id: string;
    device: string;
    browser: string;
    os: string;
    ipAddress: string;
    createdAt: string;
    lastActiveAt: string;
    current: boolean;
  }
  const list = async (t: TestApp, cookie: string): Promise<ListedSession[]> =>
    (await (await t.request('/api/account/sessions', { cookie })).json()).sessions;

  it('lists the real sessions with device, browser, IP, dates and this device marked', async () => {
    const t = await setup();
    const listed = await list(t, t.laptop);
    expect(listed).toHaveLength(2);
    const laptop = listed.find((s) => s.current);
    const phone = listed.find((s) => !s.current);
    expect(laptop).toMatchObject({
      device: 'Apple Macintosh (Desktop)',
      browser: 'Chrome 131',
      os: 'Mac OS 10.15.7',
    });
    expect(laptop?.ipAddress).toBe('127.0.0.1');
    expect(laptop?.createdAt).toBe(new Date(t.clock.now).toISOString());
    expect(phone).toMatchObject({
      device: 'Apple iPhone (Mobile)',
      browser: 'Mobile Safari 17',
      os: 'iOS 17.5',
    });
  });

  it('never shows the session ids behind the cookies', async () => {
    const t = await setup();
    const ids = (await list(t, t.laptop)).map((s) => s.id);
    for (const cookie of [t.laptop, t.phone]) expect(ids).not.toContain(cookie.split('=')[1]);
  });

  it('revokes one session: that browser is signed out, this one stays', async () => {
    const t = await setup();
    const phone = (await list(t, t.laptop)).find((s) => !s.current)!;
    const res = await t.request(`/api/account/sessions/${phone.id}`, { method: 'DELETE', cookie: t.laptop });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, signedOut: false });
    expect(await isSignedIn(t, t.phone)).toBe(false);
    expect(await isSignedIn(t, t.laptop)).toBe(true);
  });

  it("is 404 for an unknown id or another user's session", async () => {
    const t = await setup();
    await t.createUser({ email: 'other@example.com', role: 'Pro' });
    const otherCookie = await t.signIn('other@example.com');
    const theirs = (await list(t, otherCookie))[0]!;
    for (const id of ['nope', theirs.id]) {
      const res = await t.request(`/api/account/sessions/${id}`, { method: 'DELETE', cookie: t.laptop });
      expect(res.status).toBe(404);
      expect((await res.json()).error).toBe(SESSION_NOT_FOUND);
    }
    expect(await isSignedIn(t, otherCookie)).toBe(true);
  });

  it('revoking the current session signs this browser out and clears the cookie', async () => {
    const t = await setup();
    const mine = (await list(t, t.laptop)).find((s) => s.current)!;
    const res = await t.request(`/api/account/sessions/${mine.id}`, { method: 'DELETE', cookie: t.laptop });
    expect(await res.json()).toEqual({ ok: true, signedOut: true });
    expect(res.headers.get('set-cookie')).toMatch(/lp_session=;/);
    expect(await isSignedIn(t, t.laptop)).toBe(false);
  });

  it('signs out all other sessions', async () => {
    const t = await setup();
    await signInWithAgent(t, 'pat@example.com', 'curl/8.0');
    const res = await t.request('/api/account/sessions/revoke-others', { method: 'POST', cookie: t.laptop });
    expect(await res.json()).toEqual({ revoked: 2 });
    expect(await isSignedIn(t, t.phone)).toBe(false);
    expect(await list(t, t.laptop)).toHaveLength(1);
  });

  it('leaves out expired sessions', async () => {
    const t = await setup();
    await t.db
      .update(sessions)
      .set({ expiresAt: Math.floor(t.clock.now / 1000) - 1 })
      .where(eq(sessions.id, storedSessionIdOf(t.phone.split('=')[1]!)))
      .run();
    expect(await list(t, t.laptop)).toHaveLength(1);
  });

  it('is 401 signed out and 403 while an Admin impersonates', async () => {
    const t = await setup();
    expect((await t.request('/api/account/sessions')).status).toBe(401);
    const admin = await impersonating(t);
    const res = await t.request('/api/account/sessions', { cookie: admin.cookie, headers: admin.headers });
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe(NOT_WHILE_IMPERSONATING);
  });
});

describe('POST /api/account/delete', () => {
  const remove = (t: TestApp, cookie: string, json: unknown, headers?: Record<string, string>) =>
    t.request('/api/account/delete', { method: 'POST', cookie, json, headers });

  it('deletes the user and everything they own, clears the cookie, and sign-in is refused', async () => {
    const t = await setup();
    await insertLeads(t.db, t.user.id, { companies: 3, prospects: 5 }, { now: t.clock.now });
    const other = await t.createUser({ email: 'other@example.com', role: 'Pro' });
    await insertLeads(t.db, other.id, { companies: 1, prospects: 2 }, { now: t.clock.now });

    const res = await remove(t, t.laptop, { password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/lp_session=;/);
    expect(await t.db.select().from(users).where(eq(users.id, t.user.id)).all()).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, t.user.id)).all()).toEqual([]);
    expect(await t.db.select().from(prospects).where(eq(prospects.ownerId, t.user.id)).all()).toEqual([]);
    expect(await t.db.select().from(companies).where(eq(companies.ownerId, t.user.id)).all()).toEqual([]);
    expect(await t.db.select().from(prospects).where(eq(prospects.ownerId, other.id)).all()).toHaveLength(2);
    expect(await isSignedIn(t, t.phone)).toBe(false);
    expect((await signInWithAgent(t, 'pat@example.com', CHROME_MAC)).status).toBe(401);
  });

  it('refuses a wrong or missing password with 400 and keeps the account', async () => {
    const t = await setup();
    for (const [password, message] of [
      ['wrong-password', DELETE_PASSWORD_INCORRECT],
      ['', DELETE_PASSWORD_REQUIRED],
    ]) {
      const res = await remove(t, t.laptop, { password });
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe(message);
    }
    expect(await isSignedIn(t, t.laptop)).toBe(true);
  });

  it('stops guessing after 5 wrong passwords: 429, and the account stays', async () => {
    const t = await setup();
    for (let i = 0; i < 5; i++)
      expect((await remove(t, t.laptop, { password: `guess-${i}` })).status).toBe(400);
    const limited = await remove(t, t.laptop, { password: TEST_PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('900');
    expect(await t.db.select().from(users).where(eq(users.id, t.user.id)).get()).toBeDefined();
  });

  it('is refused while an Admin impersonates, and 401 signed out', async () => {
    const t = await setup();
    const admin = await impersonating(t);
    const res = await remove(t, admin.cookie, { password: TEST_PASSWORD }, admin.headers);
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe(NOT_WHILE_IMPERSONATING);
    expect(await t.db.select().from(users).where(eq(users.id, t.user.id)).get()).toBeDefined();
    expect((await remove(t, '', { password: TEST_PASSWORD })).status).toBe(401);
  });
});

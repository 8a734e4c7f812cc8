import { createHash } from 'node:crypto';
import { SESSION_ABSOLUTE_LIFETIME_MS, SESSION_IDLE_DAYS } from '@leadpath/auth';
import { sessions } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD } from '../testing/test-app.ts';

/** The attributes of a Set-Cookie header, lowercased names, values as sent. */
function cookieOf(header: string | null) {
  const [pair = '', ...attributes] = (header ?? '').split(';').map((part) => part.trim());
  const [name = '', value = ''] = pair.split(/=(.*)/);
  const attrs = new Map(
    attributes.map((attribute) => {
      const [key = '', val = ''] = attribute.split('=');
      return [key.toLowerCase(), val] as const;
    }),
  );
  return { name, value, attrs, pair };
}

async function signIn(publicUrl: string) {
  const t = createTestApp({ publicUrl });
  const user = await t.createUser({ email: 'ann@example.com', role: 'Pro' });
  const res = await t.request('/api/auth/login', {
    method: 'POST',
    json: { email: 'ann@example.com', password: TEST_PASSWORD },
  });
  expect(res.status).toBe(200);
  return { t, user, cookie: cookieOf(res.headers.get('set-cookie')) };
}

describe('the session cookie', () => {
  it('over https (PUBLIC_URL https://…): __Host-lp_session, Secure, Path=/, HttpOnly, SameSite=Lax, no Domain', async () => {
    const { t, cookie } = await signIn('https://app.example.com');
    expect(cookie.name).toBe('__Host-lp_session');
    expect(cookie.attrs.has('secure')).toBe(true);
    expect(cookie.attrs.get('path')).toBe('/');
    expect(cookie.attrs.has('httponly')).toBe(true);
    expect(cookie.attrs.get('samesite')?.toLowerCase()).toBe('lax');
    expect(cookie.attrs.has('domain')).toBe(false);
    // The browser sends it back and it signs the user in; signing out clears it under the same name.
    expect((await t.request('/api/user-fetch', { cookie: cookie.pair })).status).toBe(200);
    const out = await t.request('/api/auth/logout', { method: 'POST', cookie: cookie.pair });
    const cleared = cookieOf(out.headers.get('set-cookie'));
    expect(cleared).toMatchObject({ name: '__Host-lp_session', value: '' });
    expect(cleared.attrs.has('secure')).toBe(true);
    expect(cleared.attrs.get('path')).toBe('/');
  });

  it('over plain http (local, tests, e2e): lp_session without Secure, which browsers would refuse for __Host-', async () => {
    const { t, cookie } = await signIn('http://127.0.0.1:3000');
    expect(cookie.name).toBe('lp_session');
    expect(cookie.attrs.has('secure')).toBe(false);
    expect(cookie.attrs.get('path')).toBe('/');
    expect(cookie.attrs.has('httponly')).toBe(true);
    expect(cookie.attrs.get('samesite')?.toLowerCase()).toBe('lax');
    expect((await t.request('/api/user-fetch', { cookie: cookie.pair })).status).toBe(200);
    // A cookie of the other name is not this app's session.
    expect((await t.request('/api/user-fetch', { cookie: `__Host-lp_session=${cookie.value}` })).status).toBe(
      401,
    );
  });

  it('ends 30 days after sign-in however busy the session is, and clears the cookie', async () => {
    const { t, cookie } = await signIn('http://localhost');
    const start = t.clock.now;
    for (let day = 1; day < 30; day++) {
      t.clock.now = start + day * 86_400_000;
      expect((await t.request('/api/user-fetch', { cookie: cookie.pair })).status).toBe(200);
    }
    t.clock.now = start + SESSION_ABSOLUTE_LIFETIME_MS;
    const ended = await t.request('/api/user-fetch', { cookie: cookie.pair });
    expect(ended.status).toBe(401);
    expect(cookieOf(ended.headers.get('set-cookie'))).toMatchObject({ name: 'lp_session', value: '' });
    expect(await t.db.select().from(sessions).all()).toHaveLength(0);
  });

  it('ends when unused for the idle period, and a use past half of it extends the session and its cookie', async () => {
    const { t, user, cookie } = await signIn('http://localhost');
    const day = 86_400_000;
    // lucia's sliding expiry, on the real clock as lucia keeps it: the stored expiry is what moves here.
    const expireIn = (ms: number) =>
      t.db
        .update(sessions)
        .set({ expiresAt: Math.floor((Date.now() + ms) / 1000) })
        .run();
    const expiresAt = async () => (await t.db.select().from(sessions).get())?.expiresAt ?? 0;

    // Within the first half: the cookie stands as it is.
    const early = await t.request('/api/user-fetch', { cookie: cookie.pair });
    expect(early.status).toBe(200);
    expect(early.headers.get('set-cookie')).toBeNull();

    // Past half: the same session goes on for a whole idle period from now, and the cookie says so.
    await expireIn(day);
    const extended = await t.request('/api/user-fetch', { cookie: cookie.pair });
    expect(extended.status).toBe(200);
    const renewed = cookieOf(extended.headers.get('set-cookie'));
    expect(renewed.pair).toBe(cookie.pair);
    const stored = await expiresAt();
    expect(stored * 1000).toBeGreaterThan(Date.now() + (SESSION_IDLE_DAYS - 1) * day);
    expect(renewed.attrs.get('max-age')).toBe(String(SESSION_IDLE_DAYS * 86_400));

    // Unused past its expiry: signed out, the cookie cleared, the session deleted.
    await expireIn(-1000);
    const ended = await t.request('/api/user-fetch', { cookie: cookie.pair });
    expect(ended.status).toBe(401);
    expect(cookieOf(ended.headers.get('set-cookie'))).toMatchObject({ name: 'lp_session', value: '' });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id)).all()).toHaveLength(0);
  });

  it('keeps only the SHA-256 of the cookie: an id copied from the sessions table signs nobody in', async () => {
    const { t, cookie } = await signIn('http://127.0.0.1:3000');
    const [row] = await t.db.select().from(sessions).all();
    expect(row?.id).not.toBe(cookie.value);
    expect(row?.id).toBe(createHash('sha256').update(cookie.value).digest('hex'));
    // What a leaked backup or a read-only SQL injection would give an attacker:
    const stolen = await t.request('/api/user-fetch', { cookie: `lp_session=${row?.id}` });
    expect(stolen.status).toBe(401);
    expect((await t.request('/api/user-fetch', { cookie: cookie.pair })).status).toBe(200);
  });

  it('sessions that ended are deleted on a later sign-in', async () => {
    const { t } = await signIn('http://localhost');
    await t.createUser({ email: 'bob@example.com', role: 'Pro' });
    t.clock.now += SESSION_ABSOLUTE_LIFETIME_MS + 60 * 60_000;
    await t.signIn('bob@example.com');
    const left = await t.db.select({ userId: sessions.userId }).from(sessions).all();
    expect(left).toHaveLength(1);
  });
});

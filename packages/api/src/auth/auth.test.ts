import { sessions } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD } from '../testing/test-app.ts';

describe('POST /api/auth/login', () => {
  it('signs in and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const t = createTestApp();
    await t.createUser({ email: 'ann@example.com', name: 'Ann', role: 'Pro' });
    const res = await t.request('/api/auth/login', {
      method: 'POST',
      json: { email: 'Ann@Example.com', password: TEST_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ email: 'ann@example.com', name: 'Ann', plan: 'Pro' });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^lp_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('marks the cookie Secure when the app is reached over https (PUBLIC_URL)', async () => {
    const t = createTestApp({ publicUrl: 'https://app.example.com' });
    await t.createUser({ email: 'ann@example.com', role: 'Pro' });
    const res = await t.request('/api/auth/login', {
      method: 'POST',
      json: { email: 'ann@example.com', password: TEST_PASSWORD },
    });
    expect(res.headers.get('set-cookie')).toMatch(/Secure/);
  });

  it('answers 401 with the exact message for a wrong password or an unknown email', async () => {
    const t = createTestApp();
    await t.createUser({ email: 'ann@example.com', role: 'Pro' });
    for (const email of ['ann@example.com', 'nobody@example.com']) {
      const res = await t.request('/api/auth/login', {
        method: 'POST',
        json: { email, password: 'wrong-password' },
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'Invalid email or password' });
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it('refuses a deactivated account with 403', async () => {
    const t = createTestApp();
    await t.createUser({ email: 'gone@example.com', role: 'Pro', isDeactivated: true });
    const res = await t.request('/api/auth/login', {
      method: 'POST',
      json: { email: 'gone@example.com', password: TEST_PASSWORD },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'This account has been deactivated' });
  });

  it('answers 400 with the schema message for bad input and for malformed JSON', async () => {
    const t = createTestApp();
    const bad = await t.request('/api/auth/login', {
      method: 'POST',
      json: { email: 'not-an-email', password: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: 'Please enter a valid email',
      issues: [{ path: 'email' }],
    });
    const malformed = await t.request('/api/auth/login', {
      method: 'POST',
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'Malformed JSON body' });
  });

  it('limits failed sign-ins per email with 429 and Retry-After, and lets the window pass', async () => {
    const t = createTestApp();
    await t.createUser({ email: 'ann@example.com', role: 'Pro' });
    const attempt = (password: string) =>
      t.request('/api/auth/login', { method: 'POST', json: { email: 'ann@example.com', password } });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong')).status).toBe(401);
    const limited = await attempt(TEST_PASSWORD);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).error).toMatch(/^Too many sign-in attempts/);
    t.clock.now += 15 * 60_000 + 1;
    expect((await attempt(TEST_PASSWORD)).status).toBe(200);
  });

  it('limits failed sign-ins per IP across emails', async () => {
    const t = createTestApp({ trustProxy: 1 });
    for (let i = 0; i < 20; i++) {
      const res = await t.request('/api/auth/login', {
        method: 'POST',
        headers: { 'x-forwarded-for': '203.0.113.9' },
        json: { email: `user${i}@example.com`, password: 'wrong' },
      });
      expect(res.status).toBe(401);
    }
    const res = await t.request('/api/auth/login', {
      method: 'POST',
      headers: { 'x-forwarded-for': '203.0.113.9' },
      json: { email: 'fresh@example.com', password: 'wrong' },
    });
    expect(res.status).toBe(429);
  });

  it('refuses a sign-in posted from another site', async () => {
    const t = createTestApp();
    await t.createUser({ email: 'ann@example.com', role: 'Pro' });
    const res = await t.request('/api/auth/login', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      json: { email: 'ann@example.com', password: TEST_PASSWORD },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Cross-site request refused' });
    const viaFetchMetadata = await t.request('/api/auth/logout', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(viaFetchMetadata.status).toBe(403);
  });

  it('never reuses a cookie presented before sign-in (session fixation)', async () => {
    const t = createTestApp();
    await t.createUser({ email: 'ann@example.com', role: 'Pro' });
    const first = await t.signIn('ann@example.com');
    const second = await t.request('/api/auth/login', {
      method: 'POST',
      cookie: first,
      json: { email: 'ann@example.com', password: TEST_PASSWORD },
    });
    const secondCookie = (second.headers.get('set-cookie') ?? '').split(';')[0];
    expect(secondCookie).not.toBe(first);
    expect((await t.request('/api/user-fetch', { cookie: first })).status).toBe(401);
    expect((await t.request('/api/user-fetch', { cookie: secondCookie })).status).toBe(200);
  });
});

describe('POST /api/auth/logout', () => {
  it('invalidates the session on the server and clears the cookie', async () => {
    const t = createTestApp();
    const user = await t.createUser({ email: 'ann@example.com', role: 'Pro' });
    const cookie = await t.signIn('ann@example.com');
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id)).all()).toHaveLength(1);
    const res = await t.request('/api/auth/logout', { method: 'POST', cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/lp_session=;/);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id)).all()).toHaveLength(0);
    expect((await t.request('/api/user-fetch', { cookie })).status).toBe(401);
  });
});

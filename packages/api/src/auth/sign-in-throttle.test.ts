import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD } from '../testing/test-app.ts';

const OWNER = 'ann@example.com';

function signInFrom(t: ReturnType<typeof createTestApp>, ip: string, password: string, email = OWNER) {
  return t.request('/api/auth/login', {
    method: 'POST',
    headers: { 'x-forwarded-for': ip },
    json: { email, password },
  });
}

async function statusesOf(responses: (Response | Promise<Response>)[]) {
  const counts: Record<number, number> = {};
  for (const res of await Promise.all(responses)) counts[res.status] = (counts[res.status] ?? 0) + 1;
  return counts;
}

describe('sign-in throttle', () => {
  it('checks only 5 of 40 parallel wrong passwords from one address; the rest are refused unchecked', async () => {
    const t = createTestApp({ trustProxy: 1 });
    await t.createUser({ email: OWNER, role: 'Pro' });
    const attempts = Array.from({ length: 40 }, () => signInFrom(t, '203.0.113.9', 'wrong-password'));
    expect(await statusesOf(attempts)).toEqual({ 401: 5, 429: 35 });
  });

  it('lets the owner in from another address while the guesser’s address is locked', async () => {
    const t = createTestApp({ trustProxy: 1 });
    await t.createUser({ email: OWNER, role: 'Pro' });
    for (let i = 0; i < 5; i++)
      expect((await signInFrom(t, '203.0.113.9', 'wrong-password')).status).toBe(401);
    const guesser = await signInFrom(t, '203.0.113.9', TEST_PASSWORD);
    expect(guesser.status).toBe(429);
    expect((await guesser.json()).error).toMatch(/^Too many sign-in attempts\. Try again in/);

    expect((await signInFrom(t, '198.51.100.7', TEST_PASSWORD)).status).toBe(200);
    // The owner's success does not unlock the guesser's address.
    expect((await signInFrom(t, '203.0.113.9', TEST_PASSWORD)).status).toBe(429);
  });

  it('a right password takes back its attempt: four slips either side of it lock nobody', async () => {
    const t = createTestApp({ trustProxy: 1 });
    await t.createUser({ email: OWNER, role: 'Pro' });
    for (let i = 0; i < 4; i++)
      expect((await signInFrom(t, '198.51.100.7', 'wrong-password')).status).toBe(401);
    expect((await signInFrom(t, '198.51.100.7', TEST_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await signInFrom(t, '198.51.100.7', 'wrong-password')).status).toBe(401);
    expect((await signInFrom(t, '198.51.100.7', TEST_PASSWORD)).status).toBe(200);
  });

  // 53 password hashes one after another: seconds alone, more on a busy CI machine.
  it('bounds guessing spread over many addresses: 50 an hour per account, then 429 from anywhere new', async () => {
    const t = createTestApp({ trustProxy: 1 });
    await t.createUser({ email: OWNER, role: 'Pro' });
    // The owner signed in earlier from home: that address has a session.
    expect((await signInFrom(t, '198.51.100.7', TEST_PASSWORD)).status).toBe(200);
    for (let host = 0; host < 10; host++)
      for (let i = 0; i < 5; i++)
        expect((await signInFrom(t, `203.0.113.${host}`, 'wrong-password')).status).toBe(401);

    const fresh = await signInFrom(t, '192.0.2.44', TEST_PASSWORD);
    expect(fresh.status).toBe(429);
    expect(Number(fresh.headers.get('retry-after'))).toBeGreaterThan(15 * 60);
    // The owner's own address stays open to the owner.
    expect((await signInFrom(t, '198.51.100.7', TEST_PASSWORD)).status).toBe(200);

    t.clock.now += 60 * 60_000 + 1;
    expect((await signInFrom(t, '192.0.2.44', TEST_PASSWORD)).status).toBe(200);
  }, 60_000);

  it('counts wrong current passwords of change-password ahead too: 5 of 40 parallel are checked', async () => {
    const t = createTestApp();
    await t.createUser({ email: OWNER, role: 'Pro' });
    const cookie = await t.signIn(OWNER);
    const attempts = Array.from({ length: 40 }, () =>
      t.request('/api/account/change-password', {
        method: 'POST',
        cookie,
        json: {
          currentPassword: 'wrong-password',
          newPassword: 'a-new-long-passphrase',
          confirmPassword: 'a-new-long-passphrase',
        },
      }),
    );
    expect(await statusesOf(attempts)).toEqual({ 400: 5, 429: 35 });
  });
});

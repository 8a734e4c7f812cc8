import { totpCode } from '@leadpath/auth';
import { SIGN_IN_LINK_MAILED } from '@leadpath/core/schemas/auth';
import { TWO_FACTOR_CODES_LOCKED, TWO_FACTOR_MAX_WRONG_CODES } from '@leadpath/core/schemas/two-factor';
import { outboxMessages, twoFactorCredentials } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, TEST_TOTP_SECRET } from '../testing/test-app.ts';
import { replaceRecoveryCodes } from '../two-factor/credentials.ts';
import { SIGN_IN_LINK_SUBJECT } from './sign-in-link.ts';

type TestApp = ReturnType<typeof createTestApp>;
const OWNER = 'ann@example.com';

const login = (t: TestApp, ip: string, password: string, signInLink?: string) =>
  t.request('/api/auth/login', {
    method: 'POST',
    headers: { 'x-forwarded-for': ip },
    json: { email: OWNER, password, ...(signInLink ? { signInLink } : {}) },
  });

const secondStep = (t: TestApp, ip: string, challengeToken: string, body: object) =>
  t.request('/api/auth/two-factor', {
    method: 'POST',
    headers: { 'x-forwarded-for': ip },
    json: { challengeToken, ...body },
  });

/** The sign-in links mailed to the owner, newest last. */
async function signInLinks(t: TestApp): Promise<string[]> {
  return (await t.db.select().from(outboxMessages).all())
    .filter((mail) => mail.to.includes(OWNER) && mail.subject === SIGN_IN_LINK_SUBJECT)
    .map((mail) => /\/login\?link=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1] ?? '');
}

/** A six-digit code the authenticator does not show now, nor a step either side. */
function wrongCode(now: number): string {
  const near = [-30_000, 0, 30_000].map((offset) => totpCode(TEST_TOTP_SECRET, now + offset));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!near.includes(code)) return code;
  }
}

/** Forgets the step the last right code used: the test clock stands still. */
async function forgetUsedStep(t: TestApp, userId: string) {
  await t.db
    .update(twoFactorCredentials)
    .set({ lastUsedStep: null })
    .where(eq(twoFactorCredentials.userId, userId))
    .run();
}

describe('the account-wide wrong-password lock', () => {
  // 50 wrong passwords from 10 addresses, then a few sign-ins: about 55 password hashes.
  it('mails the owner a one-time link that lets them in; the password alone still waits', async () => {
    const t = createTestApp({ trustProxy: 1 });
    await t.createUser({ email: OWNER, role: 'Pro' });
    for (let host = 0; host < 10; host++)
      for (let i = 0; i < 5; i++)
        expect((await login(t, `203.0.113.${host}`, 'wrong-password')).status).toBe(401);

    // The owner, at a café where they never signed in: locked, and told a link is on its way.
    const locked = await login(t, '192.0.2.10', TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect((await locked.json()).error).toContain(SIGN_IN_LINK_MAILED);
    expect(await signInLinks(t)).toHaveLength(1);
    // The guesser trips the lock again: no second mail while the first link works.
    expect((await login(t, '203.0.113.99', 'wrong-password')).status).toBe(429);
    expect(await signInLinks(t)).toHaveLength(1);
    // Anyone without the mailbox stays locked out, the right password or not; a made-up link does nothing.
    expect((await login(t, '198.51.100.3', TEST_PASSWORD)).status).toBe(429);
    expect((await login(t, '198.51.100.3', TEST_PASSWORD, 'not-a-real-link')).status).toBe(429);

    const [link] = await signInLinks(t);
    const wrongWithLink = await login(t, '192.0.2.10', 'wrong-password', link);
    expect(wrongWithLink.status).toBe(401);
    const owner = await login(t, '192.0.2.10', TEST_PASSWORD, link);
    expect(owner.status).toBe(200);
    expect((await owner.json()).user.email).toBe(OWNER);
    // One use only.
    expect((await login(t, '192.0.2.11', TEST_PASSWORD, link)).status).toBe(429);
  }, 120_000);
});

describe('the cap on wrong authenticator codes', () => {
  /** Ten wrong codes over two sign-ins from two addresses (each address's own limit is five). */
  async function guessCodes(t: TestApp) {
    for (const ip of ['203.0.113.1', '203.0.113.2']) {
      const { challengeToken } = await (await login(t, ip, TEST_PASSWORD)).json();
      for (let i = 0; i < TWO_FACTOR_MAX_WRONG_CODES / 2; i++)
        expect((await secondStep(t, ip, challengeToken, { code: wrongCode(t.clock.now) })).status).toBe(401);
    }
  }

  it(`refuses even the right code after ${TWO_FACTOR_MAX_WRONG_CODES} wrong ones, and mails the owner the link`, async () => {
    const t = createTestApp({ trustProxy: 1 });
    await t.createUser({ email: OWNER, role: 'Pro', twoFactor: true });
    await guessCodes(t);
    expect(await signInLinks(t)).toHaveLength(1);
    const { challengeToken } = await (await login(t, '192.0.2.10', TEST_PASSWORD)).json();
    const right = await secondStep(t, '192.0.2.10', challengeToken, {
      code: totpCode(TEST_TOTP_SECRET, t.clock.now),
    });
    expect(right.status).toBe(401);
    expect((await right.json()).error).toBe(TWO_FACTOR_CODES_LOCKED);
    // Days later it is still capped: not a rate, a cap.
    t.clock.now += 3 * 86_400_000;
    const later = await (await login(t, '192.0.2.10', TEST_PASSWORD)).json();
    const stillLocked = await secondStep(t, '192.0.2.10', later.challengeToken, {
      code: totpCode(TEST_TOTP_SECRET, t.clock.now),
    });
    expect(stillLocked.status).toBe(401);
  }, 60_000);

  it('opens again with a recovery code', async () => {
    const t = createTestApp({ trustProxy: 1 });
    const user = await t.createUser({ email: OWNER, role: 'Pro', twoFactor: true });
    const [recoveryCode] = await replaceRecoveryCodes(t.db, user.id, t.clock.now);
    await guessCodes(t);
    const { challengeToken } = await (await login(t, '192.0.2.10', TEST_PASSWORD)).json();
    expect((await secondStep(t, '192.0.2.10', challengeToken, { recoveryCode })).status).toBe(200);
    // Codes work again afterwards.
    const next = await (await login(t, '192.0.2.10', TEST_PASSWORD)).json();
    const code = totpCode(TEST_TOTP_SECRET, t.clock.now);
    expect((await secondStep(t, '192.0.2.10', next.challengeToken, { code })).status).toBe(200);
  }, 60_000);

  it('opens again through the mailed sign-in link', async () => {
    const t = createTestApp({ trustProxy: 1 });
    const user = await t.createUser({ email: OWNER, role: 'Pro', twoFactor: true });
    await guessCodes(t);
    const [link] = await signInLinks(t);
    await forgetUsedStep(t, user.id);
    const { challengeToken } = await (await login(t, '192.0.2.10', TEST_PASSWORD, link)).json();
    const code = totpCode(TEST_TOTP_SECRET, t.clock.now);
    expect((await secondStep(t, '192.0.2.10', challengeToken, { code })).status).toBe(200);
  }, 60_000);
});

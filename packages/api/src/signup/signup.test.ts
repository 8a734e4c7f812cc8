import { PASSWORD_IS_EMAIL, PASSWORD_TOO_COMMON } from '@leadpath/core/schemas/new-password';
import {
  FORGOT_PASSWORD_SENT,
  RESET_LINK_INVALID,
  SIGN_UP_BEFORE_SETUP,
  SIGN_UP_CLOSED,
  SIGN_UP_MAIL_SENT,
  VERIFY_EMAIL_FIRST,
  VERIFY_LINK_INVALID,
} from '@leadpath/core/schemas/sign-up';
import { accountTokens, outboxMessages, sessions, users } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MAILS_PER_EMAIL_PER_HOUR, SIGN_UPS_PER_IP_PER_HOUR } from '../limits/account-mails.ts';
import {
  createTestApp as createEmptyTestApp,
  TEST_PASSWORD,
  type TestAppOptions,
} from '../testing/test-app.ts';
import { ACCOUNT_EXISTS_SUBJECT, RESET_PASSWORD_SUBJECT, VERIFY_EMAIL_SUBJECT } from './account-mails.ts';

type TestApp = ReturnType<typeof createEmptyTestApp>;

/** An install that has its first Admin: sign-up is open only then. */
async function createTestApp(options: TestAppOptions = {}) {
  const t = createEmptyTestApp(options);
  await t.db
    .insert(users)
    .values({
      id: 'first-admin',
      email: 'operator@example.com',
      name: 'Operator',
      passwordHash: 'x',
      role: 'Admin',
      tier: 'Pro',
      createdAt: new Date(t.clock.now),
      updatedAt: new Date(t.clock.now),
    })
    .run();
  return t;
}

const PASSWORD = 'violet-harbour-lantern';
const form = {
  name: 'Ada Newcomer',
  email: 'Ada@Example.com',
  password: PASSWORD,
  confirmPassword: PASSWORD,
};
const HOUR = 3_600_000;

const signUp = (t: TestApp, json: unknown = form, ip?: string) =>
  t.request('/api/auth/sign-up', {
    method: 'POST',
    json,
    ...(ip ? { headers: { 'x-forwarded-for': ip } } : {}),
  });
/** Signs up and signs in with the typed password, as the sign-up page does. */
const joinAndSignIn = async (t: TestApp, email = 'ada@example.com') => {
  expect((await signUp(t, { ...form, email })).status).toBe(200);
  return t.signIn(email, PASSWORD);
};
const cookieOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
const mailsTo = async (t: TestApp, address: string) =>
  (await t.db.select().from(outboxMessages).all()).filter((mail) => mail.to.includes(address));
const tokenIn = (text: string, page: string) => {
  const match = new RegExp(`/${page}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${page} link in ${text}`);
  return match[1];
};
const errorMessage = async (res: Response) => JSON.stringify(await res.json());

describe('POST /api/auth/sign-up', () => {
  it('creates a Free user in a 14-day trial, unverified, mails the link; sign-in with the password works', async () => {
    const t = await createTestApp();
    const res = await signUp(t);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: SIGN_UP_MAIL_SENT });
    // No session from the answer: it is the same whether the address was new or not.
    expect(res.headers.get('set-cookie')).toBeNull();
    const row = await t.db.select().from(users).where(eq(users.email, 'ada@example.com')).get();
    expect(row).toMatchObject({ role: 'Free', tier: 'Free', emailVerifiedAt: null, name: 'Ada Newcomer' });
    expect(row?.trialEndDate?.getTime()).toBe(t.clock.now + 14 * 24 * HOUR);
    expect(row?.passwordHash).not.toContain(PASSWORD);

    const [mail, ...more] = await mailsTo(t, 'ada@example.com');
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ ownerId: row?.id, subject: VERIFY_EMAIL_SUBJECT, kind: 'sent' });
    expect(mail?.text).toContain('http://localhost/verify-email?token=');
    // Only the hash is stored.
    const token = tokenIn(mail?.text ?? '', 'verify-email');
    expect(JSON.stringify(await t.db.select().from(accountTokens).all())).not.toContain(token);

    const cookie = await t.signIn('ada@example.com', PASSWORD);
    const me = await t.request('/api/user-fetch', { cookie });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'ada@example.com', emailVerified: false });
  });

  it('takes the trial length from TRIAL_DAYS', async () => {
    const t = await createTestApp();
    t.deps.config.trialDays = 30;
    await signUp(t);
    const row = await t.db.select().from(users).where(eq(users.email, 'ada@example.com')).get();
    expect(row?.trialEndDate?.getTime()).toBe(t.clock.now + 30 * 24 * HOUR);
  });

  it('answers 403 and creates nothing when the operator closed sign-up', async () => {
    const t = await createTestApp();
    t.deps.config.signUpEnabled = false;
    const res = await signUp(t);
    expect(res.status).toBe(403);
    expect(await errorMessage(res)).toContain(SIGN_UP_CLOSED);
    expect(await t.db.select().from(users).all()).toHaveLength(1);
    const config = await t.request('/trpc/config.public');
    expect(JSON.stringify(await config.json())).toContain('"signUpEnabled":false');
  });

  it('refuses a common password and the email as password', async () => {
    const t = await createTestApp();
    const common = await signUp(t, { ...form, password: 'password123', confirmPassword: 'password123' });
    expect(common.status).toBe(400);
    expect(await errorMessage(common)).toContain(PASSWORD_TOO_COMMON);
    const email = 'ada@example.com';
    const same = await signUp(t, { ...form, password: email, confirmPassword: email });
    expect(same.status).toBe(400);
    expect(await errorMessage(same)).toContain(PASSWORD_IS_EMAIL);
    expect(await t.db.select().from(users).all()).toHaveLength(1);
  });

  it('answers a taken address exactly like a new one and mails its owner instead', async () => {
    const t = await createTestApp();
    const owner = await t.createUser({ email: 'taken@example.com' });
    const fresh = await signUp(t, { ...form, email: 'fresh@example.com' });
    const taken = await signUp(t, { ...form, email: 'Taken@example.com' });
    expect(taken.status).toBe(fresh.status);
    expect(await taken.json()).toEqual(await fresh.json());
    expect(taken.headers.get('set-cookie')).toBe(fresh.headers.get('set-cookie'));
    expect(await mailsTo(t, 'taken@example.com')).toMatchObject([
      { ownerId: owner.id, subject: ACCOUNT_EXISTS_SUBJECT },
    ]);
    expect((await mailsTo(t, 'taken@example.com'))[0]?.text).toContain('http://localhost/forgot-password');
    // Nothing about the account changed: the owner's password still signs in, the caller's does not.
    await t.signIn('taken@example.com');
    const caller = await t.request('/api/auth/login', {
      method: 'POST',
      json: { email: 'taken@example.com', password: PASSWORD },
    });
    expect(caller.status).toBe(401);
    expect(await t.db.select().from(users).where(eq(users.email, 'taken@example.com')).all()).toHaveLength(1);
  });

  it('is closed until the install has its first Admin, which /setup then creates', async () => {
    const t = createEmptyTestApp();
    const early = await signUp(t);
    expect(early.status).toBe(403);
    expect(await errorMessage(early)).toContain(SIGN_UP_BEFORE_SETUP);
    expect(await t.db.select().from(users).all()).toHaveLength(0);
    expect(await mailsTo(t, 'ada@example.com')).toHaveLength(0);
    expect(await (await t.request('/api/setup/status')).json()).toEqual({ needsFirstAdmin: true });

    const admin = {
      name: 'Grace',
      email: 'grace@example.com',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    };
    expect((await t.request('/api/setup/first-admin', { method: 'POST', json: admin })).status).toBe(200);
    expect((await signUp(t)).status).toBe(200);
  });

  it('limits sign-ups per address: sixty in a row queue five mails, then 429 with Retry-After', async () => {
    const t = await createTestApp({ trustProxy: 1 });
    const answers: Response[] = [];
    for (let i = 0; i < 60; i++)
      answers.push(await signUp(t, { ...form, email: `victim${i}@example.com` }, '203.0.113.9'));
    const statuses = answers.map((res) => res.status);
    expect(statuses.slice(0, SIGN_UPS_PER_IP_PER_HOUR)).toEqual(Array(SIGN_UPS_PER_IP_PER_HOUR).fill(200));
    expect(new Set(statuses.slice(SIGN_UPS_PER_IP_PER_HOUR))).toEqual(new Set([429]));
    const refused = answers[SIGN_UPS_PER_IP_PER_HOUR];
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await errorMessage(refused as Response)).toContain('Too many accounts created from this address');
    expect(await t.db.select().from(outboxMessages).all()).toHaveLength(SIGN_UPS_PER_IP_PER_HOUR);
    // Another address is not held up.
    expect((await signUp(t, { ...form, email: 'other@example.com' }, '198.51.100.7')).status).toBe(200);
  });

  it('counts IPv6 clients per /64: the next address of the block is the same client', async () => {
    const t = await createTestApp({ trustProxy: 1 });
    for (let i = 1; i <= SIGN_UPS_PER_IP_PER_HOUR; i++)
      expect((await signUp(t, { ...form, email: `v6-${i}@example.com` }, `2001:db8:7:1::${i}`)).status).toBe(
        200,
      );
    const sameBlock = await signUp(t, { ...form, email: 'v6-next@example.com' }, '2001:db8:7:1:ffff:1:2:3');
    expect(sameBlock.status).toBe(429);
    const otherBlock = await signUp(t, { ...form, email: 'v6-other@example.com' }, '2001:db8:7:2::1');
    expect(otherBlock.status).toBe(200);
  });

  it('counts against the account-mail limit of the recipient, with forgotten-password mails', async () => {
    const t = await createTestApp({ trustProxy: 1 });
    await t.createUser({ email: 'target@example.com' });
    const forgot = (ip: string) =>
      t.request('/api/auth/forgot-password', {
        method: 'POST',
        json: { email: 'target@example.com' },
        headers: { 'x-forwarded-for': ip },
      });
    expect((await forgot('192.0.2.1')).status).toBe(200);
    for (let i = 2; i <= ACCOUNT_MAILS_PER_EMAIL_PER_HOUR; i++)
      expect((await signUp(t, { ...form, email: 'target@example.com' }, `192.0.2.${i}`)).status).toBe(200);
    const past = await signUp(t, { ...form, email: 'target@example.com' }, '192.0.2.99');
    expect(past.status).toBe(429);
    expect(await mailsTo(t, 'target@example.com')).toHaveLength(ACCOUNT_MAILS_PER_EMAIL_PER_HOUR);
    // An unknown address is counted the same way, so the limit says nothing either.
    for (let i = 1; i <= ACCOUNT_MAILS_PER_EMAIL_PER_HOUR; i++)
      expect((await signUp(t, { ...form, email: 'nobody@example.com' }, `192.0.2.${i + 10}`)).status).toBe(
        200,
      );
    expect((await signUp(t, { ...form, email: 'nobody@example.com' }, '192.0.2.98')).status).toBe(429);
  });

  it('keeps its counts in the database: another app instance on it still refuses, the next hour admits', async () => {
    const first = await createTestApp({ trustProxy: 1 });
    for (let i = 0; i < SIGN_UPS_PER_IP_PER_HOUR; i++)
      await signUp(first, { ...form, email: `a${i}@example.com` }, '203.0.113.50');
    const second = createEmptyTestApp({ database: first.db, trustProxy: 1 });
    second.clock.now = first.clock.now;
    expect((await signUp(second, { ...form, email: 'b@example.com' }, '203.0.113.50')).status).toBe(429);
    second.clock.now += HOUR;
    expect((await signUp(second, { ...form, email: 'b@example.com' }, '203.0.113.50')).status).toBe(200);
  });
});

describe('email verification', () => {
  it('verifies with the mailed link once; the link expires after 48 hours', async () => {
    const t = await createTestApp();
    const cookie = await joinAndSignIn(t);
    const token = tokenIn((await mailsTo(t, 'ada@example.com'))[0]?.text ?? '', 'verify-email');

    const verify = (value: string) =>
      t.request('/api/auth/verify-email', { method: 'POST', json: { token: value } });
    const ok = await verify(token);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ email: 'ada@example.com' });
    const row = await t.db.select().from(users).where(eq(users.email, 'ada@example.com')).get();
    expect(row?.emailVerifiedAt?.getTime()).toBe(t.clock.now);
    expect(await (await t.request('/api/user-fetch', { cookie })).json()).toMatchObject({
      emailVerified: true,
    });

    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(await errorMessage(again)).toContain(VERIFY_LINK_INVALID);

    // A second account: its link dies after 48 hours.
    await signUp(t, { ...form, email: 'late@example.com' });
    const late = tokenIn((await mailsTo(t, 'late@example.com'))[0]?.text ?? '', 'verify-email');
    t.clock.now += 48 * HOUR;
    const expired = await verify(late);
    expect(expired.status).toBe(400);
    expect(await errorMessage(expired)).toContain(VERIFY_LINK_INVALID);
  });

  it('resends a link that replaces the first one; 409 once verified', async () => {
    const t = await createTestApp();
    const cookie = await joinAndSignIn(t);
    const first = tokenIn((await mailsTo(t, 'ada@example.com'))[0]?.text ?? '', 'verify-email');
    const resend = await t.request('/api/auth/verify-email/resend', { method: 'POST', cookie });
    expect(resend.status).toBe(200);
    const mails = await mailsTo(t, 'ada@example.com');
    expect(mails).toHaveLength(2);
    const second = tokenIn(mails[1]?.text ?? '', 'verify-email');
    const verify = (value: string) =>
      t.request('/api/auth/verify-email', { method: 'POST', json: { token: value } });
    expect((await verify(first)).status).toBe(400);
    expect((await verify(second)).status).toBe(200);
    const done = await t.request('/api/auth/verify-email/resend', { method: 'POST', cookie });
    expect(done.status).toBe(409);
  });

  it('an unverified account cannot create API keys; a verified one can get past that check', async () => {
    const t = await createTestApp();
    const cookie = await joinAndSignIn(t);
    const create = () =>
      t.request('/api/api-access/keys', {
        method: 'POST',
        cookie,
        json: { name: 'CI', permissions: ['leads:read'], expiresIn: 30 },
      });
    const refused = await create();
    expect(refused.status).toBe(403);
    expect(await errorMessage(refused)).toContain(VERIFY_EMAIL_FIRST);
    const token = tokenIn((await mailsTo(t, 'ada@example.com'))[0]?.text ?? '', 'verify-email');
    await t.request('/api/auth/verify-email', { method: 'POST', json: { token } });
    expect(await errorMessage(await create())).not.toContain(VERIFY_EMAIL_FIRST);
  });
});

describe('forgot and reset password', () => {
  const forgot = (t: TestApp, email: string, ip?: string) =>
    t.request('/api/auth/forgot-password', {
      method: 'POST',
      json: { email },
      ...(ip ? { headers: { 'x-forwarded-for': ip } } : {}),
    });

  it('gives the same answer for an unknown address and mails a link only to a known one', async () => {
    const t = await createTestApp();
    await t.createUser({ email: 'known@example.com' });
    const known = await forgot(t, 'known@example.com');
    const unknown = await forgot(t, 'nobody@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual({ message: FORGOT_PASSWORD_SENT });
    expect(await unknown.json()).toEqual({ message: FORGOT_PASSWORD_SENT });
    expect(await mailsTo(t, 'known@example.com')).toMatchObject([{ subject: RESET_PASSWORD_SUBJECT }]);
    expect(await mailsTo(t, 'nobody@example.com')).toHaveLength(0);
  });

  it('is limited per email address, known or not', async () => {
    const t = await createTestApp();
    for (let i = 0; i < 3; i++) expect((await forgot(t, 'nobody@example.com')).status).toBe(200);
    const limited = await forgot(t, 'nobody@example.com');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it('resets once with the link, signs out every session, signs in; the link expires after 1 hour', async () => {
    const t = await createTestApp();
    const user = await t.createUser({ email: 'known@example.com' });
    const oldCookie = await t.signIn('known@example.com');
    await forgot(t, 'known@example.com');
    const token = tokenIn((await mailsTo(t, 'known@example.com'))[0]?.text ?? '', 'reset-password');
    const reset = (json: unknown) => t.request('/api/auth/reset-password', { method: 'POST', json });

    const weak = await reset({ token, password: 'password123', confirmPassword: 'password123' });
    expect(weak.status).toBe(400);
    expect(await errorMessage(weak)).toContain(PASSWORD_TOO_COMMON);

    const ok = await reset({ token, password: PASSWORD, confirmPassword: PASSWORD });
    expect(ok.status).toBe(200);
    expect((await t.request('/api/user-fetch', { cookie: oldCookie })).status).toBe(401);
    const fresh = cookieOf(ok);
    expect((await t.request('/api/user-fetch', { cookie: fresh })).status).toBe(200);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id)).all()).toHaveLength(1);
    await t.signIn('known@example.com', PASSWORD);
    const oldPassword = await t.request('/api/auth/login', {
      method: 'POST',
      json: { email: 'known@example.com', password: TEST_PASSWORD },
    });
    expect(oldPassword.status).toBe(401);

    const reused = await reset({
      token,
      password: 'another-fine-passphrase',
      confirmPassword: 'another-fine-passphrase',
    });
    expect(reused.status).toBe(400);
    expect(await errorMessage(reused)).toContain(RESET_LINK_INVALID);

    await forgot(t, 'known@example.com');
    const late = tokenIn((await mailsTo(t, 'known@example.com'))[1]?.text ?? '', 'reset-password');
    t.clock.now += HOUR;
    const expired = await reset({
      token: late,
      password: 'another-fine-passphrase',
      confirmPassword: 'another-fine-passphrase',
    });
    expect(expired.status).toBe(400);
    expect(await errorMessage(expired)).toContain(RESET_LINK_INVALID);
  });
});

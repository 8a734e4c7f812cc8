import { PASSWORD_IS_EMAIL, PASSWORD_TOO_COMMON } from '@leadpath/core/schemas/new-password';
import {
  EMAIL_TAKEN,
  FORGOT_PASSWORD_SENT,
  RESET_LINK_INVALID,
  SIGN_UP_CLOSED,
  VERIFY_EMAIL_FIRST,
  VERIFY_LINK_INVALID,
} from '@leadpath/core/schemas/sign-up';
import { accountTokens, outboxMessages, sessions, users } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD } from '../testing/test-app.ts';
import { RESET_PASSWORD_SUBJECT, VERIFY_EMAIL_SUBJECT } from './account-mails.ts';

type TestApp = ReturnType<typeof createTestApp>;

const PASSWORD = 'violet-harbour-lantern';
const form = {
  name: 'Ada Newcomer',
  email: 'Ada@Example.com',
  password: PASSWORD,
  confirmPassword: PASSWORD,
};
const HOUR = 3_600_000;

const signUp = (t: TestApp, json: unknown = form) => t.request('/api/auth/sign-up', { method: 'POST', json });
const cookieOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
const mailsTo = (t: TestApp, address: string) =>
  t.db
    .select()
    .from(outboxMessages)
    .all()
    .filter((mail) => mail.to.includes(address));
const tokenIn = (text: string, page: string) => {
  const match = new RegExp(`/${page}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${page} link in ${text}`);
  return match[1];
};
const errorMessage = async (res: Response) => JSON.stringify(await res.json());

describe('POST /api/auth/sign-up', () => {
  it('creates a Free user in a 14-day trial, unverified, mails the link and signs in', async () => {
    const t = createTestApp();
    const res = await signUp(t);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.user).toMatchObject({ email: 'ada@example.com', role: 'Free', emailVerified: false });
    const row = t.db.select().from(users).where(eq(users.email, 'ada@example.com')).get();
    expect(row).toMatchObject({ role: 'Free', tier: 'Free', emailVerifiedAt: null, name: 'Ada Newcomer' });
    expect(row?.trialEndDate?.getTime()).toBe(t.clock.now + 14 * 24 * HOUR);
    expect(row?.passwordHash).not.toContain(PASSWORD);

    const [mail, ...more] = mailsTo(t, 'ada@example.com');
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ ownerId: row?.id, subject: VERIFY_EMAIL_SUBJECT, kind: 'sent' });
    expect(mail?.text).toContain('http://localhost/verify-email?token=');
    // Only the hash is stored.
    const token = tokenIn(mail?.text ?? '', 'verify-email');
    expect(JSON.stringify(t.db.select().from(accountTokens).all())).not.toContain(token);

    const me = await t.request('/api/user-fetch', { cookie: cookieOf(res) });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'ada@example.com', emailVerified: false });
  });

  it('takes the trial length from TRIAL_DAYS', async () => {
    const t = createTestApp();
    t.deps.config.trialDays = 30;
    await signUp(t);
    const row = t.db.select().from(users).where(eq(users.email, 'ada@example.com')).get();
    expect(row?.trialEndDate?.getTime()).toBe(t.clock.now + 30 * 24 * HOUR);
  });

  it('answers 403 and creates nothing when the operator closed sign-up', async () => {
    const t = createTestApp();
    t.deps.config.signUpEnabled = false;
    const res = await signUp(t);
    expect(res.status).toBe(403);
    expect(await errorMessage(res)).toContain(SIGN_UP_CLOSED);
    expect(t.db.select().from(users).all()).toHaveLength(0);
    const config = await t.request('/trpc/config.public');
    expect(JSON.stringify(await config.json())).toContain('"signUpEnabled":false');
  });

  it('refuses a common password, the email as password and a taken address', async () => {
    const t = createTestApp();
    const common = await signUp(t, { ...form, password: 'password123', confirmPassword: 'password123' });
    expect(common.status).toBe(400);
    expect(await errorMessage(common)).toContain(PASSWORD_TOO_COMMON);
    const email = 'ada@example.com';
    const same = await signUp(t, { ...form, password: email, confirmPassword: email });
    expect(same.status).toBe(400);
    expect(await errorMessage(same)).toContain(PASSWORD_IS_EMAIL);
    expect(t.db.select().from(users).all()).toHaveLength(0);

    await t.createUser({ email: 'taken@example.com' });
    const taken = await signUp(t, { ...form, email: 'Taken@example.com' });
    expect(taken.status).toBe(409);
    expect(await errorMessage(taken)).toContain(EMAIL_TAKEN);
    expect(mailsTo(t, 'taken@example.com')).toHaveLength(0);
  });
});

describe('email verification', () => {
  it('verifies with the mailed link once; the link expires after 48 hours', async () => {
    const t = createTestApp();
    const res = await signUp(t);
    const cookie = cookieOf(res);
    const token = tokenIn(mailsTo(t, 'ada@example.com')[0]?.text ?? '', 'verify-email');

    const verify = (value: string) =>
      t.request('/api/auth/verify-email', { method: 'POST', json: { token: value } });
    const ok = await verify(token);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ email: 'ada@example.com' });
    const row = t.db.select().from(users).where(eq(users.email, 'ada@example.com')).get();
    expect(row?.emailVerifiedAt?.getTime()).toBe(t.clock.now);
    expect(await (await t.request('/api/user-fetch', { cookie })).json()).toMatchObject({
      emailVerified: true,
    });

    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(await errorMessage(again)).toContain(VERIFY_LINK_INVALID);

    // A second account: its link dies after 48 hours.
    await signUp(t, { ...form, email: 'late@example.com' });
    const late = tokenIn(mailsTo(t, 'late@example.com')[0]?.text ?? '', 'verify-email');
    t.clock.now += 48 * HOUR;
    const expired = await verify(late);
    expect(expired.status).toBe(400);
    expect(await errorMessage(expired)).toContain(VERIFY_LINK_INVALID);
  });

  it('resends a link that replaces the first one; 409 once verified', async () => {
    const t = createTestApp();
    const cookie = cookieOf(await signUp(t));
    const first = tokenIn(mailsTo(t, 'ada@example.com')[0]?.text ?? '', 'verify-email');
    const resend = await t.request('/api/auth/verify-email/resend', { method: 'POST', cookie });
    expect(resend.status).toBe(200);
    const mails = mailsTo(t, 'ada@example.com');
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
    const t = createTestApp();
    const cookie = cookieOf(await signUp(t));
    const create = () =>
      t.request('/api/api-access/keys', {
        method: 'POST',
        cookie,
        json: { name: 'CI', permissions: ['leads:read'], expiresIn: 30 },
      });
    const refused = await create();
    expect(refused.status).toBe(403);
    expect(await errorMessage(refused)).toContain(VERIFY_EMAIL_FIRST);
    const token = tokenIn(mailsTo(t, 'ada@example.com')[0]?.text ?? '', 'verify-email');
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
    const t = createTestApp();
    await t.createUser({ email: 'known@example.com' });
    const known = await forgot(t, 'known@example.com');
    const unknown = await forgot(t, 'nobody@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual({ message: FORGOT_PASSWORD_SENT });
    expect(await unknown.json()).toEqual({ message: FORGOT_PASSWORD_SENT });
    expect(mailsTo(t, 'known@example.com')).toMatchObject([{ subject: RESET_PASSWORD_SUBJECT }]);
    expect(mailsTo(t, 'nobody@example.com')).toHaveLength(0);
  });

  it('is limited per email address, known or not', async () => {
    const t = createTestApp();
    for (let i = 0; i < 3; i++) expect((await forgot(t, 'nobody@example.com')).status).toBe(200);
    const limited = await forgot(t, 'nobody@example.com');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it('resets once with the link, signs out every session, signs in; the link expires after 1 hour', async () => {
    const t = createTestApp();
    const user = await t.createUser({ email: 'known@example.com' });
    const oldCookie = await t.signIn('known@example.com');
    await forgot(t, 'known@example.com');
    const token = tokenIn(mailsTo(t, 'known@example.com')[0]?.text ?? '', 'reset-password');
    const reset = (json: unknown) => t.request('/api/auth/reset-password', { method: 'POST', json });

    const weak = await reset({ token, password: 'password123', confirmPassword: 'password123' });
    expect(weak.status).toBe(400);
    expect(await errorMessage(weak)).toContain(PASSWORD_TOO_COMMON);

    const ok = await reset({ token, password: PASSWORD, confirmPassword: PASSWORD });
    expect(ok.status).toBe(200);
    expect((await t.request('/api/user-fetch', { cookie: oldCookie })).status).toBe(401);
    const fresh = cookieOf(ok);
    expect((await t.request('/api/user-fetch', { cookie: fresh })).status).toBe(200);
    expect(t.db.select().from(sessions).where(eq(sessions.userId, user.id)).all()).toHaveLength(1);
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
    const late = tokenIn(mailsTo(t, 'known@example.com')[1]?.text ?? '', 'reset-password');
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

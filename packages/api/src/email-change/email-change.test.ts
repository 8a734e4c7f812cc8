import {
  EMAIL_CHANGE_LINK_EXPIRED,
  EMAIL_CHANGE_LINK_INVALID,
  EMAIL_CHANGE_LINK_USED,
  EMAIL_CHANGE_TAKEN,
  emailChangeSent,
  NEW_EMAIL_SAME,
} from '@leadpath/core/schemas/email-change';
import { CURRENT_PASSWORD_INCORRECT } from '@leadpath/core/schemas/password';
import { outboxMessages, users } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startImpersonation } from '../testing/impersonation.ts';
import { createTestApp, TEST_PASSWORD } from '../testing/test-app.ts';
import { CONFIRM_EMAIL_CHANGE_SUBJECT, EMAIL_CHANGE_NOTICE_SUBJECT } from './email-change-mails.ts';

type TestApp = ReturnType<typeof createTestApp>;
const HOUR = 3_600_000;
const NOT_WHILE_IMPERSONATING = 'Not allowed while acting on behalf of another user';

async function setup() {
  const t = createTestApp();
  const user = await t.createUser({ email: 'pat@example.com', name: 'Pat', role: 'Pro' });
  const laptop = await t.signIn('pat@example.com');
  const phone = await t.signIn('pat@example.com');
  return { ...t, user, laptop, phone };
}

const requestChange = (t: TestApp, cookie: string, json: unknown, headers?: Record<string, string>) =>
  t.request('/api/account/email', { method: 'POST', cookie, json, headers });
const confirm = (t: TestApp, token: string, cookie?: string) =>
  t.request('/api/auth/confirm-email', { method: 'POST', json: { token }, ...(cookie ? { cookie } : {}) });
const mailsTo = async (t: TestApp, address: string) =>
  (await t.db.select().from(outboxMessages).all()).filter((mail) => mail.to.includes(address));
const tokenIn = (text: string) => {
  const match = /\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no confirm-email link in ${text}`);
  return match[1];
};
const emailOf = async (t: TestApp, id: string) =>
  await t.db.select().from(users).where(eq(users.id, id)).get();
const isSignedIn = async (t: TestApp, cookie: string) =>
  (await t.request('/api/user-fetch', { cookie })).status === 200;
const valid = { newEmail: 'Pat.New@Example.com', currentPassword: TEST_PASSWORD };

describe('POST /api/account/email', () => {
  it('mails a link to the new address and a notice to the old one; the address stays until confirmed', async () => {
    const t = await setup();
    const res = await requestChange(t, t.laptop, valid);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      email: 'pat.new@example.com',
      message: emailChangeSent('pat.new@example.com'),
    });
    const [link, ...moreLinks] = await mailsTo(t, 'pat.new@example.com');
    expect(moreLinks).toHaveLength(0);
    expect(link).toMatchObject({ ownerId: t.user.id, subject: CONFIRM_EMAIL_CHANGE_SUBJECT, kind: 'sent' });
    expect(link?.text).toContain('http://localhost/confirm-email?token=');
    const [notice, ...moreNotices] = await mailsTo(t, 'pat@example.com');
    expect(moreNotices).toHaveLength(0);
    expect(notice).toMatchObject({ subject: EMAIL_CHANGE_NOTICE_SUBJECT });
    expect(notice?.text).toContain('Your Leadpath email is about to change to pat.new@example.com');
    expect(notice?.text).toContain("If this wasn't you, change your password");
    expect(notice?.text).not.toContain('token=');
    expect((await emailOf(t, t.user.id))?.email).toBe('pat@example.com');
    await t.signIn('pat@example.com');
  });

  it('refuses a wrong password with the change-password message and mails nothing', async () => {
    const t = await setup();
    const res = await requestChange(t, t.laptop, { ...valid, currentPassword: 'not-my-password' });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(CURRENT_PASSWORD_INCORRECT);
    expect(await t.db.select().from(outboxMessages).all()).toHaveLength(0);
  });

  it.each([
    [{ ...valid, newEmail: 'not-an-email' }, 'Please enter a valid email'],
    [{ ...valid, newEmail: '' }, 'Email is required'],
    [{ ...valid, newEmail: 'PAT@example.com' }, NEW_EMAIL_SAME],
    [{ ...valid, currentPassword: '' }, 'Current password is required'],
  ])('refuses bad input %# under its field and mails nothing', async (json, message) => {
    const t = await setup();
    const res = await requestChange(t, t.laptop, json);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(message);
    expect(await t.db.select().from(outboxMessages).all()).toHaveLength(0);
  });

  it('answers the same for an address another account has, but mails its owner nothing', async () => {
    const t = await setup();
    await t.createUser({ email: 'taken@example.com' });
    const res = await requestChange(t, t.laptop, { ...valid, newEmail: 'taken@example.com' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      email: 'taken@example.com',
      message: emailChangeSent('taken@example.com'),
    });
    expect(await mailsTo(t, 'taken@example.com')).toHaveLength(0);
    expect(await mailsTo(t, 'pat@example.com')).toHaveLength(1);
    expect((await emailOf(t, t.user.id))?.email).toBe('pat@example.com');
  });

  it('is limited like the other account mails: 3 an hour for one address', async () => {
    const t = await setup();
    for (let i = 0; i < 3; i++) expect((await requestChange(t, t.laptop, valid)).status).toBe(200);
    const limited = await requestChange(t, t.laptop, valid);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    t.clock.now += HOUR;
    expect((await requestChange(t, t.laptop, valid)).status).toBe(200);
  });

  it('is 401 signed out and 403 while an Admin impersonates', async () => {
    const t = await setup();
    expect((await requestChange(t, '', valid)).status).toBe(401);
    await t.createUser({ email: 'ada@example.com', name: 'Ada', role: 'Admin' });
    const admin = await t.signIn('ada@example.com');
    const headers = await startImpersonation(t, admin, 'pat@example.com');
    const res = await requestChange(t, admin, valid, headers);
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe(NOT_WHILE_IMPERSONATING);
    expect(await t.db.select().from(outboxMessages).all()).toHaveLength(0);
  });
});

describe('POST /api/auth/confirm-email', () => {
  async function requested() {
    const t = await setup();
    expect((await requestChange(t, t.laptop, valid)).status).toBe(200);
    const token = tokenIn((await mailsTo(t, 'pat.new@example.com'))[0]?.text ?? '');
    return { ...t, token };
  }

  it('switches the address, marks it confirmed and signs out every session', async () => {
    const t = await requested();
    t.clock.now += HOUR;
    const res = await confirm(t, t.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: 'pat.new@example.com' });
    const row = await emailOf(t, t.user.id);
    expect(row?.email).toBe('pat.new@example.com');
    expect(row?.emailVerifiedAt?.getTime()).toBe(t.clock.now);
    expect(await isSignedIn(t, t.laptop)).toBe(false);
    expect(await isSignedIn(t, t.phone)).toBe(false);
    await t.signIn('pat.new@example.com');
    const old = await t.request('/api/auth/login', {
      method: 'POST',
      json: { email: 'pat@example.com', password: TEST_PASSWORD },
    });
    expect(old.status).toBe(401);
  });

  it("keeps the session of the browser that opens the link when it is the owner's", async () => {
    const t = await requested();
    expect((await confirm(t, t.token, t.laptop)).status).toBe(200);
    expect(await isSignedIn(t, t.laptop)).toBe(true);
    expect(await isSignedIn(t, t.phone)).toBe(false);
  });

  it('works once', async () => {
    const t = await requested();
    expect((await confirm(t, t.token)).status).toBe(200);
    const again = await confirm(t, t.token);
    expect(again.status).toBe(400);
    expect((await again.json()).error).toBe(EMAIL_CHANGE_LINK_USED);
  });

  it('expires after 24 hours and changes nothing', async () => {
    const t = await requested();
    t.clock.now += 24 * HOUR;
    const res = await confirm(t, t.token);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(EMAIL_CHANGE_LINK_EXPIRED);
    expect((await emailOf(t, t.user.id))?.email).toBe('pat@example.com');
    expect(await isSignedIn(t, t.phone)).toBe(true);
  });

  it('refuses an unknown token, and a link a newer request replaced', async () => {
    const t = await requested();
    const unknown = await confirm(t, 'not-a-token');
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error).toBe(EMAIL_CHANGE_LINK_INVALID);
    expect((await requestChange(t, t.laptop, { ...valid, newEmail: 'pat.other@example.com' })).status).toBe(
      200,
    );
    const replaced = await confirm(t, t.token);
    expect(replaced.status).toBe(400);
    expect((await replaced.json()).error).toBe(EMAIL_CHANGE_LINK_USED);
    const newest = tokenIn((await mailsTo(t, 'pat.other@example.com'))[0]?.text ?? '');
    expect((await confirm(t, newest)).status).toBe(200);
    expect((await emailOf(t, t.user.id))?.email).toBe('pat.other@example.com');
  });

  it('refuses with 409 when the address was taken meanwhile, and the link still works once it is free', async () => {
    const t = await requested();
    const other = await t.createUser({ email: 'pat.new@example.com' });
    const res = await confirm(t, t.token);
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe(EMAIL_CHANGE_TAKEN);
    expect((await emailOf(t, t.user.id))?.email).toBe('pat@example.com');
    expect(await isSignedIn(t, t.phone)).toBe(true);
    await t.db.delete(users).where(eq(users.id, other.id)).run();
    expect((await confirm(t, t.token)).status).toBe(200);
  });
});

import { createHash } from 'node:crypto';
import { totpCode } from '@leadpath/auth';
import {
  CODE_OR_RECOVERY_CODE,
  PASSWORD_INCORRECT,
  RECOVERY_CODE_WRONG,
  TWO_FACTOR_ALREADY_ON,
  TWO_FACTOR_CHALLENGE_ENDED,
  TWO_FACTOR_CODE_FORMAT,
  TWO_FACTOR_CODE_REUSED,
  TWO_FACTOR_CODE_WRONG,
  TWO_FACTOR_NOT_ON,
  TWO_FACTOR_REQUIRED_FOR_ADMIN,
} from '@leadpath/core/schemas/two-factor';
import {
  impersonationGrants,
  sessions,
  twoFactorChallenges,
  twoFactorCredentials,
  twoFactorRecoveryCodes,
} from '@leadpath/db';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startImpersonation } from '../testing/impersonation.ts';
import { createTestApp, TEST_PASSWORD, TEST_TOTP_SECRET } from '../testing/test-app.ts';

const STEP = 30_000;
type TestApp = ReturnType<typeof createTestApp>;

async function setup() {
  const t = createTestApp();
  const user = await t.createUser({ email: 'pat@example.com', name: 'Pat', role: 'Pro' });
  const cookie = await t.signIn('pat@example.com');
  return { ...t, user, cookie };
}

const post = (t: TestApp, path: string, json: unknown, cookie?: string) =>
  t.request(path, { method: 'POST', cookie, json });

/** Setup and confirmation over REST, as the Password section does; returns the secret and the codes. */
async function enableTwoFactor(t: TestApp, cookie: string) {
  const setupRes = await post(t, '/api/two-factor/setup', {}, cookie);
  expect(setupRes.status).toBe(200);
  const { secret } = await setupRes.json();
  const confirm = await post(t, '/api/two-factor/confirm', { code: totpCode(secret, t.clock.now) }, cookie);
  expect(confirm.status).toBe(200);
  const { recoveryCodes } = (await confirm.json()) as { recoveryCodes: string[] };
  return { secret: secret as string, recoveryCodes };
}

async function passwordStep(t: TestApp, email = 'pat@example.com', password = TEST_PASSWORD) {
  const res = await post(t, '/api/auth/login', { email, password });
  return { res, body: await res.json() };
}

describe('setting up two-factor authentication', () => {
  it('shows a new secret once, as text, otpauth URI and QR code, and stores it sealed', async () => {
    const t = await setup();
    const res = await post(t, '/api/two-factor/setup', {}, t.cookie);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUri).toBe(
      `otpauth://totp/Leadpath:pat%40example.com?secret=${body.secret}&issuer=Leadpath&algorithm=SHA1&digits=6&period=30`,
    );
    expect(body.qrCodeSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const [row] = await t.db.select().from(twoFactorCredentials).all();
    expect(row).toMatchObject({ userId: t.user.id, confirmedAt: null });
    expect(row!.secretSealed).not.toContain(body.secret);
    expect(t.deps.secrets.open(row!.secretSealed, `totp:${t.user.id}`)).toBe(body.secret);
    // Not on until confirmed: the status says so and sign-in asks for no code.
    const status = await (await t.request('/api/two-factor', { cookie: t.cookie })).json();
    expect(status).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    expect((await passwordStep(t)).body.user.email).toBe('pat@example.com');
  });

  it('turns on with a current code and answers 10 recovery codes once, keeping only their hashes', async () => {
    const t = await setup();
    const { secret } = await (await post(t, '/api/two-factor/setup', {}, t.cookie)).json();
    const wrong = await post(t, '/api/two-factor/confirm', { code: '000000' }, t.cookie);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: TWO_FACTOR_CODE_WRONG });
    const malformed = await post(t, '/api/two-factor/confirm', { code: '12ab' }, t.cookie);
    expect((await malformed.json()).error).toBe(TWO_FACTOR_CODE_FORMAT);
    expect((await t.db.select().from(twoFactorCredentials).get())?.confirmedAt).toBeNull();

    const res = await post(t, '/api/two-factor/confirm', { code: totpCode(secret, t.clock.now) }, t.cookie);
    expect(res.status).toBe(200);
    const { recoveryCodes } = await res.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const stored = await t.db.select().from(twoFactorRecoveryCodes).all();
    expect(stored.map((row) => row.codeHash).sort()).toEqual(
      recoveryCodes
        .map((code: string) =>
          createHash('sha256').update(code.replace('-', '').replace('-', '')).digest('hex'),
        )
        .sort(),
    );
    expect(JSON.stringify(stored)).not.toContain(recoveryCodes[0]);
    expect((await t.db.select().from(twoFactorCredentials).get())?.confirmedAt).toEqual(
      new Date(t.clock.now),
    );

    const status = await (await t.request('/api/two-factor', { cookie: t.cookie })).json();
    expect(status).toEqual({
      enabled: true,
      enabledAt: new Date(t.clock.now).toISOString(),
      recoveryCodesLeft: 10,
    });
    expect(JSON.stringify(status)).not.toContain(secret);
    const again = await post(t, '/api/two-factor/setup', {}, t.cookie);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: TWO_FACTOR_ALREADY_ON });
  });

  it('is refused to an Admin acting for the user', async () => {
    const t = await setup();
    await t.createUser({ email: 'ada@example.com', role: 'Admin' });
    const adminCookie = await t.signIn('ada@example.com');
    const headers = await startImpersonation(t, adminCookie, 'pat@example.com');
    const res = await t.request('/api/two-factor/setup', {
      method: 'POST',
      cookie: adminCookie,
      headers,
      json: {},
    });
    expect(res.status).toBe(403);
    expect(await t.db.select().from(twoFactorCredentials).all()).toHaveLength(1); // the Admin's own
  });
});

describe('signing in with two-factor on', () => {
  it('asks for a code after the password, with no session yet; the code completes the sign-in', async () => {
    const t = await setup();
    const { secret } = await enableTwoFactor(t, t.cookie);
    const sessionsBefore = (await t.db.select().from(sessions).all()).length;
    t.clock.now += STEP;

    const { res, body } = await passwordStep(t);
    expect(res.status).toBe(200);
    expect(body).toEqual({ twoFactorRequired: true, challengeToken: expect.any(String) });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await t.db.select().from(sessions).all()).toHaveLength(sessionsBefore);
    expect(JSON.stringify(await t.db.select().from(twoFactorChallenges).all())).not.toContain(
      body.challengeToken,
    );

    const wrong = await post(t, '/api/auth/two-factor', {
      challengeToken: body.challengeToken,
      code: '000000',
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: TWO_FACTOR_CODE_WRONG });
    expect(wrong.headers.get('set-cookie')).toBeNull();

    const right = await post(t, '/api/auth/two-factor', {
      challengeToken: body.challengeToken,
      code: totpCode(secret, t.clock.now),
    });
    expect(right.status).toBe(200);
    expect((await right.json()).user.email).toBe('pat@example.com');
    const cookie = right.headers.get('set-cookie')!.split(';')[0]!;
    expect((await t.request('/api/user-fetch', { cookie })).status).toBe(200);

    // The challenge is used up, and the code cannot be used again in a new sign-in.
    const replay = await post(t, '/api/auth/two-factor', {
      challengeToken: body.challengeToken,
      code: totpCode(secret, t.clock.now + STEP),
    });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ error: TWO_FACTOR_CHALLENGE_ENDED });
    const next = await passwordStep(t);
    const reused = await post(t, '/api/auth/two-factor', {
      challengeToken: next.body.challengeToken,
      code: totpCode(secret, t.clock.now),
    });
    expect(reused.status).toBe(401);
    expect(await reused.json()).toEqual({ error: TWO_FACTOR_CODE_REUSED });
  });

  it('accepts each recovery code once, typed in any case and with spaces', async () => {
    const t = await setup();
    const { recoveryCodes } = await enableTwoFactor(t, t.cookie);
    const code = recoveryCodes[3]!;

    const first = await passwordStep(t);
    const used = await post(t, '/api/auth/two-factor', {
      challengeToken: first.body.challengeToken,
      recoveryCode: ` ${code.toUpperCase().replaceAll('-', ' ')} `,
    });
    expect(used.status).toBe(200);
    expect(used.headers.get('set-cookie')).toMatch(/^lp_session=/);
    const cookie = used.headers.get('set-cookie')!.split(';')[0]!;
    expect((await (await t.request('/api/two-factor', { cookie })).json()).recoveryCodesLeft).toBe(9);

    const second = await passwordStep(t);
    const again = await post(t, '/api/auth/two-factor', {
      challengeToken: second.body.challengeToken,
      recoveryCode: code,
    });
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ error: RECOVERY_CODE_WRONG });
    const neither = await post(t, '/api/auth/two-factor', { challengeToken: second.body.challengeToken });
    expect(neither.status).toBe(400);
    expect((await neither.json()).error).toBe(CODE_OR_RECOVERY_CODE);
  });

  it('the code step ends after 5 minutes', async () => {
    const t = await setup();
    const { secret } = await enableTwoFactor(t, t.cookie);
    const { body } = await passwordStep(t);
    t.clock.now += 5 * 60_000 + 1;
    const late = await post(t, '/api/auth/two-factor', {
      challengeToken: body.challengeToken,
      code: totpCode(secret, t.clock.now),
    });
    expect(late.status).toBe(401);
    expect(await late.json()).toEqual({ error: TWO_FACTOR_CHALLENGE_ENDED });
  });

  it('counts wrong codes with wrong passwords: a right password does not reset them', async () => {
    const t = await setup();
    const { secret } = await enableTwoFactor(t, t.cookie);
    const statuses: number[] = [];
    // Rounds of the right password and wrong codes: the right password alone clears nothing.
    for (let round = 0; round < 3; round++) {
      const { res, body } = await passwordStep(t);
      statuses.push(res.status);
      if (res.status !== 200) break;
      for (let i = 0; i < 3; i++)
        statuses.push(
          (await post(t, '/api/auth/two-factor', { challengeToken: body.challengeToken, code: '000000' }))
            .status,
        );
    }
    expect(statuses).toEqual([200, 401, 401, 401, 200, 401, 401, 429, 429]);
    const refused = await passwordStep(t);
    expect(refused.res.status).toBe(429);
    expect(refused.res.headers.get('retry-after')).toMatch(/^\d+$/);
    // After the window, the owner signs in with the right code.
    t.clock.now += 16 * 60_000;
    const { body } = await passwordStep(t);
    const ok = await post(t, '/api/auth/two-factor', {
      challengeToken: body.challengeToken,
      code: totpCode(secret, t.clock.now),
    });
    expect(ok.status).toBe(200);
  });
});

describe('turning two-factor authentication off', () => {
  const disable = (t: TestApp, cookie: string, json: unknown) =>
    post(t, '/api/two-factor/disable', json, cookie);

  it('needs the password and a current code; then sign-in asks for no code', async () => {
    const t = await setup();
    const { secret } = await enableTwoFactor(t, t.cookie);
    t.clock.now += STEP;
    const code = totpCode(secret, t.clock.now);

    const noCode = await disable(t, t.cookie, { password: TEST_PASSWORD });
    expect(noCode.status).toBe(400);
    expect((await noCode.json()).error).toBe('Enter the 6-digit code from your authenticator app');
    const wrongPassword = await disable(t, t.cookie, { password: 'not-my-password', code });
    expect(wrongPassword.status).toBe(400);
    expect(await wrongPassword.json()).toEqual({ error: PASSWORD_INCORRECT });
    const wrongCode = await disable(t, t.cookie, { password: TEST_PASSWORD, code: '000000' });
    expect(wrongCode.status).toBe(400);
    expect(await wrongCode.json()).toEqual({ error: TWO_FACTOR_CODE_WRONG });
    expect(await t.db.select().from(twoFactorCredentials).all()).toHaveLength(1);

    const res = await disable(t, t.cookie, { password: TEST_PASSWORD, code });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(twoFactorCredentials).all()).toEqual([]);
    expect(await t.db.select().from(twoFactorRecoveryCodes).all()).toEqual([]);
    expect((await passwordStep(t)).body.user.email).toBe('pat@example.com');
    const off = await disable(t, t.cookie, { password: TEST_PASSWORD, code });
    expect(off.status).toBe(409);
    expect(await off.json()).toEqual({ error: TWO_FACTOR_NOT_ON });
  });
});

describe('the admin tools require two-factor sign-in', () => {
  it('refuse an Admin without it (search, impersonate) with 403 and say where to set it up', async () => {
    const t = await setup();
    await t.createUser({ email: 'ada@example.com', role: 'Admin', twoFactor: false });
    const cookie = await t.signIn('ada@example.com');
    const search = await t.request('/api/admin/search-users?q=pat', { cookie });
    expect(search.status).toBe(403);
    expect(await search.json()).toEqual({ error: TWO_FACTOR_REQUIRED_FOR_ADMIN });
    const impersonate = await post(t, '/api/admin/impersonate', { email: 'pat@example.com' }, cookie);
    expect(impersonate.status).toBe(403);
    expect(await impersonate.json()).toEqual({ error: TWO_FACTOR_REQUIRED_FOR_ADMIN });
    expect(await t.db.select().from(impersonationGrants).all()).toEqual([]);

    await enableTwoFactor(t, cookie);
    expect((await t.request('/api/admin/search-users?q=pat', { cookie })).status).toBe(200);
  });

  it('an Admin who turns it off ends the impersonations they started', async () => {
    const t = await setup();
    await t.createUser({ email: 'ada@example.com', role: 'Admin' });
    const cookie = await t.signIn('ada@example.com');
    const headers = await startImpersonation(t, cookie, 'pat@example.com');
    t.clock.now += STEP;
    const off = await post(
      t,
      '/api/two-factor/disable',
      { password: TEST_PASSWORD, code: totpCode(TEST_TOTP_SECRET, t.clock.now) },
      cookie,
    );
    expect(off.status).toBe(200);
    expect((await t.request('/api/user-fetch', { cookie, headers })).status).toBe(403);
    expect((await t.request('/api/admin/search-users?q=pat', { cookie })).status).toBe(403);
  });
});

describe('the OpenAPI document', () => {
  it('describes the code step of sign-in and the setup routes', async () => {
    const t = createTestApp();
    const doc = await (await t.request('/api/openapi.json')).json();
    expect(doc.paths['/api/auth/two-factor'].post.summary).toMatch(/twoFactorRequired/);
    expect(doc.paths['/api/auth/login'].post.summary).toMatch(/POST \/api\/auth\/two-factor/);
    for (const path of ['/api/two-factor/setup', '/api/two-factor/confirm', '/api/two-factor/disable'])
      expect(doc.paths[path]?.post, path).toBeDefined();
    expect(doc.paths['/api/two-factor'].get).toBeDefined();
  });
});

describe('security events', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('logs turning on and off, wrong and right codes, never the secret, a code or the token', async () => {
    const t = await setup();
    const written: string[] = [];
    vi.spyOn(console, 'info').mockImplementation((line: unknown) => {
      written.push(String(line));
    });
    const { secret, recoveryCodes } = await enableTwoFactor(t, t.cookie);
    t.clock.now += STEP;
    const { body } = await passwordStep(t);
    await post(t, '/api/auth/two-factor', { challengeToken: body.challengeToken, code: '000000' });
    const code = totpCode(secret, t.clock.now);
    await post(t, '/api/auth/two-factor', { challengeToken: body.challengeToken, code });
    t.clock.now += STEP;
    await post(
      t,
      '/api/two-factor/disable',
      { password: TEST_PASSWORD, code: totpCode(secret, t.clock.now) },
      t.cookie,
    );

    const events = written.map((line) => JSON.parse(line)).filter((line) => line.msg === 'security');
    expect(events.map(({ event, reason, secondFactor }) => ({ event, reason, secondFactor }))).toEqual([
      { event: 'two_factor_enabled', reason: undefined, secondFactor: undefined },
      { event: 'sign_in_failed', reason: 'wrong_authenticator_code', secondFactor: undefined },
      { event: 'sign_in_succeeded', reason: undefined, secondFactor: 'authenticator_code' },
      { event: 'two_factor_disabled', reason: undefined, secondFactor: undefined },
    ]);
    for (const event of events) expect(event).toMatchObject({ userId: t.user.id, ip: '127.0.0.1' });
    const log = written.join('\n');
    for (const secretText of [secret, body.challengeToken, ...recoveryCodes])
      expect(log).not.toContain(secretText);
    // Six digits may occur inside an id by chance: no field holds the code.
    for (const event of events) expect(Object.values(event)).not.toContain(code);
  });
});

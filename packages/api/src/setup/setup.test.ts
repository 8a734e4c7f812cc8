import { NEW_PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH } from '@leadpath/core/schemas/password';
import { NAME_REQUIRED } from '@leadpath/core/schemas/profile';
import { FIRST_ADMIN_EXISTS } from '@leadpath/core/schemas/setup';
import { users } from '@leadpath/db';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

type TestApp = ReturnType<typeof createTestApp>;

const firstAdmin = {
  name: 'Grace Operator',
  email: 'Grace@Example.com',
  password: 'a-long-enough-secret',
  confirmPassword: 'a-long-enough-secret',
};

const create = (t: TestApp, json: unknown = firstAdmin) =>
  t.request('/api/setup/first-admin', { method: 'POST', json });

async function status(t: TestApp) {
  const res = await t.request('/api/setup/status');
  expect(res.status).toBe(200);
  return res.json();
}

const allUsers = async (t: TestApp) => await t.db.select().from(users).all();

describe('GET /api/setup/status', () => {
  it('says an empty install needs its first Admin, and one with any user does not', async () => {
    const t = createTestApp();
    expect(await status(t)).toEqual({ needsFirstAdmin: true });
    await t.createUser({ email: 'free@example.com', role: 'Free' });
    expect(await status(t)).toEqual({ needsFirstAdmin: false });
  });
});

describe('POST /api/setup/first-admin', () => {
  it('creates an Admin on an empty install and signs them in with a session cookie', async () => {
    const t = createTestApp();
    const res = await create(t);
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({
      email: 'grace@example.com',
      name: 'Grace Operator',
      role: 'Admin',
    });
    const rows = await allUsers(t);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'grace@example.com', role: 'Admin', isDeactivated: false });
    expect(rows[0]?.passwordHash).not.toContain(firstAdmin.password);

    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^lp_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    const me = await t.request('/api/user-fetch', { cookie: setCookie.split(';')[0] });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'grace@example.com', role: 'Admin' });
    // The password typed on the page is the one that signs in from now on.
    await t.signIn('grace@example.com', firstAdmin.password);
    expect(await status(t)).toEqual({ needsFirstAdmin: false });
  });

  it('answers a second creation 409 with a message, sets no cookie and adds no row', async () => {
    const t = createTestApp();
    expect((await create(t)).status).toBe(200);
    const again = await create(t, { ...firstAdmin, email: 'mallory@example.com' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: FIRST_ADMIN_EXISTS });
    expect(again.headers.get('set-cookie')).toBeNull();
    expect((await allUsers(t)).map((u) => u.email)).toEqual(['grace@example.com']);
  });

  it('is refused once any user exists, whatever their role', async () => {
    const t = createTestApp();
    await t.createUser({ email: 'free@example.com', role: 'Free' });
    const res = await create(t);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: FIRST_ADMIN_EXISTS });
    expect((await allUsers(t)).map((u) => u.email)).toEqual(['free@example.com']);
  });

  it('lets only one of several racing requests create an Admin', async () => {
    const t = createTestApp();
    // Both pass the early check while the table is empty; the check inside the transaction decides.
    const answers = await Promise.all([
      create(t, { ...firstAdmin, email: 'first@example.com' }),
      create(t, { ...firstAdmin, email: 'second@example.com' }),
      create(t, { ...firstAdmin, email: 'third@example.com' }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409]);
    expect(await allUsers(t)).toHaveLength(1);
    expect((await allUsers(t))[0]?.role).toBe('Admin');
  });

  it('answers bad input 400 with the schema message and creates nobody', async () => {
    const t = createTestApp();
    const cases: [unknown, string, string][] = [
      [{ ...firstAdmin, password: 'short', confirmPassword: 'short' }, NEW_PASSWORD_TOO_SHORT, 'password'],
      [{ ...firstAdmin, confirmPassword: 'something-else' }, PASSWORDS_DO_NOT_MATCH, 'confirmPassword'],
      [{ ...firstAdmin, name: '   ' }, NAME_REQUIRED, 'name'],
      [{ ...firstAdmin, email: 'not-an-email' }, 'Please enter a valid email', 'email'],
    ];
    for (const [input, error, path] of cases) {
      const res = await create(t, input);
      expect(res.status, error).toBe(400);
      expect(await res.json()).toMatchObject({ error, issues: [{ path }] });
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    expect(await allUsers(t)).toEqual([]);
    expect(await status(t)).toEqual({ needsFirstAdmin: true });
  });

  it('is the same procedure over tRPC', async () => {
    const t = createTestApp();
    const res = await t.request('/trpc/setup.createFirstAdmin', { method: 'POST', json: firstAdmin });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^lp_session=/);
    const again = await t.request('/trpc/setup.createFirstAdmin', { method: 'POST', json: firstAdmin });
    expect(again.status).toBe(409);
    expect(JSON.stringify(await again.json())).toContain(FIRST_ADMIN_EXISTS);
  });
});

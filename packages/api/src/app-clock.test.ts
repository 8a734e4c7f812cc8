import { companies, prospects, sessions, userIntegrations, users } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './testing/test-app.ts';

type TestApp = ReturnType<typeof createTestApp>;

/** The raw integers SQLite holds, so a unit mix-up (seconds) cannot hide behind Date mapping. */
async function storedTimes(t: TestApp, table: string, columns: string[], id: string): Promise<number[]> {
  const row = await t.db.$sql.get<Record<string, number>>(
    `select ${columns.map((c) => `"${c}"`).join(', ')} from "${table}" where id = ?`,
    [id],
  );
  if (!row) throw new Error(`no ${table} row ${id}`);
  return columns.map((column) => row[column] as number);
}

async function trpc(t: TestApp, cookie: string, path: string, input: unknown) {
  const res = await t.request(`/trpc/${path}`, { method: 'POST', cookie, json: input });
  expect(res.status).toBe(200);
  return (await res.json()).result.data;
}

describe('every time the server writes comes from the app clock, in epoch milliseconds (ADR 015)', () => {
  // Not on a whole second: a column kept in seconds would lose the 123 ms.
  const first = Date.UTC(2026, 10, 23, 12, 0, 0, 123);
  const later = first + 90 * 60_000 + 456;

  async function setup() {
    const t = createTestApp();
    t.clock.now = first;
    const pro = await t.createUser({ email: 'pro@example.com', name: 'Priya', role: 'Pro' });
    return { ...t, pro };
  }

  it('a new user and their sign-in store the clock time', async () => {
    const t = await setup();
    expect(await storedTimes(t, 'users', ['created_at', 'updated_at'], t.pro.id)).toEqual([first, first]);

    t.clock.now = later;
    const login = await t.request('/api/auth/login', {
      method: 'POST',
      json: { email: 'pro@example.com', password: 'correct-horse-battery', timeZone: 'Europe/Berlin' },
    });
    expect(login.status).toBe(200);
    const session = (await t.db.select().from(sessions).where(eq(sessions.userId, t.pro.id)).get())!;
    expect(await storedTimes(t, 'sessions', ['created_at', 'last_active_at'], session.id)).toEqual([
      later,
      later,
    ]);
    // lucia's expiry stays in unix seconds: 30 days from the sign-in.
    expect(session.expiresAt).toBeLessThan(100_000_000_000);
    // The reported time zone was saved, so the row was updated at that moment.
    expect(await t.db.select().from(users).where(eq(users.id, t.pro.id)).get()).toMatchObject({
      timeZone: 'Europe/Berlin',
      createdAt: new Date(first),
      updatedAt: new Date(later),
    });
  });

  it('creating a company and editing it store the clock time', async () => {
    const t = await setup();
    const cookie = await t.signIn('pro@example.com');
    const created = await t.request('/api/companies', {
      method: 'POST',
      cookie,
      json: { name: 'Zeta Corp' },
    });
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: string };
    expect(await storedTimes(t, 'companies', ['created_at', 'updated_at'], id)).toEqual([first, first]);

    t.clock.now = later;
    const patched = await t.request(`/api/companies/${id}`, {
      method: 'PATCH',
      cookie,
      json: { name: 'Zeta Corp', industry: 'Software' },
    });
    expect(patched.status).toBe(200);
    expect(await storedTimes(t, 'companies', ['created_at', 'updated_at'], id)).toEqual([first, later]);
    expect(await patched.json()).toMatchObject({ createdAt: new Date(first).toISOString() });
    expect((await t.db.select().from(companies).where(eq(companies.id, id)).get())?.updatedAt).toEqual(
      new Date(later),
    );
  });

  it('pages a list sorted by creation time: the cursor carries milliseconds too', async () => {
    const t = await setup();
    const cookie = await t.signIn('pro@example.com');
    for (const name of ['Oldest', 'Middle', 'Newest']) {
      t.clock.now += 1000;
      const created = await t.request('/api/companies', { method: 'POST', cookie, json: { name } });
      expect(created.status).toBe(200);
    }
    const list = '/api/companies?sort=createdAt&direction=desc&limit=2';
    const page = await (await t.request(list, { cookie })).json();
    expect(page.items.map((c: { name: string }) => c.name)).toEqual(['Newest', 'Middle']);
    const next = await (await t.request(`${list}&cursor=${page.nextCursor}`, { cookie })).json();
    expect(next.items.map((c: { name: string }) => c.name)).toEqual(['Oldest']);
  });

  it('editing a prospect moves its updated_at to the clock time and keeps created_at', async () => {
    const t = await setup();
    const cookie = await t.signIn('pro@example.com');
    const created = await t.request('/api/prospects', {
      method: 'POST',
      cookie,
      json: { firstName: 'Grace', lastName: 'Hopper' },
    });
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: string };
    expect(await storedTimes(t, 'prospects', ['created_at', 'updated_at'], id)).toEqual([first, first]);

    t.clock.now = later;
    const patched = await t.request(`/api/prospects/${id}`, {
      method: 'PATCH',
      cookie,
      json: { firstName: 'Grace', lastName: 'Hopper', title: 'Admiral' },
    });
    expect(patched.status).toBe(200);
    expect(await storedTimes(t, 'prospects', ['created_at', 'updated_at'], id)).toEqual([first, later]);
    expect(await patched.json()).toMatchObject({
      createdAt: new Date(first).toISOString(),
      updatedAt: new Date(later).toISOString(),
    });
    expect((await t.db.select().from(prospects).where(eq(prospects.id, id)).get())?.title).toBe('Admiral');
  });

  it('adding an integration stores the clock time as its added date', async () => {
    const t = await setup();
    const cookie = await t.signIn('pro@example.com');
    t.clock.now = later;
    const { url } = await trpc(t, cookie, 'integrations.connect', { providerConfigKey: 'hubspot' });
    const session = new URL(url, 'http://x').searchParams.get('session');
    const { connectionId } = await trpc(t, cookie, 'integrations.sandbox.decide', {
      providerConfigKey: 'hubspot',
      session,
      decision: 'allow',
    });
    const saved = await t.request('/api/save-integration', {
      method: 'POST',
      cookie,
      json: { providerConfigKey: 'hubspot', connectionId },
    });
    expect(saved.status).toBe(200);
    const row = (await t.db
      .select()
      .from(userIntegrations)
      .where(eq(userIntegrations.userId, t.pro.id))
      .get())!;
    expect(await storedTimes(t, 'user_integrations', ['added_date'], row.id)).toEqual([later]);
  });
});

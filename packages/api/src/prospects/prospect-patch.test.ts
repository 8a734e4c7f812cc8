import { prospects } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createApiKey, enableApiAccess } from '../testing/api-keys.ts';
import { createTestApp } from '../testing/test-app.ts';

const MINUTE = 60_000;

/** A Pro user with one company and one prospect that has every field filled in. */
async function setup() {
  const t = createTestApp();
  await t.createUser({ email: 'pat@example.com', role: 'Pro' });
  const cookie = await t.signIn('pat@example.com');
  const post = async (path: string, json: unknown) => {
    const res = await t.request(path, { method: 'POST', cookie, json });
    expect(res.status, path).toBe(200);
    return (await res.json()) as { id: string };
  };
  const company = await post('/api/companies', { name: 'Acme', domain: 'acme.example' });
  const prospect = await post('/api/prospects', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    title: 'Analyst',
    email: 'ada@acme.example',
    phone: '+44 20 7946 0000',
    linkedinUrl: 'https://www.linkedin.com/in/ada',
    status: 'contacted',
    companyId: company.id,
  });
  const row = async () => (await t.db.select().from(prospects).where(eq(prospects.id, prospect.id)).get())!;
  const patch = (json: unknown, init: { headers?: Record<string, string> } = {}) =>
    t.request(`/api/prospects/${prospect.id}`, {
      method: 'PATCH',
      ...(init.headers ? { headers: init.headers } : { cookie }),
      json,
    });
  return { t, cookie, company, prospect, row, patch };
}

describe('PATCH /api/prospects/{id} is a merge patch', () => {
  it('changes only the fields sent; every other field stays as it was', async () => {
    const { t, row, patch } = await setup();
    const before = await row();
    t.clock.now += MINUTE;
    const res = await patch({ firstName: 'Augusta', title: 'Countess' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      firstName: 'Augusta',
      title: 'Countess',
      lastName: 'Lovelace',
      email: 'ada@acme.example',
      status: 'contacted',
      companyName: 'Acme',
    });
    expect(await row()).toEqual({
      ...before,
      firstName: 'Augusta',
      title: 'Countess',
      updatedAt: expect.anything(),
    });
    expect((await row()).updatedAt).not.toEqual(before.updatedAt);
  });

  it('clears with null: empty text, no company; firstName and status cannot be cleared', async () => {
    const { row, patch } = await setup();
    const cleared = await patch({ lastName: null, phone: null, linkedinUrl: null, companyId: null });
    expect(cleared.status).toBe(200);
    expect(await row()).toMatchObject({
      firstName: 'Ada',
      lastName: '',
      phone: '',
      linkedinUrl: '',
      companyId: null,
      email: 'ada@acme.example',
      title: 'Analyst',
    });
    const before = await row();
    for (const [json, error] of [
      [{ firstName: null }, 'Please enter a first name'],
      [{ firstName: '' }, 'Please enter a first name'],
      [{ status: null }, 'Choose a status'],
      [{ title: 'CTO', email: 'nope' }, 'Please enter a valid email'],
    ] as const) {
      const res = await patch(json);
      expect(res.status, error).toBe(400);
      expect((await res.json()).error).toBe(error);
    }
    expect(await row()).toEqual(before);
  });

  it('two tabs changing different fields keep both changes (tRPC, as the web app sends them)', async () => {
    const { t, cookie, prospect, row } = await setup();
    for (const input of [
      { id: prospect.id, title: 'Lead analyst' },
      { id: prospect.id, phone: '+44 20 7946 0001' },
    ]) {
      const res = await t.request('/trpc/prospects.update', { method: 'POST', cookie, json: input });
      expect(res.status).toBe(200);
    }
    expect(await row()).toMatchObject({
      title: 'Lead analyst',
      phone: '+44 20 7946 0001',
      lastName: 'Lovelace',
    });
  });

  it('an empty patch changes nothing; the path names the prospect, an id in the body is ignored', async () => {
    const { t, company, row, patch } = await setup();
    const before = await row();
    t.clock.now += MINUTE;
    expect((await patch({})).status).toBe(200);
    expect(await row()).toEqual(before);
    const other = await t.request('/api/prospects', {
      method: 'POST',
      cookie: await t.signIn('pat@example.com'),
      json: { firstName: 'Other', companyId: company.id },
    });
    const otherId = ((await other.json()) as { id: string }).id;
    expect((await patch({ id: otherId, lastName: 'Byron' })).status).toBe(200);
    expect((await row()).lastName).toBe('Byron');
    expect((await t.db.select().from(prospects).where(eq(prospects.id, otherId)).get())!.lastName).toBe('');
  });

  it('refuses an email another prospect has (409) and a company that is not yours (404)', async () => {
    const { t, cookie, row, patch } = await setup();
    await t.request('/api/prospects', {
      method: 'POST',
      cookie,
      json: { firstName: 'Grace', email: 'grace@navy.example' },
    });
    const before = await row();
    const taken = await patch({ email: 'grace@navy.example' });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      error: 'A prospect with this email or LinkedIn URL already exists',
    });
    const unknown = await patch({ companyId: 'no-such-company' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Company not found' });
    expect(await row()).toEqual(before);
  });

  it('works the same with an API key', async () => {
    const { t, cookie, row, patch } = await setup();
    await enableApiAccess(t, cookie);
    const { key } = await createApiKey(t, cookie, { permissions: ['leads:write'] });
    const res = await patch({ status: 'won' }, { headers: bearer(key) });
    expect(res.status).toBe(200);
    expect(await row()).toMatchObject({ status: 'won', firstName: 'Ada', email: 'ada@acme.example' });
  });
});

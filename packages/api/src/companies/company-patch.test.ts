import { companies } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

const MINUTE = 60_000;

/** A Pro user with one company that has every field filled in. */
async function setup() {
  const t = createTestApp();
  await t.createUser({ email: 'cam@example.com', role: 'Pro' });
  const cookie = await t.signIn('cam@example.com');
  const created = await t.request('/api/companies', {
    method: 'POST',
    cookie,
    json: {
      name: 'Acme',
      domain: 'acme.example',
      industry: 'Anvils',
      size: '11-50',
      location: 'Phoenix, AZ',
      linkedinUrl: 'https://www.linkedin.com/company/acme',
    },
  });
  expect(created.status).toBe(200);
  const company = (await created.json()) as { id: string };
  const row = async () => (await t.db.select().from(companies).where(eq(companies.id, company.id)).get())!;
  const patch = (json: unknown) =>
    t.request(`/api/companies/${company.id}`, { method: 'PATCH', cookie, json });
  return { t, cookie, company, row, patch };
}

describe('PATCH /api/companies/{id} is a merge patch', () => {
  it('changes only the fields sent; every other field stays as it was', async () => {
    const { t, row, patch } = await setup();
    const before = await row();
    t.clock.now += MINUTE;
    const res = await patch({ industry: 'Rockets' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'Acme', domain: 'acme.example', industry: 'Rockets' });
    expect(await row()).toEqual({ ...before, industry: 'Rockets', updatedAt: expect.anything() });
    expect((await row()).updatedAt).not.toEqual(before.updatedAt);
  });

  it('clears with null; the name cannot be cleared and a refused patch changes nothing', async () => {
    const { row, patch } = await setup();
    expect((await patch({ domain: null, location: null })).status).toBe(200);
    expect(await row()).toMatchObject({ name: 'Acme', domain: '', location: '', industry: 'Anvils' });
    const before = await row();
    for (const [json, error] of [
      [{ name: null }, 'Please enter a company name'],
      [{ name: ' ' }, 'Please enter a company name'],
      [{ industry: 'Rockets', domain: 'not a domain' }, 'Please enter a valid domain, like acme.com'],
    ] as const) {
      const res = await patch(json);
      expect(res.status, error).toBe(400);
      expect((await res.json()).error).toBe(error);
    }
    expect(await row()).toEqual(before);
  });

  it('two tabs changing different fields keep both changes (tRPC, as the web app sends them)', async () => {
    const { t, cookie, company, row } = await setup();
    for (const input of [
      { id: company.id, size: '51-200' },
      { id: company.id, location: 'Tucson, AZ' },
    ]) {
      const res = await t.request('/trpc/companies.update', { method: 'POST', cookie, json: input });
      expect(res.status).toBe(200);
    }
    expect(await row()).toMatchObject({ size: '51-200', location: 'Tucson, AZ', industry: 'Anvils' });
  });

  it('an empty patch changes nothing but still needs the company to exist', async () => {
    const { t, cookie, row, patch } = await setup();
    const before = await row();
    t.clock.now += MINUTE;
    expect((await patch({})).status).toBe(200);
    expect(await row()).toEqual(before);
    const missing = await t.request('/api/companies/no-such-company', { method: 'PATCH', cookie, json: {} });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Company not found' });
  });
});

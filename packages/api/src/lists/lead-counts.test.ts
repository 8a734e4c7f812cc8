import { companies, insertLeads, leadCounts, prospects, users } from '@leadpath/db';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

type TestApp = ReturnType<typeof createTestApp>;

/** The counts the sidebar shows must always equal a real count of the rows. */
async function expectCountsExact(t: TestApp, ownerId: string) {
  const real = {
    prospects:
      (await t.db.select({ n: count() }).from(prospects).where(eq(prospects.ownerId, ownerId)).get())?.n ?? 0,
    companies:
      (await t.db.select({ n: count() }).from(companies).where(eq(companies.ownerId, ownerId)).get())?.n ?? 0,
  };
  const kept = await t.db.select().from(leadCounts).where(eq(leadCounts.ownerId, ownerId)).get();
  expect({ prospects: kept?.prospects ?? 0, companies: kept?.companies ?? 0 }).toEqual(real);
  return real;
}

describe('lead counts kept by triggers', () => {
  it('follow creates, imports, deletes and bulk deletes, and answer the count endpoints', async () => {
    const t = createTestApp();
    const owner = await t.createUser({ email: 'counts@example.com', role: 'Pro' });
    await insertLeads(t.db, owner.id, { companies: 4, prospects: 9 }, { now: t.clock.now });
    const cookie = await t.signIn('counts@example.com');
    await expectCountsExact(t, owner.id);

    const created = await t.request('/api/prospects', {
      method: 'POST',
      cookie,
      json: { firstName: 'Ada', lastName: 'Count', email: 'ada.count@example.com' },
    });
    expect(created.status).toBe(200);
    await t.request('/api/prospects/import', {
      method: 'POST',
      cookie,
      json: { rows: [{ line: 2, values: { firstName: 'Imported', email: 'imported@example.com' } }] },
    });
    const ids = await t.db
      .select({ id: prospects.id })
      .from(prospects)
      .where(eq(prospects.ownerId, owner.id))
      .all();
    await t.request('/api/prospects/bulk-delete', {
      method: 'POST',
      cookie,
      json: { ids: ids.slice(0, 3).map((r) => r.id) },
    });
    const company = await t.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.ownerId, owner.id))
      .get();
    await t.request(`/api/companies/${company!.id}`, { method: 'DELETE', cookie });

    const real = await expectCountsExact(t, owner.id);
    expect(await (await t.request('/api/prospects/count', { cookie })).json()).toEqual({
      count: real.prospects,
    });
    expect(await (await t.request('/api/companiesProspecting/count', { cookie })).json()).toEqual({
      count: real.companies,
    });
  });

  it('go away with the user', async () => {
    const t = createTestApp();
    const owner = await t.createUser({ email: 'gone@example.com', role: 'Pro' });
    await insertLeads(t.db, owner.id, { companies: 2, prospects: 5 }, { now: t.clock.now });
    await t.db.delete(users).where(eq(users.id, owner.id)).run();
    expect(await t.db.select().from(leadCounts).all()).toEqual([]);
  });
});

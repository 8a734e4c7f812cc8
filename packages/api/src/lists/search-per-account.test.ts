import { companies, insertLeads, prospects, searchUsesTrigramTables } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { searchableProspects } from '../prospects/queries.ts';
import { createTestApp } from '../testing/test-app.ts';
import { NARROW_SEARCH_MATCHES, searchRouteOf, searchScopeOf } from './search.ts';

interface Page {
  items: { id: string; firstName: string; companyName: string | null }[];
  total: number;
  totalIsCapped: boolean;
}

async function setup() {
  const t = createTestApp();
  const big = await t.createUser({ email: 'big@example.com', role: 'Pro' });
  const small = await t.createUser({ email: 'small@example.com', role: 'Pro' });
  return { ...t, big, small };
}

/** Prospects named `name`, for one owner, written straight to the table (the triggers index them). */
async function addNamed(
  db: ReturnType<typeof createTestApp>['db'],
  ownerId: string,
  name: string,
  count: number,
) {
  const now = new Date(1_800_000_000_000);
  await db.transaction(
    async () =>
      await db.$sql.runMany(
        'insert into prospects (id, owner_id, first_name, last_name, email, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)',
        Array.from({ length: count }, (_, i) => [
          crypto.randomUUID(),
          ownerId,
          name,
          `N${i}`,
          `${name.toLowerCase()}.${i}.${ownerId.slice(0, 6)}@example.com`,
          now.getTime(),
          now.getTime(),
        ]),
      ),
  );
}

describe('search per account (ADR 028)', () => {
  it("reads only the account's own entries of the index: another account's matches change neither route nor result", async () => {
    const t = await setup();
    await addNamed(t.db, t.big.id, 'Taylor', NARROW_SEARCH_MATCHES + 50);
    await addNamed(t.db, t.small.id, 'Taylor', 3);
    // The big account's 1,050 matches make its term broad; the small account's 3 keep it on the index
    // (SQLite's trigram table: narrow; PostgreSQL: the list's own test through its trigram index, ADR 060).
    const route = (ownerId: string) =>
      searchScopeOf(t.db, ownerId).then((scope) =>
        searchRouteOf(t.db, searchableProspects, ownerId, 'taylor', scope),
      );
    expect(await route(t.big.id)).toBe('broad');
    expect(await route(t.small.id)).toBe(searchUsesTrigramTables(t.db) ? 'narrow' : 'none');

    // The broad term's page walks the big account's list; its total stops at the cap.
    const bigCookie = await t.signIn('big@example.com');
    const broad = (await (await t.request('/api/prospects?q=taylor', { cookie: bigCookie })).json()) as Page;
    expect(broad.items).toHaveLength(25);
    expect(broad.items.every((item) => item.firstName === 'Taylor')).toBe(true);
    expect({ total: broad.total, totalIsCapped: broad.totalIsCapped }).toEqual({
      total: 1000,
      totalIsCapped: true,
    });

    const cookie = await t.signIn('small@example.com');
    const page = (await (await t.request('/api/prospects?q=taylor', { cookie })).json()) as Page;
    expect(page.total).toBe(3);
    expect(page.items.map((item) => item.firstName)).toEqual(['Taylor', 'Taylor', 'Taylor']);
    const own = new Set(
      (
        await t.db.select({ id: prospects.id }).from(prospects).where(eq(prospects.ownerId, t.small.id)).all()
      ).map((row) => row.id),
    );
    expect(page.items.every((item) => own.has(item.id))).toBe(true);
  });

  it('follows edits, company renames and deletes within the account, and a new account finds nothing', async () => {
    const t = await setup();
    await insertLeads(t.db, t.small.id, { companies: 2, prospects: 6 }, { now: t.clock.now });
    const cookie = await t.signIn('small@example.com');
    const search = async (q: string) =>
      (await (await t.request(`/api/prospects?q=${encodeURIComponent(q)}`, { cookie })).json()) as Page;

    const company = (await t.db.select().from(companies).where(eq(companies.ownerId, t.small.id)).get())!;
    await t.request(`/api/companies/${company.id}`, {
      method: 'PATCH',
      cookie,
      json: { name: 'Quillfeather Ltd' },
    });
    const atCompany = await t.db.select().from(prospects).where(eq(prospects.companyId, company.id)).all();
    expect((await search('quillfeather')).total).toBe(atCompany.length);

    expect(atCompany.length).toBeGreaterThan(0);
    const first = atCompany[0]!;
    await t.request(`/api/prospects/${first.id}`, {
      method: 'PATCH',
      cookie,
      json: { firstName: 'Zebulon' },
    });
    expect((await search('zebulon')).items.map((item) => item.id)).toEqual([first.id]);
    await t.request(`/api/prospects/${first.id}`, { method: 'DELETE', cookie });
    expect((await search('zebulon')).total).toBe(0);

    // The big account has no rows at all: no key (SQLite's index ranges; ADR 041), and nothing matches.
    if (searchUsesTrigramTables(t.db)) expect(await searchScopeOf(t.db, t.big.id)).toBeNull();
    const bigCookie = await t.signIn('big@example.com');
    const empty = (await (
      await t.request('/api/prospects?q=quillfeather', { cookie: bigCookie })
    ).json()) as Page;
    expect(empty.total).toBe(0);
  });

  it('keeps the companies search per account too', async () => {
    const t = await setup();
    const now = new Date(t.clock.now);
    for (const ownerId of [t.big.id, t.small.id])
      await t.db
        .insert(companies)
        .values({
          id: crypto.randomUUID(),
          ownerId,
          name: 'Brightwater Labs',
          createdAt: now,
          updatedAt: now,
        })
        .run();
    const cookie = await t.signIn('small@example.com');
    const page = (await (await t.request('/api/companies?q=brightwater', { cookie })).json()) as {
      items: { id: string }[];
      total: number;
    };
    expect(page.total).toBe(1);
    const own = (await t.db.select().from(companies).where(eq(companies.ownerId, t.small.id)).get())!;
    expect(page.items.map((item) => item.id)).toEqual([own.id]);
  });
});

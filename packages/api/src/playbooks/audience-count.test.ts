import { createCompanySchema } from '@leadpath/core/schemas/companies';
import { emptyProfile, type IdealCustomerProfile } from '@leadpath/core/schemas/playbooks';
import {
  createProspectSchema,
  importProspectsSchema,
  prospectPatchSchema,
} from '@leadpath/core/schemas/prospects';
import { type AppDatabase, companies, prospectPairCounts, prospects } from '@leadpath/db';
import { createTestDatabase, insertUser } from '@leadpath/db/testing';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, deleteCompanies } from '../companies/mutations.ts';
import { importProspects } from '../prospects/import.ts';
import { createProspect, deleteProspects, updateProspect } from '../prospects/mutations.ts';
import { prospectConditions } from './audience.ts';
import { countAudience } from './audience-count.ts';

const NOW = Date.UTC(2026, 10, 1);
const profile = (fields: Partial<IdealCustomerProfile>): IdealCustomerProfile => ({
  ...emptyProfile(),
  ...fields,
});
const profiles = [
  emptyProfile(),
  profile({ titles: ['Sales'] }),
  profile({ industries: ['Software'] }),
  profile({ titles: ['VP'], industries: ['Software'] }),
  profile({ excludedIndustries: ['Retail'], excludedTitles: ['Intern'] }),
];

/**
 * The kept pairs after the app's own writes (create, import, edits of title and company, deletes of
 * prospects and of a company) equal the prospects grouped, and each profile's count equals the count
 * of every prospect tested (ADR 067). Runs on both engines with the same expected numbers.
 */
describe('GTM audience counts from kept (title, company) pairs', () => {
  let db: AppDatabase;
  let owner: string;
  let other: string;
  const company: Record<string, string> = {};

  beforeAll(async () => {
    db = createTestDatabase();
    owner = (await insertUser(db, { email: 'pairs@example.com', passwordHash: 'x' }, NOW)).id;
    other = (await insertUser(db, { email: 'pairs-other@example.com', passwordHash: 'x' }, NOW)).id;
    for (const [name, industry] of [
      ['Acme', 'Software'],
      ['Shop', 'Retail'],
    ] as const) {
      const fields = createCompanySchema.parse({ name, domain: `${name.toLowerCase()}.test`, industry });
      company[name] = await createCompany(db, owner, fields, NOW);
    }
  });
  afterAll(() => db?.close());

  /** The kept rows, and the same numbers counted from prospects. */
  async function keptAndGrouped() {
    const kept = await db
      .select({
        owner: prospectPairCounts.ownerId,
        title: prospectPairCounts.title,
        company: prospectPairCounts.companyId,
        n: sql<number>`${prospectPairCounts.prospects}`.mapWith(Number),
      })
      .from(prospectPairCounts)
      .all();
    const companyKey = sql<string>`coalesce(${prospects.companyId}, '')`;
    const grouped = await db
      .select({ owner: prospects.ownerId, title: prospects.title, company: companyKey, n: count() })
      .from(prospects)
      .groupBy(prospects.ownerId, prospects.title, companyKey)
      .all();
    const sorted = (rows: typeof kept) => rows.map((row) => JSON.stringify(row)).sort();
    return { kept: sorted(kept), grouped: sorted(grouped) };
  }

  async function expectExact(step: string): Promise<number[]> {
    const { kept, grouped } = await keptAndGrouped();
    expect({ step, kept }).toEqual({ step, kept: grouped });
    const counts: number[] = [];
    for (const p of profiles) {
      const tested = await db
        .select({ n: count() })
        .from(prospects)
        .leftJoin(companies, eq(companies.id, prospects.companyId))
        .where(prospectConditions(owner, p))
        .get();
      const kept = await countAudience(db, owner, p);
      expect({ step, profile: p, kept }).toEqual({ step, profile: p, kept: tested?.n ?? 0 });
      counts.push(kept);
    }
    return counts;
  }

  it('keeps the pairs exact through creates, an import, edits and deletes', async () => {
    const create = (ownerId: string, firstName: string, title: string, companyId: string | null) =>
      createProspect(db, ownerId, createProspectSchema.parse({ firstName, title, companyId }), NOW);
    const ada = await create(owner, 'Ada', 'VP Sales', company.Acme!);
    const bo = await create(owner, 'Bo', 'VP Sales', company.Acme!);
    const cy = await create(owner, 'Cy', 'Intern', company.Shop!);
    await create(owner, 'Di', 'Head of Sales', null);
    await create(other, 'Ed', 'VP Sales', null);
    expect(await expectExact('created')).toEqual([4, 3, 2, 2, 3]);

    const rows = [
      { line: 2, values: { fullName: 'Fay Import', title: 'VP Sales', company: 'Acme' } },
      { line: 3, values: { fullName: 'Gus Import', title: 'Sales Rep', company: 'Newco' } },
      { line: 4, values: { fullName: 'Hal Import', title: 'CFO' } },
    ];
    await importProspects(db, owner, importProspectsSchema.parse({ rows }), NOW);
    expect(await expectExact('imported')).toEqual([7, 5, 3, 3, 6]);

    const patch = (id: string, fields: object) =>
      updateProspect(db, owner, id, prospectPatchSchema.parse(fields), NOW);
    await patch(ada, { title: 'Intern' });
    await patch(bo, { companyId: company.Shop });
    await patch(cy, { title: 'VP Sales', companyId: null });
    expect(await expectExact('edited')).toEqual([7, 5, 2, 1, 5]);

    await deleteProspects(db, owner, [ada]);
    await deleteCompanies(db, owner, [company.Shop!], NOW);
    expect(await expectExact('deleted')).toEqual([6, 5, 1, 1, 6]);
    // A pair's row goes with its last prospect: Ada's (Intern, Acme) is gone, Shop's pairs moved to ''.
    const { kept } = await keptAndGrouped();
    expect(kept.some((row) => row.includes(company.Shop!))).toBe(false);
  });
});

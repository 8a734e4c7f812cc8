import { companyPatchSchema, createCompanySchema } from '@leadpath/core/schemas/companies';
import { emptyProfile, type IdealCustomerProfile } from '@leadpath/core/schemas/playbooks';
import {
  createProspectSchema,
  importProspectsSchema,
  prospectPatchSchema,
} from '@leadpath/core/schemas/prospects';
import { type AppDatabase, companies, prospectFactCounts, prospects } from '@leadpath/db';
import { createTestDatabase, insertUser } from '@leadpath/db/testing';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, deleteCompanies, updateCompany } from '../companies/mutations.ts';
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
  profile({ titles: ['Sales'], companySizes: ['51-200'], locations: ['Paris'] }),
];

/**
 * The kept fact rows (ADR 077) after the app's own writes (create, import, edits
 * of title and company, a company's facts edited and filled by a merge, an import merging into a
 * prospect, deletes of prospects and of a company) equal the prospects grouped, and each profile's
 * count equals the count of every prospect tested. Runs on both engines with the same expected numbers.
 */
describe('GTM audience counts from kept (title, company facts) rows', () => {
  let db: AppDatabase;
  let owner: string;
  let other: string;
  const company: Record<string, string> = {};

  beforeAll(async () => {
    db = createTestDatabase();
    owner = (await insertUser(db, { email: 'pairs@example.com', passwordHash: 'x' }, NOW)).id;
    other = (await insertUser(db, { email: 'pairs-other@example.com', passwordHash: 'x' }, NOW)).id;
    for (const [name, industry, size, location] of [
      ['Acme', 'Software', '51-200', 'Paris'],
      ['Shop', 'Retail', '', ''],
      ['Bare', '', '', ''],
    ] as const) {
      const facts = { industry, size, location };
      const given = Object.fromEntries(Object.entries(facts).filter(([, value]) => value));
      const fields = createCompanySchema.parse({ name, domain: `${name.toLowerCase()}.test`, ...given });
      company[name] = await createCompany(db, owner, fields, NOW);
    }
  });
  afterAll(() => db?.close());

  /** The kept fact rows, and the same numbers counted from prospects and their companies' facts. */
  async function factsKeptAndGrouped() {
    const sorted = (rows: object[]) => rows.map((row) => JSON.stringify(row)).sort();
    const f = prospectFactCounts;
    const keptFacts = await db
      .select({
        owner: f.ownerId,
        title: f.title,
        industry: f.industry,
        size: f.size,
        location: f.location,
        n: sql<number>`${f.prospects}`.mapWith(Number),
      })
      .from(f)
      .all();
    const industry = sql<string>`coalesce(${companies.industry}, '')`;
    const size = sql<string>`coalesce(${companies.size}, '')`;
    const location = sql<string>`coalesce(${companies.location}, '')`;
    const groupedFacts = await db
      .select({ owner: prospects.ownerId, title: prospects.title, industry, size, location, n: count() })
      .from(prospects)
      .leftJoin(companies, eq(companies.id, prospects.companyId))
      .groupBy(prospects.ownerId, prospects.title, industry, size, location)
      .all();
    return { keptFacts: sorted(keptFacts), groupedFacts: sorted(groupedFacts) };
  }

  async function expectExact(step: string): Promise<number[]> {
    const { keptFacts, groupedFacts } = await factsKeptAndGrouped();
    expect({ step, keptFacts }).toEqual({ step, keptFacts: groupedFacts });
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

  it('keeps the fact rows exact through creates, imports, edits, company facts, merges and deletes', async () => {
    const create = (ownerId: string, firstName: string, title: string, companyId: string | null) =>
      createProspect(db, ownerId, createProspectSchema.parse({ firstName, title, companyId }), NOW);
    const ada = await create(owner, 'Ada', 'VP Sales', company.Acme!);
    const bo = await create(owner, 'Bo', 'VP Sales', company.Acme!);
    const cy = await create(owner, 'Cy', 'Intern', company.Shop!);
    await create(owner, 'Di', 'Head of Sales', null);
    await create(other, 'Ed', 'VP Sales', null);
    expect(await expectExact('created')).toEqual([4, 3, 2, 2, 3, 2]);

    const rows = [
      { line: 2, values: { fullName: 'Fay Import', title: 'VP Sales', company: 'Acme' } },
      {
        line: 3,
        values: { fullName: 'Gus Import', title: 'Sales Rep', company: 'Newco', email: 'gus@newco.test' },
      },
      { line: 4, values: { fullName: 'Hal Import', title: 'CFO' } },
    ];
    await importProspects(db, owner, importProspectsSchema.parse({ rows }), NOW);
    expect(await expectExact('imported')).toEqual([7, 5, 3, 3, 6, 3]);

    const patch = (id: string, fields: object) =>
      updateProspect(db, owner, id, prospectPatchSchema.parse(fields), NOW);
    await patch(ada, { title: 'Intern' });
    await patch(bo, { companyId: company.Shop });
    await patch(cy, { title: 'VP Sales', companyId: null });
    expect(await expectExact('edited')).toEqual([7, 5, 2, 1, 5, 1]);

    // A company's facts edited, and filled by a merge (a new company with its domain): its prospects move.
    const editCompany = (id: string, fields: object) =>
      updateCompany(db, owner, id, companyPatchSchema.parse(fields), NOW);
    await create(owner, 'Ivy', 'Sales Lead', company.Bare!);
    await editCompany(company.Acme!, { location: 'Berlin' });
    expect(await expectExact('company moved')).toEqual([8, 6, 2, 1, 6, 0]);
    await editCompany(company.Acme!, { location: 'Paris', size: '11-50' });
    await editCompany(company.Acme!, { size: '51-200', industry: null });
    const filled = {
      name: 'Bare',
      domain: 'bare.test',
      industry: 'Software',
      size: '51-200',
      location: 'Paris',
    };
    await createCompany(db, owner, createCompanySchema.parse({ ...filled, ifDomainTaken: 'merge' }), NOW);
    expect(await expectExact('company facts')).toEqual([8, 6, 1, 0, 6, 2]);

    // An import that merges into a known prospect (same email) changes its title and company.
    const again = [
      {
        line: 2,
        values: { fullName: 'Gus Import', title: 'VP Sales', company: 'Bare', email: 'gus@newco.test' },
      },
    ];
    await importProspects(db, owner, importProspectsSchema.parse({ rows: again }), NOW);
    expect(await expectExact('import merged')).toEqual([8, 6, 2, 1, 6, 3]);

    await deleteProspects(db, owner, [ada]);
    await deleteCompanies(db, owner, [company.Shop!], NOW);
    expect(await expectExact('deleted')).toEqual([7, 6, 2, 1, 7, 3]);
    // A fact row goes with its last prospect: Shop's (Retail) moved to ('', '', '') with its delete.
    const { keptFacts } = await factsKeptAndGrouped();
    expect(keptFacts.some((row) => row.includes('Retail'))).toBe(false);
  });
});

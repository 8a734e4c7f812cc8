import { emptyProfile, type IdealCustomerProfile } from '@leadpath/core/schemas/playbooks';
import { type AppDatabase, companies, prospects } from '@leadpath/db';
import { createTestDatabase, insertLeads, insertUser, postgresTestUrl } from '@leadpath/db/testing';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIENCE_COUNT_CAP,
  acceptedCompanies,
  prospectConditions,
  prospectMatches,
  sampleQuery,
} from './audience.ts';
import { factCountsQuery } from './audience-count.ts';
import { previewAudience } from './audience-preview.ts';
import { playbookTemplates } from './templates.ts';

const onPostgres = Boolean(postgresTestUrl());
const NOW = Date.UTC(2026, 10, 1);

const profile = (fields: Partial<IdealCustomerProfile>): IdealCustomerProfile => ({
  ...emptyProfile(),
  ...fields,
});

/** Profiles that each take another path through the seeks: titles, companies, both, exclusions only. */
const profiles: [string, IdealCustomerProfile, { broad?: boolean }?][] = [
  ['the template "Outbound to sales leaders"', playbookTemplates[0]!.profile],
  ['a narrow one', profile({ industries: ['Finance'], companySizes: ['1000+'], titles: ['CTO'] })],
  ['one nobody matches', profile({ titles: ['Astronaut'] })],
  ['companies only', profile({ industries: ['Software', 'Media'], locations: ['Berlin'] })],
  ['titles only', profile({ titles: ['Sales'], excludedTitles: ['Director'] })],
  // Most of the list matches: PostgreSQL may walk the owner's rows, which the cap stops early (as for no profile).
  [
    'exclusions only',
    profile({ excludedIndustries: ['Retail'], excludedTitles: ['Founder'] }),
    { broad: true },
  ],
];

/** The plan's lines: SQLite's EXPLAIN QUERY PLAN, or PostgreSQL's EXPLAIN with sequential scans off. */
async function planOf(db: AppDatabase, select: { getSQL(): SQL }): Promise<string> {
  const query = select.getSQL();
  if (!onPostgres) {
    const rows = await db.all<{ detail: string }>(sql`explain query plan ${query}`);
    return rows.map((row) => row.detail).join('\n');
  }
  return db.transaction(async (tx) => {
    await tx.run(sql`set local enable_seqscan = off`);
    const rows = await tx.all<Record<string, string>>(sql`explain ${query}`);
    return rows.map((row) => Object.values(row).join(' ')).join('\n');
  });
}

/**
 * The plan never walks the owner's whole list: SQLite seeks (owner, title, company); PostgreSQL, by
 * its statistics, seeks that index or a company's prospects (company, created, id), never a table scan.
 */
function expectSeeks(plan: string, broad = false) {
  if (onPostgres && broad) {
    expect(plan).not.toMatch(/Seq Scan on prospects/);
    return;
  }
  if (onPostgres) {
    expect(plan).toMatch(/Index (Only )?Scan (using|on) prospects_(owner_title_company|company_created)_idx/);
    expect(plan).not.toMatch(/Seq Scan on prospects|Scan (using|on) prospects_owner_(created|linkedin)_idx/);
    return;
  }
  expect(plan).toMatch(
    /SEARCH prospects USING COVERING INDEX prospects_owner_title_company_idx \(owner_id=\? AND title=\?/,
  );
  expect(plan).not.toMatch(/SCAN prospects(?! USING)|prospects_owner_created_idx/);
}

/**
 * The count reads kept fact rows (ADR 077) by their key (owner, title, facts): the accepted titles one
 * seek each, or the owner's rows when no title narrows; never a company, a prospect or a table scan
 * (the table is WITHOUT ROWID on SQLite: its key holds the number).
 */
function expectFactSeeks(plan: string) {
  expect(plan).not.toMatch(/companies|prospects(?!_fact_counts)/);
  if (onPostgres) {
    expect(plan).toMatch(/Index (Only )?Scan (using|on) prospect_fact_counts_pkey/);
    expect(plan).not.toMatch(/Seq Scan on prospect_fact_counts/);
    return;
  }
  expect(plan).toMatch(/SEARCH prospect_fact_counts USING PRIMARY KEY \(owner_id=\?/);
  expect(plan).not.toMatch(/SCAN prospect_fact_counts/);
}

/** A profile naming industries reads only the accepted industries' companies, from the facts index. */
function expectIndustrySeeks(plan: string) {
  if (onPostgres) {
    expect(plan).toMatch(/Index (Only )?Scan (using|on) companies_owner_facts_idx/);
    expect(plan).not.toMatch(/Seq Scan on companies/);
    return;
  }
  expect(plan).toMatch(
    /SEARCH companies USING COVERING INDEX companies_owner_facts_idx \(owner_id=\? AND industry=\?\)/,
  );
  expect(plan).not.toMatch(/SCAN companies/);
}

describe('GTM audience queries (ADR 061, ADR 067, ADR 077)', { timeout: 60_000 }, () => {
  let db: AppDatabase;
  let owner: string;

  beforeAll(async () => {
    db = createTestDatabase();
    const insertOwner = async (email: string) => (await insertUser(db, { email, passwordHash: 'x' }, NOW)).id;
    owner = await insertOwner('gtm-plan@example.com');
    const other = await insertOwner('other@example.com');
    await insertLeads(db, owner, { companies: 40, prospects: 600 }, { now: NOW, seed: 7 });
    await insertLeads(db, other, { companies: 10, prospects: 200 }, { now: NOW, seed: 8 });
    // Edge rows: no company, an empty title.
    const at = new Date(NOW);
    const bare = { ownerId: owner, lastName: 'Doe', createdAt: at, updatedAt: at };
    await db
      .insert(prospects)
      .values([
        { ...bare, id: 'no-company-cto', firstName: 'Ada', title: 'CTO' },
        { ...bare, id: 'no-title', firstName: 'Bo', title: '' },
      ])
      .run();
    await db.run(sql`analyze`);
  });
  afterAll(() => db?.close());

  /** What the profile reaches by testing every prospect (the definition the seeks must keep). */
  async function byConditions(p: IdealCustomerProfile) {
    return db
      .select({ id: prospects.id })
      .from(prospects)
      .leftJoin(companies, eq(companies.id, prospects.companyId))
      .where(prospectConditions(owner, p))
      .orderBy(desc(prospects.createdAt), desc(prospects.id))
      .all();
  }

  for (const [name, p, options] of profiles) {
    it(`counts and samples ${name} through the index, with the prospects the profile defines`, async () => {
      const expected = await byConditions(p);
      expect(expected.length).toBeLessThan(AUDIENCE_COUNT_CAP);
      const preview = await previewAudience(db, owner, p, []);
      expect(preview.prospects).toBe(expected.length);
      expect(preview.sample.map((row) => row.id)).toEqual(expected.slice(0, 10).map((row) => row.id));
      expectSeeks(await planOf(db, prospectMatches(db, owner, p)), options?.broad);
      expectFactSeeks(await planOf(db, factCountsQuery(db, owner, p)));
      if (p.industries.length)
        expectIndustrySeeks(await planOf(db, { getSQL: () => acceptedCompanies(owner, p) }));
      expectSeeks(await planOf(db, sampleQuery(db, owner, p, 10, false)), options?.broad);
    });
  }

  it('keeps a prospect without a company when only exclusions speak of the company', async () => {
    const ids = (await previewAudience(db, owner, profile({ excludedIndustries: ['Retail'] }), [])).prospects;
    const all = (await previewAudience(db, owner, emptyProfile(), [])).prospects;
    const retail = (await previewAudience(db, owner, profile({ industries: ['Retail'] }), [])).prospects;
    expect(ids).toBe(all - retail);
    const noCompany = await previewAudience(
      db,
      owner,
      profile({ titles: ['CTO'], excludedIndustries: ['Retail'] }),
      [],
    );
    expect(noCompany.sample.map((row) => row.id)).toContain('no-company-cto');
  });
});

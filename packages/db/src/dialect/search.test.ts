import { and, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../client.ts';
import { createPostgresTestDatabase } from '../driver/pg/test-database.ts';
import { insertLeads, insertUser } from '../factories.ts';
import { companies, prospects } from '../schema/leads.ts';
import { companySearchCandidates, prospectSearchCandidates } from './search.ts';

// PostgreSQL's list search reads one owner's candidates from the (owner_id, text) GIN indexes of
// drizzle/pg 0002 (ADR 028, ADR 041). Needs a cluster: LEADPATH_TEST_PG_URL (scripts/postgres-cluster.mjs).
const adminUrl = process.env.LEADPATH_TEST_PG_URL;
const NOW = Date.UTC(2026, 10, 23);

describe.skipIf(!adminUrl)('search candidates on PostgreSQL', () => {
  let db: AppDatabase;
  let owner: string;

  beforeAll(async () => {
    db = createPostgresTestDatabase(adminUrl ?? '');
    owner = (await insertUser(db, { email: 'owner@example.com', passwordHash: 'x' }, NOW)).id;
    const other = (await insertUser(db, { email: 'other@example.com', passwordHash: 'x' }, NOW)).id;
    // Enough of the owner's rows that reading all of them costs more than the trigram index.
    await insertLeads(db, owner, { companies: 3000, prospects: 3000 }, { now: NOW });
    await insertLeads(db, other, { companies: 40, prospects: 200 }, { seed: 3, now: NOW });
    // One rare name of each kind: the planner reads few candidates from the index, not the owner's 3,000 rows.
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.ownerId, owner))
      .limit(1)
      .all();
    await db
      .update(companies)
      .set({ name: 'Zanzibar Quokka Works' })
      .where(eq(companies.id, company!.id))
      .run();
    const [prospect] = await db
      .select({ id: prospects.id })
      .from(prospects)
      .where(eq(prospects.ownerId, owner))
      .limit(1)
      .all();
    await db.update(prospects).set({ lastName: 'Quokkafield' }).where(eq(prospects.id, prospect!.id)).run();
    // As autovacuum would: the GIN indexes' pending entries merged, statistics fresh.
    await db.run(sql`vacuum analyze`);
  }, 60_000);
  afterAll(() => db?.close());

  /** The plan of a query with sequential scans off: whether the index can answer it at all. */
  async function planOf(query: SQL): Promise<string> {
    return db.transaction(async (tx) => {
      await tx.run(sql`set local enable_seqscan = off`);
      const rows = await tx.all<Record<string, string>>(sql`explain ${query}`);
      return rows.map((row) => Object.values(row).join(' ')).join('\n');
    });
  }

  it("reads the owner's companies from the (owner, text) trigram index, with the same rows as the columns' test", async () => {
    const pattern = '%quokka%';
    const where = and(eq(companies.ownerId, owner), companySearchCandidates(pattern)) as SQL;
    expect(await planOf(sql`select id from companies where ${where}`)).toContain('companies_search_trgm_idx');
    const viaIndex = await db.select({ id: companies.id }).from(companies).where(where).all();
    const byColumns = await db
      .select({ id: companies.id })
      .from(companies)
      .where(
        and(
          eq(companies.ownerId, owner),
          sql`(${companies.name} like ${pattern} or ${companies.domain} like ${pattern} or ${companies.industry} like ${pattern} or ${companies.location} like ${pattern})`,
        ),
      )
      .all();
    expect(byColumns.length).toBeGreaterThan(0);
    expect(viaIndex.map((r) => r.id).sort()).toEqual(byColumns.map((r) => r.id).sort());
  });

  it("reads the owner's prospects, and those of companies whose name matches, from the trigram indexes", async () => {
    const pattern = '%QUOKKA%';
    const where = and(eq(prospects.ownerId, owner), prospectSearchCandidates(owner, pattern)) as SQL;
    const plan = await planOf(sql`select id from prospects where ${where}`);
    expect(plan).toContain('prospects_search_trgm_idx');
    expect(plan).toContain('companies_search_trgm_idx');
    // Quokkafield by name, and the prospects of Zanzibar Quokka Works by their company's name.
    const found = await db
      .select({ id: prospects.id })
      .from(prospects)
      .leftJoin(companies, eq(companies.id, prospects.companyId))
      .where(where)
      .all();
    const expected = await db
      .select({ id: prospects.id })
      .from(prospects)
      .leftJoin(companies, eq(companies.id, prospects.companyId))
      .where(
        and(
          eq(prospects.ownerId, owner),
          sql`(${prospects.lastName} like ${pattern} or ${companies.name} like ${pattern})`,
        ),
      )
      .all();
    expect(expected.length).toBeGreaterThan(0);
    expect(found.map((r) => r.id).sort()).toEqual(expected.map((r) => r.id).sort());
  });
});

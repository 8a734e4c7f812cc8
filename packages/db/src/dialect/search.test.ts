import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../client.ts';
import { createPostgresTestDatabase } from '../driver/pg/test-database.ts';
import { insertLeads, insertUser } from '../factories.ts';
import { companies, prospects } from '../schema/leads.ts';
import { companySearchCandidates, prospectSearchCandidates, prospectSearchProbe } from './search.ts';

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

  describe('the route probe counts samples first (drizzle/pg 0034, ADR 084)', () => {
    // The probe's limit is the knob: in the product 1,001 (over 1,000 matches is "1,000+"); here a limit
    // small enough for 3,000 prospects, so the 1-in-16 sample alone can hold it.
    let inSample: string[];
    let outside: string[];

    beforeAll(async () => {
      // In the 1-in-16 sample, the rows of the 1-in-256 sample first: the smallest sample's count is
      // what lets the probe try the larger ones.
      inSample = (
        await db.all<{ id: string }>(
          sql`select id from prospects where owner_id = ${owner} and (hashtext(id) & 15) = 0 order by (hashtext(id) & 255) = 0 desc, id`,
        )
      ).map((row) => row.id);
      outside = (
        await db.all<{ id: string }>(
          sql`select id from prospects where owner_id = ${owner} and (hashtext(id) & 15) <> 0 order by id`,
        )
      ).map((row) => row.id);
    });

    /** The prospects `ids`, and no others, hold `term` in their title. */
    async function markTitles(term: string, ids: string[]) {
      await db
        .update(prospects)
        .set({ title: `Head of ${term}` })
        .where(inArray(prospects.id, ids))
        .run();
    }

    async function probe(term: string, limit: number) {
      const query = prospectSearchProbe(owner, `%${term}%`, limit);
      const [row] = await db.all<{ n: number | string }>(query);
      const plan = (await db.all<Record<string, string>>(sql`explain (analyze, costs off) ${query}`))
        .map((line) => Object.values(line).join(' '))
        .join('\n');
      // The whole table's counts (by owner and text, or by text alone: ADR 088) are the CASE's last
      // branch, so their two InitPlans come last; the planner may scan a table this small instead.
      const initPlans = plan.split(/(?=InitPlan)/);
      const fullIndexRead = initPlans
        .slice(-2)
        .some((count) => !/^InitPlan[^\n]*\n\s*->\s*Aggregate \(never executed\)/.test(count.trim()));
      return { n: Number(row!.n), fullIndexRead };
    }

    it('answers the limit from a sample holding that many matches, without the full index', async () => {
      const sampled256 = (
        await db.all<{ n: number | string }>(
          sql`select count(*) as n from prospects where owner_id = ${owner} and (hashtext(id) & 255) = 0`,
        )
      ).map((row) => Number(row.n))[0]!;
      expect(sampled256).toBeGreaterThan(0);
      // A limit the 1-in-256 rows' count says the 1-in-16 sample can be expected to hold.
      const limit = Math.min(16 * sampled256, inSample.length);
      await markTitles('Qxvw', inSample.slice(0, limit));
      expect(await probe('qxvw', limit)).toEqual({ n: limit, fullIndexRead: false });
      // Over the limit: the same answer, "at least the limit".
      await markTitles('Qxvy', [...inSample.slice(0, limit), ...outside.slice(0, 5)]);
      expect(await probe('qxvy', limit)).toEqual({ n: limit, fullIndexRead: false });
    });

    it('counts exactly below the limit: a sample one match short goes on to the full index', async () => {
      const limit = Math.min(40, inSample.length);
      await markTitles('Qxvz', inSample.slice(0, limit - 1));
      expect(await probe('qxvz', limit)).toEqual({ n: limit - 1, fullIndexRead: true });
      // Matches outside the samples are counted by the full index, up to the limit.
      await markTitles('Qxwa', outside.slice(0, limit - 1));
      expect(await probe('qxwa', limit)).toEqual({ n: limit - 1, fullIndexRead: true });
      await markTitles('Qxwb', outside.slice(0, limit + 3));
      expect(await probe('qxwb', limit)).toEqual({ n: limit, fullIndexRead: true });
      expect(await probe('no-such-title', limit)).toEqual({ n: 0, fullIndexRead: true });
    });

    it("a term rare in every account is read from the full index by its text, still only the owner's rows", async () => {
      // Outside every sample, so the 1-in-256 sample holds none: rare (ADR 088). The other account's
      // rows hold the term too, and must stay out of the owner's count and candidates.
      const mine = outside.slice(0, 3);
      const theirs = (
        await db.all<{ id: string }>(
          sql`select id from prospects where owner_id <> ${owner} order by id limit 2`,
        )
      ).map((row) => row.id);
      await markTitles('Qxwc', [...mine, ...theirs]);
      const pattern = '%qxwc%';
      const query = prospectSearchProbe(owner, pattern, 40);
      // Sequential scans off, as planOf: a table this small could be read whole.
      const plan = await db.transaction(async (tx) => {
        await tx.run(sql`set local enable_seqscan = off`);
        const rows = await tx.all<Record<string, string>>(sql`explain (analyze, costs off) ${query}`);
        return rows.map((line) => Object.values(line).join(' ')).join('\n');
      });
      // The executed full-index scan's condition has no owner key.
      const executed = plan
        .split('\n')
        .findIndex((line) => /on prospects_search_trgm_idx \(actual/.test(line));
      expect(executed).toBeGreaterThan(-1);
      expect(plan.split('\n')[executed + 1]).not.toContain('owner_id');
      expect(Number((await db.all<{ n: number | string }>(query))[0]!.n)).toBe(3);
      const candidates = await db
        .select({ id: prospects.id })
        .from(prospects)
        .where(and(eq(prospects.ownerId, owner), prospectSearchCandidates(owner, pattern)))
        .all();
      expect(candidates.map((row) => row.id).sort()).toEqual([...mine].sort());
      const anyOwner = await db
        .select({ id: prospects.id })
        .from(prospects)
        .where(prospectSearchCandidates(owner, pattern))
        .all();
      expect(anyOwner.map((row) => row.id).sort()).toEqual([...mine].sort());
    });
  });
});

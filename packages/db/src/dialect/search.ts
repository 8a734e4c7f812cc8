import { type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client.ts';
import { PREPARED_STATEMENT, preparedParts } from '../driver/pg/prepared-statements.ts';
import { companies, prospects } from '../schema/leads.ts';

// Where the engines' list search differs (ADR 041). SQLite's FTS5 trigram tables (prospects_search,
// companies_search) are separate tables, joined on a rowid range per owner (ADR 028). PostgreSQL's
// pg_trgm GIN indexes (drizzle/pg 0002) sit on the listed tables themselves, (owner_id, text), and
// answer the list's own ILIKE test: there is no table to join and no rowid range.

/**
 * Whether a list search can be driven from a separate trigram table joined to the list (SQLite's
 * FTS5 tables). When false, the list's own text test is the search, answered by the table's index.
 */
export function searchUsesTrigramTables(db: AppDatabase): boolean {
  return db.$dialect === 'sqlite';
}

/**
 * PostgreSQL: a search's LIKE pattern as the planner sees it in the dialect's statements (ADR 092): a
 * one-row subquery, computed as the statement starts, so no plan depends on the term. Every plan of a
 * statement, custom or generic, is then the same for every term, which is what lets PostgreSQL keep the
 * generic plan of a prepared one after five runs (it keeps re-planning while the term's statistics make
 * a custom plan look cheaper). The indexes still read the term: a trigram index takes it as the scan starts.
 */
export function termPattern(pattern: string): SQL {
  return unseenValue(pattern);
}

/**
 * A text value the planner does not see (termPattern): a one-row subquery. A plain parameter when
 * ADR 092's prepared parts are off (pnpm bench:engines' "before", ADR 088's statements).
 */
function unseenValue(value: string): SQL {
  return preparedParts.enabled ? sql`(select cast(${value} as text))` : sql`${value}`;
}

/**
 * PostgreSQL's candidates for one owner's prospects whose text matches a LIKE `pattern` (escaped with
 * `\`): the (owner_id, prospect_search_text) GIN index, plus the prospects of the owner's companies
 * whose name matches (companies' index), as SQLite's prospects_search indexed the company's name. A
 * superset of the list's own test, which still decides; written as one `id in (…)` so each part reads
 * its own index (an OR across them would walk all of the owner's rows). A term rare across all owners
 * reads the index by its text alone (see ownerMatchesOf).
 */
export function prospectSearchCandidates(ownerId: string, pattern: string): SQL {
  // Prepared with its statement (ADR 092). The owner and the term are unseen by the planner, so these
  // candidates are planned as trigram reads for every owner, term and install: with the owner's real share
  // of rows (all of them in a one-account install) and no term, the companies' part became a sequential
  // scan of every company (190-290 ms at 100,000 companies). Which branch reads is decided as it runs.
  const term = termPattern(pattern);
  const owner = unseenValue(ownerId);
  return sql`${prospects.id} in (${sql.raw(PREPARED_STATEMENT)}with rare as materialized (select ${rareInSample(term)} as yes) select p.id from prospects p where (select yes from rare) and ${ownerMatchesOf(owner, term, 'text')} union all select p.id from prospects p where not (select yes from rare) and ${ownerMatchesOf(owner, term, 'owner and text')} union all select p.id from prospects p where p.owner_id = ${owner} and p.company_id in (select c.id from companies c where c.owner_id = ${owner} and company_search_text(c.name, c.domain, c.industry, c.location) like ${term} escape '\\'))`;
}

/**
 * The 1-in-256 sample's rows of all owners matching a term, at most this many: the term is rare, about
 * 256 times this many rows or fewer in the whole table (ADR 088).
 */
export const RARE_IN_SAMPLE = 8;

/**
 * Whether a LIKE `pattern` matches at most RARE_IN_SAMPLE rows of the 1-in-256 sample, all owners
 * together: a boolean, read from the sample's index by the text alone (under 1 MB at 1,000,000 rows).
 */
function rareInSample(pattern: SQL): SQL {
  return sql`(select count(*) from (select 1 from prospects r where (hashtext(r.id) & 255) = 0 and prospect_search_text(r.first_name, r.last_name, r.email, r.title) like ${pattern} escape '\\' limit ${sql.raw(String(RARE_IN_SAMPLE + 1))}) as rare) <= ${sql.raw(String(RARE_IN_SAMPLE))}`;
}

/**
 * The conditions on `p` for one owner's prospects whose own text matches a LIKE `pattern`, by which keys
 * the full (owner_id, text) GIN index reads (ADR 088). 'owner and text': both, so only the owner's rows
 * are candidates, but btree_gin's owner key reads the owner's whole posting tree (about 345 pages, 4 ms
 * at 1,000,000 rows) however few rows match. 'text': the trigram keys alone, the owner checked on each
 * candidate row (`coalesce` keeps the planner from putting it in the index condition): the cost of the
 * term's matches in all accounts, chosen only when rareInSample bounds them. The rows are the same.
 */
function ownerMatchesOf(ownerId: string | SQL, pattern: SQL, keys: 'owner and text' | 'text'): SQL {
  const owner = keys === 'text' ? sql`coalesce(p.owner_id, '') = ${ownerId}` : sql`p.owner_id = ${ownerId}`;
  return sql`${owner} and prospect_search_text(p.first_name, p.last_name, p.email, p.title) like ${pattern} escape '\\'`;
}

/**
 * The samples of drizzle/pg 0034's partial trigram indexes, smallest first: a prospect is in the sample
 * with `mask` when `(hashtext(id) & mask) = 0`, 1 row in `oneIn`. Written into the statement as literals:
 * PostgreSQL uses a partial index only for a condition it can see implies the index's own.
 */
const PROSPECT_SEARCH_SAMPLES = [
  { mask: 255, oneIn: 256 },
  { mask: 63, oneIn: 64 },
  { mask: 15, oneIn: 16 },
] as const;

/**
 * PostgreSQL: the list search's route probe for prospects, a statement selecting `n`: the owner's
 * prospects whose own text (name, email, title) matches a LIKE `pattern`, counted up to `limit` (each a
 * match of the list's own test). GIN has only bitmap scans, so on the full index a broad term reads every
 * match before the limit applies (ADR 084). The samples are counted first: `limit` real matches in a
 * sample are `limit` matches of the owner, an exact answer. The smallest sample's count says which larger
 * sample can be expected to hold `limit` (its count times the ratio of their sizes); the others are
 * skipped. Each later count sits in its own CASE branch, which PostgreSQL runs only when the branches
 * before it did not decide, so a broad term stops at the first sample that holds `limit` matches and a
 * narrow one pays the smallest sample (a fraction of a millisecond) before the full index.
 */
export function prospectSearchProbe(ownerId: string, text: string, limit: number): SQL {
  // The term as a plain parameter: the probe's custom plans see it, and PostgreSQL keeps its generic plan
  // (ADR 088); with the term unseen (termPattern) its custom plans looked as cheap and it re-planned each time.
  const pattern = sql`${text}`;
  const literal = (value: number) => sql.raw(String(value));
  const count = (mask: number | null, keys: 'owner and text' | 'text' = 'owner and text') =>
    sql`(select count(*) from (select 1 from prospects p where ${mask === null ? sql`` : sql`(hashtext(p.id) & ${literal(mask)}) = 0 and `}${ownerMatchesOf(ownerId, pattern, keys)} limit ${literal(limit)}) as probe)`;
  const [first, ...larger] = PROSPECT_SEARCH_SAMPLES;
  const expectedToHold = larger.map(
    (sample) =>
      sql`when (select n from first_sample) >= ${literal(Math.ceil((limit * sample.oneIn) / first.oneIn))} and ${count(sample.mask)} >= ${literal(limit)} then ${literal(limit)}`,
  );
  // The full index last: by the text alone when the term is rare in every account (ADR 088).
  const fullIndex = sql`case when ${rareInSample(pattern)} then ${count(null, 'text')} else ${count(null)} end`;
  // Prepared (ADR 088): its plan is the same for every owner and term, each branch a bitmap scan of its
  // index, and which branches run is decided as it runs; a generic plan saves planning 7 counts each time.
  return sql`${sql.raw(PREPARED_STATEMENT)}with first_sample as materialized (select ${count(first.mask)} as n) select case when (select n from first_sample) >= ${literal(limit)} then ${literal(limit)} ${sql.join(expectedToHold, sql` `)} else ${fullIndex} end as n`;
}

/**
 * PostgreSQL: a statement selecting `likely`, whether the owner's prospects whose own text matches a LIKE
 * `pattern` look broad in the 1-in-256 sample (ADR 096): it holds at least the count at which
 * prospectSearchProbe, counting up to `limit`, goes on to the 1-in-16 sample. Read beside the probe, it
 * lets a broad page be read before the probe has answered. Only a guess: the probe still decides the route,
 * and a page read on this guess is used only when the probe says broad. Prepared, with plain parameters as
 * the probe's first sample (its plan is that sample's bitmap scan for every owner and term).
 */
export function prospectSearchLooksBroad(ownerId: string, pattern: string, limit: number): SQL {
  const [first, , ofSixteen] = PROSPECT_SEARCH_SAMPLES;
  const atLeast = sql.raw(String(Math.ceil((limit * ofSixteen.oneIn) / first.oneIn)));
  return sql`${sql.raw(PREPARED_STATEMENT)}select (select count(*) from (select 1 from prospects p where (hashtext(p.id) & ${sql.raw(String(first.mask))}) = 0 and ${ownerMatchesOf(ownerId, sql`${pattern}`, 'owner and text')} limit ${atLeast}) as sample) >= ${atLeast} as likely`;
}

/**
 * PostgreSQL: the list test's company part for a walk of one owner's prospects (ADR 088): the prospect's
 * company is one of the owner's companies whose name matches a LIKE `pattern`. That set is read once
 * from the companies' trigram index (a hashed subplan), where the joined `companies.name` test looked up
 * each walked row's company (4 of a broad page's 5 buffer reads). Rows as the join's test, a prospect's
 * company being its owner's (as prospectSearchCandidates takes it).
 */
export function prospectCompanyNameMatch(ownerId: string, pattern: string): SQL {
  // Prepared with its statement (ADR 092): a walk's plan is the owner's index in list order whatever
  // the owner and term; this set is a hashed subplan either way.
  return sql`${prospects.companyId} in (${sql.raw(PREPARED_STATEMENT)}select c.id from companies c where c.owner_id = ${unseenValue(ownerId)} and company_search_text(c.name, c.domain, c.industry, c.location) like ${termPattern(pattern)} escape '\\' and c.name like ${termPattern(pattern)} escape '\\')`;
}

/** PostgreSQL: the owner's companies whose text matches a LIKE `pattern`, counted up to `limit` (see prospectSearchProbe; no samples). */
export function companySearchProbe(ownerId: string, pattern: string, limit: number): SQL {
  return sql`select count(*) as n from (select 1 from companies c where c.owner_id = ${ownerId} and company_search_text(c.name, c.domain, c.industry, c.location) like ${pattern} escape '\\' limit ${sql.raw(String(limit))}) as probe`;
}

/** PostgreSQL's candidates for one owner's companies matching a LIKE `pattern`: next to the owner's condition, the GIN index answers both. */
export function companySearchCandidates(pattern: string): SQL {
  return sql`company_search_text(${companies.name}, ${companies.domain}, ${companies.industry}, ${companies.location}) like ${pattern} escape '\\'`;
}

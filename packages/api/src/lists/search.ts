import { type AppDatabase, searchUsesTrigramTables } from '@leadpath/db';
import { type AnyColumn, asc, desc, eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { z } from 'zod';
import { containsPattern, encodeCursor, LIST_TOTAL_CAP } from './cursor.ts';

/** The trigram index answers terms of at least this many characters; shorter ones are scanned. */
const TRIGRAM_LENGTH = 3;

/**
 * Up to this many matches in the whole index a term is narrow: its page is read from the index and sorted.
 * A broader term fills a page sooner by walking the list's own (owner, sort key) index.
 */
export const NARROW_SEARCH_MATCHES = 1000;

/**
 * A search the index cannot drive (scan and broad routes) examines at most this many of the owner's
 * rows for one page, in list order, and counts its matches among the first this many (ADR 019).
 * A list this long or shorter is always answered exactly; a longer one pages on past rows it examined.
 */
export const SEARCH_SCAN_ROWS = 5_000;

/** The total a list page reports beside its rows. */
export const listTotalShape = {
  /** Matches counted up to LIST_TOTAL_CAP; totalIsCapped when there are more. */
  total: z.number().int().nonnegative(),
  totalIsCapped: z.boolean(),
  /**
   * Counted among the first SEARCH_SCAN_ROWS rows of the list only (a term of 1 or 2 characters on a
   * longer list): there may be more. Its pages may come back short; nextCursor goes on past them.
   */
  totalIsPartial: z.boolean(),
};
export type ListTotal = { total: number; totalIsCapped: boolean; totalIsPartial: boolean };

/**
 * How a list search runs (ADR 014, ADR 060 for PostgreSQL). none: no search, or on PostgreSQL a term the
 * list's own test answers through its table's trigram index. scan: too short for the index, rows are
 * tested one by one. narrow / broad: the trigram index finds the candidates (see NARROW_SEARCH_MATCHES);
 * on PostgreSQL broad only: a term matching so many rows that the page walks the owner's list.
 */
export type SearchRoute = 'none' | 'scan' | 'narrow' | 'broad';

/** The term as one FTS5 phrase, which the trigram tokenizer reads as a case-insensitive substring. */
export function searchPhrase(term: string): string {
  return `"${term.replaceAll('"', '""')}"`;
}

/**
 * The entries of one owner in a trigram index (ADR 028): their rowids are the owner's key times
 * SEARCH_KEY_SPAN plus the indexed row's rowid (migration 0017), so a MATCH limited to that range reads
 * the owner's entries only, whatever the size of the other accounts.
 */
export const SEARCH_KEY_SPAN = 2 ** 32;

/**
 * The first rowid of the owner's entries in the trigram indexes; null when the owner never had a row.
 * On PostgreSQL OWNER_INDEXED: the owner is the first column of the listed table's own trigram index.
 */
export type SearchScope = number | null | typeof OWNER_INDEXED | typeof OWNER_WALKED;
export const OWNER_INDEXED = 'owner-indexed';
/**
 * PostgreSQL, a broad term's walk of the owner's rows: no index candidates, and the list's test for one
 * owner (ownerTextMatch) where the list has one (ADR 088).
 */
export const OWNER_WALKED = 'owner-walked';

export async function searchScopeOf(db: AppDatabase, ownerId: string): Promise<SearchScope> {
  if (!searchUsesTrigramTables(db)) return OWNER_INDEXED;
  const [key] = await db.$sql.pluck<number>('select key from search_owner_keys where owner_id = ?', [
    ownerId,
  ]);
  return key === undefined ? null : key * SEARCH_KEY_SPAN;
}

export async function searchRouteOf(
  db: AppDatabase,
  list: SearchableList,
  ownerId: string,
  term: string | undefined,
  scope: SearchScope,
): Promise<SearchRoute> {
  if (!term) return 'none';
  if ([...term].length < TRIGRAM_LENGTH) return 'scan';
  if (scope === OWNER_INDEXED) return postgresSearchRoute(db, list, ownerId, term);
  const row = await db.get<{ n: number }>(
    sql`select count(*) as n from (select 1 from ${list.searchTable} where ${searchIndexMatch(list.searchTable, term, scope)} limit ${NARROW_SEARCH_MATCHES + 1})`,
  );
  return (row?.n ?? 0) > NARROW_SEARCH_MATCHES ? 'broad' : 'narrow';
}

/** PostgreSQL: whether a term's route is decided by the list's probe (postgresSearchRoute), not by its length or a line break. */
export function isProbedTerm(term: string | undefined): term is string {
  return term !== undefined && [...term].length >= TRIGRAM_LENGTH && !term.includes('\n');
}

/**
 * PostgreSQL: the list's own test, answered by its (owner, text) trigram index, is exact but reads,
 * sorts and counts every match, so a broad term costs what it matches (docs/benchmarks.md). A term
 * with more than NARROW_SEARCH_MATCHES of the owner's rows matching the table's own text is broad:
 * its page walks the owner's rows in list order, as on SQLite; any other term stays on the index.
 */
async function postgresSearchRoute(
  db: AppDatabase,
  list: SearchableList,
  ownerId: string,
  term: string,
): Promise<SearchRoute> {
  // A line break could match across the probe text's columns: such a term stays on the exact test.
  if (term.includes('\n')) return 'none';
  const row = await db.get<{ n: number }>(
    list.ownerTextProbe(ownerId, containsPattern(term), NARROW_SEARCH_MATCHES + 1),
  );
  return Number(row?.n ?? 0) > NARROW_SEARCH_MATCHES ? 'broad' : 'none';
}

/**
 * The total a PostgreSQL broad term already has when it is the only filter: its probe read more than
 * NARROW_SEARCH_MATCHES rows, each a match of the list's own test (the probe's text is the same columns),
 * so the capped count is known without counting again. Null anywhere else.
 */
export function probedSearchTotal(
  route: SearchRoute,
  scope: SearchScope,
  onlyTerm: boolean,
): ListTotal | null {
  if (route !== 'broad' || scope !== OWNER_INDEXED || !onlyTerm || NARROW_SEARCH_MATCHES < LIST_TOTAL_CAP)
    return null;
  return { total: LIST_TOTAL_CAP, totalIsCapped: true, totalIsPartial: false };
}

/** Whether a route's page walks the owner's rows in list order, testing each: at most SEARCH_SCAN_ROWS of them. */
export function walksOwnerRows(route: SearchRoute): boolean {
  return route === 'scan' || route === 'broad';
}

/** A walk of the owner's rows in list order, from `start` (the owner's rows, after the cursor if any). */
export interface OwnerWalk {
  table: SQLiteTable;
  start: SQL;
  sortColumn: SQLiteColumn;
  idColumn: SQLiteColumn;
  direction: 'asc' | 'desc';
}

/** The last row a bounded walk may examine. */
export interface ScanWindowEnd {
  value: string | number;
  id: string;
}

/**
 * The SEARCH_SCAN_ROWS-th row of a walk, or null when fewer rows remain. Read from the list's
 * covering (owner, sort key, id) index, it costs about a millisecond; the walk then stops there.
 */
export async function scanWindowEnd(db: AppDatabase, walk: OwnerWalk): Promise<ScanWindowEnd | null> {
  const order = walk.direction === 'asc' ? asc : desc;
  const last = await db
    // The value as stored (no Date mapping), so the range below compares like with like.
    .select({ value: sql<string | number>`${walk.sortColumn}`, id: walk.idColumn })
    .from(walk.table)
    .where(walk.start)
    .orderBy(order(walk.sortColumn), order(walk.idColumn))
    .limit(1)
    .offset(SEARCH_SCAN_ROWS - 1)
    .get();
  return last ? { value: last.value, id: String(last.id) } : null;
}

/**
 * PostgreSQL, a walk's window as the source of the page's own statement (ADR 092): its first
 * SEARCH_SCAN_ROWS rows in list order, named as the walked table, so the page's columns and tests read
 * them unchanged. The limit is applied as rows are fetched: a page that fills early stops early, and the
 * window's end is no statement of its own (read afterwards only for a short page's cursor).
 */
export function scanWindowRows(db: AppDatabase, walk: OwnerWalk) {
  const order = walk.direction === 'asc' ? asc : desc;
  return db
    .select()
    .from(walk.table)
    .where(walk.start)
    .orderBy(order(walk.sortColumn), order(walk.idColumn))
    .limit(literalLimit(SEARCH_SCAN_ROWS))
    .as(getTableName(walk.table));
}

/**
 * A LIMIT written into a Drizzle statement's text, where `.limit(n)` sends a parameter: a plan
 * prepared once (ADR 092) then knows how few rows it reads, as a planned-each-time one does.
 */
export function literalLimit(rows: number): number {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new Error(`a LIMIT is a row count, not ${rows}`);
  // Drizzle writes an SQL object given as the limit into the text as it is.
  return sql.raw(String(rows)) as unknown as number;
}

/** The rows of a walk up to and including its window's last row: a range of the same index. */
export function withinScanWindow(walk: OwnerWalk, end: ScanWindowEnd): SQL {
  return walk.direction === 'asc'
    ? sql`(${walk.sortColumn}, ${walk.idColumn}) <= (${end.value}, ${end.id})`
    : sql`(${walk.sortColumn}, ${walk.idColumn}) >= (${end.value}, ${end.id})`;
}

/**
 * Where the next page starts: after the page's last row, or when a bounded walk examined its whole
 * window without filling the page (it read `limit` rows or fewer), after the window's last row.
 */
export function nextPageCursor(
  windowEnd: ScanWindowEnd | null,
  rowsRead: number,
  limit: number,
  afterPage: string | null,
): string | null {
  return windowEnd && rowsRead <= limit ? encodeCursor(windowEnd.value, windowEnd.id) : afterPage;
}

/**
 * Whether a route reads its candidates from a joined trigram table (SQLite; counts always do for an
 * indexed term). On PostgreSQL (OWNER_INDEXED) the candidates are a condition of the list itself.
 */
export function usesSearchIndex(route: SearchRoute, scope: SearchScope = null): boolean {
  return (route === 'narrow' || route === 'broad') && scope !== OWNER_INDEXED;
}

/**
 * The candidates of a trigram index, for a query that joins it with searchJoin. They are only
 * candidates: the index folds non-ASCII case too, so the list's LIKE test still decides.
 */
export function searchIndexMatch(searchTable: SQLiteTable, term: string, scope: SearchScope): SQL {
  // An owner with no key has no entries: the range -1..-1 is empty.
  const first = typeof scope === 'number' ? scope : -1;
  const last = typeof scope === 'number' ? scope + SEARCH_KEY_SPAN - 1 : -1;
  return sql`${searchTable} match ${searchPhrase(term)} and ${searchTable}.rowid between ${first} and ${last}`;
}

/** What a list search needs to know about its table. */
export interface SearchableList {
  ownerColumn: AnyColumn;
  searchTable: SQLiteTable;
  /** The exact test of a term, which decides over the index's candidates. */
  textMatch: (term: string) => SQL;
  /** PostgreSQL: the candidates its (owner, text) trigram index answers for a LIKE pattern (packages/db dialect). */
  ownerIndexCandidates: (ownerId: string, pattern: string) => SQL;
  /**
   * PostgreSQL: the route's probe, a statement selecting `n`, the owner's rows whose own text matches the
   * pattern (each an exact match of the list's test), counted up to `limit` (packages/db dialect, ADR 084).
   */
  ownerTextProbe: (ownerId: string, pattern: string, limit: number) => SQL;
  /**
   * PostgreSQL, optional: textMatch for one owner's rows, its joined columns tested through a set read
   * once (packages/db dialect, ADR 088). Used by a broad term's walk (OWNER_WALKED).
   */
  ownerTextMatch?: (ownerId: string, term: string) => SQL;
}

/**
 * The conditions for one owner's rows matching a term. viaSearchIndex: the query also joins the
 * search table and is driven by the trigram index, not by the owner's index.
 */
export function ownerSearchConditions(
  list: SearchableList,
  ownerId: string,
  term: string | undefined,
  viaSearchIndex: boolean,
  scope: SearchScope = null,
): SQL[] {
  // The unary + keeps SQLite from walking the owner's index when the trigram index is the better start.
  const conditions = [
    viaSearchIndex ? sql`+${list.ownerColumn} = ${ownerId}` : eq(list.ownerColumn, ownerId),
  ];
  if (term) {
    if (viaSearchIndex) conditions.push(searchIndexMatch(list.searchTable, term, scope));
    // Beside the owner's condition, so PostgreSQL reads the owner's candidates from the GIN index.
    if (scope === OWNER_INDEXED) conditions.push(list.ownerIndexCandidates(ownerId, containsPattern(term)));
    conditions.push(
      scope === OWNER_WALKED && list.ownerTextMatch
        ? list.ownerTextMatch(ownerId, term)
        : list.textMatch(term),
    );
  }
  return conditions;
}

/**
 * The join of an index to the table it indexes, for one owner's entries (migration 0017): the entry's
 * rowid is the owner's scope plus the row's rowid. Written as the row's rowid so the index drives.
 */
export function searchJoin(searchTable: SQLiteTable, listed: SQLiteTable, scope: SearchScope): SQL {
  return sql`${listed}.rowid = ${searchTable}.rowid - ${typeof scope === 'number' ? scope : 0}`;
}

import type { AppDatabase } from '@leadpath/db';
import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';

/** The trigram index answers terms of at least this many characters; shorter ones are scanned. */
const TRIGRAM_LENGTH = 3;

/**
 * Up to this many matches in the whole index a term is narrow: its page is read from the index and sorted.
 * A broader term fills a page sooner by walking the list's own (owner, sort key) index.
 */
export const NARROW_SEARCH_MATCHES = 1000;

/**
 * How a list search runs (ADR 014). none: no search. scan: too short for the index, rows are tested
 * one by one. narrow / broad: the trigram index finds the candidates (see NARROW_SEARCH_MATCHES).
 */
export type SearchRoute = 'none' | 'scan' | 'narrow' | 'broad';

/** The term as one FTS5 phrase, which the trigram tokenizer reads as a case-insensitive substring. */
export function searchPhrase(term: string): string {
  return `"${term.replaceAll('"', '""')}"`;
}

export function searchRouteOf(
  db: AppDatabase,
  searchTable: SQLiteTable,
  term: string | undefined,
): SearchRoute {
  if (!term) return 'none';
  if ([...term].length < TRIGRAM_LENGTH) return 'scan';
  const row = db.get<{ n: number }>(
    sql`select count(*) as n from (select 1 from ${searchTable} where ${searchTable} match ${searchPhrase(term)} limit ${NARROW_SEARCH_MATCHES + 1})`,
  );
  return (row?.n ?? 0) > NARROW_SEARCH_MATCHES ? 'broad' : 'narrow';
}

/** Whether a route reads its candidates from the index (counts always do for an indexed term). */
export function usesSearchIndex(route: SearchRoute): boolean {
  return route === 'narrow' || route === 'broad';
}

/**
 * The candidates of a trigram index, for a query that joins it with searchJoin. They are only
 * candidates: the index folds non-ASCII case too, so the list's LIKE test still decides.
 */
export function searchIndexMatch(searchTable: SQLiteTable, term: string): SQL {
  return sql`${searchTable} match ${searchPhrase(term)}`;
}

/** What a list search needs to know about its table. */
export interface SearchableList {
  ownerColumn: AnyColumn;
  searchTable: SQLiteTable;
  /** The exact test of a term, which decides over the index's candidates. */
  textMatch: (term: string) => SQL;
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
): SQL[] {
  // The unary + keeps SQLite from walking the owner's index when the trigram index is the better start.
  const conditions = [
    viaSearchIndex ? sql`+${list.ownerColumn} = ${ownerId}` : eq(list.ownerColumn, ownerId),
  ];
  if (term) {
    if (viaSearchIndex) conditions.push(searchIndexMatch(list.searchTable, term));
    conditions.push(list.textMatch(term));
  }
  return conditions;
}

/** The join of an index to the table it indexes: both share the rowid (migrations 0003, 0004). */
export function searchJoin(searchTable: SQLiteTable, listed: SQLiteTable): SQL {
  return sql`${searchTable}.rowid = ${listed}.rowid`;
}

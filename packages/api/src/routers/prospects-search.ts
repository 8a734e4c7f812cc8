import { type AppDatabase, companies, prospects, prospectsSearch } from '@leadpath/db';
import { or, type SQL, sql } from 'drizzle-orm';
import { containsText } from './list-cursor.ts';

/** The trigram index answers terms of at least this many characters; shorter ones are scanned. */
const TRIGRAM_LENGTH = 3;

/**
 * Up to this many matches in the whole index a term is narrow: its page is read from the index and sorted.
 * A broader term fills a page sooner by walking the list's own (owner, sort key) index.
 */
export const NARROW_SEARCH_MATCHES = 1000;

/**
 * How a list search runs. none: no search. scan: too short for the index, every row is tested.
 * narrow / broad: the trigram index finds the candidates (see NARROW_SEARCH_MATCHES).
 */
export type SearchRoute = 'none' | 'scan' | 'narrow' | 'broad';

/** The term as one FTS5 phrase, which the trigram tokenizer reads as a case-insensitive substring. */
export function searchPhrase(term: string): string {
  return `"${term.replaceAll('"', '""')}"`;
}

export function searchRouteOf(db: AppDatabase, term: string | undefined): SearchRoute {
  if (!term) return 'none';
  if ([...term].length < TRIGRAM_LENGTH) return 'scan';
  const row = db.get<{ n: number }>(
    sql`select count(*) as n from (select 1 from ${prospectsSearch} where ${prospectsSearch} match ${searchPhrase(term)} limit ${NARROW_SEARCH_MATCHES + 1})`,
  );
  return (row?.n ?? 0) > NARROW_SEARCH_MATCHES ? 'broad' : 'narrow';
}

/**
 * The exact test of a search: a substring of the name, email, title or (joined) company name.
 * The trigram index folds non-ASCII case too, so it only proposes candidates and this decides.
 */
export function prospectTextMatch(term: string): SQL {
  return or(
    containsText(sql`${prospects.firstName} || ' ' || ${prospects.lastName}`, term),
    containsText(prospects.email, term),
    containsText(prospects.title, term),
    containsText(companies.name, term),
  ) as SQL;
}

/** The candidates of the trigram index; the query must join prospectsSearch (prospectsSearchJoin). */
export function searchIndexMatch(term: string): SQL {
  return sql`${prospectsSearch} match ${searchPhrase(term)}`;
}

export const prospectsSearchJoin = sql`${prospectsSearch}.rowid = ${prospects}.rowid`;

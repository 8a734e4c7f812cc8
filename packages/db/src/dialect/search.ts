import type { AppDatabase } from '../client.ts';

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

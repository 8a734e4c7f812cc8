import { type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../client.ts';
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
 * PostgreSQL's candidates for one owner's prospects whose text matches a LIKE `pattern` (escaped with
 * `\`): the (owner_id, prospect_search_text) GIN index, plus the prospects of the owner's companies
 * whose name matches (companies' index), as SQLite's prospects_search indexed the company's name. A
 * superset of the list's own test, which still decides; written as one `id in (…)` so each part reads
 * its own index (an OR across them would walk all of the owner's rows).
 */
export function prospectSearchCandidates(ownerId: string, pattern: string): SQL {
  return sql`${prospects.id} in (select p.id from prospects p where p.owner_id = ${ownerId} and prospect_search_text(p.first_name, p.last_name, p.email, p.title) like ${pattern} escape '\\' union all select p.id from prospects p where p.owner_id = ${ownerId} and p.company_id in (select c.id from companies c where c.owner_id = ${ownerId} and company_search_text(c.name, c.domain, c.industry, c.location) like ${pattern} escape '\\'))`;
}

/**
 * PostgreSQL: the owner's prospects whose own text (name, email, title) matches a LIKE `pattern`, for the
 * list search's route probe (a select to wrap with a limit). Each is a match of the list's own test.
 */
export function prospectSearchProbe(ownerId: string, pattern: string): SQL {
  return sql`select 1 from prospects p where p.owner_id = ${ownerId} and prospect_search_text(p.first_name, p.last_name, p.email, p.title) like ${pattern} escape '\\'`;
}

/** PostgreSQL: the owner's companies whose text matches a LIKE `pattern` (see prospectSearchProbe). */
export function companySearchProbe(ownerId: string, pattern: string): SQL {
  return sql`select 1 from companies c where c.owner_id = ${ownerId} and company_search_text(c.name, c.domain, c.industry, c.location) like ${pattern} escape '\\'`;
}

/** PostgreSQL's candidates for one owner's companies matching a LIKE `pattern`: next to the owner's condition, the GIN index answers both. */
export function companySearchCandidates(pattern: string): SQL {
  return sql`company_search_text(${companies.name}, ${companies.domain}, ${companies.industry}, ${companies.location}) like ${pattern} escape '\\'`;
}

-- List search on PostgreSQL (ADR 041), in place of SQLite's FTS5 trigram tables prospects_search and
-- companies_search (migrations 0003, 0004, 0017). pg_trgm's GIN operator class answers the lists'
-- `LIKE '%term%'` tests (ILIKE on PostgreSQL) from the index; btree_gin puts owner_id in the same
-- index, first, so one account's search reads that account's entries only (ADR 028's per-account search,
-- without search_owner_keys' rowid ranges). Both extensions are trusted: a database owner may create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
-- One text per row holds every column the FTS5 table indexed, so a term is one AND with the owner:
--   owner_id = $1 AND prospect_search_text(first_name, last_name, email, title) ILIKE '%term%'
-- and the index reads only that owner's candidates. (Separate columns in the index would need an OR,
-- which PostgreSQL answers by factoring the owner out and reading all of the owner's entries.) They
-- are candidates, as the FTS5 table's were: the list's own LIKE tests (ILIKE) still decide.
-- prospects_search indexed `first_name || ' ' || last_name`, email, title and the company's name; the
-- company's name is found through companies_search_trgm_idx and the prospect's company_id.
CREATE FUNCTION prospect_search_text(first_name text, last_name text, email text, title text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT first_name || ' ' || last_name || E'\n' || email || E'\n' || title $$;
--> statement-breakpoint
CREATE INDEX prospects_search_trgm_idx ON prospects USING gin (
  owner_id,
  prospect_search_text(first_name, last_name, email, title) gin_trgm_ops
);
--> statement-breakpoint
-- companies_search indexed name, domain, industry and location: companyTextMatch's columns.
CREATE FUNCTION company_search_text(name text, domain text, industry text, location text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT name || E'\n' || domain || E'\n' || industry || E'\n' || location $$;
--> statement-breakpoint
CREATE INDEX companies_search_trgm_idx ON companies USING gin (
  owner_id,
  company_search_text(name, domain, industry, location) gin_trgm_ops
);

-- The search's GIN trigram indexes keep at most 64 kB of pending entries (ADR 096). With GIN's fast update
-- (on by default), a written row's entries wait in a pending list until it passes gin_pending_list_limit
-- (4 MB) or a vacuum merges it; autovacuum seldom runs on a table of 1,000,000 rows that is mostly read.
-- Every scan of the index reads the whole pending list: 361 pages (2,881 written rows) cost a narrow
-- term's full-index read 2.9-6.8 ms instead of 0.35-0.54 ms, once for the probe, the page and the count
-- each. 64 kB (the least PostgreSQL allows) bounds that to 8 pages, and writes still merge their entries
-- in batches. The pending entries already there are merged now.
ALTER INDEX prospects_search_trgm_idx SET (gin_pending_list_limit = 64);
--> statement-breakpoint
ALTER INDEX prospects_search_sample256_idx SET (gin_pending_list_limit = 64);
--> statement-breakpoint
ALTER INDEX prospects_search_sample64_idx SET (gin_pending_list_limit = 64);
--> statement-breakpoint
ALTER INDEX prospects_search_sample16_idx SET (gin_pending_list_limit = 64);
--> statement-breakpoint
ALTER INDEX companies_search_trgm_idx SET (gin_pending_list_limit = 64);
--> statement-breakpoint
SELECT gin_clean_pending_list(c.oid) FROM pg_class c WHERE c.relname IN (
  'prospects_search_trgm_idx', 'prospects_search_sample256_idx', 'prospects_search_sample64_idx',
  'prospects_search_sample16_idx', 'companies_search_trgm_idx'
);

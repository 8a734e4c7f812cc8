-- The trigram indexes stop merging inside app writes (issue 30, ADR 087): with automerge on, whichever
-- write came after enough new segments merged them in its own statement (a 40-row insert held the
-- connection up to 225 ms). The WAL checkpointer's worker merges them in small steps instead
-- (packages/db/src/search-merge.ts). Persistent in each index's config; SQLite only (PostgreSQL has no FTS5).
INSERT INTO `prospects_search` (`prospects_search`, `rank`) VALUES ('automerge', 0);
--> statement-breakpoint
INSERT INTO `companies_search` (`companies_search`, `rank`) VALUES ('automerge', 0);

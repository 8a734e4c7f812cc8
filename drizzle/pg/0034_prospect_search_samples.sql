-- Sampled trigram indexes for the prospects search's route probe (ADR 084). The probe asks whether an
-- owner has more than 1,000 matches of a term (ADR 060). A GIN index has only bitmap scans, so on the
-- full index (0002) the probe reads every match of a broad term before its limit applies (50,270 for
-- "tay" at 1,000,000 prospects, docs/benchmarks.md). These partial indexes hold the same (owner, text)
-- entries for a fixed sample of rows, 1 in 256, 1 in 64 and 1 in 16, chosen by a hash of the id so the
-- samples do not depend on the text. Matches counted in a sample are real matches (each row is tested as
-- in the full probe), so 1,001 of them prove "over 1,000" exactly; a smaller count proves nothing and the
-- probe goes on to the next sample, then to the full index. The samples nest (a row of the 1-in-256
-- sample is in the other two). Together they are about a seventh of 0002's index (12.5 MB against 83 MB
-- at 1,000,000 prospects), and only 1 prospect in 16 has entries in any of them.
CREATE INDEX prospects_search_sample256_idx ON prospects USING gin (
  owner_id,
  prospect_search_text(first_name, last_name, email, title) gin_trgm_ops
) WHERE (hashtext(id) & 255) = 0;
--> statement-breakpoint
CREATE INDEX prospects_search_sample64_idx ON prospects USING gin (
  owner_id,
  prospect_search_text(first_name, last_name, email, title) gin_trgm_ops
) WHERE (hashtext(id) & 63) = 0;
--> statement-breakpoint
CREATE INDEX prospects_search_sample16_idx ON prospects USING gin (
  owner_id,
  prospect_search_text(first_name, last_name, email, title) gin_trgm_ops
) WHERE (hashtext(id) & 15) = 0;

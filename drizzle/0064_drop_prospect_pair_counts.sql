-- ADR 080: the GTM audience counts from prospect_fact_counts (ADR 077); the (title, company) pairs of ADR 067
-- and the triggers that kept them on every prospect write go.
DROP TRIGGER IF EXISTS `prospects_pair_count_insert`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `prospects_pair_count_delete`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `prospects_pair_count_move`;--> statement-breakpoint
DROP TABLE `prospect_pair_counts`;

CREATE TABLE `enrichment_run_selections` (
	`run_id` text PRIMARY KEY NOT NULL,
	`prospect_ids` text NOT NULL,
	FOREIGN KEY (`run_id`) REFERENCES `enrichment_runs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Runs already recorded keep their selection (a queued or running run resumes from it).
INSERT INTO `enrichment_run_selections` (`run_id`, `prospect_ids`) SELECT `id`, `prospect_ids` FROM `enrichment_runs`;--> statement-breakpoint
ALTER TABLE `enrichment_runs` DROP COLUMN `prospect_ids`;
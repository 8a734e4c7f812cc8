ALTER TABLE `prospects` ADD `gtm_score` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `prospects_owner_gtm_score_idx` ON `prospects` (`owner_id`,`gtm_score`,`id`);
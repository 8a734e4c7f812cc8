DROP INDEX `prospects_company_idx`;--> statement-breakpoint
CREATE INDEX `prospects_company_created_idx` ON `prospects` (`company_id`,`created_at`,`id`);
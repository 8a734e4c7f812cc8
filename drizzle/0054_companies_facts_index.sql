DROP INDEX `prospect_pair_counts_owner_company_idx`;--> statement-breakpoint
CREATE INDEX `prospect_pair_counts_owner_company_idx` ON `prospect_pair_counts` (`owner_id`,`company_id`,`title`,`prospects`);--> statement-breakpoint
CREATE INDEX `companies_owner_facts_idx` ON `companies` (`owner_id`,`industry`,`size`,`location`,`id`);
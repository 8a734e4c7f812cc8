CREATE INDEX `companies_owner_facts_idx` ON `companies` (`owner_id`,`industry`,`size`,`location`,`id`);

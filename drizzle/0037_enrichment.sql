CREATE TABLE `enrichment_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`prospect_ids` text NOT NULL,
	`overwrite` text NOT NULL,
	`total` integer NOT NULL,
	`done` integer DEFAULT 0 NOT NULL,
	`status` text NOT NULL,
	`created_at` integer NOT NULL,
	`finished_at` integer,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `enrichment_values` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`prospect_id` text NOT NULL,
	`field` text NOT NULL,
	`value` text NOT NULL,
	`source` text NOT NULL,
	`confidence` integer NOT NULL,
	`status` text NOT NULL,
	`found_at` integer NOT NULL,
	`decided_at` integer,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`prospect_id`) REFERENCES `prospects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `enrichment_values_prospect_field_source_idx` ON `enrichment_values` (`prospect_id`,`field`,`source`);--> statement-breakpoint
CREATE INDEX `enrichment_values_owner_idx` ON `enrichment_values` (`owner_id`);
CREATE TABLE `gtm_playbooks` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`name` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`template_key` text,
	`profile` text NOT NULL,
	`personas` text NOT NULL,
	`messaging` text NOT NULL,
	`scoring_rules` text NOT NULL,
	`activated_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `gtm_playbooks_owner_created_idx` ON `gtm_playbooks` (`owner_id`,`created_at`,`id`);
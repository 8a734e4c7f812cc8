CREATE TABLE `tasks` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`prospect_id` text NOT NULL,
	`title` text NOT NULL,
	`type` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`due_at` integer NOT NULL,
	`source_key` text,
	`created_at` integer NOT NULL,
	`completed_at` integer,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`prospect_id`) REFERENCES `prospects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tasks_owner_source_idx` ON `tasks` (`owner_id`,`source_key`);--> statement-breakpoint
CREATE INDEX `tasks_owner_status_due_idx` ON `tasks` (`owner_id`,`status`,`due_at`,`id`);--> statement-breakpoint
CREATE INDEX `tasks_prospect_idx` ON `tasks` (`prospect_id`);--> statement-breakpoint
ALTER TABLE `gtm_plays` ADD `task_title` text;--> statement-breakpoint
ALTER TABLE `gtm_plays` ADD `task_type` text;--> statement-breakpoint
ALTER TABLE `gtm_plays` ADD `task_due_days` integer;
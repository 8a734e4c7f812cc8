CREATE TABLE `gtm_play_targets` (
	`play_id` text NOT NULL,
	`prospect_id` text NOT NULL,
	`outcome` text NOT NULL,
	`reason` text,
	`at` integer NOT NULL,
	FOREIGN KEY (`play_id`) REFERENCES `gtm_plays`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gtm_play_targets_play_prospect_idx` ON `gtm_play_targets` (`play_id`,`prospect_id`);--> statement-breakpoint
CREATE TABLE `gtm_plays` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`playbook_id` text NOT NULL,
	`name` text NOT NULL,
	`trigger` text NOT NULL,
	`no_reply_days` integer,
	`persona` text,
	`titles` text NOT NULL,
	`action` text NOT NULL,
	`sequence_id` text,
	`status` text,
	`enabled` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`playbook_id`) REFERENCES `gtm_playbooks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `gtm_plays_owner_trigger_idx` ON `gtm_plays` (`owner_id`,`trigger`,`enabled`);--> statement-breakpoint
CREATE INDEX `gtm_plays_playbook_idx` ON `gtm_plays` (`playbook_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `gtm_triggered_play_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`play_id` text NOT NULL,
	`event_key` text NOT NULL,
	`matched` integer NOT NULL,
	`done` integer NOT NULL,
	`skipped` text NOT NULL,
	`ran_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`play_id`) REFERENCES `gtm_plays`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gtm_triggered_play_runs_play_event_idx` ON `gtm_triggered_play_runs` (`play_id`,`event_key`);--> statement-breakpoint
CREATE INDEX `gtm_triggered_play_runs_play_ran_idx` ON `gtm_triggered_play_runs` (`play_id`,`ran_at`);
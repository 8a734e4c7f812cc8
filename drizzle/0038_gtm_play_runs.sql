CREATE TABLE `gtm_play_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`playbook_id` text NOT NULL,
	`trigger` text NOT NULL,
	`day` text NOT NULL,
	`matched` integer NOT NULL,
	`enrolled` integer NOT NULL,
	`skipped` text NOT NULL,
	`ran_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`playbook_id`) REFERENCES `gtm_playbooks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gtm_play_runs_playbook_day_idx` ON `gtm_play_runs` (`playbook_id`,`trigger`,`day`);--> statement-breakpoint
CREATE INDEX `gtm_play_runs_playbook_ran_idx` ON `gtm_play_runs` (`playbook_id`,`ran_at`);
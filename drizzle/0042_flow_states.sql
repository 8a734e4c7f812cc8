CREATE TABLE `flow_states` (
	`kind` text NOT NULL,
	`id` text NOT NULL,
	`subject` text NOT NULL,
	`data` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	PRIMARY KEY(`kind`, `id`)
);
--> statement-breakpoint
CREATE INDEX `flow_states_subject_idx` ON `flow_states` (`kind`,`subject`);--> statement-breakpoint
CREATE INDEX `flow_states_expires_idx` ON `flow_states` (`expires_at`);
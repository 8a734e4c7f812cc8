CREATE TABLE `calls` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`prospect_id` text NOT NULL,
	`session_id` text,
	`to_number` text NOT NULL,
	`provider` text NOT NULL,
	`provider_call_id` text,
	`status` text DEFAULT 'in_progress' NOT NULL,
	`disposition_id` text,
	`disposition` text,
	`notes` text DEFAULT '' NOT NULL,
	`duration_seconds` integer,
	`recording_url` text,
	`follow_up_at` integer,
	`follow_up_note` text,
	`started_at` integer NOT NULL,
	`ended_at` integer,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`prospect_id`) REFERENCES `prospects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`session_id`) REFERENCES `dialer_sessions`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`disposition_id`) REFERENCES `dialer_dispositions`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `calls_owner_started_idx` ON `calls` (`owner_id`,`started_at`);--> statement-breakpoint
CREATE INDEX `calls_prospect_started_idx` ON `calls` (`prospect_id`,`started_at`);--> statement-breakpoint
CREATE INDEX `calls_owner_number_idx` ON `calls` (`owner_id`,`to_number`);--> statement-breakpoint
CREATE TABLE `dialer_dispositions` (
	`id` text PRIMARY KEY NOT NULL,
	`scope_id` text NOT NULL,
	`label` text NOT NULL,
	`effect` text DEFAULT 'none' NOT NULL,
	`position` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dialer_dispositions_scope_label_idx` ON `dialer_dispositions` (`scope_id`,`label`);--> statement-breakpoint
CREATE TABLE `dialer_queue_items` (
	`id` text PRIMARY KEY NOT NULL,
	`session_id` text NOT NULL,
	`prospect_id` text NOT NULL,
	`scheduled_step_id` text,
	`position` integer NOT NULL,
	`status` text DEFAULT 'waiting' NOT NULL,
	`skip_reason` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`session_id`) REFERENCES `dialer_sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`prospect_id`) REFERENCES `prospects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`scheduled_step_id`) REFERENCES `scheduled_steps`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `dialer_queue_items_session_position_idx` ON `dialer_queue_items` (`session_id`,`position`);--> statement-breakpoint
CREATE INDEX `dialer_queue_items_prospect_idx` ON `dialer_queue_items` (`prospect_id`);--> statement-breakpoint
CREATE TABLE `dialer_reservations` (
	`prospect_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`session_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`prospect_id`) REFERENCES `prospects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`session_id`) REFERENCES `dialer_sessions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `dialer_reservations_session_idx` ON `dialer_reservations` (`session_id`);--> statement-breakpoint
CREATE TABLE `dialer_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`source` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`created_at` integer NOT NULL,
	`ended_at` integer,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `dialer_sessions_owner_created_idx` ON `dialer_sessions` (`owner_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `dialer_settings` (
	`owner_id` text PRIMARY KEY NOT NULL,
	`calling_start_minute` integer DEFAULT 480 NOT NULL,
	`calling_end_minute` integer DEFAULT 1260 NOT NULL,
	`default_country_code` text DEFAULT '1' NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `do_not_call_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`phone_number` text,
	`prospect_id` text,
	`reason` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`prospect_id`) REFERENCES `prospects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `do_not_call_owner_number_idx` ON `do_not_call_entries` (`owner_id`,`phone_number`);--> statement-breakpoint
CREATE UNIQUE INDEX `do_not_call_owner_prospect_idx` ON `do_not_call_entries` (`owner_id`,`prospect_id`);
CREATE TABLE `outreach_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	`timezone` text NOT NULL,
	`excluded_days` text NOT NULL,
	`excluded_dates` text DEFAULT '[]' NOT NULL,
	`use_prospect_time_zone` integer DEFAULT true NOT NULL,
	`daily_cap` integer NOT NULL,
	`min_gap_seconds` integer NOT NULL,
	`jitter_seconds` integer NOT NULL,
	`warmup_enabled` integer DEFAULT false NOT NULL,
	`warmup_start_limit` integer NOT NULL,
	`warmup_increase_by` integer NOT NULL,
	`warmup_period` integer NOT NULL,
	`warmup_started_on` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `scheduled_steps` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`sequence_id` text NOT NULL,
	`enrollment_id` text NOT NULL,
	`prospect_id` text NOT NULL,
	`step_id` text NOT NULL,
	`variant_id` text,
	`idempotency_key` text NOT NULL,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`due_at` integer NOT NULL,
	`message_id` text,
	`note` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`lease_owner` text,
	`lease_until` integer,
	`done_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sequence_id`) REFERENCES `sequences`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`enrollment_id`) REFERENCES `sequence_enrollments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`prospect_id`) REFERENCES `prospects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`step_id`) REFERENCES `sequence_steps`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`variant_id`) REFERENCES `sequence_step_variants`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `scheduled_steps_idempotency_key_unique` ON `scheduled_steps` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `scheduled_steps_status_due_idx` ON `scheduled_steps` (`status`,`due_at`);--> statement-breakpoint
CREATE INDEX `scheduled_steps_enrollment_idx` ON `scheduled_steps` (`enrollment_id`);--> statement-breakpoint
CREATE INDEX `scheduled_steps_owner_status_due_idx` ON `scheduled_steps` (`owner_id`,`status`,`due_at`);--> statement-breakpoint
CREATE INDEX `scheduled_steps_owner_status_done_idx` ON `scheduled_steps` (`owner_id`,`status`,`done_at`);--> statement-breakpoint
CREATE TABLE `sequence_enrollments` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`sequence_id` text NOT NULL,
	`prospect_id` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`finish_reason` text,
	`time_zone` text NOT NULL,
	`variant_slot` integer DEFAULT 0 NOT NULL,
	`enrolled_at` integer NOT NULL,
	`finished_at` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sequence_id`) REFERENCES `sequences`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`prospect_id`) REFERENCES `prospects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sequence_enrollments_sequence_prospect_idx` ON `sequence_enrollments` (`sequence_id`,`prospect_id`);--> statement-breakpoint
CREATE INDEX `sequence_enrollments_prospect_status_idx` ON `sequence_enrollments` (`prospect_id`,`status`);--> statement-breakpoint
CREATE INDEX `sequence_enrollments_sequence_status_idx` ON `sequence_enrollments` (`sequence_id`,`status`,`id`);--> statement-breakpoint
CREATE TABLE `sequence_events` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`sequence_id` text NOT NULL,
	`enrollment_id` text NOT NULL,
	`prospect_id` text NOT NULL,
	`step_id` text,
	`variant_id` text,
	`kind` text NOT NULL,
	`detail` text,
	`at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sequence_id`) REFERENCES `sequences`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`enrollment_id`) REFERENCES `sequence_enrollments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`prospect_id`) REFERENCES `prospects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sequence_events_sequence_kind_idx` ON `sequence_events` (`sequence_id`,`kind`,`step_id`);--> statement-breakpoint
CREATE INDEX `sequence_events_prospect_at_idx` ON `sequence_events` (`prospect_id`,`at`);--> statement-breakpoint
CREATE TABLE `sequence_step_variants` (
	`id` text PRIMARY KEY NOT NULL,
	`step_id` text NOT NULL,
	`label` text NOT NULL,
	`subject` text DEFAULT '' NOT NULL,
	`body` text NOT NULL,
	FOREIGN KEY (`step_id`) REFERENCES `sequence_steps`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sequence_step_variants_label_idx` ON `sequence_step_variants` (`step_id`,`label`);--> statement-breakpoint
CREATE TABLE `sequence_steps` (
	`id` text PRIMARY KEY NOT NULL,
	`sequence_id` text NOT NULL,
	`position` integer NOT NULL,
	`kind` text NOT NULL,
	`delay_days` integer DEFAULT 0 NOT NULL,
	`business_days` integer DEFAULT true NOT NULL,
	`same_thread` integer DEFAULT false NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`sequence_id`) REFERENCES `sequences`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sequence_steps_position_idx` ON `sequence_steps` (`sequence_id`,`position`);--> statement-breakpoint
CREATE TABLE `sequences` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`name` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`stop_for_company` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sequences_owner_created_idx` ON `sequences` (`owner_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `suppressed_addresses` (
	`owner_id` text NOT NULL,
	`email` text NOT NULL,
	`reason` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`owner_id`, `email`),
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `webhook_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`endpoint_id` text NOT NULL,
	`owner_id` text NOT NULL,
	`event_id` text NOT NULL,
	`event_type` text NOT NULL,
	`payload` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`response_status` integer,
	`last_error` text,
	`created_at` integer NOT NULL,
	`last_attempt_at` integer,
	`delivered_at` integer,
	FOREIGN KEY (`endpoint_id`) REFERENCES `webhook_endpoints`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `webhook_deliveries_endpoint_created_idx` ON `webhook_deliveries` (`endpoint_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `webhook_endpoints` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`url` text NOT NULL,
	`events` text NOT NULL,
	`secret_sealed` text NOT NULL,
	`secret_hint` text NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `webhook_endpoints_owner_idx` ON `webhook_endpoints` (`owner_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `prospects` ADD `time_zone` text;--> statement-breakpoint
ALTER TABLE `outbox_messages` ADD `message_id` text;--> statement-breakpoint
ALTER TABLE `outbox_messages` ADD `in_reply_to` text;--> statement-breakpoint
ALTER TABLE `outbox_messages` ADD `headers` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_message_id_idx` ON `outbox_messages` (`message_id`);
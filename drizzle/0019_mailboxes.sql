CREATE TABLE `mailboxes` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`kind` text NOT NULL,
	`label` text NOT NULL,
	`from_name` text DEFAULT '' NOT NULL,
	`from_address` text NOT NULL,
	`connection_id` text,
	`smtp_host` text,
	`smtp_port` integer,
	`smtp_security` text,
	`smtp_username` text,
	`smtp_password_sealed` text,
	`imap_host` text,
	`imap_port` integer,
	`imap_security` text,
	`imap_username` text,
	`imap_password_sealed` text,
	`daily_cap` integer NOT NULL,
	`min_gap_seconds` integer NOT NULL,
	`jitter_seconds` integer NOT NULL,
	`warmup_enabled` integer DEFAULT false NOT NULL,
	`warmup_start_limit` integer NOT NULL,
	`warmup_increase_by` integer NOT NULL,
	`warmup_period` integer NOT NULL,
	`warmup_started_on` text,
	`status` text DEFAULT 'active' NOT NULL,
	`last_error` text,
	`last_tested_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mailboxes_owner_address_idx` ON `mailboxes` (`owner_id`,`from_address`);--> statement-breakpoint
CREATE INDEX `mailboxes_owner_created_idx` ON `mailboxes` (`owner_id`,`created_at`,`id`);--> statement-breakpoint
ALTER TABLE `outbox_messages` ADD `mailbox_id` text REFERENCES mailboxes(id);--> statement-breakpoint
CREATE INDEX `outbox_mailbox_created_idx` ON `outbox_messages` (`mailbox_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `scheduled_steps` ADD `mailbox_id` text REFERENCES mailboxes(id);--> statement-breakpoint
CREATE INDEX `scheduled_steps_mailbox_status_done_idx` ON `scheduled_steps` (`mailbox_id`,`status`,`done_at`);--> statement-breakpoint
ALTER TABLE `sequence_enrollments` ADD `mailbox_id` text REFERENCES mailboxes(id);
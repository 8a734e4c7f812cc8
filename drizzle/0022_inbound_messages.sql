CREATE TABLE `imap_cursors` (
	`mailbox_id` text PRIMARY KEY NOT NULL,
	`uid_validity` text NOT NULL,
	`last_uid` integer NOT NULL,
	`last_polled_at` integer,
	`last_error` text,
	FOREIGN KEY (`mailbox_id`) REFERENCES `mailboxes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `inbound_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`mailbox_id` text,
	`source` text NOT NULL,
	`message_id` text NOT NULL,
	`in_reply_to` text,
	`references` text DEFAULT '[]' NOT NULL,
	`from_address` text NOT NULL,
	`from_name` text DEFAULT '' NOT NULL,
	`subject` text NOT NULL,
	`body_text` text NOT NULL,
	`classification` text NOT NULL,
	`bounced_recipients` text DEFAULT '[]' NOT NULL,
	`outbox_message_id` text,
	`scheduled_step_id` text,
	`enrollment_id` text,
	`prospect_id` text,
	`signaled_at` integer,
	`received_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`mailbox_id`) REFERENCES `mailboxes`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`outbox_message_id`) REFERENCES `outbox_messages`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`scheduled_step_id`) REFERENCES `scheduled_steps`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`enrollment_id`) REFERENCES `sequence_enrollments`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`prospect_id`) REFERENCES `prospects`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `inbound_owner_message_id_idx` ON `inbound_messages` (`owner_id`,`message_id`);--> statement-breakpoint
CREATE INDEX `inbound_outbox_message_idx` ON `inbound_messages` (`outbox_message_id`,`received_at`);--> statement-breakpoint
CREATE INDEX `inbound_owner_received_idx` ON `inbound_messages` (`owner_id`,`received_at`);
CREATE TABLE `linkedin_accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`kind` text NOT NULL,
	`external_account_id` text,
	`name` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`paused_until` integer,
	`pause_reason` text,
	`warmup_started_on` text NOT NULL,
	`next_action_at` integer,
	`sync_cursor` text,
	`last_synced_at` integer,
	`connector_state` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `linkedin_accounts_owner_id_unique` ON `linkedin_accounts` (`owner_id`);--> statement-breakpoint
CREATE TABLE `linkedin_actions` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`account_id` text NOT NULL,
	`enrollment_id` text,
	`scheduled_step_id` text,
	`prospect_id` text,
	`kind` text NOT NULL,
	`status` text NOT NULL,
	`profile_url` text NOT NULL,
	`text` text,
	`external_id` text,
	`note` text,
	`at` integer NOT NULL,
	`accepted_at` integer,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`account_id`) REFERENCES `linkedin_accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`enrollment_id`) REFERENCES `sequence_enrollments`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`scheduled_step_id`) REFERENCES `scheduled_steps`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`prospect_id`) REFERENCES `prospects`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `linkedin_actions_scheduled_step_id_unique` ON `linkedin_actions` (`scheduled_step_id`);--> statement-breakpoint
CREATE INDEX `linkedin_actions_owner_at_idx` ON `linkedin_actions` (`owner_id`,`at`);--> statement-breakpoint
CREATE INDEX `linkedin_actions_owner_kind_status_idx` ON `linkedin_actions` (`owner_id`,`kind`,`status`,`profile_url`);--> statement-breakpoint
CREATE TABLE `linkedin_conversations` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`prospect_id` text,
	`external_chat_id` text NOT NULL,
	`profile_url` text NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`unread_count` integer DEFAULT 0 NOT NULL,
	`last_message_at` integer NOT NULL,
	`last_message_text` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`prospect_id`) REFERENCES `prospects`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `linkedin_conversations_owner_chat_idx` ON `linkedin_conversations` (`owner_id`,`external_chat_id`);--> statement-breakpoint
CREATE INDEX `linkedin_conversations_owner_last_idx` ON `linkedin_conversations` (`owner_id`,`last_message_at`,`id`);--> statement-breakpoint
CREATE INDEX `linkedin_conversations_prospect_idx` ON `linkedin_conversations` (`prospect_id`);--> statement-breakpoint
CREATE TABLE `linkedin_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`conversation_id` text NOT NULL,
	`external_message_id` text,
	`direction` text NOT NULL,
	`status` text NOT NULL,
	`text` text NOT NULL,
	`note` text,
	`at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`conversation_id`) REFERENCES `linkedin_conversations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `linkedin_messages_external_idx` ON `linkedin_messages` (`conversation_id`,`external_message_id`);--> statement-breakpoint
CREATE INDEX `linkedin_messages_conversation_at_idx` ON `linkedin_messages` (`conversation_id`,`at`,`id`);--> statement-breakpoint
CREATE INDEX `linkedin_messages_owner_status_idx` ON `linkedin_messages` (`owner_id`,`status`,`at`);
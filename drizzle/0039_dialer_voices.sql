CREATE TABLE `voices` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`name` text NOT NULL,
	`provider` text NOT NULL,
	`language` text NOT NULL,
	`speed` integer DEFAULT 160 NOT NULL,
	`pitch` integer DEFAULT 50 NOT NULL,
	`voicemail_text` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `voices_owner_created_idx` ON `voices` (`owner_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `calls` ADD `answered_by` text;--> statement-breakpoint
ALTER TABLE `calls` ADD `voicemail_voice_id` text;--> statement-breakpoint
ALTER TABLE `calls` ADD `voicemail_dropped_at` integer;
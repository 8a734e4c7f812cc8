CREATE TABLE `ai_review_drafts` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`sequence_id` text NOT NULL,
	`enrollment_id` text NOT NULL,
	`scheduled_step_id` text NOT NULL,
	`step_id` text NOT NULL,
	`prospect_id` text NOT NULL,
	`agent_version_id` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`draft_subject` text NOT NULL,
	`draft_body` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`blocked_reasons` text NOT NULL,
	`reject_reason` text,
	`reviewer_email` text,
	`reviewed_at` integer,
	`message_id` text,
	`sent_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sequence_id`) REFERENCES `sequences`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`enrollment_id`) REFERENCES `sequence_enrollments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`scheduled_step_id`) REFERENCES `scheduled_steps`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ai_review_drafts_scheduled_step_id_unique` ON `ai_review_drafts` (`scheduled_step_id`);--> statement-breakpoint
CREATE INDEX `ai_review_drafts_status_created_idx` ON `ai_review_drafts` (`status`,`created_at`,`id`);--> statement-breakpoint
ALTER TABLE `sequence_steps` ADD `review` integer DEFAULT false NOT NULL;
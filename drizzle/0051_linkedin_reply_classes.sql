ALTER TABLE `linkedin_messages` ADD `enrollment_id` text REFERENCES sequence_enrollments(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `linkedin_messages` ADD `signaled_at` integer;--> statement-breakpoint
ALTER TABLE `linkedin_messages` ADD `reply_class` text;--> statement-breakpoint
ALTER TABLE `linkedin_messages` ADD `reply_class_source` text;--> statement-breakpoint
ALTER TABLE `linkedin_messages` ADD `reply_class_reason` text;--> statement-breakpoint
ALTER TABLE `linkedin_messages` ADD `reply_resume_on` text;--> statement-breakpoint
ALTER TABLE `linkedin_messages` ADD `reply_referral` text;--> statement-breakpoint
ALTER TABLE `linkedin_messages` ADD `reply_classified_at` integer;--> statement-breakpoint
CREATE INDEX `linkedin_messages_enrollment_idx` ON `linkedin_messages` (`enrollment_id`);
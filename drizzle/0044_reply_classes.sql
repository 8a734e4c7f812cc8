ALTER TABLE `inbound_messages` ADD `reply_class` text;--> statement-breakpoint
ALTER TABLE `inbound_messages` ADD `reply_class_source` text;--> statement-breakpoint
ALTER TABLE `inbound_messages` ADD `reply_class_reason` text;--> statement-breakpoint
ALTER TABLE `inbound_messages` ADD `reply_resume_on` text;--> statement-breakpoint
ALTER TABLE `inbound_messages` ADD `reply_referral` text;--> statement-breakpoint
ALTER TABLE `inbound_messages` ADD `reply_classified_at` integer;
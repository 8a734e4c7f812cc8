CREATE TABLE `ai_training_settings` (
	`id` text PRIMARY KEY NOT NULL,
	`review_wait_warning_hours` integer NOT NULL,
	`updated_by_email` text NOT NULL,
	`updated_at` integer NOT NULL
);

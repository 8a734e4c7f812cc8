CREATE TABLE `sandbox_invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`number` text NOT NULL,
	`subscription_id` text NOT NULL,
	`plan` text NOT NULL,
	`period` text NOT NULL,
	`amount` integer NOT NULL,
	`status` text NOT NULL,
	`period_start` integer NOT NULL,
	`period_end` integer NOT NULL,
	`created_at` integer NOT NULL,
	`paid_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sandbox_invoices_number_unique` ON `sandbox_invoices` (`number`);--> statement-breakpoint
CREATE INDEX `sandbox_invoices_user_idx` ON `sandbox_invoices` (`user_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `cancel_at_period_end` integer DEFAULT false NOT NULL;
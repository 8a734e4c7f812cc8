CREATE TABLE `ai_call_openers` (
	`queue_item_id` text PRIMARY KEY NOT NULL,
	`session_id` text NOT NULL,
	`version_id` text,
	`status` text NOT NULL,
	`text` text DEFAULT '' NOT NULL,
	`reasons` text NOT NULL,
	`model` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`queue_item_id`) REFERENCES `dialer_queue_items`(`id`) ON UPDATE no action ON DELETE cascade
);

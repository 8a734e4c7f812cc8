CREATE TABLE `lead_counts` (
	`owner_id` text PRIMARY KEY NOT NULL,
	`prospects` integer DEFAULT 0 NOT NULL,
	`companies` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);

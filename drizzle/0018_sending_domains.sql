CREATE TABLE `sending_domains` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`domain` text NOT NULL,
	`dkim_selector` text NOT NULL,
	`dkim_private_key_sealed` text NOT NULL,
	`dkim_public_key` text NOT NULL,
	`record_checks` text NOT NULL,
	`verified_at` integer,
	`last_checked_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sending_domains_owner_domain_idx` ON `sending_domains` (`owner_id`,`domain`);--> statement-breakpoint
CREATE INDEX `sending_domains_checked_idx` ON `sending_domains` (`last_checked_at`);
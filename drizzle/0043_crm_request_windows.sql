CREATE TABLE `crm_request_windows` (
	`id` text PRIMARY KEY NOT NULL,
	`account_key` text NOT NULL,
	`kind` text NOT NULL,
	`requests` integer NOT NULL,
	`sent_at` integer NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `crm_request_windows_account_idx` ON `crm_request_windows` (`account_key`,`expires_at`);
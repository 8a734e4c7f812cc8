PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_impersonation_audit` (
	`id` text PRIMARY KEY NOT NULL,
	`admin_id` text NOT NULL,
	`admin_email` text DEFAULT '' NOT NULL,
	`target_user_id` text,
	`target_email` text NOT NULL,
	`action` text NOT NULL,
	`procedure` text,
	`ip_address` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_impersonation_audit`("id", "admin_id", "admin_email", "target_user_id", "target_email", "action", "procedure", "ip_address", "created_at") SELECT "id", "admin_id", "admin_email", "target_user_id", "target_email", "action", "procedure", "ip_address", "created_at" FROM `impersonation_audit`;--> statement-breakpoint
DROP TABLE `impersonation_audit`;--> statement-breakpoint
ALTER TABLE `__new_impersonation_audit` RENAME TO `impersonation_audit`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `impersonation_audit_created_idx` ON `impersonation_audit` (`created_at`);--> statement-breakpoint
ALTER TABLE `inbound_messages` ADD `read_at` integer;
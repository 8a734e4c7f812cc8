ALTER TABLE `impersonation_audit` ADD `admin_email` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `two_factor_challenges` ADD `via_sign_in_link` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `two_factor_credentials` ADD `failed_codes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `sessions` ADD `two_factor_verified_at` integer;
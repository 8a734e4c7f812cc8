-- Every time column holds epoch milliseconds (ADR 015). These were written in unix seconds until now.
-- Only values below 100000000000 are converted (as milliseconds, 3 March 1973; as seconds, the year 5138),
-- so a value already in milliseconds is left alone and running this twice changes nothing.
-- sessions.expires_at stays in seconds: lucia's adapter reads it so.
-- The columns keep their DEFAULT (unixepoch()): dropping a default means rebuilding the table, which
-- inside the migrator's transaction would cascade-delete rows and drop the triggers of 0002-0004.
-- Nothing relies on the default: the schema makes every insert pass the time.
UPDATE `users` SET `created_at` = `created_at` * 1000 WHERE `created_at` < 100000000000;
--> statement-breakpoint
UPDATE `users` SET `updated_at` = `updated_at` * 1000 WHERE `updated_at` < 100000000000;
--> statement-breakpoint
UPDATE `sessions` SET `created_at` = `created_at` * 1000 WHERE `created_at` < 100000000000;
--> statement-breakpoint
UPDATE `sessions` SET `last_active_at` = `last_active_at` * 1000 WHERE `last_active_at` < 100000000000;
--> statement-breakpoint
UPDATE `companies` SET `created_at` = `created_at` * 1000 WHERE `created_at` < 100000000000;
--> statement-breakpoint
UPDATE `companies` SET `updated_at` = `updated_at` * 1000 WHERE `updated_at` < 100000000000;
--> statement-breakpoint
UPDATE `prospects` SET `created_at` = `created_at` * 1000 WHERE `created_at` < 100000000000;
--> statement-breakpoint
UPDATE `prospects` SET `updated_at` = `updated_at` * 1000 WHERE `updated_at` < 100000000000;
--> statement-breakpoint
UPDATE `teams` SET `created_at` = `created_at` * 1000 WHERE `created_at` < 100000000000;
--> statement-breakpoint
UPDATE `team_members` SET `joined_at` = `joined_at` * 1000 WHERE `joined_at` < 100000000000;
--> statement-breakpoint
UPDATE `user_integrations` SET `added_date` = `added_date` * 1000 WHERE `added_date` < 100000000000;
--> statement-breakpoint
UPDATE `crm_settings` SET `updated_at` = `updated_at` * 1000 WHERE `updated_at` < 100000000000;
--> statement-breakpoint
UPDATE `sandbox_crm_fields` SET `created_at` = `created_at` * 1000 WHERE `created_at` < 100000000000;
--> statement-breakpoint
UPDATE `api_access_settings` SET `updated_at` = `updated_at` * 1000 WHERE `updated_at` < 100000000000;

CREATE TABLE `dialer_scripts` (
	`scope_id` text PRIMARY KEY NOT NULL,
	`opener` text NOT NULL,
	`objections` text NOT NULL,
	`updated_at` integer NOT NULL
);

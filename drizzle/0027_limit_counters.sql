CREATE TABLE `limit_counters` (
	`scope` text NOT NULL,
	`key` text NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`scope`, `key`)
);
--> statement-breakpoint
CREATE INDEX `limit_counters_window_idx` ON `limit_counters` (`window_start`);
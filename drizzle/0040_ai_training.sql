CREATE TABLE `ai_agent_versions` (
	`id` text PRIMARY KEY NOT NULL,
	`agent` text NOT NULL,
	`number` integer NOT NULL,
	`status` text NOT NULL,
	`settings` text NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	`published_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ai_agent_versions_agent_number_idx` ON `ai_agent_versions` (`agent`,`number`);--> statement-breakpoint
CREATE INDEX `ai_agent_versions_agent_status_idx` ON `ai_agent_versions` (`agent`,`status`);--> statement-breakpoint
CREATE TABLE `ai_evaluation_cases` (
	`id` text PRIMARY KEY NOT NULL,
	`agent` text NOT NULL,
	`name` text NOT NULL,
	`input` text NOT NULL,
	`company_name` text NOT NULL,
	`first_name` text NOT NULL,
	`checks` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `ai_evaluation_cases_agent_idx` ON `ai_evaluation_cases` (`agent`,`created_at`);--> statement-breakpoint
CREATE TABLE `ai_evaluation_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`version_id` text NOT NULL,
	`passed` integer NOT NULL,
	`results` text NOT NULL,
	`runtime_label` text NOT NULL,
	`ran_by` text NOT NULL,
	`ran_at` integer NOT NULL,
	FOREIGN KEY (`version_id`) REFERENCES `ai_agent_versions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ai_evaluation_runs_version_idx` ON `ai_evaluation_runs` (`version_id`,`ran_at`);--> statement-breakpoint
CREATE TABLE `ai_knowledge_items` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `ai_knowledge_items_kind_idx` ON `ai_knowledge_items` (`kind`,`created_at`);--> statement-breakpoint
CREATE TABLE `ai_training_audit` (
	`id` text PRIMARY KEY NOT NULL,
	`agent` text NOT NULL,
	`version_id` text NOT NULL,
	`version_number` integer NOT NULL,
	`action` text NOT NULL,
	`actor_email` text NOT NULL,
	`reason` text,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `ai_training_audit_agent_at_idx` ON `ai_training_audit` (`agent`,`at`);
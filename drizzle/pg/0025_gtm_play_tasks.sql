ALTER TABLE "gtm_plays" ADD COLUMN "task_title" text;--> statement-breakpoint
ALTER TABLE "gtm_plays" ADD COLUMN "task_type" text;--> statement-breakpoint
ALTER TABLE "gtm_plays" ADD COLUMN "task_due_days" bigint;
CREATE TABLE "tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"prospect_id" text NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"due_at" bigint NOT NULL,
	"source_key" text,
	"created_at" bigint NOT NULL,
	"completed_at" bigint
);
--> statement-breakpoint
ALTER TABLE "gtm_plays" ADD COLUMN "task_title" text;--> statement-breakpoint
ALTER TABLE "gtm_plays" ADD COLUMN "task_type" text;--> statement-breakpoint
ALTER TABLE "gtm_plays" ADD COLUMN "task_due_days" bigint;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_owner_source_idx" ON "tasks" USING btree ("owner_id","source_key");--> statement-breakpoint
CREATE INDEX "tasks_owner_status_due_idx" ON "tasks" USING btree ("owner_id","status","due_at","id");--> statement-breakpoint
CREATE INDEX "tasks_prospect_idx" ON "tasks" USING btree ("prospect_id");
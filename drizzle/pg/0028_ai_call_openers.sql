CREATE TABLE "ai_call_openers" (
	"queue_item_id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"version_id" text,
	"status" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"reasons" text NOT NULL,
	"model" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_call_openers" ADD CONSTRAINT "ai_call_openers_queue_item_id_dialer_queue_items_id_fk" FOREIGN KEY ("queue_item_id") REFERENCES "public"."dialer_queue_items"("id") ON DELETE cascade ON UPDATE no action;
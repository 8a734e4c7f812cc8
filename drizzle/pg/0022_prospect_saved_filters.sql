CREATE TABLE "prospect_saved_filters" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"filter" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prospect_saved_filters" ADD CONSTRAINT "prospect_saved_filters_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prospect_saved_filters_owner_name_idx" ON "prospect_saved_filters" USING btree ("owner_id","name_key");
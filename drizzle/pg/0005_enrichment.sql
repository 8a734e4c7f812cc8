CREATE TABLE "enrichment_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"prospect_ids" text NOT NULL,
	"overwrite" text NOT NULL,
	"total" bigint NOT NULL,
	"done" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"created_at" bigint NOT NULL,
	"finished_at" bigint
);
--> statement-breakpoint
CREATE TABLE "enrichment_values" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"prospect_id" text NOT NULL,
	"field" text NOT NULL,
	"value" text NOT NULL,
	"source" text NOT NULL,
	"confidence" bigint NOT NULL,
	"status" text NOT NULL,
	"found_at" bigint NOT NULL,
	"decided_at" bigint
);
--> statement-breakpoint
ALTER TABLE "enrichment_runs" ADD CONSTRAINT "enrichment_runs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrichment_values" ADD CONSTRAINT "enrichment_values_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrichment_values" ADD CONSTRAINT "enrichment_values_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enrichment_values_prospect_field_source_idx" ON "enrichment_values" USING btree ("prospect_id","field","source");--> statement-breakpoint
CREATE INDEX "enrichment_values_owner_idx" ON "enrichment_values" USING btree ("owner_id");
CREATE TABLE "gtm_playbooks" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"template_key" text,
	"profile" text NOT NULL,
	"personas" text NOT NULL,
	"messaging" text NOT NULL,
	"scoring_rules" text NOT NULL,
	"activated_at" bigint,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gtm_playbooks" ADD CONSTRAINT "gtm_playbooks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gtm_playbooks_owner_created_idx" ON "gtm_playbooks" USING btree ("owner_id","created_at","id");
CREATE TABLE "gtm_play_targets" (
	"play_id" text NOT NULL,
	"prospect_id" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gtm_plays" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"playbook_id" text NOT NULL,
	"name" text NOT NULL,
	"trigger" text NOT NULL,
	"no_reply_days" bigint,
	"persona" text,
	"titles" text NOT NULL,
	"action" text NOT NULL,
	"sequence_id" text,
	"status" text,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gtm_triggered_play_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"play_id" text NOT NULL,
	"event_key" text NOT NULL,
	"matched" bigint NOT NULL,
	"done" bigint NOT NULL,
	"skipped" text NOT NULL,
	"ran_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gtm_play_targets" ADD CONSTRAINT "gtm_play_targets_play_id_gtm_plays_id_fk" FOREIGN KEY ("play_id") REFERENCES "public"."gtm_plays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gtm_plays" ADD CONSTRAINT "gtm_plays_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gtm_plays" ADD CONSTRAINT "gtm_plays_playbook_id_gtm_playbooks_id_fk" FOREIGN KEY ("playbook_id") REFERENCES "public"."gtm_playbooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gtm_triggered_play_runs" ADD CONSTRAINT "gtm_triggered_play_runs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gtm_triggered_play_runs" ADD CONSTRAINT "gtm_triggered_play_runs_play_id_gtm_plays_id_fk" FOREIGN KEY ("play_id") REFERENCES "public"."gtm_plays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gtm_play_targets_play_prospect_idx" ON "gtm_play_targets" USING btree ("play_id","prospect_id");--> statement-breakpoint
CREATE INDEX "gtm_plays_owner_trigger_idx" ON "gtm_plays" USING btree ("owner_id","trigger","enabled");--> statement-breakpoint
CREATE INDEX "gtm_plays_playbook_idx" ON "gtm_plays" USING btree ("playbook_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gtm_triggered_play_runs_play_event_idx" ON "gtm_triggered_play_runs" USING btree ("play_id","event_key");--> statement-breakpoint
CREATE INDEX "gtm_triggered_play_runs_play_ran_idx" ON "gtm_triggered_play_runs" USING btree ("play_id","ran_at");
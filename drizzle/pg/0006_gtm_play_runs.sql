CREATE TABLE "gtm_play_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"playbook_id" text NOT NULL,
	"trigger" text NOT NULL,
	"day" text NOT NULL,
	"matched" bigint NOT NULL,
	"enrolled" bigint NOT NULL,
	"skipped" text NOT NULL,
	"ran_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gtm_play_runs" ADD CONSTRAINT "gtm_play_runs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gtm_play_runs" ADD CONSTRAINT "gtm_play_runs_playbook_id_gtm_playbooks_id_fk" FOREIGN KEY ("playbook_id") REFERENCES "public"."gtm_playbooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gtm_play_runs_playbook_day_idx" ON "gtm_play_runs" USING btree ("playbook_id","trigger","day");--> statement-breakpoint
CREATE INDEX "gtm_play_runs_playbook_ran_idx" ON "gtm_play_runs" USING btree ("playbook_id","ran_at");
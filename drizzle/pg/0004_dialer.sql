CREATE TABLE "calls" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"prospect_id" text NOT NULL,
	"session_id" text,
	"to_number" text NOT NULL,
	"provider" text NOT NULL,
	"provider_call_id" text,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"disposition_id" text,
	"disposition" text,
	"notes" text DEFAULT '' NOT NULL,
	"duration_seconds" bigint,
	"recording_url" text,
	"follow_up_at" bigint,
	"follow_up_note" text,
	"started_at" bigint NOT NULL,
	"ended_at" bigint
);
--> statement-breakpoint
CREATE TABLE "dialer_dispositions" (
	"id" text PRIMARY KEY NOT NULL,
	"scope_id" text NOT NULL,
	"label" text NOT NULL,
	"effect" text DEFAULT 'none' NOT NULL,
	"position" bigint NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dialer_queue_items" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"prospect_id" text NOT NULL,
	"scheduled_step_id" text,
	"position" bigint NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"skip_reason" text,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dialer_reservations" (
	"prospect_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"session_id" text NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dialer_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" bigint NOT NULL,
	"ended_at" bigint
);
--> statement-breakpoint
CREATE TABLE "dialer_settings" (
	"owner_id" text PRIMARY KEY NOT NULL,
	"calling_start_minute" bigint DEFAULT 480 NOT NULL,
	"calling_end_minute" bigint DEFAULT 1260 NOT NULL,
	"default_country_code" text DEFAULT '1' NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "do_not_call_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"phone_number" text,
	"prospect_id" text,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_session_id_dialer_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."dialer_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_disposition_id_dialer_dispositions_id_fk" FOREIGN KEY ("disposition_id") REFERENCES "public"."dialer_dispositions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialer_queue_items" ADD CONSTRAINT "dialer_queue_items_session_id_dialer_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."dialer_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialer_queue_items" ADD CONSTRAINT "dialer_queue_items_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialer_queue_items" ADD CONSTRAINT "dialer_queue_items_scheduled_step_id_scheduled_steps_id_fk" FOREIGN KEY ("scheduled_step_id") REFERENCES "public"."scheduled_steps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialer_reservations" ADD CONSTRAINT "dialer_reservations_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialer_reservations" ADD CONSTRAINT "dialer_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialer_reservations" ADD CONSTRAINT "dialer_reservations_session_id_dialer_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."dialer_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialer_sessions" ADD CONSTRAINT "dialer_sessions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialer_settings" ADD CONSTRAINT "dialer_settings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "do_not_call_entries" ADD CONSTRAINT "do_not_call_entries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "do_not_call_entries" ADD CONSTRAINT "do_not_call_entries_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calls_owner_started_idx" ON "calls" USING btree ("owner_id","started_at");--> statement-breakpoint
CREATE INDEX "calls_prospect_started_idx" ON "calls" USING btree ("prospect_id","started_at");--> statement-breakpoint
CREATE INDEX "calls_owner_number_idx" ON "calls" USING btree ("owner_id","to_number");--> statement-breakpoint
CREATE UNIQUE INDEX "dialer_dispositions_scope_label_idx" ON "dialer_dispositions" USING btree ("scope_id","label");--> statement-breakpoint
CREATE INDEX "dialer_queue_items_session_position_idx" ON "dialer_queue_items" USING btree ("session_id","position");--> statement-breakpoint
CREATE INDEX "dialer_queue_items_prospect_idx" ON "dialer_queue_items" USING btree ("prospect_id");--> statement-breakpoint
CREATE INDEX "dialer_reservations_session_idx" ON "dialer_reservations" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "dialer_sessions_owner_created_idx" ON "dialer_sessions" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "do_not_call_owner_number_idx" ON "do_not_call_entries" USING btree ("owner_id","phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "do_not_call_owner_prospect_idx" ON "do_not_call_entries" USING btree ("owner_id","prospect_id");
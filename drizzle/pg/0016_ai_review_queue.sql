CREATE TABLE "ai_review_drafts" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"sequence_id" text NOT NULL,
	"enrollment_id" text NOT NULL,
	"scheduled_step_id" text NOT NULL,
	"step_id" text NOT NULL,
	"prospect_id" text NOT NULL,
	"agent_version_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"draft_subject" text NOT NULL,
	"draft_body" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"blocked_reasons" text NOT NULL,
	"reject_reason" text,
	"reviewer_email" text,
	"reviewed_at" bigint,
	"message_id" text,
	"sent_at" bigint,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "ai_review_drafts_scheduled_step_id_unique" UNIQUE("scheduled_step_id")
);
--> statement-breakpoint
ALTER TABLE "sequence_steps" ADD COLUMN "review" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_review_drafts" ADD CONSTRAINT "ai_review_drafts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_review_drafts" ADD CONSTRAINT "ai_review_drafts_sequence_id_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_review_drafts" ADD CONSTRAINT "ai_review_drafts_enrollment_id_sequence_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."sequence_enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_review_drafts" ADD CONSTRAINT "ai_review_drafts_scheduled_step_id_scheduled_steps_id_fk" FOREIGN KEY ("scheduled_step_id") REFERENCES "public"."scheduled_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_review_drafts_status_created_idx" ON "ai_review_drafts" USING btree ("status","created_at","id");
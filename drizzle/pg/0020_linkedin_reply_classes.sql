ALTER TABLE "linkedin_messages" ADD COLUMN "enrollment_id" text;--> statement-breakpoint
ALTER TABLE "linkedin_messages" ADD COLUMN "signaled_at" bigint;--> statement-breakpoint
ALTER TABLE "linkedin_messages" ADD COLUMN "reply_class" text;--> statement-breakpoint
ALTER TABLE "linkedin_messages" ADD COLUMN "reply_class_source" text;--> statement-breakpoint
ALTER TABLE "linkedin_messages" ADD COLUMN "reply_class_reason" text;--> statement-breakpoint
ALTER TABLE "linkedin_messages" ADD COLUMN "reply_resume_on" text;--> statement-breakpoint
ALTER TABLE "linkedin_messages" ADD COLUMN "reply_referral" text;--> statement-breakpoint
ALTER TABLE "linkedin_messages" ADD COLUMN "reply_classified_at" bigint;--> statement-breakpoint
ALTER TABLE "linkedin_messages" ADD CONSTRAINT "linkedin_messages_enrollment_id_sequence_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."sequence_enrollments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "linkedin_messages_enrollment_idx" ON "linkedin_messages" USING btree ("enrollment_id");
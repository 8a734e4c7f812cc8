ALTER TABLE "inbound_messages" ADD COLUMN "reply_class" text;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD COLUMN "reply_class_source" text;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD COLUMN "reply_class_reason" text;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD COLUMN "reply_resume_on" text;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD COLUMN "reply_referral" text;--> statement-breakpoint
ALTER TABLE "inbound_messages" ADD COLUMN "reply_classified_at" bigint;
CREATE TABLE "ai_agent_uses" (
	"id" text PRIMARY KEY NOT NULL,
	"agent" text NOT NULL,
	"version_id" text,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_training_examples" (
	"id" text PRIMARY KEY NOT NULL,
	"agent" text NOT NULL,
	"label" text NOT NULL,
	"input" text NOT NULL,
	"output" text NOT NULL,
	"note" text NOT NULL,
	"mentions" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ai_agent_uses_subject_idx" ON "ai_agent_uses" USING btree ("subject_type","subject_id","at");--> statement-breakpoint
CREATE INDEX "ai_training_examples_agent_idx" ON "ai_training_examples" USING btree ("agent","created_at");
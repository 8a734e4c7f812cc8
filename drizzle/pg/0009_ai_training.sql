CREATE TABLE "ai_agent_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"agent" text NOT NULL,
	"number" bigint NOT NULL,
	"status" text NOT NULL,
	"settings" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" bigint NOT NULL,
	"published_at" bigint
);
--> statement-breakpoint
CREATE TABLE "ai_evaluation_cases" (
	"id" text PRIMARY KEY NOT NULL,
	"agent" text NOT NULL,
	"name" text NOT NULL,
	"input" text NOT NULL,
	"company_name" text NOT NULL,
	"first_name" text NOT NULL,
	"checks" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_evaluation_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"version_id" text NOT NULL,
	"passed" smallint NOT NULL,
	"results" text NOT NULL,
	"runtime_label" text NOT NULL,
	"ran_by" text NOT NULL,
	"ran_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_knowledge_items" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_training_audit" (
	"id" text PRIMARY KEY NOT NULL,
	"agent" text NOT NULL,
	"version_id" text NOT NULL,
	"version_number" bigint NOT NULL,
	"action" text NOT NULL,
	"actor_email" text NOT NULL,
	"reason" text,
	"at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_evaluation_runs" ADD CONSTRAINT "ai_evaluation_runs_version_id_ai_agent_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."ai_agent_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_agent_versions_agent_number_idx" ON "ai_agent_versions" USING btree ("agent","number");--> statement-breakpoint
CREATE INDEX "ai_agent_versions_agent_status_idx" ON "ai_agent_versions" USING btree ("agent","status");--> statement-breakpoint
CREATE INDEX "ai_evaluation_cases_agent_idx" ON "ai_evaluation_cases" USING btree ("agent","created_at");--> statement-breakpoint
CREATE INDEX "ai_evaluation_runs_version_idx" ON "ai_evaluation_runs" USING btree ("version_id","ran_at");--> statement-breakpoint
CREATE INDEX "ai_knowledge_items_kind_idx" ON "ai_knowledge_items" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "ai_training_audit_agent_at_idx" ON "ai_training_audit" USING btree ("agent","at");
CREATE TABLE "flow_states" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"subject" text NOT NULL,
	"data" text NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	CONSTRAINT "flow_states_pkey" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE INDEX "flow_states_subject_idx" ON "flow_states" USING btree ("kind","subject");--> statement-breakpoint
CREATE INDEX "flow_states_expires_idx" ON "flow_states" USING btree ("expires_at");
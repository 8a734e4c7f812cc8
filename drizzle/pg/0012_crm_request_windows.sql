CREATE TABLE "crm_request_windows" (
	"id" text PRIMARY KEY NOT NULL,
	"account_key" text NOT NULL,
	"kind" text NOT NULL,
	"requests" bigint NOT NULL,
	"sent_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "crm_request_windows_account_idx" ON "crm_request_windows" USING btree ("account_key","expires_at");
ALTER TABLE "prospects" ADD COLUMN "gtm_score" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "prospects_owner_gtm_score_idx" ON "prospects" USING btree ("owner_id","gtm_score","id");
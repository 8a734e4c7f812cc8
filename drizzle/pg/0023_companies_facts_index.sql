DROP INDEX "prospect_pair_counts_owner_company_idx";--> statement-breakpoint
CREATE INDEX "companies_owner_facts_idx" ON "companies" USING btree ("owner_id","industry","size","location","id");--> statement-breakpoint
CREATE INDEX "prospect_pair_counts_owner_company_idx" ON "prospect_pair_counts" USING btree ("owner_id","company_id","title","prospects");
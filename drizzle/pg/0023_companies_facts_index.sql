CREATE INDEX "companies_owner_facts_idx" ON "companies" USING btree ("owner_id","industry","size","location","id");

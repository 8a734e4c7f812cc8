CREATE TABLE "prospect_pair_counts" (
	"owner_id" text NOT NULL,
	"title" text NOT NULL,
	"company_id" text NOT NULL,
	"prospects" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "prospect_pair_counts_pkey" PRIMARY KEY("owner_id","title","company_id")
);
--> statement-breakpoint
CREATE INDEX "prospect_pair_counts_owner_company_idx" ON "prospect_pair_counts" USING btree ("owner_id","company_id","title","prospects");--> statement-breakpoint
-- The triggers of SQLite 0052 (ADR 067), same names: prospect_pair_counts per owner, title and company
-- ('' for none); a pair's row goes when its count reaches 0. A company's delete sets its prospects'
-- company_id to null, an UPDATE OF company_id: the move trigger.
CREATE FUNCTION prospects_pair_count_add(owner text, title text, company text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO prospect_pair_counts (owner_id, title, company_id, prospects) VALUES (owner, title, coalesce(company, ''), 1)
    ON CONFLICT (owner_id, title, company_id) DO UPDATE SET prospects = prospect_pair_counts.prospects + 1
$$;
--> statement-breakpoint
CREATE FUNCTION prospects_pair_count_remove(owner text, pair_title text, company text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE prospect_pair_counts SET prospects = prospects - 1
    WHERE owner_id = owner AND title = pair_title AND company_id = coalesce(company, '');
  DELETE FROM prospect_pair_counts
    WHERE owner_id = owner AND title = pair_title AND company_id = coalesce(company, '') AND prospects <= 0;
END $$;
--> statement-breakpoint
-- SQLite 0052 prospects_pair_count_insert: AFTER INSERT ON prospects, the pair + 1.
CREATE FUNCTION prospects_pair_count_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM prospects_pair_count_add(NEW.owner_id, NEW.title, NEW.company_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER prospects_pair_count_insert AFTER INSERT ON prospects
  FOR EACH ROW EXECUTE FUNCTION prospects_pair_count_insert();
--> statement-breakpoint
-- SQLite 0052 prospects_pair_count_delete: AFTER DELETE ON prospects, the pair - 1.
CREATE FUNCTION prospects_pair_count_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM prospects_pair_count_remove(OLD.owner_id, OLD.title, OLD.company_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER prospects_pair_count_delete AFTER DELETE ON prospects
  FOR EACH ROW EXECUTE FUNCTION prospects_pair_count_delete();
--> statement-breakpoint
-- SQLite 0052 prospects_pair_count_move: AFTER UPDATE OF owner_id, title, company_id, when one changed.
CREATE FUNCTION prospects_pair_count_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM prospects_pair_count_remove(OLD.owner_id, OLD.title, OLD.company_id);
  PERFORM prospects_pair_count_add(NEW.owner_id, NEW.title, NEW.company_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER prospects_pair_count_move AFTER UPDATE OF owner_id, title, company_id ON prospects
  FOR EACH ROW WHEN (NEW.owner_id IS DISTINCT FROM OLD.owner_id OR NEW.title IS DISTINCT FROM OLD.title
    OR NEW.company_id IS DISTINCT FROM OLD.company_id)
  EXECUTE FUNCTION prospects_pair_count_move();
--> statement-breakpoint
-- Rows that existed before the triggers.
INSERT INTO prospect_pair_counts (owner_id, title, company_id, prospects)
  SELECT owner_id, title, coalesce(company_id, ''), count(*) FROM prospects
  GROUP BY owner_id, title, coalesce(company_id, '')
  ON CONFLICT (owner_id, title, company_id) DO UPDATE SET prospects = excluded.prospects;

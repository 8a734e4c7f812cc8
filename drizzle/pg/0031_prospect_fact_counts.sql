CREATE TABLE "prospect_fact_counts" (
	"owner_id" text NOT NULL,
	"title" text NOT NULL,
	"industry" text NOT NULL,
	"size" text NOT NULL,
	"location" text NOT NULL,
	"prospects" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "prospect_fact_counts_pkey" PRIMARY KEY("owner_id","title","industry","size","location")
);
--> statement-breakpoint
-- The triggers of SQLite 0062 (ADR 077), same names: prospect_fact_counts per owner, title and the
-- company's facts ('' for a missing fact or no company); a row goes when its count reaches 0. A
-- company's fact change moves its prospects between rows; its delete moves them to ('', '', '')
-- before the delete sets their company_id to null (that update's trigger then finds no company).
CREATE FUNCTION prospects_fact_count_add(owner text, fact_title text, company text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO prospect_fact_counts (owner_id, title, industry, size, location, prospects)
    SELECT owner, fact_title, coalesce(c.industry, ''), coalesce(c.size, ''), coalesce(c.location, ''), 1
    FROM (SELECT 1) AS one LEFT JOIN companies c ON c.id = company
    ON CONFLICT (owner_id, title, industry, size, location) DO UPDATE SET prospects = prospect_fact_counts.prospects + 1
$$;
--> statement-breakpoint
CREATE FUNCTION prospects_fact_count_remove(owner text, fact_title text, company text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  fact_industry text := '';
  fact_size text := '';
  fact_location text := '';
BEGIN
  SELECT coalesce(c.industry, ''), coalesce(c.size, ''), coalesce(c.location, '')
    INTO fact_industry, fact_size, fact_location FROM companies c WHERE c.id = company;
  UPDATE prospect_fact_counts f SET prospects = f.prospects - 1
    WHERE f.owner_id = owner AND f.title = fact_title AND f.industry = coalesce(fact_industry, '')
      AND f.size = coalesce(fact_size, '') AND f.location = coalesce(fact_location, '');
  DELETE FROM prospect_fact_counts f WHERE f.owner_id = owner AND f.title = fact_title AND f.prospects <= 0;
END $$;
--> statement-breakpoint
CREATE FUNCTION prospects_fact_count_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM prospects_fact_count_add(NEW.owner_id, NEW.title, NEW.company_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER prospects_fact_count_insert AFTER INSERT ON prospects
  FOR EACH ROW EXECUTE FUNCTION prospects_fact_count_insert();
--> statement-breakpoint
CREATE FUNCTION prospects_fact_count_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM prospects_fact_count_remove(OLD.owner_id, OLD.title, OLD.company_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER prospects_fact_count_delete AFTER DELETE ON prospects
  FOR EACH ROW EXECUTE FUNCTION prospects_fact_count_delete();
--> statement-breakpoint
CREATE FUNCTION prospects_fact_count_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM prospects_fact_count_remove(OLD.owner_id, OLD.title, OLD.company_id);
  PERFORM prospects_fact_count_add(NEW.owner_id, NEW.title, NEW.company_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER prospects_fact_count_move AFTER UPDATE OF owner_id, title, company_id ON prospects
  FOR EACH ROW WHEN (NEW.owner_id IS DISTINCT FROM OLD.owner_id OR NEW.title IS DISTINCT FROM OLD.title
    OR NEW.company_id IS DISTINCT FROM OLD.company_id)
  EXECUTE FUNCTION prospects_fact_count_move();
--> statement-breakpoint
-- A company's prospects from one (industry, size, location) row to another, per owner and title.
CREATE FUNCTION companies_fact_count_shift(company text, from_industry text, from_size text, from_location text,
    to_industry text, to_size text, to_location text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO prospect_fact_counts (owner_id, title, industry, size, location, prospects)
    SELECT p.owner_id, p.title, from_industry, from_size, from_location, -count(*)
    FROM prospects p WHERE p.company_id = company GROUP BY p.owner_id, p.title
    ON CONFLICT (owner_id, title, industry, size, location) DO UPDATE SET prospects = prospect_fact_counts.prospects + excluded.prospects;
  DELETE FROM prospect_fact_counts f WHERE f.prospects <= 0
    AND (f.owner_id, f.title) IN (SELECT p.owner_id, p.title FROM prospects p WHERE p.company_id = company);
  INSERT INTO prospect_fact_counts (owner_id, title, industry, size, location, prospects)
    SELECT p.owner_id, p.title, to_industry, to_size, to_location, count(*)
    FROM prospects p WHERE p.company_id = company GROUP BY p.owner_id, p.title
    ON CONFLICT (owner_id, title, industry, size, location) DO UPDATE SET prospects = prospect_fact_counts.prospects + excluded.prospects;
END $$;
--> statement-breakpoint
CREATE FUNCTION companies_fact_count_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM companies_fact_count_shift(NEW.id, coalesce(OLD.industry, ''), coalesce(OLD.size, ''), coalesce(OLD.location, ''),
    coalesce(NEW.industry, ''), coalesce(NEW.size, ''), coalesce(NEW.location, ''));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_fact_count_move AFTER UPDATE OF industry, size, location ON companies
  FOR EACH ROW WHEN (coalesce(NEW.industry, '') <> coalesce(OLD.industry, '') OR coalesce(NEW.size, '') <> coalesce(OLD.size, '')
    OR coalesce(NEW.location, '') <> coalesce(OLD.location, ''))
  EXECUTE FUNCTION companies_fact_count_move();
--> statement-breakpoint
CREATE FUNCTION companies_fact_count_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM companies_fact_count_shift(OLD.id, coalesce(OLD.industry, ''), coalesce(OLD.size, ''), coalesce(OLD.location, ''), '', '', '');
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_fact_count_delete BEFORE DELETE ON companies
  FOR EACH ROW WHEN (coalesce(OLD.industry, '') <> '' OR coalesce(OLD.size, '') <> '' OR coalesce(OLD.location, '') <> '')
  EXECUTE FUNCTION companies_fact_count_delete();
--> statement-breakpoint
-- Rows that existed before the triggers.
INSERT INTO prospect_fact_counts (owner_id, title, industry, size, location, prospects)
  SELECT p.owner_id, p.title, coalesce(c.industry, ''), coalesce(c.size, ''), coalesce(c.location, ''), count(*)
  FROM prospects p LEFT JOIN companies c ON c.id = p.company_id
  GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (owner_id, title, industry, size, location) DO UPDATE SET prospects = excluded.prospects;

-- The counts SQLite's triggers keep (migrations 0002, 0014, 0017, 0025), kept the same way on PostgreSQL
-- (ADR 041). One trigger per SQLite trigger, same name; each function's comment names its original.
-- The FTS5 triggers of 0003, 0004 and 0017 have no twin: search reads the trigram indexes of 0002 here.
-- Owner changes compare with IS DISTINCT FROM, SQLite's IS NOT; created_at / 86400000 divides bigints
-- as SQLite divides integers (truncating).

-- The CRM sync state rule of crmSyncStateSql (packages/db/src/crm-sync-links.ts), as 0017 spells it:
-- synced when updated_at <= synced_version; failed when not synced and updated_at <= failed_version.
CREATE FUNCTION crm_link_synced(updated_at bigint, synced_version bigint) RETURNS integer
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT coalesce((synced_version IS NOT NULL AND updated_at <= synced_version)::integer, 0) $$;
--> statement-breakpoint
CREATE FUNCTION crm_link_failed(updated_at bigint, synced_version bigint, failed_version bigint) RETURNS integer
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT coalesce((NOT (synced_version IS NOT NULL AND updated_at <= synced_version)
    AND failed_version IS NOT NULL AND updated_at <= failed_version)::integer, 0) $$;
--> statement-breakpoint

-- lead_counts ---------------------------------------------------------------------------------------

-- SQLite 0002 prospects_count_insert: AFTER INSERT ON prospects, upsert lead_counts.prospects + 1.
CREATE FUNCTION prospects_count_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_counts (owner_id, prospects, companies) VALUES (NEW.owner_id, 1, 0)
    ON CONFLICT (owner_id) DO UPDATE SET prospects = lead_counts.prospects + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER prospects_count_insert AFTER INSERT ON prospects
  FOR EACH ROW EXECUTE FUNCTION prospects_count_insert();
--> statement-breakpoint
-- SQLite 0002 prospects_count_delete: AFTER DELETE ON prospects, lead_counts.prospects - 1.
CREATE FUNCTION prospects_count_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE lead_counts SET prospects = prospects - 1 WHERE owner_id = OLD.owner_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER prospects_count_delete AFTER DELETE ON prospects
  FOR EACH ROW EXECUTE FUNCTION prospects_count_delete();
--> statement-breakpoint
-- SQLite 0002 prospects_count_owner: AFTER UPDATE OF owner_id ON prospects, moves one from old owner to new.
CREATE FUNCTION prospects_count_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE lead_counts SET prospects = prospects - 1 WHERE owner_id = OLD.owner_id;
  INSERT INTO lead_counts (owner_id, prospects, companies) VALUES (NEW.owner_id, 1, 0)
    ON CONFLICT (owner_id) DO UPDATE SET prospects = lead_counts.prospects + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER prospects_count_owner AFTER UPDATE OF owner_id ON prospects
  FOR EACH ROW WHEN (NEW.owner_id IS DISTINCT FROM OLD.owner_id) EXECUTE FUNCTION prospects_count_owner();
--> statement-breakpoint
-- SQLite 0002 companies_count_insert: AFTER INSERT ON companies, upsert lead_counts.companies + 1.
CREATE FUNCTION companies_count_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_counts (owner_id, prospects, companies) VALUES (NEW.owner_id, 0, 1)
    ON CONFLICT (owner_id) DO UPDATE SET companies = lead_counts.companies + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_count_insert AFTER INSERT ON companies
  FOR EACH ROW EXECUTE FUNCTION companies_count_insert();
--> statement-breakpoint
-- SQLite 0002 companies_count_delete: AFTER DELETE ON companies, lead_counts.companies - 1.
CREATE FUNCTION companies_count_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE lead_counts SET companies = companies - 1 WHERE owner_id = OLD.owner_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_count_delete AFTER DELETE ON companies
  FOR EACH ROW EXECUTE FUNCTION companies_count_delete();
--> statement-breakpoint
-- SQLite 0002 companies_count_owner: AFTER UPDATE OF owner_id ON companies, moves one from old owner to new.
CREATE FUNCTION companies_count_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE lead_counts SET companies = companies - 1 WHERE owner_id = OLD.owner_id;
  INSERT INTO lead_counts (owner_id, prospects, companies) VALUES (NEW.owner_id, 0, 1)
    ON CONFLICT (owner_id) DO UPDATE SET companies = lead_counts.companies + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_count_owner AFTER UPDATE OF owner_id ON companies
  FOR EACH ROW WHEN (NEW.owner_id IS DISTINCT FROM OLD.owner_id) EXECUTE FUNCTION companies_count_owner();
--> statement-breakpoint

-- crm_sync_links follow their prospect or company ------------------------------------------------------

-- SQLite 0014 crm_sync_links_prospect_delete: AFTER DELETE ON prospects, deletes the prospect's links.
CREATE FUNCTION crm_sync_links_prospect_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM crm_sync_links WHERE owner_id = OLD.owner_id AND local_kind = 'prospect' AND local_id = OLD.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER crm_sync_links_prospect_delete AFTER DELETE ON prospects
  FOR EACH ROW EXECUTE FUNCTION crm_sync_links_prospect_delete();
--> statement-breakpoint
-- SQLite 0014 crm_sync_links_company_delete: AFTER DELETE ON companies, deletes the company's links.
CREATE FUNCTION crm_sync_links_company_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM crm_sync_links WHERE owner_id = OLD.owner_id AND local_kind = 'company' AND local_id = OLD.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER crm_sync_links_company_delete AFTER DELETE ON companies
  FOR EACH ROW EXECUTE FUNCTION crm_sync_links_company_delete();
--> statement-breakpoint

-- search_owner_keys ---------------------------------------------------------------------------------

-- SQLite 0017 search_owner_keys_prospect / _company / _prospect_owner / _company_owner: BEFORE INSERT and
-- BEFORE UPDATE OF owner_id, INSERT OR IGNORE the owner's key. The lookup first keeps the identity from
-- spending a number on every insert (keys times 2^32 must stay below 2^53 in JavaScript).
CREATE FUNCTION search_owner_key_of_new_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM search_owner_keys WHERE owner_id = NEW.owner_id) THEN
    INSERT INTO search_owner_keys (owner_id) VALUES (NEW.owner_id) ON CONFLICT (owner_id) DO NOTHING;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_owner_keys_prospect BEFORE INSERT ON prospects
  FOR EACH ROW EXECUTE FUNCTION search_owner_key_of_new_owner();
--> statement-breakpoint
CREATE TRIGGER search_owner_keys_prospect_owner BEFORE UPDATE OF owner_id ON prospects
  FOR EACH ROW EXECUTE FUNCTION search_owner_key_of_new_owner();
--> statement-breakpoint
CREATE TRIGGER search_owner_keys_company BEFORE INSERT ON companies
  FOR EACH ROW EXECUTE FUNCTION search_owner_key_of_new_owner();
--> statement-breakpoint
CREATE TRIGGER search_owner_keys_company_owner BEFORE UPDATE OF owner_id ON companies
  FOR EACH ROW EXECUTE FUNCTION search_owner_key_of_new_owner();
--> statement-breakpoint

-- crm_sync_counts -----------------------------------------------------------------------------------

-- SQLite 0017 crm_sync_counts_link_insert: AFTER INSERT ON crm_sync_links WHEN a prospect's, adds its state.
CREATE FUNCTION crm_sync_counts_link_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  prospect_version bigint := (SELECT updated_at FROM prospects WHERE id = NEW.local_id);
BEGIN
  INSERT INTO crm_sync_counts (owner_id, provider, connection_id, synced, failed)
    VALUES (NEW.owner_id, NEW.provider, NEW.connection_id,
      crm_link_synced(prospect_version, NEW.synced_version),
      crm_link_failed(prospect_version, NEW.synced_version, NEW.failed_version))
    ON CONFLICT (owner_id, provider, connection_id) DO UPDATE
      SET synced = crm_sync_counts.synced + excluded.synced, failed = crm_sync_counts.failed + excluded.failed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER crm_sync_counts_link_insert AFTER INSERT ON crm_sync_links
  FOR EACH ROW WHEN (NEW.local_kind = 'prospect') EXECUTE FUNCTION crm_sync_counts_link_insert();
--> statement-breakpoint
-- SQLite 0017 crm_sync_counts_link_delete: AFTER DELETE ON crm_sync_links WHEN a prospect's, removes its
-- state while the prospect still exists (a deleted prospect's counts left in crm_sync_counts_prospect_delete).
CREATE FUNCTION crm_sync_counts_link_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE crm_sync_counts SET
    synced = crm_sync_counts.synced - crm_link_synced(p.updated_at, OLD.synced_version),
    failed = crm_sync_counts.failed - crm_link_failed(p.updated_at, OLD.synced_version, OLD.failed_version)
    FROM (SELECT updated_at FROM prospects WHERE id = OLD.local_id) p
    WHERE crm_sync_counts.owner_id = OLD.owner_id AND crm_sync_counts.provider = OLD.provider
      AND crm_sync_counts.connection_id = OLD.connection_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER crm_sync_counts_link_delete AFTER DELETE ON crm_sync_links
  FOR EACH ROW WHEN (OLD.local_kind = 'prospect') EXECUTE FUNCTION crm_sync_counts_link_delete();
--> statement-breakpoint
-- SQLite 0017 crm_sync_counts_link_update: AFTER UPDATE ON crm_sync_links, removes the old state, adds the new.
CREATE FUNCTION crm_sync_counts_link_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  prospect_version bigint;
BEGIN
  IF OLD.local_kind = 'prospect' THEN
    UPDATE crm_sync_counts SET
      synced = crm_sync_counts.synced - crm_link_synced(p.updated_at, OLD.synced_version),
      failed = crm_sync_counts.failed - crm_link_failed(p.updated_at, OLD.synced_version, OLD.failed_version)
      FROM (SELECT updated_at FROM prospects WHERE id = OLD.local_id) p
      WHERE crm_sync_counts.owner_id = OLD.owner_id AND crm_sync_counts.provider = OLD.provider
        AND crm_sync_counts.connection_id = OLD.connection_id;
  END IF;
  IF NEW.local_kind = 'prospect' THEN
    prospect_version := (SELECT updated_at FROM prospects WHERE id = NEW.local_id);
    INSERT INTO crm_sync_counts (owner_id, provider, connection_id, synced, failed)
      VALUES (NEW.owner_id, NEW.provider, NEW.connection_id,
        crm_link_synced(prospect_version, NEW.synced_version),
        crm_link_failed(prospect_version, NEW.synced_version, NEW.failed_version))
      ON CONFLICT (owner_id, provider, connection_id) DO UPDATE
        SET synced = crm_sync_counts.synced + excluded.synced, failed = crm_sync_counts.failed + excluded.failed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER crm_sync_counts_link_update AFTER UPDATE ON crm_sync_links
  FOR EACH ROW WHEN (OLD.local_kind = 'prospect' OR NEW.local_kind = 'prospect')
  EXECUTE FUNCTION crm_sync_counts_link_update();
--> statement-breakpoint
-- SQLite 0017 crm_sync_counts_prospect_delete: BEFORE DELETE ON prospects, its links' states leave the counts
-- (0014 deletes the links after the row, when its updated_at can no longer be read).
CREATE FUNCTION crm_sync_counts_prospect_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE crm_sync_counts SET synced = crm_sync_counts.synced - d.ds, failed = crm_sync_counts.failed - d.df
    FROM (SELECT l.provider, l.connection_id,
        sum(crm_link_synced(OLD.updated_at, l.synced_version)) AS ds,
        sum(crm_link_failed(OLD.updated_at, l.synced_version, l.failed_version)) AS df
      FROM crm_sync_links l
      WHERE l.owner_id = OLD.owner_id AND l.local_kind = 'prospect' AND l.local_id = OLD.id
      GROUP BY l.provider, l.connection_id) d
    WHERE crm_sync_counts.owner_id = OLD.owner_id AND crm_sync_counts.provider = d.provider
      AND crm_sync_counts.connection_id = d.connection_id;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER crm_sync_counts_prospect_delete BEFORE DELETE ON prospects
  FOR EACH ROW EXECUTE FUNCTION crm_sync_counts_prospect_delete();
--> statement-breakpoint
-- SQLite 0017 crm_sync_counts_prospect_version: AFTER UPDATE OF updated_at ON prospects, moves its links'
-- states from the old version's to the new one's.
CREATE FUNCTION crm_sync_counts_prospect_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE crm_sync_counts SET synced = crm_sync_counts.synced + d.ds, failed = crm_sync_counts.failed + d.df
    FROM (SELECT l.provider, l.connection_id,
        sum(crm_link_synced(NEW.updated_at, l.synced_version) - crm_link_synced(OLD.updated_at, l.synced_version)) AS ds,
        sum(crm_link_failed(NEW.updated_at, l.synced_version, l.failed_version)
          - crm_link_failed(OLD.updated_at, l.synced_version, l.failed_version)) AS df
      FROM crm_sync_links l
      WHERE l.owner_id = NEW.owner_id AND l.local_kind = 'prospect' AND l.local_id = NEW.id
      GROUP BY l.provider, l.connection_id) d
    WHERE crm_sync_counts.owner_id = NEW.owner_id AND crm_sync_counts.provider = d.provider
      AND crm_sync_counts.connection_id = d.connection_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER crm_sync_counts_prospect_version AFTER UPDATE OF updated_at ON prospects
  FOR EACH ROW WHEN (NEW.updated_at IS DISTINCT FROM OLD.updated_at)
  EXECUTE FUNCTION crm_sync_counts_prospect_version();
--> statement-breakpoint

-- prospect_day_counts ---------------------------------------------------------------------------------

-- SQLite 0025 prospects_day_count_insert: AFTER INSERT ON prospects, the owner's UTC day of created_at + 1.
CREATE FUNCTION prospects_day_count_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO prospect_day_counts (owner_id, day, added) VALUES (NEW.owner_id, NEW.created_at / 86400000, 1)
    ON CONFLICT (owner_id, day) DO UPDATE SET added = prospect_day_counts.added + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER prospects_day_count_insert AFTER INSERT ON prospects
  FOR EACH ROW EXECUTE FUNCTION prospects_day_count_insert();
--> statement-breakpoint
-- SQLite 0025 prospects_day_count_delete: AFTER DELETE ON prospects, the owner's UTC day of created_at - 1.
CREATE FUNCTION prospects_day_count_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE prospect_day_counts SET added = added - 1
    WHERE owner_id = OLD.owner_id AND day = OLD.created_at / 86400000;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER prospects_day_count_delete AFTER DELETE ON prospects
  FOR EACH ROW EXECUTE FUNCTION prospects_day_count_delete();
--> statement-breakpoint
-- SQLite 0025 prospects_day_count_move: AFTER UPDATE OF owner_id, created_at ON prospects, when the owner or
-- the day changed: one from the old (owner, day) to the new.
CREATE FUNCTION prospects_day_count_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE prospect_day_counts SET added = added - 1
    WHERE owner_id = OLD.owner_id AND day = OLD.created_at / 86400000;
  INSERT INTO prospect_day_counts (owner_id, day, added) VALUES (NEW.owner_id, NEW.created_at / 86400000, 1)
    ON CONFLICT (owner_id, day) DO UPDATE SET added = prospect_day_counts.added + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER prospects_day_count_move AFTER UPDATE OF owner_id, created_at ON prospects
  FOR EACH ROW WHEN (NEW.owner_id IS DISTINCT FROM OLD.owner_id
    OR NEW.created_at / 86400000 IS DISTINCT FROM OLD.created_at / 86400000)
  EXECUTE FUNCTION prospects_day_count_move();

-- A trigram index over what the companies search reads (name, domain, industry, location), kept by triggers (ADR 014).
-- Keyed by the companies rowid: after a VACUUM run
-- INSERT INTO `companies_search` (`companies_search`) VALUES ('delete-all'); then the backfill at the end of this file.
CREATE VIRTUAL TABLE `companies_search` USING fts5(`name`, `domain`, `industry`, `location`, content='', contentless_delete=1, tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER `companies_search_insert` AFTER INSERT ON `companies` BEGIN
  INSERT INTO `companies_search` (`rowid`, `name`, `domain`, `industry`, `location`)
    VALUES (NEW.`rowid`, NEW.`name`, NEW.`domain`, NEW.`industry`, NEW.`location`);
END;
--> statement-breakpoint
CREATE TRIGGER `companies_search_delete` AFTER DELETE ON `companies` BEGIN
  DELETE FROM `companies_search` WHERE `rowid` = OLD.`rowid`;
END;
--> statement-breakpoint
CREATE TRIGGER `companies_search_update` AFTER UPDATE OF `name`, `domain`, `industry`, `location` ON `companies` BEGIN
  DELETE FROM `companies_search` WHERE `rowid` = OLD.`rowid`;
  INSERT INTO `companies_search` (`rowid`, `name`, `domain`, `industry`, `location`)
    VALUES (NEW.`rowid`, NEW.`name`, NEW.`domain`, NEW.`industry`, NEW.`location`);
END;
--> statement-breakpoint
-- Rows that existed before the triggers.
INSERT INTO `companies_search` (`rowid`, `name`, `domain`, `industry`, `location`)
  SELECT `rowid`, `name`, `domain`, `industry`, `location` FROM `companies`;

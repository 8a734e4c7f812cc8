-- A trigram index over what the prospects search reads (name, email, title, company name), kept by triggers.
-- Keyed by the prospects rowid: after a VACUUM (which may renumber rowids) run
-- INSERT INTO `prospects_search` (`prospects_search`) VALUES ('delete-all'); then the backfill at the end of this file.
CREATE VIRTUAL TABLE `prospects_search` USING fts5(`name`, `email`, `title`, `company`, content='', contentless_delete=1, tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER `prospects_search_insert` AFTER INSERT ON `prospects` BEGIN
  INSERT INTO `prospects_search` (`rowid`, `name`, `email`, `title`, `company`)
    VALUES (NEW.`rowid`, NEW.`first_name` || ' ' || NEW.`last_name`, NEW.`email`, NEW.`title`,
      (SELECT `name` FROM `companies` WHERE `id` = NEW.`company_id`));
END;
--> statement-breakpoint
CREATE TRIGGER `prospects_search_delete` AFTER DELETE ON `prospects` BEGIN
  DELETE FROM `prospects_search` WHERE `rowid` = OLD.`rowid`;
END;
--> statement-breakpoint
CREATE TRIGGER `prospects_search_update` AFTER UPDATE OF `first_name`, `last_name`, `email`, `title`, `company_id` ON `prospects` BEGIN
  DELETE FROM `prospects_search` WHERE `rowid` = OLD.`rowid`;
  INSERT INTO `prospects_search` (`rowid`, `name`, `email`, `title`, `company`)
    VALUES (NEW.`rowid`, NEW.`first_name` || ' ' || NEW.`last_name`, NEW.`email`, NEW.`title`,
      (SELECT `name` FROM `companies` WHERE `id` = NEW.`company_id`));
END;
--> statement-breakpoint
CREATE TRIGGER `companies_search_rename` AFTER UPDATE OF `name` ON `companies` BEGIN
  DELETE FROM `prospects_search` WHERE `rowid` IN (SELECT `rowid` FROM `prospects` WHERE `company_id` = NEW.`id`);
  INSERT INTO `prospects_search` (`rowid`, `name`, `email`, `title`, `company`)
    SELECT `rowid`, `first_name` || ' ' || `last_name`, `email`, `title`, NEW.`name` FROM `prospects` WHERE `company_id` = NEW.`id`;
END;
--> statement-breakpoint
-- Rows that existed before the triggers.
INSERT INTO `prospects_search` (`rowid`, `name`, `email`, `title`, `company`)
  SELECT `prospects`.`rowid`, `first_name` || ' ' || `last_name`, `email`, `title`, `companies`.`name`
  FROM `prospects` LEFT JOIN `companies` ON `companies`.`id` = `prospects`.`company_id`;

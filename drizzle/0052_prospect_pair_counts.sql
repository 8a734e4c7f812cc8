-- WITHOUT ROWID (ADR 067): a pair's number sits in its key's b-tree, so a seek by (owner, title) reads it
-- there; drizzle-kit does not write the clause, it is added here by hand.
CREATE TABLE `prospect_pair_counts` (
	`owner_id` text NOT NULL,
	`title` text NOT NULL,
	`company_id` text NOT NULL,
	`prospects` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`owner_id`, `title`, `company_id`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `prospect_pair_counts_owner_company_idx` ON `prospect_pair_counts` (`owner_id`,`company_id`,`title`,`prospects`);--> statement-breakpoint
-- Keeps prospect_pair_counts exact (ADR 067): a prospect counts on its owner's (title, company) pair,
-- '' for no company; a pair's row goes when its count reaches 0, so the pairs are the ones that exist.
-- A company's delete sets its prospects' company_id to null, an UPDATE OF company_id: the move trigger.
CREATE TRIGGER `prospects_pair_count_insert` AFTER INSERT ON `prospects` BEGIN
  INSERT INTO `prospect_pair_counts` (`owner_id`, `title`, `company_id`, `prospects`)
    VALUES (NEW.`owner_id`, NEW.`title`, coalesce(NEW.`company_id`, ''), 1)
    ON CONFLICT (`owner_id`, `title`, `company_id`) DO UPDATE SET `prospects` = `prospects` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `prospects_pair_count_delete` AFTER DELETE ON `prospects` BEGIN
  UPDATE `prospect_pair_counts` SET `prospects` = `prospects` - 1
    WHERE `owner_id` = OLD.`owner_id` AND `title` = OLD.`title` AND `company_id` = coalesce(OLD.`company_id`, '');
  DELETE FROM `prospect_pair_counts`
    WHERE `owner_id` = OLD.`owner_id` AND `title` = OLD.`title` AND `company_id` = coalesce(OLD.`company_id`, '')
      AND `prospects` <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER `prospects_pair_count_move` AFTER UPDATE OF `owner_id`, `title`, `company_id` ON `prospects`
  WHEN NEW.`owner_id` IS NOT OLD.`owner_id` OR NEW.`title` IS NOT OLD.`title`
    OR NEW.`company_id` IS NOT OLD.`company_id` BEGIN
  UPDATE `prospect_pair_counts` SET `prospects` = `prospects` - 1
    WHERE `owner_id` = OLD.`owner_id` AND `title` = OLD.`title` AND `company_id` = coalesce(OLD.`company_id`, '');
  DELETE FROM `prospect_pair_counts`
    WHERE `owner_id` = OLD.`owner_id` AND `title` = OLD.`title` AND `company_id` = coalesce(OLD.`company_id`, '')
      AND `prospects` <= 0;
  INSERT INTO `prospect_pair_counts` (`owner_id`, `title`, `company_id`, `prospects`)
    VALUES (NEW.`owner_id`, NEW.`title`, coalesce(NEW.`company_id`, ''), 1)
    ON CONFLICT (`owner_id`, `title`, `company_id`) DO UPDATE SET `prospects` = `prospects` + 1;
END;
--> statement-breakpoint
-- Rows that existed before the triggers.
INSERT INTO `prospect_pair_counts` (`owner_id`, `title`, `company_id`, `prospects`)
  SELECT `owner_id`, `title`, coalesce(`company_id`, ''), count(*) FROM `prospects` WHERE true
  GROUP BY `owner_id`, `title`, coalesce(`company_id`, '')
  ON CONFLICT (`owner_id`, `title`, `company_id`) DO UPDATE SET `prospects` = excluded.`prospects`;

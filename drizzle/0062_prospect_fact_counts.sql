-- WITHOUT ROWID (ADR 077): a row's number sits in its key's b-tree; drizzle-kit does not write the clause.
CREATE TABLE `prospect_fact_counts` (
	`owner_id` text NOT NULL,
	`title` text NOT NULL,
	`industry` text NOT NULL,
	`size` text NOT NULL,
	`location` text NOT NULL,
	`prospects` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`owner_id`, `title`, `industry`, `size`, `location`)
) WITHOUT ROWID;
--> statement-breakpoint
-- Keeps prospect_fact_counts exact (ADR 077): a prospect counts on its owner's (title, industry, size,
-- location) row, its company's facts read when it is written ('' for a missing fact or no company); a
-- row goes when its count reaches 0. A company's fact change moves its prospects between rows; its
-- delete moves them to the ('', '', '') row before the delete sets their company_id to null (that
-- update's trigger then finds no company: '' to '', no change).
CREATE TRIGGER `prospects_fact_count_insert` AFTER INSERT ON `prospects` BEGIN
  INSERT INTO `prospect_fact_counts` (`owner_id`, `title`, `industry`, `size`, `location`, `prospects`)
    SELECT NEW.`owner_id`, NEW.`title`, coalesce(c.`industry`, ''), coalesce(c.`size`, ''), coalesce(c.`location`, ''), 1
    FROM (SELECT 1) LEFT JOIN `companies` c ON c.`id` = NEW.`company_id` WHERE true
    ON CONFLICT (`owner_id`, `title`, `industry`, `size`, `location`) DO UPDATE SET `prospects` = `prospects` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `prospects_fact_count_delete` AFTER DELETE ON `prospects` BEGIN
  UPDATE `prospect_fact_counts` SET `prospects` = `prospects` - 1
    WHERE `owner_id` = OLD.`owner_id` AND `title` = OLD.`title`
      AND `industry` = coalesce((SELECT `industry` FROM `companies` WHERE `id` = OLD.`company_id`), '')
      AND `size` = coalesce((SELECT `size` FROM `companies` WHERE `id` = OLD.`company_id`), '')
      AND `location` = coalesce((SELECT `location` FROM `companies` WHERE `id` = OLD.`company_id`), '');
  DELETE FROM `prospect_fact_counts` WHERE `owner_id` = OLD.`owner_id` AND `title` = OLD.`title` AND `prospects` <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER `prospects_fact_count_move` AFTER UPDATE OF `owner_id`, `title`, `company_id` ON `prospects`
  WHEN NEW.`owner_id` IS NOT OLD.`owner_id` OR NEW.`title` IS NOT OLD.`title`
    OR NEW.`company_id` IS NOT OLD.`company_id` BEGIN
  UPDATE `prospect_fact_counts` SET `prospects` = `prospects` - 1
    WHERE `owner_id` = OLD.`owner_id` AND `title` = OLD.`title`
      AND `industry` = coalesce((SELECT `industry` FROM `companies` WHERE `id` = OLD.`company_id`), '')
      AND `size` = coalesce((SELECT `size` FROM `companies` WHERE `id` = OLD.`company_id`), '')
      AND `location` = coalesce((SELECT `location` FROM `companies` WHERE `id` = OLD.`company_id`), '');
  DELETE FROM `prospect_fact_counts` WHERE `owner_id` = OLD.`owner_id` AND `title` = OLD.`title` AND `prospects` <= 0;
  INSERT INTO `prospect_fact_counts` (`owner_id`, `title`, `industry`, `size`, `location`, `prospects`)
    SELECT NEW.`owner_id`, NEW.`title`, coalesce(c.`industry`, ''), coalesce(c.`size`, ''), coalesce(c.`location`, ''), 1
    FROM (SELECT 1) LEFT JOIN `companies` c ON c.`id` = NEW.`company_id` WHERE true
    ON CONFLICT (`owner_id`, `title`, `industry`, `size`, `location`) DO UPDATE SET `prospects` = `prospects` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `companies_fact_count_move` AFTER UPDATE OF `industry`, `size`, `location` ON `companies`
  WHEN coalesce(NEW.`industry`, '') <> coalesce(OLD.`industry`, '') OR coalesce(NEW.`size`, '') <> coalesce(OLD.`size`, '')
    OR coalesce(NEW.`location`, '') <> coalesce(OLD.`location`, '') BEGIN
  INSERT INTO `prospect_fact_counts` (`owner_id`, `title`, `industry`, `size`, `location`, `prospects`)
    SELECT p.`owner_id`, p.`title`, coalesce(OLD.`industry`, ''), coalesce(OLD.`size`, ''), coalesce(OLD.`location`, ''), -count(*)
    FROM `prospects` p WHERE p.`company_id` = OLD.`id` GROUP BY p.`owner_id`, p.`title`
    ON CONFLICT (`owner_id`, `title`, `industry`, `size`, `location`) DO UPDATE SET `prospects` = `prospects` + excluded.`prospects`;
  DELETE FROM `prospect_fact_counts` WHERE `prospects` <= 0
    AND (`owner_id`, `title`) IN (SELECT p.`owner_id`, p.`title` FROM `prospects` p WHERE p.`company_id` = OLD.`id`);
  INSERT INTO `prospect_fact_counts` (`owner_id`, `title`, `industry`, `size`, `location`, `prospects`)
    SELECT p.`owner_id`, p.`title`, coalesce(NEW.`industry`, ''), coalesce(NEW.`size`, ''), coalesce(NEW.`location`, ''), count(*)
    FROM `prospects` p WHERE p.`company_id` = NEW.`id` GROUP BY p.`owner_id`, p.`title`
    ON CONFLICT (`owner_id`, `title`, `industry`, `size`, `location`) DO UPDATE SET `prospects` = `prospects` + excluded.`prospects`;
END;
--> statement-breakpoint
CREATE TRIGGER `companies_fact_count_delete` BEFORE DELETE ON `companies`
  WHEN coalesce(OLD.`industry`, '') <> '' OR coalesce(OLD.`size`, '') <> '' OR coalesce(OLD.`location`, '') <> '' BEGIN
  INSERT INTO `prospect_fact_counts` (`owner_id`, `title`, `industry`, `size`, `location`, `prospects`)
    SELECT p.`owner_id`, p.`title`, coalesce(OLD.`industry`, ''), coalesce(OLD.`size`, ''), coalesce(OLD.`location`, ''), -count(*)
    FROM `prospects` p WHERE p.`company_id` = OLD.`id` GROUP BY p.`owner_id`, p.`title`
    ON CONFLICT (`owner_id`, `title`, `industry`, `size`, `location`) DO UPDATE SET `prospects` = `prospects` + excluded.`prospects`;
  DELETE FROM `prospect_fact_counts` WHERE `prospects` <= 0
    AND (`owner_id`, `title`) IN (SELECT p.`owner_id`, p.`title` FROM `prospects` p WHERE p.`company_id` = OLD.`id`);
  INSERT INTO `prospect_fact_counts` (`owner_id`, `title`, `industry`, `size`, `location`, `prospects`)
    SELECT p.`owner_id`, p.`title`, '', '', '', count(*)
    FROM `prospects` p WHERE p.`company_id` = OLD.`id` GROUP BY p.`owner_id`, p.`title`
    ON CONFLICT (`owner_id`, `title`, `industry`, `size`, `location`) DO UPDATE SET `prospects` = `prospects` + excluded.`prospects`;
END;
--> statement-breakpoint
-- Rows that existed before the triggers.
INSERT INTO `prospect_fact_counts` (`owner_id`, `title`, `industry`, `size`, `location`, `prospects`)
  SELECT p.`owner_id`, p.`title`, coalesce(c.`industry`, ''), coalesce(c.`size`, ''), coalesce(c.`location`, ''), count(*)
  FROM `prospects` p LEFT JOIN `companies` c ON c.`id` = p.`company_id` WHERE true
  GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (`owner_id`, `title`, `industry`, `size`, `location`) DO UPDATE SET `prospects` = excluded.`prospects`;

CREATE TABLE `prospect_day_counts` (
	`owner_id` text NOT NULL,
	`day` integer NOT NULL,
	`added` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`owner_id`, `day`)
);
--> statement-breakpoint
-- Keeps prospect_day_counts exact: a prospect counts on its owner's UTC day of created_at (ms).
CREATE TRIGGER `prospects_day_count_insert` AFTER INSERT ON `prospects` BEGIN
  INSERT INTO `prospect_day_counts` (`owner_id`, `day`, `added`) VALUES (NEW.`owner_id`, NEW.`created_at` / 86400000, 1)
    ON CONFLICT (`owner_id`, `day`) DO UPDATE SET `added` = `added` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `prospects_day_count_delete` AFTER DELETE ON `prospects` BEGIN
  UPDATE `prospect_day_counts` SET `added` = `added` - 1
    WHERE `owner_id` = OLD.`owner_id` AND `day` = OLD.`created_at` / 86400000;
END;
--> statement-breakpoint
CREATE TRIGGER `prospects_day_count_move` AFTER UPDATE OF `owner_id`, `created_at` ON `prospects`
  WHEN NEW.`owner_id` IS NOT OLD.`owner_id` OR NEW.`created_at` / 86400000 IS NOT OLD.`created_at` / 86400000 BEGIN
  UPDATE `prospect_day_counts` SET `added` = `added` - 1
    WHERE `owner_id` = OLD.`owner_id` AND `day` = OLD.`created_at` / 86400000;
  INSERT INTO `prospect_day_counts` (`owner_id`, `day`, `added`) VALUES (NEW.`owner_id`, NEW.`created_at` / 86400000, 1)
    ON CONFLICT (`owner_id`, `day`) DO UPDATE SET `added` = `added` + 1;
END;
--> statement-breakpoint
-- Rows that existed before the triggers.
INSERT INTO `prospect_day_counts` (`owner_id`, `day`, `added`)
  SELECT `owner_id`, `created_at` / 86400000, count(*) FROM `prospects` WHERE true GROUP BY `owner_id`, `created_at` / 86400000
  ON CONFLICT (`owner_id`, `day`) DO UPDATE SET `added` = excluded.`added`;

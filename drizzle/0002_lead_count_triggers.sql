-- Keeps lead_counts exact on every insert, delete and change of owner of a prospect or company.
CREATE TRIGGER `prospects_count_insert` AFTER INSERT ON `prospects` BEGIN
  INSERT INTO `lead_counts` (`owner_id`, `prospects`, `companies`) VALUES (NEW.`owner_id`, 1, 0)
    ON CONFLICT (`owner_id`) DO UPDATE SET `prospects` = `prospects` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `prospects_count_delete` AFTER DELETE ON `prospects` BEGIN
  UPDATE `lead_counts` SET `prospects` = `prospects` - 1 WHERE `owner_id` = OLD.`owner_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `prospects_count_owner` AFTER UPDATE OF `owner_id` ON `prospects` WHEN NEW.`owner_id` IS NOT OLD.`owner_id` BEGIN
  UPDATE `lead_counts` SET `prospects` = `prospects` - 1 WHERE `owner_id` = OLD.`owner_id`;
  INSERT INTO `lead_counts` (`owner_id`, `prospects`, `companies`) VALUES (NEW.`owner_id`, 1, 0)
    ON CONFLICT (`owner_id`) DO UPDATE SET `prospects` = `prospects` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `companies_count_insert` AFTER INSERT ON `companies` BEGIN
  INSERT INTO `lead_counts` (`owner_id`, `prospects`, `companies`) VALUES (NEW.`owner_id`, 0, 1)
    ON CONFLICT (`owner_id`) DO UPDATE SET `companies` = `companies` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `companies_count_delete` AFTER DELETE ON `companies` BEGIN
  UPDATE `lead_counts` SET `companies` = `companies` - 1 WHERE `owner_id` = OLD.`owner_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `companies_count_owner` AFTER UPDATE OF `owner_id` ON `companies` WHEN NEW.`owner_id` IS NOT OLD.`owner_id` BEGIN
  UPDATE `lead_counts` SET `companies` = `companies` - 1 WHERE `owner_id` = OLD.`owner_id`;
  INSERT INTO `lead_counts` (`owner_id`, `prospects`, `companies`) VALUES (NEW.`owner_id`, 0, 1)
    ON CONFLICT (`owner_id`) DO UPDATE SET `companies` = `companies` + 1;
END;
--> statement-breakpoint
-- Rows that existed before the triggers.
INSERT INTO `lead_counts` (`owner_id`, `prospects`, `companies`)
  SELECT `users`.`id`,
    (SELECT count(*) FROM `prospects` WHERE `prospects`.`owner_id` = `users`.`id`),
    (SELECT count(*) FROM `companies` WHERE `companies`.`owner_id` = `users`.`id`)
  FROM `users` WHERE true
  ON CONFLICT (`owner_id`) DO UPDATE SET `prospects` = excluded.`prospects`, `companies` = excluded.`companies`;

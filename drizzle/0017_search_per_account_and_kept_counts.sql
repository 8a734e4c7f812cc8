CREATE TABLE `crm_sync_counts` (
	`owner_id` text NOT NULL,
	`provider` text NOT NULL,
	`connection_id` text NOT NULL,
	`synced` integer DEFAULT 0 NOT NULL,
	`failed` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`owner_id`, `provider`, `connection_id`),
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `search_owner_keys` (
	`key` integer PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `search_owner_keys_owner_id_unique` ON `search_owner_keys` (`owner_id`);--> statement-breakpoint
DROP INDEX `prospects_owner_title_idx`;--> statement-breakpoint
CREATE INDEX `prospects_owner_status_created_idx` ON `prospects` (`owner_id`,`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `prospects_owner_title_idx` ON `prospects` (`owner_id`,`title`,`created_at`,`id`);--> statement-breakpoint
-- Search per account (ADR 028). Each owner gets a number in search_owner_keys, and the rows of the
-- trigram indexes are keyed by owner key * 2^32 + the indexed row's rowid: one account's entries
-- form one rowid range, and a MATCH limited to that range seeks past every other account's entries.
-- After a VACUUM (which may renumber rowids) run for each index
-- INSERT INTO `prospects_search` (`prospects_search`) VALUES ('delete-all'); (and `companies_search`)
-- then the two backfills at the end of this file.
CREATE TRIGGER `search_owner_keys_prospect` BEFORE INSERT ON `prospects` BEGIN
  INSERT OR IGNORE INTO `search_owner_keys` (`owner_id`) VALUES (NEW.`owner_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `search_owner_keys_prospect_owner` BEFORE UPDATE OF `owner_id` ON `prospects` BEGIN
  INSERT OR IGNORE INTO `search_owner_keys` (`owner_id`) VALUES (NEW.`owner_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `search_owner_keys_company` BEFORE INSERT ON `companies` BEGIN
  INSERT OR IGNORE INTO `search_owner_keys` (`owner_id`) VALUES (NEW.`owner_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `search_owner_keys_company_owner` BEFORE UPDATE OF `owner_id` ON `companies` BEGIN
  INSERT OR IGNORE INTO `search_owner_keys` (`owner_id`) VALUES (NEW.`owner_id`);
END;
--> statement-breakpoint
DROP TRIGGER `prospects_search_insert`;
--> statement-breakpoint
DROP TRIGGER `prospects_search_delete`;
--> statement-breakpoint
DROP TRIGGER `prospects_search_update`;
--> statement-breakpoint
DROP TRIGGER `companies_search_rename`;
--> statement-breakpoint
DROP TRIGGER `companies_search_insert`;
--> statement-breakpoint
DROP TRIGGER `companies_search_delete`;
--> statement-breakpoint
DROP TRIGGER `companies_search_update`;
--> statement-breakpoint
INSERT INTO `prospects_search` (`prospects_search`) VALUES ('delete-all');
--> statement-breakpoint
INSERT INTO `companies_search` (`companies_search`) VALUES ('delete-all');
--> statement-breakpoint
CREATE TRIGGER `prospects_search_insert` AFTER INSERT ON `prospects` BEGIN
  INSERT INTO `prospects_search` (`rowid`, `name`, `email`, `title`, `company`)
    VALUES ((SELECT `key` FROM `search_owner_keys` WHERE `owner_id` = NEW.`owner_id`) * 4294967296 + NEW.`rowid`,
      NEW.`first_name` || ' ' || NEW.`last_name`, NEW.`email`, NEW.`title`,
      (SELECT `name` FROM `companies` WHERE `id` = NEW.`company_id`));
END;
--> statement-breakpoint
CREATE TRIGGER `prospects_search_delete` AFTER DELETE ON `prospects` BEGIN
  DELETE FROM `prospects_search`
    WHERE `rowid` = (SELECT `key` FROM `search_owner_keys` WHERE `owner_id` = OLD.`owner_id`) * 4294967296 + OLD.`rowid`;
END;
--> statement-breakpoint
CREATE TRIGGER `prospects_search_update` AFTER UPDATE OF `owner_id`, `first_name`, `last_name`, `email`, `title`, `company_id` ON `prospects` BEGIN
  DELETE FROM `prospects_search`
    WHERE `rowid` = (SELECT `key` FROM `search_owner_keys` WHERE `owner_id` = OLD.`owner_id`) * 4294967296 + OLD.`rowid`;
  INSERT INTO `prospects_search` (`rowid`, `name`, `email`, `title`, `company`)
    VALUES ((SELECT `key` FROM `search_owner_keys` WHERE `owner_id` = NEW.`owner_id`) * 4294967296 + NEW.`rowid`,
      NEW.`first_name` || ' ' || NEW.`last_name`, NEW.`email`, NEW.`title`,
      (SELECT `name` FROM `companies` WHERE `id` = NEW.`company_id`));
END;
--> statement-breakpoint
CREATE TRIGGER `companies_search_rename` AFTER UPDATE OF `name` ON `companies` BEGIN
  DELETE FROM `prospects_search` WHERE `rowid` IN (
    SELECT k.`key` * 4294967296 + p.`rowid` FROM `prospects` p
    JOIN `search_owner_keys` k ON k.`owner_id` = p.`owner_id` WHERE p.`company_id` = NEW.`id`);
  INSERT INTO `prospects_search` (`rowid`, `name`, `email`, `title`, `company`)
    SELECT k.`key` * 4294967296 + p.`rowid`, p.`first_name` || ' ' || p.`last_name`, p.`email`, p.`title`, NEW.`name`
    FROM `prospects` p JOIN `search_owner_keys` k ON k.`owner_id` = p.`owner_id` WHERE p.`company_id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `companies_search_insert` AFTER INSERT ON `companies` BEGIN
  INSERT INTO `companies_search` (`rowid`, `name`, `domain`, `industry`, `location`)
    VALUES ((SELECT `key` FROM `search_owner_keys` WHERE `owner_id` = NEW.`owner_id`) * 4294967296 + NEW.`rowid`,
      NEW.`name`, NEW.`domain`, NEW.`industry`, NEW.`location`);
END;
--> statement-breakpoint
CREATE TRIGGER `companies_search_delete` AFTER DELETE ON `companies` BEGIN
  DELETE FROM `companies_search`
    WHERE `rowid` = (SELECT `key` FROM `search_owner_keys` WHERE `owner_id` = OLD.`owner_id`) * 4294967296 + OLD.`rowid`;
END;
--> statement-breakpoint
CREATE TRIGGER `companies_search_update` AFTER UPDATE OF `owner_id`, `name`, `domain`, `industry`, `location` ON `companies` BEGIN
  DELETE FROM `companies_search`
    WHERE `rowid` = (SELECT `key` FROM `search_owner_keys` WHERE `owner_id` = OLD.`owner_id`) * 4294967296 + OLD.`rowid`;
  INSERT INTO `companies_search` (`rowid`, `name`, `domain`, `industry`, `location`)
    VALUES ((SELECT `key` FROM `search_owner_keys` WHERE `owner_id` = NEW.`owner_id`) * 4294967296 + NEW.`rowid`,
      NEW.`name`, NEW.`domain`, NEW.`industry`, NEW.`location`);
END;
--> statement-breakpoint
-- CRM sync counts (ADR 028): how many of an owner's prospects are synced and failed in each
-- connection, kept exact by triggers on the links and on prospects.updated_at, with the state rule of
-- crmSyncStateSql (packages/db/src/crm-sync-links.ts): synced when updated_at <= synced_version;
-- failed when not synced and updated_at <= failed_version. Pending is the prospect count minus both.
CREATE TRIGGER `crm_sync_counts_link_insert` AFTER INSERT ON `crm_sync_links` WHEN NEW.`local_kind` = 'prospect' BEGIN
  INSERT INTO `crm_sync_counts` (`owner_id`, `provider`, `connection_id`, `synced`, `failed`)
    SELECT NEW.`owner_id`, NEW.`provider`, NEW.`connection_id`,
      coalesce(NEW.`synced_version` IS NOT NULL AND p.`updated_at` <= NEW.`synced_version`, 0),
      coalesce(NOT (NEW.`synced_version` IS NOT NULL AND p.`updated_at` <= NEW.`synced_version`)
        AND NEW.`failed_version` IS NOT NULL AND p.`updated_at` <= NEW.`failed_version`, 0)
    FROM (SELECT (SELECT `updated_at` FROM `prospects` WHERE `id` = NEW.`local_id`) AS `updated_at`) p
    WHERE true
    ON CONFLICT (`owner_id`, `provider`, `connection_id`) DO UPDATE
      SET `synced` = `synced` + excluded.`synced`, `failed` = `failed` + excluded.`failed`;
END;
--> statement-breakpoint
CREATE TRIGGER `crm_sync_counts_link_delete` AFTER DELETE ON `crm_sync_links` WHEN OLD.`local_kind` = 'prospect' BEGIN
  UPDATE `crm_sync_counts` SET
    `synced` = `synced` - coalesce(OLD.`synced_version` IS NOT NULL AND p.`updated_at` <= OLD.`synced_version`, 0),
    `failed` = `failed` - coalesce(NOT (OLD.`synced_version` IS NOT NULL AND p.`updated_at` <= OLD.`synced_version`)
        AND OLD.`failed_version` IS NOT NULL AND p.`updated_at` <= OLD.`failed_version`, 0)
    FROM (SELECT `updated_at` FROM `prospects` WHERE `id` = OLD.`local_id`) p
    WHERE `owner_id` = OLD.`owner_id` AND `provider` = OLD.`provider` AND `connection_id` = OLD.`connection_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `crm_sync_counts_link_update` AFTER UPDATE ON `crm_sync_links` WHEN OLD.`local_kind` = 'prospect' OR NEW.`local_kind` = 'prospect' BEGIN
  UPDATE `crm_sync_counts` SET
    `synced` = `synced` - coalesce(OLD.`synced_version` IS NOT NULL AND p.`updated_at` <= OLD.`synced_version`, 0),
    `failed` = `failed` - coalesce(NOT (OLD.`synced_version` IS NOT NULL AND p.`updated_at` <= OLD.`synced_version`)
        AND OLD.`failed_version` IS NOT NULL AND p.`updated_at` <= OLD.`failed_version`, 0)
    FROM (SELECT `updated_at` FROM `prospects` WHERE `id` = OLD.`local_id`) p
    WHERE OLD.`local_kind` = 'prospect'
      AND `owner_id` = OLD.`owner_id` AND `provider` = OLD.`provider` AND `connection_id` = OLD.`connection_id`;
  INSERT INTO `crm_sync_counts` (`owner_id`, `provider`, `connection_id`, `synced`, `failed`)
    SELECT NEW.`owner_id`, NEW.`provider`, NEW.`connection_id`,
      coalesce(NEW.`synced_version` IS NOT NULL AND p.`updated_at` <= NEW.`synced_version`, 0),
      coalesce(NOT (NEW.`synced_version` IS NOT NULL AND p.`updated_at` <= NEW.`synced_version`)
        AND NEW.`failed_version` IS NOT NULL AND p.`updated_at` <= NEW.`failed_version`, 0)
    FROM (SELECT (SELECT `updated_at` FROM `prospects` WHERE `id` = NEW.`local_id`) AS `updated_at`) p
    WHERE NEW.`local_kind` = 'prospect'
    ON CONFLICT (`owner_id`, `provider`, `connection_id`) DO UPDATE
      SET `synced` = `synced` + excluded.`synced`, `failed` = `failed` + excluded.`failed`;
END;
--> statement-breakpoint
-- A deleted prospect's links go after it (migration 0014), when its updated_at can no longer be read:
-- its counts leave first.
CREATE TRIGGER `crm_sync_counts_prospect_delete` BEFORE DELETE ON `prospects` BEGIN
  UPDATE `crm_sync_counts` SET
    `synced` = `synced` - d.`ds`, `failed` = `failed` - d.`df`
    FROM (SELECT l.`provider`, l.`connection_id`,
        sum(coalesce(l.`synced_version` IS NOT NULL AND OLD.`updated_at` <= l.`synced_version`, 0)) AS `ds`,
        sum(coalesce(NOT (l.`synced_version` IS NOT NULL AND OLD.`updated_at` <= l.`synced_version`)
          AND l.`failed_version` IS NOT NULL AND OLD.`updated_at` <= l.`failed_version`, 0)) AS `df`
      FROM `crm_sync_links` l
      WHERE l.`owner_id` = OLD.`owner_id` AND l.`local_kind` = 'prospect' AND l.`local_id` = OLD.`id`
      GROUP BY l.`provider`, l.`connection_id`) d
    WHERE `crm_sync_counts`.`owner_id` = OLD.`owner_id` AND `crm_sync_counts`.`provider` = d.`provider`
      AND `crm_sync_counts`.`connection_id` = d.`connection_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `crm_sync_counts_prospect_version` AFTER UPDATE OF `updated_at` ON `prospects` WHEN NEW.`updated_at` IS NOT OLD.`updated_at` BEGIN
  UPDATE `crm_sync_counts` SET
    `synced` = `synced` + d.`ds`, `failed` = `failed` + d.`df`
    FROM (SELECT l.`provider`, l.`connection_id`,
        sum(coalesce(l.`synced_version` IS NOT NULL AND NEW.`updated_at` <= l.`synced_version`, 0)
          - coalesce(l.`synced_version` IS NOT NULL AND OLD.`updated_at` <= l.`synced_version`, 0)) AS `ds`,
        sum(coalesce(NOT (l.`synced_version` IS NOT NULL AND NEW.`updated_at` <= l.`synced_version`)
            AND l.`failed_version` IS NOT NULL AND NEW.`updated_at` <= l.`failed_version`, 0)
          - coalesce(NOT (l.`synced_version` IS NOT NULL AND OLD.`updated_at` <= l.`synced_version`)
            AND l.`failed_version` IS NOT NULL AND OLD.`updated_at` <= l.`failed_version`, 0)) AS `df`
      FROM `crm_sync_links` l
      WHERE l.`owner_id` = NEW.`owner_id` AND l.`local_kind` = 'prospect' AND l.`local_id` = NEW.`id`
      GROUP BY l.`provider`, l.`connection_id`) d
    WHERE `crm_sync_counts`.`owner_id` = NEW.`owner_id` AND `crm_sync_counts`.`provider` = d.`provider`
      AND `crm_sync_counts`.`connection_id` = d.`connection_id`;
END;
--> statement-breakpoint
-- Rows that existed before the triggers.
INSERT OR IGNORE INTO `search_owner_keys` (`owner_id`)
  SELECT `owner_id` FROM `prospects` UNION SELECT `owner_id` FROM `companies`;
--> statement-breakpoint
INSERT INTO `prospects_search` (`rowid`, `name`, `email`, `title`, `company`)
  SELECT k.`key` * 4294967296 + p.`rowid`, p.`first_name` || ' ' || p.`last_name`, p.`email`, p.`title`, c.`name`
  FROM `prospects` p JOIN `search_owner_keys` k ON k.`owner_id` = p.`owner_id`
  LEFT JOIN `companies` c ON c.`id` = p.`company_id`;
--> statement-breakpoint
INSERT INTO `companies_search` (`rowid`, `name`, `domain`, `industry`, `location`)
  SELECT k.`key` * 4294967296 + c.`rowid`, c.`name`, c.`domain`, c.`industry`, c.`location`
  FROM `companies` c JOIN `search_owner_keys` k ON k.`owner_id` = c.`owner_id`;
--> statement-breakpoint
INSERT INTO `crm_sync_counts` (`owner_id`, `provider`, `connection_id`, `synced`, `failed`)
  SELECT l.`owner_id`, l.`provider`, l.`connection_id`,
    sum(coalesce(l.`synced_version` IS NOT NULL AND p.`updated_at` <= l.`synced_version`, 0)),
    sum(coalesce(NOT (l.`synced_version` IS NOT NULL AND p.`updated_at` <= l.`synced_version`)
      AND l.`failed_version` IS NOT NULL AND p.`updated_at` <= l.`failed_version`, 0))
  FROM `crm_sync_links` l LEFT JOIN `prospects` p ON p.`id` = l.`local_id`
  WHERE l.`local_kind` = 'prospect'
  GROUP BY l.`owner_id`, l.`provider`, l.`connection_id`;

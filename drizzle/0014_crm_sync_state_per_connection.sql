-- Sync state per provider and per connection (ADR 023). A prospect or company gets one row in
-- crm_sync_links per CRM connection it was pushed to: (owner, kind, local id, provider,
-- connection_id) -> the CRM's id and the row's updated_at as pushed. Migration 0015 then drops
-- prospects.crm_sync_state, prospects.crm_external_id and crm_company_links.
--
-- Moving the old state. The old columns did not say which CRM they were written to, so:
-- - A prospect's crm_external_id belongs to its owner's CURRENT crm_settings.provider and that
--   provider's connection in user_integrations (the connection that was selected when it was
--   written, as far as the database knows). It is moved only when its shape is the provider's:
--   HubSpot ids are digits only, Salesforce ids are 15 or 18 letters and digits with a letter. An
--   id of the other shape was written before a provider switch and is dropped rather than reused
--   across providers; so is every id of an owner with no provider or no connection. Such a lead is
--   pending again and is created anew at the next sync (HubSpot's upsert by email finds the
--   existing contact).
-- - 'synced' keeps the row's updated_at as the synced version (the old sync set updated_at to the
--   push time), so it stays synced until edited; 'pending' with an id keeps the id with no synced
--   version, so the next sync updates that record; 'failed' keeps updated_at as the failed version.
-- - A crm_company_links row already names its provider; it goes to the owner's connection of that
--   provider, and is dropped when that provider is not connected. Its synced version is the
--   company's updated_at; its synced_at is unknown (NULL).
CREATE TABLE `crm_sync_links` (
	`owner_id` text NOT NULL,
	`local_kind` text NOT NULL,
	`local_id` text NOT NULL,
	`provider` text NOT NULL,
	`connection_id` text NOT NULL,
	`external_id` text,
	`synced_version` integer,
	`synced_at` integer,
	`failed_version` integer,
	`failed_at` integer,
	`last_error` text,
	PRIMARY KEY(`owner_id`, `local_kind`, `local_id`, `provider`, `connection_id`),
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);

--> statement-breakpoint
INSERT INTO `crm_sync_links` (`owner_id`, `local_kind`, `local_id`, `provider`, `connection_id`, `external_id`, `synced_version`, `synced_at`, `failed_version`, `failed_at`, `last_error`)
SELECT `owner_id`, 'prospect', `id`, `provider`, `connection_id`,
  CASE WHEN `id_fits` THEN `crm_external_id` END,
  CASE WHEN `id_fits` AND `crm_sync_state` = 'synced' THEN `updated_at` END,
  CASE WHEN `id_fits` AND `crm_sync_state` = 'synced' THEN `updated_at` END,
  CASE WHEN `crm_sync_state` = 'failed' THEN `updated_at` END,
  CASE WHEN `crm_sync_state` = 'failed' THEN `updated_at` END,
  NULL
FROM (
  SELECT p.`owner_id`, p.`id`, p.`crm_external_id`, p.`crm_sync_state`, p.`updated_at`, s.`provider`, i.`connection_id`,
    coalesce(p.`crm_external_id` <> '' AND (
      (s.`provider` = 'hubspot' AND p.`crm_external_id` NOT GLOB '*[^0-9]*')
      OR (s.`provider` = 'salesforce' AND length(p.`crm_external_id`) IN (15, 18)
        AND p.`crm_external_id` NOT GLOB '*[^0-9A-Za-z]*' AND p.`crm_external_id` GLOB '*[A-Za-z]*')
    ), 0) AS `id_fits`
  FROM `prospects` p
  JOIN `crm_settings` s ON s.`user_id` = p.`owner_id`
  JOIN `user_integrations` i ON i.`user_id` = p.`owner_id` AND i.`provider_config_key` = s.`provider`
  WHERE p.`crm_external_id` IS NOT NULL OR p.`crm_sync_state` = 'failed'
)
WHERE `id_fits` OR `crm_sync_state` = 'failed';
--> statement-breakpoint
INSERT INTO `crm_sync_links` (`owner_id`, `local_kind`, `local_id`, `provider`, `connection_id`, `external_id`, `synced_version`, `synced_at`, `failed_version`, `failed_at`, `last_error`)
SELECT c.`owner_id`, 'company', c.`id`, l.`provider`, i.`connection_id`, l.`external_id`, c.`updated_at`, NULL, NULL, NULL, NULL
FROM `crm_company_links` l
JOIN `companies` c ON c.`id` = l.`company_id`
JOIN `user_integrations` i ON i.`user_id` = c.`owner_id` AND i.`provider_config_key` = l.`provider`;
--> statement-breakpoint
-- local_id has no foreign key (it names a prospect or a company): deleting the row deletes its links.
CREATE TRIGGER `crm_sync_links_prospect_delete` AFTER DELETE ON `prospects` BEGIN
  DELETE FROM `crm_sync_links` WHERE `owner_id` = OLD.`owner_id` AND `local_kind` = 'prospect' AND `local_id` = OLD.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `crm_sync_links_company_delete` AFTER DELETE ON `companies` BEGIN
  DELETE FROM `crm_sync_links` WHERE `owner_id` = OLD.`owner_id` AND `local_kind` = 'company' AND `local_id` = OLD.`id`;
END;

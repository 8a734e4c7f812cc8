-- Drops the shared CRM sync state that migration 0014 moved into crm_sync_links (ADR 023). SQLite drops
-- these columns in place (ALTER TABLE DROP COLUMN): no table is rebuilt, so nothing cascades (ADR 015).
DROP TABLE `crm_company_links`;--> statement-breakpoint
DROP INDEX `prospects_owner_sync_idx`;--> statement-breakpoint
ALTER TABLE `prospects` DROP COLUMN `crm_sync_state`;--> statement-breakpoint
ALTER TABLE `prospects` DROP COLUMN `crm_external_id`;
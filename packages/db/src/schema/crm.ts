import type { CrmObject, CrmProviderKey, FieldMapping } from '@leadpath/core';
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { timeWithLegacyDefault } from './app-time.ts';
import { users } from './users.ts';

/** CRM settings of spec §3, one row per user; no row means the defaults (off, no provider). */
export const crmSettings = sqliteTable('crm_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: integer({ mode: 'boolean' }).notNull().default(false),
  provider: text().$type<CrmProviderKey>(),
  syncLeadsEnabled: integer('sync_leads_enabled', { mode: 'boolean' }).notNull().default(true),
  autoCreateAccounts: integer('auto_create_accounts', { mode: 'boolean' }).notNull().default(true),
  autoCreateContacts: integer('auto_create_contacts', { mode: 'boolean' }).notNull().default(true),
  includeLinkedInProfile: integer('include_linkedin_profile', { mode: 'boolean' }).notNull().default(false),
  fieldMappings: text('field_mappings', { mode: 'json' })
    .$type<FieldMapping[]>()
    .notNull()
    .default(sql`'[]'`),
  lastSyncAt: integer('last_sync_at', { mode: 'timestamp_ms' }),
  updatedAt: timeWithLegacyDefault('updated_at'),
});

export const crmLocalKinds = ['prospect', 'company'] as const;
export type CrmLocalKind = (typeof crmLocalKinds)[number];

/**
 * What one local prospect or company became in one CRM connection (ADR 023): the record's id there
 * and the row's `updated_at` (epoch ms) when it was last pushed. A row is pending for a connection
 * when it has no link there or was updated since; ids never cross providers or connections.
 */
export const crmSyncLinks = sqliteTable(
  'crm_sync_links',
  {
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localKind: text('local_kind').$type<CrmLocalKind>().notNull(),
    /** The prospect's or company's id (no foreign key: triggers of migration 0014 delete the links). */
    localId: text('local_id').notNull(),
    provider: text().$type<CrmProviderKey>().notNull(),
    /** user_integrations.connection_id of the connection the record was written through. */
    connectionId: text('connection_id').notNull(),
    /** Null while the record was never written (its only push failed). */
    externalId: text('external_id'),
    /** The local row's updated_at (epoch ms) as it was pushed; null when never pushed successfully. */
    syncedVersion: integer('synced_version'),
    syncedAt: integer('synced_at', { mode: 'timestamp_ms' }),
    /** The local row's updated_at when its last push failed; null after a success. */
    failedVersion: integer('failed_version'),
    failedAt: integer('failed_at', { mode: 'timestamp_ms' }),
    lastError: text('last_error'),
  },
  (table) => [
    primaryKey({
      columns: [table.ownerId, table.localKind, table.localId, table.provider, table.connectionId],
    }),
  ],
);

/**
 * How many of an owner's prospects are synced and failed in one connection, kept exact by triggers on
 * crm_sync_links and prospects.updated_at (migration 0017, ADR 028) with the rule of crmSyncStateSql.
 * Pending is the owner's prospect count (lead_counts) minus both.
 */
export const crmSyncCounts = sqliteTable(
  'crm_sync_counts',
  {
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().$type<CrmProviderKey>().notNull(),
    connectionId: text('connection_id').notNull(),
    synced: integer().notNull().default(0),
    failed: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.provider, table.connectionId] })],
);

export const sandboxCrmFailures = ['inactive_org', 'token_expired'] as const;
export type SandboxCrmFailure = (typeof sandboxCrmFailures)[number];

/** The sandbox CRM org of one user and provider; simulatedFailure makes every call fail that way. */
export const sandboxCrmOrgs = sqliteTable(
  'sandbox_crm_orgs',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().$type<CrmProviderKey>().notNull(),
    simulatedFailure: text('simulated_failure').$type<SandboxCrmFailure>(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.provider] })],
);

/** Custom fields created in the sandbox CRM; the standard fields are fixed in code. */
export const sandboxCrmFields = sqliteTable(
  'sandbox_crm_fields',
  {
    id: text().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().$type<CrmProviderKey>().notNull(),
    object: text().$type<CrmObject>().notNull(),
    name: text().notNull(),
    label: text().notNull(),
    type: text().notNull(),
    required: integer({ mode: 'boolean' }).notNull().default(false),
    length: integer(),
    description: text().notNull().default(''),
    groupName: text('group_name'),
    options: text({ mode: 'json' }).$type<{ label: string; value: string }[]>().notNull().default(sql`'[]'`),
    createdAt: timeWithLegacyDefault('created_at'),
  },
  (table) => [
    uniqueIndex('sandbox_crm_fields_name_idx').on(table.userId, table.provider, table.object, table.name),
  ],
);

/** Contacts and accounts written to the sandbox CRM by a sync. */
export const sandboxCrmRecords = sqliteTable(
  'sandbox_crm_records',
  {
    id: text().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().$type<CrmProviderKey>().notNull(),
    object: text().$type<CrmObject>().notNull(),
    data: text({ mode: 'json' }).$type<Record<string, string | number | boolean | null>>().notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('sandbox_crm_records_owner_idx').on(table.userId, table.provider, table.object)],
);

export type CrmSyncLinkRow = typeof crmSyncLinks.$inferSelect;
export type CrmSettingsRow = typeof crmSettings.$inferSelect;
export type SandboxCrmFieldRow = typeof sandboxCrmFields.$inferSelect;
export type SandboxCrmRecordRow = typeof sandboxCrmRecords.$inferSelect;

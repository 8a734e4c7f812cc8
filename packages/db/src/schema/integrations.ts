import type { IntegrationKey } from '@leadpath/core';
import { sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { timeWithLegacyDefault } from './app-time.ts';
import { users } from './users.ts';

/** An app the user connected (spec §3 "User integration"); the CRM is connected when its provider is here. */
export const userIntegrations = sqliteTable(
  'user_integrations',
  {
    id: text().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerConfigKey: text('provider_config_key').$type<IntegrationKey>().notNull(),
    /** The connector's id for this connection (the sandbox's or Nango's connectionId). */
    connectionId: text('connection_id').notNull(),
    addedDate: timeWithLegacyDefault('added_date'),
  },
  (table) => [uniqueIndex('user_integrations_user_provider_idx').on(table.userId, table.providerConfigKey)],
);

export type UserIntegrationRow = typeof userIntegrations.$inferSelect;

import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

export type SuppressionReason = 'unsubscribed' | 'bounced' | 'manual';

/** Addresses a sender must never mail again; every sequence send checks it. */
export const suppressedAddresses = sqliteTable(
  'suppressed_addresses',
  {
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text().notNull(),
    reason: text().$type<SuppressionReason>().notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.email] })],
);

export type SuppressedAddressRow = typeof suppressedAddresses.$inferSelect;

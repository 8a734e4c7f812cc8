import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Requests per limit and key (a client address, an email address) in the current fixed window, kept
 * in the database so every app instance counts the same and a restart resets nothing. One row per
 * key, moved to the new window by the upsert that counts; rows of finished windows are swept.
 */
export const limitCounters = sqliteTable(
  'limit_counters',
  {
    /** Which limit: 'sign-up:address', 'account-mail:recipient', ... */
    scope: text().notNull(),
    key: text().notNull(),
    /** Epoch milliseconds at which the window began. */
    windowStart: integer('window_start').notNull(),
    count: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index('limit_counters_window_idx').on(table.windowStart),
  ],
);

export type LimitCounterRow = typeof limitCounters.$inferSelect;

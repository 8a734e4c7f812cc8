import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * The requests sent to one CRM account in its provider's window (HubSpot: 100 or 190 per 10 s) and
 * the room booked by sync steps about to run, kept in the database so every app instance paces one
 * account under one window. A row leaves the window at `expires_at` and is swept after.
 */
export const crmRequestWindows = sqliteTable(
  'crm_request_windows',
  {
    id: text().primaryKey(),
    /** The provider account: 'hubspot-portal:<id>', 'hubspot-connection:<id>', 'hubspot-installation'. */
    accountKey: text('account_key').notNull(),
    /** 'sent': one request sent at `at`; 'booking': `requests` booked by a step until released. */
    kind: text({ enum: ['sent', 'booking'] }).notNull(),
    requests: integer().notNull(),
    /** Times of the app's clock, stored as epoch milliseconds like every *_at column. */
    at: integer('sent_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('crm_request_windows_account_idx').on(table.accountKey, table.expiresAt)],
);

export type CrmRequestWindowRow = typeof crmRequestWindows.$inferSelect;

import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Short-lived state of flows that pass through an outside service's page (the sandbox's OAuth consent
 * and checkout sessions, the sandbox's connections), kept in the database so a flow started on one app
 * instance finishes on another. Rows past their expiry are never answered and are swept.
 */
export const flowStates = sqliteTable(
  'flow_states',
  {
    /** Which flow: 'sandbox-consent', 'sandbox-checkout', 'sandbox-connection', ... */
    kind: text().notNull(),
    /** The flow's own token or id. */
    id: text().notNull(),
    /** Whom it belongs to, for finding the newest of one owner (e.g. `<user id>\n<integration>`). */
    subject: text().notNull(),
    /** The flow's fields as JSON. */
    data: text().notNull(),
    /** Times of the app's clock, stored as epoch milliseconds like every *_at column. */
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.id] }),
    index('flow_states_subject_idx').on(table.kind, table.subject),
    index('flow_states_expires_idx').on(table.expiresAt),
  ],
);

export type FlowStateRow = typeof flowStates.$inferSelect;

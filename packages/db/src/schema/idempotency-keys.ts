import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * The Idempotency-Key of a creating POST, per caller (an API key, or a person signed in): the request's
 * fingerprint and, once it succeeded, its answer, replayed to a retry until the key expires (24 h of
 * app time). Times are epoch milliseconds of the app's clock.
 */
export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    /** Whose key: `key:<api key id>` or `user:<actor id>:<user id>`. */
    scope: text().notNull(),
    key: text().notNull(),
    /** SHA-256 of the method, path and body, so the same key with another request is refused. */
    fingerprint: text().notNull(),
    /** Null while the first request runs. */
    status: integer(),
    responseBody: text('response_body'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index('idempotency_keys_expires_idx').on(table.expiresAt),
  ],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

/** What a mailed account link does. */
export type AccountTokenPurpose = 'verify-email' | 'reset-password' | 'change-email' | 'sign-in-link';

/**
 * Single-use links mailed to a user (verify the address, reset the password, confirm a new address).
 * Only the token's sha256 is kept; `usedAt` marks it spent. `email` is the address the link went to.
 */
export const accountTokens = sqliteTable(
  'account_tokens',
  {
    id: text().primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text().$type<AccountTokenPurpose>().notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
  },
  (table) => [index('account_tokens_user_idx').on(table.userId)],
);

export type AccountTokenRow = typeof accountTokens.$inferSelect;

import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

/**
 * A user's TOTP authenticator. The secret is sealed with SECRETS_KEY (packages/auth secret-box) and
 * never sent back after setup. Set up but not yet confirmed with a code: confirmedAt is null and
 * sign-in does not ask for a code.
 */
export const twoFactorCredentials = sqliteTable('two_factor_credentials', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }),
  /** The last 30-second step a code was accepted for: a code works once. */
  lastUsedStep: integer('last_used_step'),
  /** Wrong codes since the last right one; past the cap only a recovery code or the mailed link helps. */
  failedCodes: integer('failed_codes').notNull().default(0),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
});

/** One-time recovery codes: only their SHA-256 is kept; a used one has usedAt. */
export const twoFactorRecoveryCodes = sqliteTable(
  'two_factor_recovery_codes',
  {
    id: text().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [uniqueIndex('two_factor_recovery_codes_user_hash_idx').on(table.userId, table.codeHash)],
);

/**
 * A sign-in whose password was right and whose code is still due: the token the client holds is
 * stored only as its SHA-256. Short-lived, and gone once used or after too many wrong codes.
 */
export const twoFactorChallenges = sqliteTable(
  'two_factor_challenges',
  {
    id: text().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** The password step came with the mailed sign-in link: the account-wide lock does not apply to it. */
    viaSignInLink: integer('via_sign_in_link', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('two_factor_challenges_user_idx').on(table.userId)],
);

export type TwoFactorCredentialRow = typeof twoFactorCredentials.$inferSelect;

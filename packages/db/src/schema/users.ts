import type { Plan, Role } from '@leadpath/core';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timeWithLegacyDefault } from './app-time.ts';

export const users = sqliteTable(
  'users',
  {
    id: text().primaryKey(),
    email: text().notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    name: text().notNull(),
    bio: text().notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    location: text().notNull().default(''),
    image: text(),
    role: text().$type<Role>().notNull().default('Free'),
    tier: text().$type<Plan>().notNull().default('Free'),
    trialEndDate: integer('trial_end_date', { mode: 'timestamp_ms' }),
    isDeactivated: integer('is_deactivated', { mode: 'boolean' }).notNull().default(false),
    hasAccess: integer('has_access', { mode: 'boolean' }),
    theme: text().$type<'light' | 'dark'>(),
    /** The IANA zone the browser reported at sign-in: the default of new calendar and LinkedIn settings. */
    timeZone: text('time_zone'),
    /** When the owner proved the address (the mailed link); null: not yet. Older accounts count as verified. */
    emailVerifiedAt: integer('email_verified_at', { mode: 'timestamp_ms' }),
    createdAt: timeWithLegacyDefault('created_at'),
    updatedAt: timeWithLegacyDefault('updated_at'),
  },
  (table) => [index('users_role_idx').on(table.role)],
);

/**
 * Sessions as lucia's adapter expects them: expires_at in unix seconds, the one time column that is not
 * in epoch milliseconds (ADR 015). Plus device data. The id is the SHA-256 of the cookie's token, so
 * a copy of this table signs nobody in.
 */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    ipAddress: text('ip_address').notNull().default(''),
    createdAt: timeWithLegacyDefault('created_at'),
    lastActiveAt: timeWithLegacyDefault('last_active_at'),
    /** When this session passed the second factor (sign-in code, or confirming an authenticator); null: never. */
    twoFactorVerifiedAt: integer('two_factor_verified_at', { mode: 'timestamp_ms' }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;

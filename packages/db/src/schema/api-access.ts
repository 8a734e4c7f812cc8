import { type ApiPermission, apiAccessDefaults } from '@leadpath/core';
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timeWithLegacyDefault } from './app-time.ts';
import { users } from './users.ts';

/** API keys: only a hash of the secret is kept, beside the public prefix shown in the key list. */
export const apiKeys = sqliteTable(
  'api_keys',
  {
    id: text().primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    prefix: text().notNull().unique(),
    hash: text().notNull(),
    permissions: text({ mode: 'json' }).$type<ApiPermission[]>().notNull(),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    /** Null: never expires. */
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }),
    usageCount: integer('usage_count').notNull().default(0),
    lastUsed: integer('last_used', { mode: 'timestamp_ms' }),
    lastIpAddress: text('last_ip_address'),
    /** Deleted keys stay for the record but never authenticate again. */
    deletedAt: integer('deleted_at', { mode: 'timestamp_ms' }),
  },
  (table) => [index('api_keys_user_idx').on(table.userId)],
);

/** One row per user once they change anything; until then the defaults of spec §9 apply. */
export const apiAccessSettings = sqliteTable('api_access_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: integer({ mode: 'boolean' }).notNull().default(false),
  maxKeys: integer('max_keys').notNull().default(apiAccessDefaults.maxKeys),
  defaultExpiration: integer('default_expiration').notNull().default(apiAccessDefaults.defaultExpirationDays),
  allowedOrigins: text('allowed_origins', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
  requestsPerMinute: integer('requests_per_minute')
    .notNull()
    .default(apiAccessDefaults.rateLimit.requestsPerMinute),
  requestsPerHour: integer('requests_per_hour')
    .notNull()
    .default(apiAccessDefaults.rateLimit.requestsPerHour),
  requestsPerDay: integer('requests_per_day').notNull().default(apiAccessDefaults.rateLimit.requestsPerDay),
  updatedAt: timeWithLegacyDefault('updated_at'),
});

export const rateLimitWindows = ['minute', 'hour', 'day'] as const;
export type RateLimitWindow = (typeof rateLimitWindows)[number];

/** Requests per key in the current fixed window, kept in the database so a restart resets nothing. */
export const apiRateLimitCounters = sqliteTable(
  'api_rate_limit_counters',
  {
    keyId: text('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    window: text().$type<RateLimitWindow>().notNull(),
    windowStart: integer('window_start').notNull(),
    count: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.keyId, table.window] })],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type ApiAccessSettingsRow = typeof apiAccessSettings.$inferSelect;

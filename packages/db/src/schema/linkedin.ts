import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { StoredOperatingDay, StoredTimezone } from './schedule.ts';
import { users } from './users.ts';

export interface StoredPlace {
  city: string;
  state: string;
  country: string;
  place: string;
}

/** LinkedIn outreach settings of spec §3, one row per user, created with the defaults on first read. */
export const linkedinSettings = sqliteTable('linkedin_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: integer({ mode: 'boolean' }).notNull().default(false),
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
  timezone: text({ mode: 'json' }).$type<StoredTimezone>().notNull(),
  operatingDays: text('operating_days', { mode: 'json' }).$type<StoredOperatingDay[]>().notNull(),
  excludedDays: text('excluded_days', { mode: 'json' }).$type<number[]>().notNull(),
  contactInfo: text('contact_info', { mode: 'json' }).$type<StoredPlace>().notNull(),
  warmupEnabled: integer('warmup_enabled', { mode: 'boolean' }).notNull().default(false),
  startEndLimit: text('start_end_limit', { mode: 'json' }).$type<{ low: number; high: number }>().notNull(),
  increaseBy: integer('increase_by').notNull(),
  warmupPeriod: integer('warmup_period').notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

export type LinkedinSettingsRow = typeof linkedinSettings.$inferSelect;

import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { StoredTimezone } from './schedule.ts';
import { users } from './users.ts';

/** Calendar settings of spec §3, one row per user, with the handle of the public page /book/<handle>. */
export const calendarSettings = sqliteTable('calendar_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bookingHandle: text('booking_handle').notNull().unique(),
  calendarOn: integer('calendar_on', { mode: 'boolean' }).notNull().default(false),
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
  timezone: text({ mode: 'json' }).$type<StoredTimezone>().notNull(),
  excludedMeetingDays: text('excluded_meeting_days', { mode: 'json' }).$type<number[]>().notNull(),
  calendarIntegrationSelected: text('calendar_integration_selected'),
  meetingLocation: text('meeting_location').notNull(),
  meetingTitle: text('meeting_title').notNull(),
  meetingDuration: integer('meeting_duration').notNull(),
  eventDescription: text('event_description').notNull().default(''),
  conferenceLink: text('conference_link', { mode: 'json' })
    .$type<{ location: string; description: string }>()
    .notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

/** Meetings booked through the public page; one per owner and start, so a race has one winner. */
export const bookings = sqliteTable(
  'bookings',
  {
    id: text().primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startAt: integer('start_at', { mode: 'timestamp_ms' }).notNull(),
    endAt: integer('end_at', { mode: 'timestamp_ms' }).notNull(),
    name: text().notNull(),
    email: text().notNull(),
    title: text().notNull(),
    visitorTimeZone: text('visitor_time_zone'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    uniqueIndex('bookings_owner_start_unique').on(table.ownerId, table.startAt),
    index('bookings_owner_end_idx').on(table.ownerId, table.endAt),
  ],
);

export type CalendarSettingsRow = typeof calendarSettings.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;

/** Calendar settings rows: the defaults and the booking handle on first read, and the API shape. */
import { randomBytes } from 'node:crypto';
import {
  calendarIntegrations,
  DEFAULT_END_TIME,
  DEFAULT_MEETING_DURATION_MINUTES,
  DEFAULT_START_TIME,
  describeTimeZone,
  meetingLocations,
  schedulePresets,
  weekdayTitles,
} from '@leadpath/core';
import { type CalendarSettingsRow, calendarSettings, type Db, type UserRow } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_TIMEZONE, timezoneOutputSchema } from '../schedule/schedule-output.ts';

export const DEFAULT_MEETING_TITLE = 'Intro call: {{my_name}} <> {{prospect_first_name}}';

export const calendarSettingsOutputSchema = z.object({
  calendarOn: z.boolean(),
  startTime: z.string(),
  endTime: z.string(),
  timezone: timezoneOutputSchema,
  excludedMeetingDays: z.array(z.number()),
  calendarIntegrationSelected: z.enum(calendarIntegrations).nullable(),
  meetingLocation: z.enum(meetingLocations),
  meetingTitle: z.string(),
  meetingDuration: z.number(),
  eventDescription: z.string(),
  conferenceLink: z.object({ location: z.string(), description: z.string() }),
  /** The public page is /book/<bookingHandle>. */
  bookingHandle: z.string(),
});
export type CalendarSettingsOutput = z.infer<typeof calendarSettingsOutputSchema>;

export function toCalendarSettingsOutput(row: CalendarSettingsRow): CalendarSettingsOutput {
  const integration = row.calendarIntegrationSelected as (typeof calendarIntegrations)[number] | null;
  const location = row.meetingLocation as (typeof meetingLocations)[number];
  return {
    calendarOn: row.calendarOn,
    startTime: row.startTime,
    endTime: row.endTime,
    timezone: row.timezone,
    excludedMeetingDays: row.excludedMeetingDays,
    calendarIntegrationSelected: calendarIntegrations.includes(integration as never) ? integration : null,
    meetingLocation: meetingLocations.includes(location) ? location : 'Zoom',
    meetingTitle: row.meetingTitle,
    meetingDuration: row.meetingDuration,
    eventDescription: row.eventDescription,
    conferenceLink: row.conferenceLink,
    bookingHandle: row.bookingHandle,
  };
}

/** 'Priya Pro' -> 'priya-pro'; accents dropped, at most 40 characters. */
export function slugOfName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
}

/** A free handle derived from the user's name (or email), numbered when taken. */
async function freeHandleFor(db: Db, user: Pick<UserRow, 'name' | 'email'>): Promise<string> {
  const base = slugOfName(user.name) || slugOfName(user.email.split('@')[0] ?? '') || 'meet';
  const taken = async (handle: string) =>
    (await db
      .select({ userId: calendarSettings.userId })
      .from(calendarSettings)
      .where(eq(calendarSettings.bookingHandle, handle))
      .get()) !== undefined;
  for (let n = 1; n <= 20; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
  return `${base}-${randomBytes(4).toString('hex')}`;
}

/**
 * The user's row, created with the defaults (calendar off, business hours) the first time it is read.
 * Call it inside a transaction: the check of a free handle and the insert belong together.
 */
export async function ensureCalendarSettings(
  db: Db,
  user: Pick<UserRow, 'id' | 'name' | 'email' | 'timeZone'>,
  now: number,
): Promise<CalendarSettingsRow> {
  const existing = await db.select().from(calendarSettings).where(eq(calendarSettings.userId, user.id)).get();
  if (existing) return existing;
  await db
    .insert(calendarSettings)
    .values({
      userId: user.id,
      bookingHandle: await freeHandleFor(db, user),
      calendarOn: false,
      startTime: DEFAULT_START_TIME,
      endTime: DEFAULT_END_TIME,
      timezone: describeTimeZone(user.timeZone ?? DEFAULT_TIMEZONE, now),
      excludedMeetingDays: weekdayTitles
        .map((_, day) => day)
        .filter((day) => !(schedulePresets.business.days as readonly number[]).includes(day)),
      calendarIntegrationSelected: null,
      meetingLocation: 'Zoom',
      meetingTitle: DEFAULT_MEETING_TITLE,
      meetingDuration: DEFAULT_MEETING_DURATION_MINUTES,
      eventDescription: '',
      conferenceLink: { location: '', description: '' },
      updatedAt: new Date(now),
    })
    .onConflictDoNothing({ target: calendarSettings.userId })
    .run();
  return (await db.select().from(calendarSettings).where(eq(calendarSettings.userId, user.id)).get())!;
}

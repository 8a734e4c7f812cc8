/** LinkedIn settings rows: the defaults on first read, and the shape the API returns. */
import {
  DEFAULT_END_TIME,
  DEFAULT_START_TIME,
  defaultWarmupSettings,
  describeTimeZone,
  excludedDaysOf,
  operatingDaysFromChecked,
  schedulePresets,
} from '@leadpath/core';
import { type Db, type LinkedinSettingsRow, linkedinSettings, type UserRow } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_TIMEZONE, timezoneOutputSchema } from '../schedule/schedule-output.ts';

export const linkedinSettingsOutputSchema = z.object({
  enabled: z.boolean(),
  startTime: z.string(),
  endTime: z.string(),
  timezone: timezoneOutputSchema,
  operatingDays: z.array(z.object({ id: z.number(), title: z.string(), isChecked: z.boolean() })),
  excludedDays: z.array(z.number()),
  contactInfo: z.object({ city: z.string(), state: z.string(), country: z.string(), place: z.string() }),
  warmupEnabled: z.boolean(),
  startEndLimit: z.object({ low: z.number(), high: z.number() }),
  increaseBy: z.number(),
  warmupPeriod: z.number(),
});
export type LinkedinSettingsOutput = z.infer<typeof linkedinSettingsOutputSchema>;

export function toLinkedinSettingsOutput(row: LinkedinSettingsRow): LinkedinSettingsOutput {
  return {
    enabled: row.enabled,
    startTime: row.startTime,
    endTime: row.endTime,
    timezone: row.timezone,
    operatingDays: row.operatingDays,
    excludedDays: row.excludedDays,
    contactInfo: row.contactInfo,
    warmupEnabled: row.warmupEnabled,
    startEndLimit: row.startEndLimit,
    increaseBy: row.increaseBy,
    warmupPeriod: row.warmupPeriod,
  };
}

/** The user's row, created with the defaults of spec §9 the first time it is read. */
export async function ensureLinkedinSettings(
  db: Db,
  user: Pick<UserRow, 'id' | 'timeZone'>,
  now: number,
): Promise<LinkedinSettingsRow> {
  const userId = user.id;
  const existing = await db.select().from(linkedinSettings).where(eq(linkedinSettings.userId, userId)).get();
  if (existing) return existing;
  const operatingDays = operatingDaysFromChecked(schedulePresets.business.days);
  await db
    .insert(linkedinSettings)
    .values({
      userId,
      enabled: false,
      startTime: DEFAULT_START_TIME,
      endTime: DEFAULT_END_TIME,
      timezone: describeTimeZone(user.timeZone ?? DEFAULT_TIMEZONE, now),
      operatingDays,
      excludedDays: excludedDaysOf(operatingDays),
      contactInfo: { city: '', state: '', country: '', place: '' },
      warmupEnabled: false,
      startEndLimit: { ...defaultWarmupSettings.startEndLimit },
      increaseBy: defaultWarmupSettings.increaseBy,
      warmupPeriod: defaultWarmupSettings.warmupPeriod,
      updatedAt: new Date(now),
    })
    .onConflictDoNothing()
    .run();
  return (await db.select().from(linkedinSettings).where(eq(linkedinSettings.userId, userId)).get())!;
}

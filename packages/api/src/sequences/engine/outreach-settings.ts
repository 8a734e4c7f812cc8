/** A sender's outreach settings: one row per user, created with the defaults on first read (issue 19). */
import {
  describeTimeZone,
  isSupportedTimeZone,
  localDateOf,
  type SendCaps,
  type SendingWindow,
} from '@leadpath/core';
import { type Db, type OutreachSettingsRow, outreachSettings, users } from '@leadpath/db';
import { eq } from 'drizzle-orm';

export const DEFAULT_OUTREACH_SETTINGS = {
  startTime: '09:00',
  endTime: '17:00',
  /** Saturday and Sunday: Monday to Friday send. */
  excludedDays: [0, 6],
  excludedDates: [] as string[],
  useProspectTimeZone: true,
  dailyCap: 50,
  minGapSeconds: 60,
  jitterSeconds: 60,
  warmupEnabled: false,
  warmupStartLimit: 10,
  warmupIncreaseBy: 5,
  warmupPeriod: 14,
} as const;

/** What writeOutreachSettings may change; absent fields keep their value. */
export type OutreachSettingsPatch = Partial<
  Pick<
    OutreachSettingsRow,
    | 'startTime'
    | 'endTime'
    | 'excludedDays'
    | 'excludedDates'
    | 'useProspectTimeZone'
    | 'dailyCap'
    | 'minGapSeconds'
    | 'jitterSeconds'
    | 'warmupEnabled'
    | 'warmupStartLimit'
    | 'warmupIncreaseBy'
    | 'warmupPeriod'
    | 'unsubscribeLine'
  >
> & {
  /** An IANA zone name: 'Europe/Paris'. */
  timezone?: string;
};

async function userTimeZone(db: Db, userId: string): Promise<string> {
  const zone = (await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId)).get())
    ?.timeZone;
  return zone && isSupportedTimeZone(zone) ? zone : 'UTC';
}

/** The user's settings; the first read stores the defaults (09:00-17:00 Mon-Fri in the user's zone). */
export async function readOutreachSettings(
  db: Db,
  userId: string,
  now: number,
): Promise<OutreachSettingsRow> {
  const existing = await db.select().from(outreachSettings).where(eq(outreachSettings.userId, userId)).get();
  if (existing) return existing;
  await db
    .insert(outreachSettings)
    .values({
      userId,
      ...DEFAULT_OUTREACH_SETTINGS,
      excludedDays: [...DEFAULT_OUTREACH_SETTINGS.excludedDays],
      excludedDates: [],
      timezone: describeTimeZone(await userTimeZone(db, userId), now),
      warmupStartedOn: null,
      updatedAt: new Date(now),
    })
    .onConflictDoNothing({ target: outreachSettings.userId })
    .run();
  // The row now exists (ours, or a concurrent first read's: ON CONFLICT DO NOTHING).
  return (await db.select().from(outreachSettings).where(eq(outreachSettings.userId, userId)).get())!;
}

/**
 * Saves a change (validated by the caller's schema). Turning the warmup on starts its ramp today in
 * the sender's zone; dates are kept sorted and unique.
 */
export async function writeOutreachSettings(
  db: Db,
  userId: string,
  patch: OutreachSettingsPatch,
  now: number,
): Promise<OutreachSettingsRow> {
  const current = await readOutreachSettings(db, userId, now);
  const { timezone, ...rest } = patch;
  const zone = timezone ? describeTimeZone(timezone, now) : current.timezone;
  const values: Partial<OutreachSettingsRow> = { ...rest, timezone: zone, updatedAt: new Date(now) };
  if (rest.excludedDates) values.excludedDates = [...new Set(rest.excludedDates)].sort();
  if (rest.excludedDays) values.excludedDays = [...new Set(rest.excludedDays)].sort((a, b) => a - b);
  if (rest.warmupEnabled && !current.warmupEnabled) values.warmupStartedOn = localDateOf(now, zone.value);
  await db.update(outreachSettings).set(values).where(eq(outreachSettings.userId, userId)).run();
  return (await db.select().from(outreachSettings).where(eq(outreachSettings.userId, userId)).get())!;
}

/** The sender's own zone (their days and caps are counted in it). */
export const senderTimeZoneOf = (settings: OutreachSettingsRow) => settings.timezone.value;

/** The window a send to a prospect is placed in: the prospect's zone when known and wanted. */
export function sendingWindowOf(settings: OutreachSettingsRow, timeZone?: string | null): SendingWindow {
  return {
    startTime: settings.startTime,
    endTime: settings.endTime,
    excludedDays: settings.excludedDays,
    excludedDates: settings.excludedDates,
    timeZone: timeZone ?? settings.timezone.value,
  };
}

/** The zone an enrollment's sends are placed in. */
export function enrollmentTimeZoneFor(
  settings: OutreachSettingsRow,
  prospectTimeZone: string | null,
): string {
  if (settings.useProspectTimeZone && prospectTimeZone && isSupportedTimeZone(prospectTimeZone))
    return prospectTimeZone;
  return settings.timezone.value;
}

export function sendCapsOf(settings: OutreachSettingsRow): SendCaps {
  return {
    dailyCap: settings.dailyCap,
    minGapSeconds: settings.minGapSeconds,
    jitterSeconds: settings.jitterSeconds,
    warmupEnabled: settings.warmupEnabled,
    warmupStartLimit: settings.warmupStartLimit,
    warmupIncreaseBy: settings.warmupIncreaseBy,
    warmupPeriod: settings.warmupPeriod,
    warmupStartedOn: settings.warmupStartedOn,
  };
}

/**
 * LinkedIn pacing (issue 21): when the next LinkedIn action may run. From the user's LinkedIn
 * settings: only inside the activity window (start-end time) on operating days in the chosen
 * timezone, never on an excluded day; at most today's limit a day, the warmup ramp's value for
 * today (dailyLimitOnDay; the end limit once the ramp is over or without a warmup); a random gap of
 * about a minute between actions; nothing while the account is paused.
 */
import {
  addCalendarDays,
  dailyLimitOnDay,
  isSendingDay,
  localDateOf,
  nextWindowInstant,
  type SendingWindow,
  startOfLocalDay,
} from '@leadpath/core';
import {
  type Db,
  type LinkedinAccountRow,
  type LinkedinSettingsRow,
  linkedinActions,
  linkedinSettings,
  users,
} from '@leadpath/db';
import { and, count, eq, gte, inArray, lt } from 'drizzle-orm';
import { ensureLinkedinSettings } from '../linkedin-settings.ts';

/** The gap between two actions: 45 s plus up to 30 s at random (about a minute). */
export const ACTION_GAP_MIN_MS = 45_000;
export const ACTION_GAP_JITTER_MS = 30_000;

export const actionGapMs = (random: () => number) =>
  ACTION_GAP_MIN_MS + Math.floor(random() * ACTION_GAP_JITTER_MS);

/** The activity window of the LinkedIn settings as a sending window (issue 19's window math). */
export function linkedinWindowOf(settings: LinkedinSettingsRow): SendingWindow {
  return {
    startTime: settings.startTime,
    endTime: settings.endTime,
    excludedDays: settings.excludedDays,
    excludedDates: [],
    timeZone: settings.timezone.value,
  };
}

/**
 * The ramp's day number of a date: the operating days from the day the account was connected up to
 * and including it (excluded days do not use up the ramp). The day of connection is day 1 (or the
 * first operating day after it).
 */
export function rampDayOf(window: SendingWindow, startedOn: string, date: string): number {
  if (date < startedOn) return 1;
  let day = 0;
  for (let at = startedOn; at <= date; at = addCalendarDays(at, 1)) if (isSendingDay(window, at)) day += 1;
  return Math.max(1, day);
}

/** Today's limit on a date: the warmup ramp's value on that day, else the end limit. */
export function limitOn(
  settings: LinkedinSettingsRow,
  account: Pick<LinkedinAccountRow, 'warmupStartedOn'>,
  date: string,
) {
  const warmup = {
    startEndLimit: settings.startEndLimit,
    increaseBy: settings.increaseBy,
    warmupPeriod: settings.warmupPeriod,
  };
  if (!settings.warmupEnabled) return settings.startEndLimit.high;
  return dailyLimitOnDay(warmup, rampDayOf(linkedinWindowOf(settings), account.warmupStartedOn, date));
}

/** Actions of the account that count on a date of the settings' zone: done, accepted and in flight. */
export async function actionsOn(
  db: Db,
  accountId: string,
  settings: LinkedinSettingsRow,
  date: string,
): Promise<number> {
  const zone = settings.timezone.value;
  return (
    (
      await db
        .select({ n: count() })
        .from(linkedinActions)
        .where(
          and(
            eq(linkedinActions.accountId, accountId),
            inArray(linkedinActions.status, ['pending', 'done', 'accepted']),
            gte(linkedinActions.at, new Date(startOfLocalDay(date, zone))),
            lt(linkedinActions.at, new Date(startOfLocalDay(addCalendarDays(date, 1), zone))),
          ),
        )
        .get()
    )?.n ?? 0
  );
}

/** The owner's LinkedIn settings (created with the defaults on first read). */
export async function settingsOfOwner(db: Db, ownerId: string, now: number): Promise<LinkedinSettingsRow> {
  const existing = await db.select().from(linkedinSettings).where(eq(linkedinSettings.userId, ownerId)).get();
  if (existing) return existing;
  const user = await db
    .select({ id: users.id, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, ownerId))
    .get();
  return ensureLinkedinSettings(db, user ?? { id: ownerId, timeZone: null }, now);
}

export interface SlotInput {
  at: number;
  settings: LinkedinSettingsRow;
  account: Pick<LinkedinAccountRow, 'warmupStartedOn' | 'nextActionAt' | 'pausedUntil' | 'status'>;
  /** Actions counted on a date of the settings' zone. */
  countedOn: (date: string) => number | Promise<number>;
}

/**
 * The first instant at or after `at` an action may run: inside the window, not before the gap or
 * the end of a pause, on a day whose limit is not reached. Null when the window never opens.
 */
export async function nextActionSlot(input: SlotInput): Promise<number | null> {
  const { settings, account } = input;
  const window = linkedinWindowOf(settings);
  const zone = window.timeZone;
  let at = Math.max(
    input.at,
    account.nextActionAt?.getTime() ?? Number.NEGATIVE_INFINITY,
    account.status === 'paused'
      ? (account.pausedUntil?.getTime() ?? Number.NEGATIVE_INFINITY)
      : Number.NEGATIVE_INFINITY,
  );
  for (let i = 0; i < 800; i += 1) {
    const slot = nextWindowInstant(window, at);
    if (slot === null) return null;
    const day = localDateOf(slot, zone);
    if ((await input.countedOn(day)) < limitOn(settings, account, day)) return slot;
    at = startOfLocalDay(addCalendarDays(day, 1), zone);
  }
  return null;
}

/** Today's count and limit of an account, for the account card and the analytics. */
export async function todayOf(
  db: Db,
  account: LinkedinAccountRow,
  settings: LinkedinSettingsRow,
  now: number,
) {
  const date = localDateOf(now, settings.timezone.value);
  return {
    date,
    count: await actionsOn(db, account.id, settings, date),
    limit: limitOn(settings, account, date),
  };
}

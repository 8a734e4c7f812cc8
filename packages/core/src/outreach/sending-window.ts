/**
 * Sending windows (issue 19): when a sequence step may go out. Pure time math on IANA zones through
 * Intl, so daylight saving changes are handled by the platform's zone data (no hand offsets).
 */
import { minutesOfTime } from '../schedule.ts';
import { wallClockAt, zonedTimeToInstant } from '../timezones.ts';

export interface SendingWindow {
  /** HH:MM, the first minute sends may go out. */
  startTime: string;
  /** HH:MM, the last minute sends may go out (inclusive: 00:00-23:59 is the whole day). */
  endTime: string;
  /** Weekdays without sends: 0 Sunday ... 6 Saturday. */
  excludedDays: readonly number[];
  /** Holidays: YYYY-MM-DD dates (in the window's zone) without sends. */
  excludedDates: readonly string[];
  /** The IANA zone the times are read in. */
  timeZone: string;
}

const MINUTE_MS = 60_000;
/** How far ahead a window is looked for before giving up (every day excluded). */
const SEARCH_DAYS = 400;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A small memo for the Intl lookups, which cost microseconds each and are asked again and again
 * (a preview places thousands of steps on the same few days). Cleared when it grows large.
 */
function memo<V>(limit = 20_000) {
  const values = new Map<string, V>();
  return (key: string, compute: () => V): V => {
    const known = values.get(key);
    if (known !== undefined || values.has(key)) return known as V;
    if (values.size >= limit) values.clear();
    const value = compute();
    values.set(key, value);
    return value;
  };
}

/** Every zone's offset is a whole number of quarter hours, so a date changes only on their boundaries. */
const QUARTER_HOUR_MS = 15 * MINUTE_MS;
const localDates = memo<string>();

/** The YYYY-MM-DD date in a zone at an instant. */
export function localDateOf(instant: number, timeZone: string): string {
  const quarter = Math.floor(instant / QUARTER_HOUR_MS);
  return localDates(`${timeZone}|${quarter}`, () => {
    const wall = wallClockAt(quarter * QUARTER_HOUR_MS, timeZone);
    return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
  });
}

function partsOf(date: string): { year: number; month: number; day: number } {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return { year, month, day };
}

const nextDays = memo<string>();

/** A YYYY-MM-DD date moved by whole calendar days. */
export function addCalendarDays(date: string, days: number): string {
  const compute = () => {
    const { year, month, day } = partsOf(date);
    return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
  };
  // The next day is asked for in every loop over days: remembered.
  return days === 1 ? nextDays(date, compute) : compute();
}

/** Whole days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = partsOf(from);
  const b = partsOf(to);
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000,
  );
}

const weekdays = memo<number>();

/** 0 Sunday ... 6 Saturday of a YYYY-MM-DD date. */
export function weekdayOf(date: string): number {
  return weekdays(date, () => {
    const { year, month, day } = partsOf(date);
    return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  });
}

/** Whether sends may go out on that date at all (an operating day and no holiday). */
export function isSendingDay(window: Pick<SendingWindow, 'excludedDays' | 'excludedDates'>, date: string) {
  return !window.excludedDays.includes(weekdayOf(date)) && !window.excludedDates.includes(date);
}

/**
 * The instant a wall-clock minute of a date happens in a zone. A minute skipped by a DST change
 * moves on to the first minute that exists after it (02:30 on a spring-forward day is 03:00).
 * Minute 1440 is the next day's midnight.
 */
export function instantOfLocal(date: string, minuteOfDay: number, timeZone: string): number {
  if (minuteOfDay >= 1440) return instantOfLocal(addCalendarDays(date, 1), minuteOfDay - 1440, timeZone);
  return localInstants(`${timeZone}|${date}|${minuteOfDay}`, () =>
    computeInstantOfLocal(date, minuteOfDay, timeZone),
  );
}

const localInstants = memo<number>();

function computeInstantOfLocal(date: string, minuteOfDay: number, timeZone: string): number {
  const { year, month, day } = partsOf(date);
  for (let minute = minuteOfDay; minute < minuteOfDay + 180; minute += 1) {
    const instant = zonedTimeToInstant(
      { year, month, day, hour: Math.floor(minute / 60), minute: minute % 60 },
      timeZone,
    );
    if (instant !== null) return instant;
  }
  // No zone skips three hours; a plain UTC reading keeps this total.
  return Date.UTC(year, month - 1, day) + minuteOfDay * MINUTE_MS;
}

/** The window of one date as instants: [start, end). Null when that date sends nothing. */
export function windowOn(window: SendingWindow, date: string): { start: number; end: number } | null {
  if (!isSendingDay(window, date)) return null;
  const startMinute = minutesOfTime(window.startTime);
  const endMinute = minutesOfTime(window.endTime) + 1; // the end minute is inside
  if (endMinute <= startMinute) return null;
  const start = instantOfLocal(date, startMinute, window.timeZone);
  const end = instantOfLocal(date, endMinute, window.timeZone);
  return end > start ? { start, end } : null;
}

/**
 * The first instant at or after `at` inside the window: `at` itself when it is inside, else the start
 * of the next window. Null when no window opens within 400 days (every day excluded).
 */
export function nextWindowInstant(window: SendingWindow, at: number): number | null {
  let date = localDateOf(at, window.timeZone);
  for (let i = 0; i < SEARCH_DAYS; i += 1, date = addCalendarDays(date, 1)) {
    const open = windowOn(window, date);
    if (!open) continue;
    if (at < open.start) return open.start;
    if (at < open.end) return at;
  }
  return null;
}

/** Whether an instant is inside the window. */
export function isInsideWindow(window: SendingWindow, at: number): boolean {
  return nextWindowInstant(window, at) === at;
}

/** A date moved forward by N sending days (operating days that are not holidays). */
export function addSendingDays(
  window: Pick<SendingWindow, 'excludedDays' | 'excludedDates'>,
  date: string,
  days: number,
): string {
  let current = date;
  let left = days;
  for (let i = 0; left > 0 && i < SEARCH_DAYS * 2; i += 1) {
    current = addCalendarDays(current, 1);
    if (isSendingDay(window, current)) left -= 1;
  }
  return left > 0 ? addCalendarDays(date, days) : current;
}

/**
 * When a step with a delay is due after `from` (the previous send, or the enrollment for the first
 * step): the same wall-clock time `delayDays` later in the window's zone (business days count only
 * sending days), then placed at the next window instant. Null when the window never opens.
 */
export function dueAfterDelay(
  window: SendingWindow,
  from: number,
  delayDays: number,
  businessDays: boolean,
): number | null {
  if (delayDays <= 0) return nextWindowInstant(window, from);
  const wall = wallClockAt(from, window.timeZone);
  const date = localDateOf(from, window.timeZone);
  const target = businessDays ? addSendingDays(window, date, delayDays) : addCalendarDays(date, delayDays);
  const at = instantOfLocal(target, wall.hour * 60 + wall.minute, window.timeZone) + wall.second * 1000;
  return nextWindowInstant(window, at);
}

/** The instant a date of a zone begins (its first minute). */
export function startOfLocalDay(date: string, timeZone: string): number {
  return instantOfLocal(date, 0, timeZone);
}

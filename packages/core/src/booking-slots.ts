/** Free meeting slots from the calendar settings: hours in the owner's zone, minus excluded days, bookings and the past. */
import { isValidTime, minutesOfTime } from './schedule.ts';
import { wallClockAt, zonedTimeToInstant } from './timezones.ts';

export interface AvailabilityRules {
  startTime: string;
  endTime: string;
  /** The owner's IANA zone: the hours are read there. */
  timeZone: string;
  /** 0 Sunday ... 6 Saturday, in the owner's zone. */
  excludedDays: readonly number[];
  durationMinutes: number;
}

export interface TimeRange {
  /** Epoch milliseconds. */
  start: number;
  end: number;
}

export interface SlotQuery {
  rules: AvailabilityRules;
  /** The window asked for, epoch milliseconds. */
  from: number;
  to: number;
  now: number;
  booked: readonly TimeRange[];
}

const DAY_MS = 86_400_000;

function overlaps(a: TimeRange, b: TimeRange): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Every slot the rules offer in [from, to), bookings and the past ignored; back to back from the start time. */
export function scheduledSlots(rules: AvailabilityRules, from: number, to: number): TimeRange[] {
  if (!isValidTime(rules.startTime) || !isValidTime(rules.endTime) || rules.durationMinutes <= 0) return [];
  const dayStart = minutesOfTime(rules.startTime);
  const dayEnd = minutesOfTime(rules.endTime);
  const durationMs = rules.durationMinutes * 60_000;
  const slots: TimeRange[] = [];
  // Walk the owner's calendar days that the window touches (one spare day each side for zone offsets).
  const first = wallClockAt(from - DAY_MS, rules.timeZone);
  const cursor = new Date(Date.UTC(first.year, first.month - 1, first.day));
  const last = wallClockAt(to + DAY_MS, rules.timeZone);
  const lastDay = Date.UTC(last.year, last.month - 1, last.day);
  for (; cursor.getTime() <= lastDay; cursor.setUTCDate(cursor.getUTCDate() + 1)) {
    if (rules.excludedDays.includes(cursor.getUTCDay())) continue;
    const date = { year: cursor.getUTCFullYear(), month: cursor.getUTCMonth() + 1, day: cursor.getUTCDate() };
    for (let minute = dayStart; minute + rules.durationMinutes <= dayEnd; minute += rules.durationMinutes) {
      const start = zonedTimeToInstant(
        { ...date, hour: Math.floor(minute / 60), minute: minute % 60 },
        rules.timeZone,
      );
      // A start time that a DST change skips does not exist that day.
      if (start === null) continue;
      const slot = { start, end: start + durationMs };
      if (slot.start >= from && slot.start < to) slots.push(slot);
    }
  }
  return slots;
}

/** The slots a visitor may book: scheduled, in the future, not overlapping a booked meeting. */
export function freeSlots({ rules, from, to, now, booked }: SlotQuery): TimeRange[] {
  return scheduledSlots(rules, from, to).filter(
    (slot) => slot.start > now && !booked.some((meeting) => overlaps(slot, meeting)),
  );
}

export function isSlotTaken(slot: TimeRange, booked: readonly TimeRange[]): boolean {
  return booked.some((meeting) => overlaps(slot, meeting));
}

import { wallClockAt } from '@leadpath/core';

export interface CallingHours {
  /** Minutes after local midnight: calls may start at startMinute and not at or after endMinute. */
  startMinute: number;
  endMinute: number;
}

export const DEFAULT_CALLING_HOURS: CallingHours = { startMinute: 8 * 60, endMinute: 21 * 60 };

export type CallingHoursVerdict = { open: true } | { open: false; reason: string };

const clock = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Whether a prospect may be called now: the wall clock in the prospect's time zone (the rep's when
 * the prospect's is unknown) inside the calling hours. DST is the zone's own: 8:00 stays 8:00.
 */
export function callingHoursVerdict(input: {
  now: number;
  prospectTimeZone: string | null;
  fallbackTimeZone: string;
  hours: CallingHours;
}): CallingHoursVerdict {
  const timeZone = input.prospectTimeZone || input.fallbackTimeZone;
  const wall = wallClockAt(input.now, timeZone);
  const minute = wall.hour * 60 + wall.minute;
  if (minute >= input.hours.startMinute && minute < input.hours.endMinute) return { open: true };
  return {
    open: false,
    reason: `Outside calling hours: ${clock(minute)} in ${timeZone} (calls ${clock(input.hours.startMinute)}–${clock(input.hours.endMinute)})`,
  };
}

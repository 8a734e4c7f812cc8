/** A sender's caps (issue 19): a daily cap that ramps with a warmup, and a minimum gap with jitter. */
import { dailyLimitOnDay } from '../warmup.ts';
import {
  addCalendarDays,
  daysBetween,
  localDateOf,
  nextWindowInstant,
  type SendingWindow,
  startOfLocalDay,
} from './sending-window.ts';

export interface SendCaps {
  /** Sends a day once the warmup is over. */
  dailyCap: number;
  minGapSeconds: number;
  /** Up to this many seconds added at random to each gap. */
  jitterSeconds: number;
  warmupEnabled: boolean;
  /** The cap on the warmup's first day. */
  warmupStartLimit: number;
  /** Added each day of the warmup, up to dailyCap. */
  warmupIncreaseBy: number;
  /** Days of the warmup; dailyCap applies after it. */
  warmupPeriod: number;
  /** Day 1 of the ramp (YYYY-MM-DD in the sender's zone); null: the ramp starts today. */
  warmupStartedOn: string | null;
}

/** The sender's cap on a date: the warmup ramp's value of that day while it lasts, else dailyCap. */
export function dailyCapOn(caps: SendCaps, date: string): number {
  if (!caps.warmupEnabled) return caps.dailyCap;
  const day = caps.warmupStartedOn ? daysBetween(caps.warmupStartedOn, date) + 1 : 1;
  return dailyLimitOnDay(
    {
      startEndLimit: { low: Math.min(caps.warmupStartLimit, caps.dailyCap), high: caps.dailyCap },
      increaseBy: caps.warmupIncreaseBy,
      warmupPeriod: caps.warmupPeriod,
    },
    Math.max(1, day),
  );
}

/** The gap to leave after a send: the minimum gap plus up to jitterSeconds at random ([0, 1) from `random`). */
export function gapAfterSendMs(
  caps: Pick<SendCaps, 'minGapSeconds' | 'jitterSeconds'>,
  random: () => number,
) {
  return caps.minGapSeconds * 1000 + Math.floor(random() * caps.jitterSeconds * 1000);
}

export interface SendSlotInput {
  /** The earliest the send may go (its due time, or now). */
  at: number;
  /** The window the send is placed in (the prospect's zone or the sender's). */
  window: SendingWindow;
  /** The sender's zone: their days (for the daily cap) are counted in it. */
  senderTimeZone: string;
  caps: SendCaps;
  /** Sends already counted on a date of the sender's zone. */
  sentOn: (date: string) => number;
  /** The earliest the sender's next send may go (last send + gap); null: no gap to keep. */
  notBefore: number | null;
  /**
   * The first date at or after the given one whose cap is not reached (a caller placing thousands of
   * sends keeps this fast); absent: days are tried one by one.
   */
  nextOpenDay?: (date: string) => string;
}

/**
 * The first instant at or after `at` inside the window, not before the gap, on a sender day whose cap
 * is not reached. What exceeds a day's cap moves to the next day's window. Null when no window opens.
 */
export function nextSendSlot(input: SendSlotInput): number | null {
  const { window, senderTimeZone, caps, sentOn } = input;
  let at = Math.max(input.at, input.notBefore ?? Number.NEGATIVE_INFINITY);
  for (let i = 0; i < 800; i += 1) {
    const slot = nextWindowInstant(window, at);
    if (slot === null) return null;
    const day = localDateOf(slot, senderTimeZone);
    if (sentOn(day) < dailyCapOn(caps, day)) return slot;
    const nextDay = addCalendarDays(day, 1);
    at = startOfLocalDay(input.nextOpenDay ? input.nextOpenDay(nextDay) : nextDay, senderTimeZone);
  }
  return null;
}

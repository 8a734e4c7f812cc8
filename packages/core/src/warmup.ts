/** The LinkedIn warmup: the daily action limit climbs from low to high over the warmup period. */
import { warmupLimits } from './constants.ts';

export interface WarmupSettings {
  startEndLimit: { low: number; high: number };
  increaseBy: number;
  warmupPeriod: number;
}

export const defaultWarmupSettings: WarmupSettings = {
  startEndLimit: { ...warmupLimits.startEndLimit.default },
  increaseBy: warmupLimits.increaseBy.default,
  warmupPeriod: warmupLimits.warmupPeriodDays.default,
};

/** What the Reset button sets (spec §9). */
export const resetWarmupSettings: WarmupSettings = {
  startEndLimit: { ...warmupLimits.startEndLimit.reset },
  increaseBy: warmupLimits.increaseBy.reset,
  warmupPeriod: warmupLimits.warmupPeriodDays.reset,
};

/**
 * The daily limit on a day (day 1 is the first): low, plus increaseBy per day, capped at high;
 * once the warmup period is over the full high limit applies. The defaults (1-100, +3, 34 days) and
 * the Reset values (1-50, +1, 50 days) both reach high exactly on the last day.
 */
export function dailyLimitOnDay(settings: WarmupSettings, day: number): number {
  const { low, high } = settings.startEndLimit;
  if (day > settings.warmupPeriod) return high;
  return Math.min(high, low + Math.max(0, day - 1) * settings.increaseBy);
}

/** The daily limit for each day of the warmup period; after it, the limit stays at high. */
export function warmupRamp(settings: WarmupSettings): number[] {
  return Array.from({ length: settings.warmupPeriod }, (_, index) => dailyLimitOnDay(settings, index + 1));
}

/** The first day on which the full high limit applies (during the warmup or the day after it). */
export function dayHighIsReached(settings: WarmupSettings): number {
  const index = warmupRamp(settings).indexOf(settings.startEndLimit.high);
  return index === -1 ? settings.warmupPeriod + 1 : index + 1;
}

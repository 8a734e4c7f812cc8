import { describe, expect, it } from 'vitest';
import {
  dailyLimitOnDay,
  dayHighIsReached,
  defaultWarmupSettings,
  resetWarmupSettings,
  warmupRamp,
} from './warmup.ts';

describe('warmup ramp', () => {
  it('starts at low and adds increaseBy each day', () => {
    const ramp = warmupRamp({ startEndLimit: { low: 5, high: 100 }, increaseBy: 2, warmupPeriod: 5 });
    expect(ramp).toEqual([5, 7, 9, 11, 13]);
  });

  it('never goes past high', () => {
    const ramp = warmupRamp({ startEndLimit: { low: 1, high: 6 }, increaseBy: 3, warmupPeriod: 5 });
    expect(ramp).toEqual([1, 4, 6, 6, 6]);
  });

  it('uses the full high limit once the period is over', () => {
    const settings = { startEndLimit: { low: 1, high: 100 }, increaseBy: 1, warmupPeriod: 10 };
    expect(dailyLimitOnDay(settings, 10)).toBe(10);
    expect(dailyLimitOnDay(settings, 11)).toBe(100);
    expect(dayHighIsReached(settings)).toBe(11);
  });

  it('the defaults climb from 1 to 100 in 34 days', () => {
    expect(defaultWarmupSettings).toEqual({
      startEndLimit: { low: 1, high: 100 },
      increaseBy: 3,
      warmupPeriod: 34,
    });
    const ramp = warmupRamp(defaultWarmupSettings);
    expect(ramp).toHaveLength(34);
    expect(ramp[0]).toBe(1);
    expect(ramp.at(-1)).toBe(100);
    expect(dayHighIsReached(defaultWarmupSettings)).toBe(34);
  });

  it('the Reset values climb from 1 to 50 in 50 days', () => {
    expect(resetWarmupSettings).toEqual({
      startEndLimit: { low: 1, high: 50 },
      increaseBy: 1,
      warmupPeriod: 50,
    });
    const ramp = warmupRamp(resetWarmupSettings);
    expect(ramp[1]).toBe(2);
    expect(ramp.at(-1)).toBe(50);
  });

  it('a single-day warmup is just low', () => {
    expect(warmupRamp({ startEndLimit: { low: 40, high: 60 }, increaseBy: 3, warmupPeriod: 1 })).toEqual([
      40,
    ]);
  });
});

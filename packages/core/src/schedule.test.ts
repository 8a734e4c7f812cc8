import { describe, expect, it } from 'vitest';
import {
  applySchedulePreset,
  areExcludedDaysConsistent,
  detectSchedulePreset,
  excludedDaysOf,
  isStartBeforeEnd,
  operatingDaysFromChecked,
  operatingDaysFromExcluded,
} from './schedule.ts';

describe('schedule presets', () => {
  it('business hours are 09:00-17:00 Monday to Friday', () => {
    const preset = applySchedulePreset('business');
    expect(preset).toMatchObject({ startTime: '09:00', endTime: '17:00', excludedDays: [0, 6] });
    expect(preset.operatingDays.filter((day) => day.isChecked).map((day) => day.title)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
    ]);
  });

  it('extended hours are 08:00-18:00 Monday to Friday', () => {
    expect(applySchedulePreset('extended')).toMatchObject({
      startTime: '08:00',
      endTime: '18:00',
      excludedDays: [0, 6],
    });
  });

  it('detects a preset from its times and days', () => {
    expect(detectSchedulePreset({ startTime: '09:00', endTime: '17:00' }, [0, 6])).toBe('business');
    expect(detectSchedulePreset({ startTime: '08:00', endTime: '18:00' }, [6, 0])).toBe('extended');
  });

  it('is custom after a manual time edit or a different set of days', () => {
    expect(detectSchedulePreset({ startTime: '09:30', endTime: '17:00' }, [0, 6])).toBe('custom');
    expect(detectSchedulePreset({ startTime: '08:00', endTime: '17:00' }, [0, 6])).toBe('custom');
    expect(detectSchedulePreset({ startTime: '09:00', endTime: '17:00' }, [0])).toBe('custom');
  });
});

describe('operating days and excluded days', () => {
  it('numbers the days 0 Sunday to 6 Saturday', () => {
    const days = operatingDaysFromChecked([1]);
    expect(days.map((day) => day.id)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(days[0]?.title).toBe('Sunday');
    expect(days[6]?.title).toBe('Saturday');
  });

  it('excluded days are the unchecked ones and round-trip', () => {
    const days = operatingDaysFromChecked([1, 3, 5]);
    expect(excludedDaysOf(days)).toEqual([0, 2, 4, 6]);
    expect(operatingDaysFromExcluded([0, 2, 4, 6])).toEqual(days);
  });

  it('checks that excluded days agree with the operating days', () => {
    const days = operatingDaysFromChecked([1, 2, 3, 4, 5]);
    expect(areExcludedDaysConsistent(days, [6, 0])).toBe(true);
    expect(areExcludedDaysConsistent(days, [0])).toBe(false);
    expect(areExcludedDaysConsistent(days, [0, 1, 6])).toBe(false);
  });
});

describe('start before end', () => {
  it('needs the start strictly before the end', () => {
    expect(isStartBeforeEnd({ startTime: '09:00', endTime: '17:00' })).toBe(true);
    expect(isStartBeforeEnd({ startTime: '17:00', endTime: '17:00' })).toBe(false);
    expect(isStartBeforeEnd({ startTime: '18:00', endTime: '08:00' })).toBe(false);
    expect(isStartBeforeEnd({ startTime: '9:00', endTime: '17:00' })).toBe(false);
  });
});

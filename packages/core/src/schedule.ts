/** Activity and availability schedules: presets, operating days and the excluded days they imply. */
import { schedulePresets } from './constants.ts';

export type SchedulePresetId = keyof typeof schedulePresets;
export type ScheduleChoice = SchedulePresetId | 'custom';

/** id 0 is Sunday up to 6 Saturday (spec §3). */
export const weekdayTitles = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export interface OperatingDay {
  id: number;
  title: string;
  isChecked: boolean;
}

export interface ScheduleTimes {
  startTime: string;
  endTime: string;
}

/** 24-hour HH:MM. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isValidTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

/** Minutes since midnight of an HH:MM time. */
export function minutesOfTime(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

export function isStartBeforeEnd({ startTime, endTime }: ScheduleTimes): boolean {
  return isValidTime(startTime) && isValidTime(endTime) && minutesOfTime(startTime) < minutesOfTime(endTime);
}

/** The seven days, the given ones checked. */
export function operatingDaysFromChecked(checked: readonly number[]): OperatingDay[] {
  return weekdayTitles.map((title, id) => ({ id, title, isChecked: checked.includes(id) }));
}

/** The seven days, every one not excluded checked. */
export function operatingDaysFromExcluded(excludedDays: readonly number[]): OperatingDay[] {
  return weekdayTitles.map((title, id) => ({ id, title, isChecked: !excludedDays.includes(id) }));
}

/** The days not checked, ascending: what the server stores as excludedDays. */
export function excludedDaysOf(operatingDays: readonly OperatingDay[]): number[] {
  return weekdayTitles
    .map((_, id) => id)
    .filter((id) => !operatingDays.some((day) => day.id === id && day.isChecked));
}

export function sameDays(a: readonly number[], b: readonly number[]): boolean {
  const left = [...new Set(a)].sort((x, y) => x - y);
  const right = [...new Set(b)].sort((x, y) => x - y);
  return left.length === right.length && left.every((day, index) => day === right[index]);
}

/** True when excludedDays are exactly the unchecked operating days. */
export function areExcludedDaysConsistent(
  operatingDays: readonly OperatingDay[],
  excludedDays: readonly number[],
): boolean {
  return sameDays(excludedDaysOf(operatingDays), excludedDays);
}

/** Which preset the times and working days match; anything else is custom. */
export function detectSchedulePreset(times: ScheduleTimes, excludedDays: readonly number[]): ScheduleChoice {
  for (const id of Object.keys(schedulePresets) as SchedulePresetId[]) {
    const preset = schedulePresets[id];
    const presetExcluded = weekdayTitles
      .map((_, day) => day)
      .filter((day) => !(preset.days as readonly number[]).includes(day));
    if (
      preset.startTime === times.startTime &&
      preset.endTime === times.endTime &&
      sameDays(presetExcluded, excludedDays)
    )
      return id;
  }
  return 'custom';
}

/** The hours and days a preset sets. */
export function applySchedulePreset(
  id: SchedulePresetId,
): ScheduleTimes & { operatingDays: OperatingDay[]; excludedDays: number[] } {
  const preset = schedulePresets[id];
  const operatingDays = operatingDaysFromChecked(preset.days);
  return {
    startTime: preset.startTime,
    endTime: preset.endTime,
    operatingDays,
    excludedDays: excludedDaysOf(operatingDays),
  };
}

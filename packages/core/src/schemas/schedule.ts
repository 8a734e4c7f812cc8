/** The schedule fields calendar and LinkedIn share: times, a timezone, operating and excluded days. */
import { z } from 'zod';
import { TIME_PATTERN } from '../schedule.ts';
import { isSupportedTimeZone } from '../timezones.ts';

export const TIME_INVALID = 'Enter a time as HH:MM';
export const START_BEFORE_END = 'Start time must be before end time';
export const TIMEZONE_INVALID = 'Please choose a valid timezone';
export const DAY_INVALID = 'Days are numbered 0 (Sunday) to 6 (Saturday)';
export const EXCLUDED_DAYS_MISMATCH = 'Excluded days must be the unchecked operating days';
export const timeSchema = z.string({ error: TIME_INVALID }).regex(TIME_PATTERN, TIME_INVALID);

export const timezoneSchema = z.object({
  value: z.string({ error: TIMEZONE_INVALID }).refine(isSupportedTimeZone, TIMEZONE_INVALID),
  label: z.string().max(200),
  offset: z.number().min(-14).max(14),
  abbrev: z.string().max(60),
  altName: z.string().max(200),
});
export type TimezoneInput = z.infer<typeof timezoneSchema>;

const dayIdSchema = z.number({ error: DAY_INVALID }).int(DAY_INVALID).min(0, DAY_INVALID).max(6, DAY_INVALID);

export const operatingDaySchema = z.object({
  id: dayIdSchema,
  title: z.string().max(20),
  isChecked: z.boolean(),
});

export const excludedDaysSchema = z
  .array(dayIdSchema)
  .max(7)
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));

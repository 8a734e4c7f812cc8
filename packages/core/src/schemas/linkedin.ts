import { z } from 'zod';
import { warmupLimits } from '../constants.ts';
import { areExcludedDaysConsistent, isStartBeforeEnd } from '../schedule.ts';
import {
  EXCLUDED_DAYS_MISMATCH,
  excludedDaysSchema,
  operatingDaySchema,
  START_BEFORE_END,
  timeSchema,
  timezoneSchema,
} from './schedule.ts';

export const START_END_LIMIT_RANGE = 'Start/end limit must be between 1 and 100';
export const START_END_LIMIT_ORDER = 'The start limit must not be above the end limit';
export const INCREASE_BY_RANGE = 'Increase by must be between 1 and 3';
export const WARMUP_PERIOD_RANGE = 'Warmup period must be between 1 and 100 days';
export const LINKEDIN_UPDATE_FAILED = 'Failed to update LinkedIn integration';

export const contactInfoSchema = z.object({
  city: z.string().trim().max(200),
  state: z.string().trim().max(200),
  country: z.string().trim().max(200),
  place: z.string().trim().max(400),
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;

const limitSchema = z
  .number({ error: START_END_LIMIT_RANGE })
  .int(START_END_LIMIT_RANGE)
  .min(warmupLimits.startEndLimit.min, START_END_LIMIT_RANGE)
  .max(warmupLimits.startEndLimit.max, START_END_LIMIT_RANGE);

export const startEndLimitSchema = z
  .object({ low: limitSchema, high: limitSchema })
  .refine((limit) => limit.low <= limit.high, { message: START_END_LIMIT_ORDER, path: ['low'] });

/** The fields of PATCH /api/linkedin/integration (spec §7), each checked on its own. */
export const linkedinSettingsFieldsSchema = z.object({
  startTime: timeSchema,
  endTime: timeSchema,
  timezone: timezoneSchema,
  operatingDays: z
    .array(operatingDaySchema)
    .length(7, 'Operating days must list the seven days')
    .refine(
      (days) => new Set(days.map((day) => day.id)).size === 7,
      'Operating days must list the seven days',
    ),
  excludedDays: excludedDaysSchema,
  contactInfo: contactInfoSchema,
  warmupEnabled: z.boolean(),
  startEndLimit: startEndLimitSchema,
  increaseBy: z
    .number({ error: INCREASE_BY_RANGE })
    .int(INCREASE_BY_RANGE)
    .min(warmupLimits.increaseBy.min, INCREASE_BY_RANGE)
    .max(warmupLimits.increaseBy.max, INCREASE_BY_RANGE),
  warmupPeriod: z
    .number({ error: WARMUP_PERIOD_RANGE })
    .int(WARMUP_PERIOD_RANGE)
    .min(warmupLimits.warmupPeriodDays.min, WARMUP_PERIOD_RANGE)
    .max(warmupLimits.warmupPeriodDays.max, WARMUP_PERIOD_RANGE),
});

type CrossFields = Partial<
  Pick<
    z.infer<typeof linkedinSettingsFieldsSchema>,
    'startTime' | 'endTime' | 'operatingDays' | 'excludedDays'
  >
>;

/** The rules between fields, checked when both sides are present. */
function checkScheduleConsistency(value: CrossFields, ctx: z.RefinementCtx): void {
  if (
    value.startTime &&
    value.endTime &&
    !isStartBeforeEnd({ startTime: value.startTime, endTime: value.endTime })
  )
    ctx.addIssue({ code: 'custom', message: START_BEFORE_END, path: ['endTime'] });
  if (
    value.operatingDays &&
    value.excludedDays &&
    !areExcludedDaysConsistent(value.operatingDays, value.excludedDays)
  )
    ctx.addIssue({ code: 'custom', message: EXCLUDED_DAYS_MISMATCH, path: ['excludedDays'] });
}

/** The whole LinkedIn settings as the form holds them and the server stores them. */
export const linkedinSettingsSchema = linkedinSettingsFieldsSchema.superRefine(checkScheduleConsistency);
export type LinkedinSettingsInput = z.input<typeof linkedinSettingsSchema>;
export type LinkedinSettingsValues = z.output<typeof linkedinSettingsSchema>;

/** PATCH /api/linkedin/integration: any of the fields; the server checks the merged result again. */
export const updateLinkedinSettingsSchema = linkedinSettingsFieldsSchema
  .partial()
  .superRefine(checkScheduleConsistency);
export type UpdateLinkedinSettingsInput = z.input<typeof updateLinkedinSettingsSchema>;

export const switchLinkedinSchema = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});

export const searchPlacesSchema = z.object({
  q: z.string({ error: 'Type a city to search' }).trim().min(1, 'Type a city to search').max(100),
});
export const resolvePlaceSchema = z.object({ id: z.string().min(1).max(300) });

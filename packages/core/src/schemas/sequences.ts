/**
 * Custom outreach (issue 19): the inputs of the sequences and outreach routers, shared by the web
 * forms and the procedures. Exact messages are contracts: the editor shows them at the field.
 */
import { z } from 'zod';
import { unknownPlaceholders } from '../outreach/placeholders.ts';
import { isEmailStepKind, SEQUENCE_LIMITS, sequenceStepKinds } from '../outreach/sequence-steps.ts';
import {
  hasUnsubscribeLink,
  UNSUBSCRIBE_LINE_MAX,
  UNSUBSCRIBE_LINE_NEEDS_LINK,
  UNSUBSCRIBE_LINE_TOO_LONG,
} from '../outreach/unsubscribe-line.ts';
import { areExcludedDaysConsistent, isStartBeforeEnd } from '../schedule.ts';
import { prospectFilterSchema } from './prospects.ts';
import {
  EXCLUDED_DAYS_MISMATCH,
  excludedDaysSchema,
  operatingDaySchema,
  START_BEFORE_END,
  timeSchema,
  timezoneSchema,
} from './schedule.ts';

// Zod-free, so a page can show steps without the validator (ADR 075); re-exported for forms and procedures.
export {
  emailStepKinds,
  isEmailStepKind,
  SEQUENCE_LIMITS,
  type SequenceStepKindInput,
  sequenceStatuses,
  sequenceStepKindLabels,
  sequenceStepKinds,
  variantLabels,
} from '../outreach/sequence-steps.ts';

export const SEQUENCE_NAME_REQUIRED = 'Please enter a sequence name';
export const SEQUENCE_NAME_TOO_LONG = `Name must be at most ${SEQUENCE_LIMITS.name} characters`;
export const STEPS_RANGE = 'A sequence has 1 to 20 steps';
export const STEP_KIND_INVALID = 'Choose a step type';
export const DELAY_RANGE = 'Delay must be between 0 and 365 days';
export const VARIANT_REQUIRED = 'An email step needs at least one variant';
export const VARIANTS_MAX = 'An email step has at most 5 variants (A to E)';
export const VARIANTS_ONLY_EMAIL = 'Only email steps have variants';
export const SUBJECT_REQUIRED = 'Please enter a subject';
export const SUBJECT_TOO_LONG = `Subject must be at most ${SEQUENCE_LIMITS.subject} characters`;
export const EMAIL_BODY_REQUIRED = 'Please enter the email body';
export const BODY_TOO_LONG = `Text must be at most ${SEQUENCE_LIMITS.body.toLocaleString('en-US')} characters`;
export const SAME_THREAD_NEEDS_EMAIL = 'Same thread needs an earlier email step';
export const SAME_THREAD_ONLY_EMAIL = 'Only email steps can reply in the same thread';
export const REVIEW_ONLY_AUTO_EMAIL = 'Only automatic email steps can wait for review';
export const unknownPlaceholderMessage = (name: string) => `Unknown placeholder {{${name}}}`;

export const SEQUENCE_NOT_FOUND = 'Sequence not found';
export const ENROLLMENT_NOT_FOUND = 'This prospect is not in the sequence';
export const TASK_NOT_FOUND = 'Task not found';
export const ENROLL_CHOOSE_PROSPECTS = 'Choose prospects by ids or by a filter';
export const ENROLL_TOO_MANY = `Enroll at most ${SEQUENCE_LIMITS.enrollPerCall.toLocaleString('en-US')} prospects at a time; narrow the filter`;
export const SIGNAL_KIND_INVALID = 'Choose replied, bounced or unsubscribed';

/** Text fields of a step: limited in length, and every placeholder must be known. */
function templateText(max: number, tooLong: string) {
  return z
    .string()
    .max(max, tooLong)
    .superRefine((text, ctx) => {
      const unknown = unknownPlaceholders(text)[0];
      if (unknown !== undefined)
        ctx.addIssue({ code: 'custom', message: unknownPlaceholderMessage(unknown) });
    });
}

export const variantInputSchema = z.object({
  /** An existing variant's id keeps its results when the sequence is edited. */
  id: z.string().max(64).optional(),
  subject: templateText(SEQUENCE_LIMITS.subject, SUBJECT_TOO_LONG).default(''),
  body: templateText(SEQUENCE_LIMITS.body, BODY_TOO_LONG).default(''),
});
export type VariantInput = z.input<typeof variantInputSchema>;

const stepFieldsSchema = z.object({
  /** An existing step's id keeps it (its schedule and results) when the sequence is edited. */
  id: z.string().max(64).optional(),
  kind: z.enum(sequenceStepKinds, { error: STEP_KIND_INVALID }),
  /** Days after the previous step (the first step: after enrollment). */
  delayDays: z
    .number({ error: DELAY_RANGE })
    .int(DELAY_RANGE)
    .min(SEQUENCE_LIMITS.delayDays.min, DELAY_RANGE)
    .max(SEQUENCE_LIMITS.delayDays.max, DELAY_RANGE)
    .default(0),
  businessDays: z.boolean().default(true),
  sameThread: z.boolean().default(false),
  /** Automatic email steps: the writer drafts each email and it waits in the review queue (issue 36). */
  review: z.boolean().default(false),
  /** Tasks and LinkedIn steps: the instructions or the prepared text. */
  body: templateText(SEQUENCE_LIMITS.body, BODY_TOO_LONG).default(''),
  /** Email steps: A/B variants, labelled A to E by position. */
  variants: z.array(variantInputSchema).max(SEQUENCE_LIMITS.variants, VARIANTS_MAX).default([]),
});

export const stepInputSchema = stepFieldsSchema.superRefine((step, ctx) => {
  if (step.review && step.kind !== 'auto_email')
    ctx.addIssue({ code: 'custom', message: REVIEW_ONLY_AUTO_EMAIL, path: ['review'] });
  if (!isEmailStepKind(step.kind)) {
    if (step.variants.length > 0)
      ctx.addIssue({ code: 'custom', message: VARIANTS_ONLY_EMAIL, path: ['variants'] });
    if (step.sameThread)
      ctx.addIssue({ code: 'custom', message: SAME_THREAD_ONLY_EMAIL, path: ['sameThread'] });
    return;
  }
  if (step.variants.length === 0) {
    ctx.addIssue({ code: 'custom', message: VARIANT_REQUIRED, path: ['variants'] });
    return;
  }
  step.variants.forEach((variant, index) => {
    if (!step.sameThread && variant.subject.trim() === '')
      ctx.addIssue({ code: 'custom', message: SUBJECT_REQUIRED, path: ['variants', index, 'subject'] });
    if (variant.body.trim() === '')
      ctx.addIssue({ code: 'custom', message: EMAIL_BODY_REQUIRED, path: ['variants', index, 'body'] });
  });
});
export type StepInput = z.input<typeof stepInputSchema>;
export type StepValues = z.output<typeof stepInputSchema>;

const stepsSchema = z
  .array(stepInputSchema, { error: STEPS_RANGE })
  .min(SEQUENCE_LIMITS.steps.min, STEPS_RANGE)
  .max(SEQUENCE_LIMITS.steps.max, STEPS_RANGE)
  .superRefine((steps, ctx) => {
    steps.forEach((step, index) => {
      if (!step.sameThread || !isEmailStepKind(step.kind)) return;
      if (!steps.slice(0, index).some((earlier) => isEmailStepKind(earlier.kind)))
        ctx.addIssue({ code: 'custom', message: SAME_THREAD_NEEDS_EMAIL, path: [index, 'sameThread'] });
    });
  });

const sequenceName = z
  .string({ error: SEQUENCE_NAME_REQUIRED })
  .trim()
  .min(1, SEQUENCE_NAME_REQUIRED)
  .max(SEQUENCE_LIMITS.name, SEQUENCE_NAME_TOO_LONG);

/** The sequence editor's form and POST /api/sequences. */
export const sequenceFormSchema = z.object({
  name: sequenceName,
  stopForCompany: z.boolean().default(false),
  steps: stepsSchema,
});
export type SequenceFormInput = z.input<typeof sequenceFormSchema>;
export type SequenceFormValues = z.output<typeof sequenceFormSchema>;

export const createSequenceSchema = sequenceFormSchema;

export const sequenceIdSchema = z.object({ id: z.string().min(1).max(64) });

/** PATCH /api/sequences/{id}: only the fields sent change; steps, when sent, replace every step. */
export const updateSequenceSchema = sequenceIdSchema.extend({
  name: sequenceName.optional(),
  stopForCompany: z.boolean().optional(),
  steps: stepsSchema.optional(),
});
export type UpdateSequenceInput = z.input<typeof updateSequenceSchema>;

/** Which prospects: by ids, or every prospect of the Prospects list's filter (at most 10,000). */
const prospectChoiceFields = {
  prospectIds: z
    .array(z.string().min(1).max(64))
    .min(1, ENROLL_CHOOSE_PROSPECTS)
    .max(SEQUENCE_LIMITS.enrollPerCall, ENROLL_TOO_MANY)
    .optional(),
  filter: prospectFilterSchema.optional(),
};

function exactlyOneChoice(
  value: { prospectIds?: string[] | undefined; filter?: unknown },
  ctx: z.RefinementCtx,
): void {
  if ((value.prospectIds === undefined) === (value.filter === undefined))
    ctx.addIssue({ code: 'custom', message: ENROLL_CHOOSE_PROSPECTS, path: ['prospectIds'] });
}

/** POST /api/sequences/{id}/enrollments. */
export const enrollSchema = sequenceIdSchema
  .extend({
    ...prospectChoiceFields,
    /** Also enroll prospects already active in another sequence. */
    allowOtherActive: z.boolean().default(false),
  })
  .superRefine(exactlyOneChoice);
export type EnrollInput = z.input<typeof enrollSchema>;

/** The enroll dialog's preview (POST /api/sequences/{id}/schedule-preview). */
export const previewEnrollmentSchema = sequenceIdSchema
  .extend(prospectChoiceFields)
  .superRefine(exactlyOneChoice);
export type PreviewEnrollmentInput = z.input<typeof previewEnrollmentSchema>;

/** One enrollment: the sequence and the prospect, as /api/sequences/{id}/enrollments/{prospectId}. */
export const enrollmentKeySchema = sequenceIdSchema.extend({ prospectId: z.string().min(1).max(64) });

export const signalKinds = ['replied', 'bounced', 'unsubscribed'] as const;

/** POST /api/prospects/{id}/outreach-signal: a manual "mark as replied" (bounced, unsubscribed). */
export const recordSignalSchema = z.object({
  id: z.string().min(1).max(64),
  kind: z.enum(signalKinds, { error: SIGNAL_KIND_INVALID }),
});

export const prospectActivitySchema = z.object({ id: z.string().min(1).max(64) });

export const taskIdSchema = z.object({ id: z.string().min(1).max(64) });

// Outreach settings: the sending window and caps every sequence of a sender shares.

export const OUTREACH_LIMITS = {
  dailyCap: { min: 1, max: 2000 },
  minGapSeconds: { min: 0, max: 3600 },
  jitterSeconds: { min: 0, max: 3600 },
  warmupStartLimit: { min: 1, max: 2000 },
  warmupIncreaseBy: { min: 1, max: 100 },
  warmupPeriod: { min: 1, max: 100 },
  excludedDates: 366,
} as const;

export const DAILY_CAP_RANGE = 'Daily cap must be between 1 and 2000';
export const MIN_GAP_RANGE = 'Minimum gap must be between 0 and 3600 seconds';
export const JITTER_RANGE = 'Jitter must be between 0 and 3600 seconds';
export const WARMUP_START_RANGE = 'Warmup start limit must be between 1 and 2000';
export const WARMUP_START_ABOVE_CAP = 'The warmup start limit must not be above the daily cap';
export const WARMUP_INCREASE_RANGE = 'Increase by must be between 1 and 100';
export const OUTREACH_WARMUP_PERIOD_RANGE = 'Warmup period must be between 1 and 100 days';
export const DATE_INVALID = 'Enter dates as YYYY-MM-DD';
export const EXCLUDED_DATES_MAX = 'Exclude at most 366 dates';
export const OPERATING_DAYS_SEVEN = 'Operating days must list the seven days';
export const NO_OPERATING_DAY = 'Keep at least one sending day';

const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const isoDate = z
  .string({ error: DATE_INVALID })
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_INVALID)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, DATE_INVALID);

export const outreachSettingsFieldsSchema = z.object({
  startTime: timeSchema,
  endTime: timeSchema,
  timezone: timezoneSchema,
  operatingDays: z
    .array(operatingDaySchema)
    .length(7, OPERATING_DAYS_SEVEN)
    .refine((days) => new Set(days.map((day) => day.id)).size === 7, OPERATING_DAYS_SEVEN),
  excludedDays: excludedDaysSchema.refine((days) => days.length < 7, NO_OPERATING_DAY),
  /** Holidays: nothing is sent on these dates (in the timezone a send is placed in). */
  excludedDates: z
    .array(isoDate)
    .max(OUTREACH_LIMITS.excludedDates, EXCLUDED_DATES_MAX)
    .transform((dates) => [...new Set(dates)].sort()),
  useProspectTimeZone: z.boolean(),
  dailyCap: whole(OUTREACH_LIMITS.dailyCap.min, OUTREACH_LIMITS.dailyCap.max, DAILY_CAP_RANGE),
  minGapSeconds: whole(OUTREACH_LIMITS.minGapSeconds.min, OUTREACH_LIMITS.minGapSeconds.max, MIN_GAP_RANGE),
  jitterSeconds: whole(OUTREACH_LIMITS.jitterSeconds.min, OUTREACH_LIMITS.jitterSeconds.max, JITTER_RANGE),
  warmupEnabled: z.boolean(),
  warmupStartLimit: whole(
    OUTREACH_LIMITS.warmupStartLimit.min,
    OUTREACH_LIMITS.warmupStartLimit.max,
    WARMUP_START_RANGE,
  ),
  warmupIncreaseBy: whole(
    OUTREACH_LIMITS.warmupIncreaseBy.min,
    OUTREACH_LIMITS.warmupIncreaseBy.max,
    WARMUP_INCREASE_RANGE,
  ),
  warmupPeriod: whole(
    OUTREACH_LIMITS.warmupPeriod.min,
    OUTREACH_LIMITS.warmupPeriod.max,
    OUTREACH_WARMUP_PERIOD_RANGE,
  ),
  /** The visible unsubscribe line of every sequence email: the user's words around {{unsubscribe_link}}. */
  unsubscribeLine: z
    .string()
    .trim()
    .max(UNSUBSCRIBE_LINE_MAX, UNSUBSCRIBE_LINE_TOO_LONG)
    .refine(hasUnsubscribeLink, UNSUBSCRIBE_LINE_NEEDS_LINK),
});

type OutreachCrossFields = Partial<
  Pick<
    z.infer<typeof outreachSettingsFieldsSchema>,
    'startTime' | 'endTime' | 'operatingDays' | 'excludedDays' | 'dailyCap' | 'warmupStartLimit'
  >
>;

/** The rules between fields, checked when both sides are present (the server checks the merged result). */
export function checkOutreachConsistency(value: OutreachCrossFields, ctx: z.RefinementCtx): void {
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
  if (
    value.dailyCap !== undefined &&
    value.warmupStartLimit !== undefined &&
    value.warmupStartLimit > value.dailyCap
  )
    ctx.addIssue({ code: 'custom', message: WARMUP_START_ABOVE_CAP, path: ['warmupStartLimit'] });
}

/** The Sending settings form: every field. */
export const outreachSettingsSchema = outreachSettingsFieldsSchema.superRefine(checkOutreachConsistency);
export type OutreachSettingsInput = z.input<typeof outreachSettingsSchema>;
export type OutreachSettingsValues = z.output<typeof outreachSettingsSchema>;

/** PATCH /api/outreach/settings: any of the fields (excludedDays alone also sets operatingDays). */
export const updateOutreachSettingsSchema = outreachSettingsFieldsSchema
  .partial()
  .superRefine(checkOutreachConsistency);
export type UpdateOutreachSettingsInput = z.input<typeof updateOutreachSettingsSchema>;

/** What the sequences and outreach routers answer (times are epoch milliseconds of the app clock). */
import { replyClasses } from '@leadpath/core/schemas/assist';
import { prospectStatuses } from '@leadpath/core/schemas/prospects';
import { sequenceStatuses, sequenceStepKinds } from '@leadpath/core/schemas/sequences';
import { z } from 'zod';

export const enrollmentStatuses = ['active', 'paused', 'finished'] as const;
export const finishReasons = [
  'completed',
  'replied',
  'bounced',
  'unsubscribed',
  'meeting',
  'company_stopped',
  'removed',
] as const;

export const sequenceSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(sequenceStatuses),
  stepCount: z.number().int(),
  /** Enrollments active or paused. */
  activeCount: z.number().int(),
  finishedCount: z.number().int(),
  sent: z.number().int(),
  /** LinkedIn actions done: profile visits, invitations and messages. */
  linkedinActions: z.number().int(),
  replied: z.number().int(),
  /** Every enrollment has finished (there is at least one): the sequence is shown Completed. */
  completed: z.boolean(),
  createdAt: z.number(),
});
export type SequenceSummary = z.infer<typeof sequenceSummarySchema>;

export const sequenceListSchema = z.object({ sequences: z.array(sequenceSummarySchema) });

export const variantSchema = z.object({
  id: z.string(),
  label: z.string(),
  subject: z.string(),
  body: z.string(),
});

export const stepSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  kind: z.enum(sequenceStepKinds),
  delayDays: z.number().int(),
  businessDays: z.boolean(),
  sameThread: z.boolean(),
  /** Its drafts wait in AI Training's review queue (issue 36). */
  review: z.boolean(),
  body: z.string(),
  variants: z.array(variantSchema),
});

export const sequenceSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(sequenceStatuses),
  stopForCompany: z.boolean(),
  /** Every enrollment has finished (there is at least one): the sequence is shown Completed. */
  completed: z.boolean(),
  createdAt: z.number(),
  updatedAt: z.number(),
  steps: z.array(stepSchema),
});
export type Sequence = z.infer<typeof sequenceSchema>;

export const deletedSchema = z.object({ deleted: z.boolean() });

export const enrollmentSchema = z.object({
  prospectId: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  status: z.enum(enrollmentStatuses),
  finishReason: z.enum(finishReasons).nullable(),
  /** Position (1-based) of the step that comes next, or of the last step once finished; null before any. */
  currentStep: z.number().int().nullable(),
  nextDueAt: z.number().nullable(),
  enrolledAt: z.number(),
  /** A paused enrollment waiting for the date a reply named (issue 33): the class and the day it resumes. */
  pausedBy: z
    .object({ replyClass: z.enum(['out-of-office', 'not-now']), resumeOn: z.string() })
    .nullable()
    .optional(),
});
export const enrollmentListSchema = z.object({
  /** Newest first, at most ENROLLMENT_LIST_LIMIT. */
  enrollments: z.array(enrollmentSchema),
  /** Every enrollment of the sequence, also those beyond the list. */
  total: z.number().int(),
});

export const enrollResultSchema = z.object({
  enrolled: z.array(z.string()),
  skipped: z.array(z.object({ prospectId: z.string(), reason: z.string() })),
});

export const previewRowSchema = z.object({
  prospectId: z.string(),
  prospectName: z.string(),
  email: z.string(),
  stepId: z.string(),
  position: z.number().int(),
  kind: z.enum(sequenceStepKinds),
  variantLabel: z.string().nullable(),
  dueAt: z.number(),
  timeZone: z.string(),
  /** Placeholders without a value for this prospect: the step would be flagged, not sent. */
  missing: z.array(z.string()),
});
export const scheduleSchema = z.object({
  /** In due order; at most SCHEDULE_ROW_LIMIT (a preview: the first PREVIEW_PROSPECT_LIMIT prospects). */
  rows: z.array(previewRowSchema),
  /** How many prospects the schedule covers in all, also those beyond the rows shown. */
  prospectCount: z.number().int(),
  /** Rows were left out: more prospects or steps than one answer shows. */
  truncated: z.boolean(),
});
export type Schedule = z.infer<typeof scheduleSchema>;

export const enrollmentStateSchema = z.object({
  prospectId: z.string(),
  status: z.enum(enrollmentStatuses),
  finishReason: z.enum(finishReasons).nullable(),
});

const countsShape = {
  enrolled: z.number().int(),
  sent: z.number().int(),
  replied: z.number().int(),
  bounced: z.number().int(),
  unsubscribed: z.number().int(),
  meetings: z.number().int(),
};
export const countsSchema = z.object(countsShape);
export type Counts = z.infer<typeof countsSchema>;

export const statsSchema = z.object({
  totals: countsSchema,
  steps: z.array(
    z.object({
      stepId: z.string(),
      position: z.number().int(),
      kind: z.enum(sequenceStepKinds),
      /** Counts of the step itself, with every variant. */
      ...countsShape,
      variants: z.array(z.object({ variantId: z.string(), label: z.string(), ...countsShape })),
    }),
  ),
  daily: z.array(z.object({ date: z.string(), sent: z.number().int(), replied: z.number().int() })),
  /** Replies by class (issue 33), every class in order, 0 when none. */
  replyClasses: z.array(z.object({ class: z.enum(replyClasses), count: z.number().int() })),
  /** Call steps done in the Power Dialer (issue 35): logged calls of its call tasks, by disposition. */
  calls: z.object({
    done: z.number().int(),
    byDisposition: z.array(z.object({ disposition: z.string(), count: z.number().int() })),
  }),
});
export type SequenceStats = z.infer<typeof statsSchema>;

export const activityKinds = [
  'enrolled',
  'sent',
  'task_created',
  'task_done',
  'flagged',
  'replied',
  'bounced',
  'unsubscribed',
  'meeting',
  'paused',
  'resumed',
  'finished',
  // LinkedIn steps run through a connector (issue 21).
  'linkedin_visit',
  'invitation_sent',
  'invitation_accepted',
  'linkedin_message_sent',
  'linkedin_reply',
] as const;

export const activitySchema = z.object({
  events: z.array(
    z.object({
      at: z.number(),
      kind: z.enum(activityKinds),
      sequenceId: z.string(),
      sequenceName: z.string(),
      stepPosition: z.number().int().nullable(),
      detail: z.string().nullable(),
    }),
  ),
});

export const signalResultSchema = z.object({
  /** How many enrollments the signal finished (same-company ones included). */
  finished: z.number().int(),
  status: z.enum(prospectStatuses),
});

export { prospectStatuses };

/** What the outreach router answers: the sender's settings and the open tasks. */

import { operatingDaySchema, timezoneSchema } from '@leadpath/core/schemas/schedule';
import { sequenceStepKinds } from '@leadpath/core/schemas/sequences';
import { taskTypes } from '@leadpath/core/schemas/tasks';
import { z } from 'zod';

export const outreachSettingsViewSchema = z.object({
  startTime: z.string(),
  endTime: z.string(),
  timezone: timezoneSchema,
  operatingDays: z.array(operatingDaySchema),
  excludedDays: z.array(z.number().int()),
  excludedDates: z.array(z.string()),
  useProspectTimeZone: z.boolean(),
  dailyCap: z.number().int(),
  minGapSeconds: z.number().int(),
  jitterSeconds: z.number().int(),
  warmupEnabled: z.boolean(),
  warmupStartLimit: z.number().int(),
  warmupIncreaseBy: z.number().int(),
  warmupPeriod: z.number().int(),
  /** Day 1 of the warmup ramp (YYYY-MM-DD in the sender's timezone), null until it starts. */
  warmupStartedOn: z.string().nullable(),
  /** The visible unsubscribe line of every sequence email, with {{unsubscribe_link}} (the default when never worded). */
  unsubscribeLine: z.string(),
});
export type OutreachSettingsView = z.infer<typeof outreachSettingsViewSchema>;

export const taskSchema = z.object({
  id: z.string(),
  sequenceId: z.string(),
  sequenceName: z.string(),
  stepId: z.string(),
  position: z.number().int(),
  kind: z.enum(sequenceStepKinds),
  prospectId: z.string(),
  prospectName: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  linkedinUrl: z.string(),
  /** The prospect's phone ('' when none): a call task offers it as a tel: link. */
  phone: z.string(),
  /** The prepared email's subject (manual email), placeholders filled. */
  subject: z.string(),
  /** The prepared text (email body, connection note, message, instructions), placeholders filled. */
  text: z.string(),
  /** Placeholders this prospect has no value for (left as typed in the text). */
  missing: z.array(z.string()),
  dueAt: z.number(),
  /**
   * Where the task comes from (added for issue 34; the fields above keep their meaning): 'sequence', a
   * task step that came due; 'play', a task a GTM play made (its sequence fields empty, position 0,
   * kind the nearest step kind of its type).
   */
  source: z.enum(['sequence', 'play']),
  /** A play task's own title and type; null for a sequence step. */
  title: z.string().nullable(),
  taskType: z.enum(taskTypes).nullable(),
  /** The play that made the task; playName null once the play is deleted. Null for a sequence step. */
  playId: z.string().nullable(),
  playName: z.string().nullable(),
});
export const taskListSchema = z.object({ tasks: z.array(taskSchema) });
export const completedTaskSchema = z.object({ id: z.string(), status: z.literal('done') });

/** What the triggered plays' procedures answer (the REST responses of the OpenAPI document). */
import { replyClasses } from '@leadpath/core/schemas/assist';
import { playActions, playTriggers } from '@leadpath/core/schemas/playbooks';
import { prospectStatuses } from '@leadpath/core/schemas/prospects';
import { taskTypes } from '@leadpath/core/schemas/tasks';
import { z } from 'zod';

const skipSchema = z.object({ reason: z.string(), count: z.number().int() });

export const playSchema = z.object({
  id: z.string(),
  playbookId: z.string(),
  name: z.string(),
  trigger: z.enum(playTriggers),
  noReplyDays: z.number().int().nullable(),
  replyClass: z.enum(replyClasses).nullable(),
  persona: z.string().nullable(),
  titles: z.array(z.string()),
  action: z.enum(playActions),
  sequenceId: z.string().nullable(),
  status: z.enum(prospectStatuses).nullable(),
  /** create_task: the task's title, type and due date in days after the run. */
  taskTitle: z.string().nullable(),
  taskType: z.enum(taskTypes).nullable(),
  taskDueDays: z.number().int().nullable(),
  enabled: z.boolean(),
  createdAt: z.number(),
  updatedAt: z.number(),
  /** The latest run: what matched, what was done, what was skipped and why (null: never ran). */
  lastRun: z
    .object({
      matched: z.number().int(),
      done: z.number().int(),
      skipped: z.array(skipSchema),
      ranAt: z.number(),
    })
    .nullable(),
});
export type Play = z.infer<typeof playSchema>;

export const playListSchema = z.object({ plays: z.array(playSchema) });
export type PlayList = z.infer<typeof playListSchema>;

export const triggeredRunListSchema = z.object({
  runs: z.array(
    z.object({
      id: z.string(),
      playId: z.string(),
      playName: z.string(),
      trigger: z.enum(playTriggers),
      matched: z.number().int(),
      /** Prospects the action was applied to. */
      done: z.number().int(),
      /** Prospects left out, by reason (handled before by this play, unsubscribed, active elsewhere...). */
      skipped: z.array(skipSchema),
      ranAt: z.number(),
    }),
  ),
});
export type TriggeredRunList = z.infer<typeof triggeredRunListSchema>;

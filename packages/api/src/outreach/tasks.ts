/**
 * Open tasks: the task steps that came due (calls, manual emails, LinkedIn steps) and the owner's open
 * tasks that plays made (the tasks area's), in one list by due date; and completing either kind.
 */
import type { SequenceStepKindInput } from '@leadpath/core/schemas/sequences';
import { TASK_NOT_FOUND } from '@leadpath/core/schemas/sequences';
import type { AppDatabase } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import type { Context } from '../context.ts';
import { playSourcesOf } from '../playbooks/plays/task-source.ts';
import { completeTask } from '../sequences/engine/enrollment-actions.ts';
import { completeOwnTask, listOpenTasks, type OpenTask } from '../tasks/open-tasks.ts';
import type { completedTaskSchema, taskSchema } from './output-schemas.ts';
import { sequenceTasks } from './sequence-tasks.ts';

type Task = z.infer<typeof taskSchema>;

/** The most tasks one read returns (oldest first). */
export const TASK_LIST_LIMIT = 500;

/** Both kinds merged by (due date, id), at most TASK_LIST_LIMIT. */
export async function openTasks(
  ctx: Pick<Context, 'db' | 'config'>,
  ownerId: string,
  now: number,
): Promise<Task[]> {
  const [steps, own] = [
    await sequenceTasks(ctx, ownerId, now, TASK_LIST_LIMIT),
    await playTasks(ctx.db, ownerId),
  ];
  return [...steps, ...own]
    .sort((a, b) => a.dueAt - b.dueAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, TASK_LIST_LIMIT);
}

/** The step kind an old client shows for a play task's type. */
const kindOfType: Record<OpenTask['type'], SequenceStepKindInput> = {
  call: 'call',
  email: 'manual_email',
  linkedin: 'linkedin_message',
  todo: 'task',
};

/** The tasks area's open tasks of the owner, each with the play that made it (when one did). */
async function playTasks(db: AppDatabase, ownerId: string): Promise<Task[]> {
  const rows = await listOpenTasks(db, ownerId, TASK_LIST_LIMIT);
  const keys = rows.flatMap((row) => (row.sourceKey ? [row.sourceKey] : []));
  const plays = await playSourcesOf(db, ownerId, keys);
  return rows.map((row) => {
    const play = row.sourceKey ? plays.get(row.sourceKey) : undefined;
    return {
      id: row.id,
      sequenceId: '',
      sequenceName: '',
      stepId: '',
      position: 0,
      kind: kindOfType[row.type],
      prospectId: row.prospectId,
      prospectName: row.prospectName,
      email: row.email,
      company: row.company,
      linkedinUrl: row.linkedinUrl,
      phone: row.phone,
      subject: '',
      text: '',
      missing: [],
      dueAt: row.dueAt,
      source: 'play',
      title: row.title,
      taskType: row.type,
      playId: play?.playId ?? null,
      playName: play?.playName ?? null,
    };
  });
}

export async function completeOpenTask(
  db: AppDatabase,
  ownerId: string,
  id: string,
  now: number,
): Promise<z.infer<typeof completedTaskSchema>> {
  // A sequence step's id or a tasks row's (random ids, never both); each completion is one
  // transaction or one conditional update, so a failure leaves the task open.
  const done =
    (await completeTask(db, { ownerId, scheduledStepId: id, now })) ||
    (await completeOwnTask(db, { ownerId, id, now }));
  if (!done) throw new TRPCError({ code: 'NOT_FOUND', message: TASK_NOT_FOUND });
  return { id, status: 'done' };
}

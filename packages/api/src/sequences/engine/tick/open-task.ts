/** A due task step (manual email, call, LinkedIn in manual mode, generic task) becomes an open task. */
import type { ScheduledStepRow, SequenceStepRow } from '@leadpath/db';
import { insertEvent } from '../engine-rows.ts';
import { updateScheduledRow } from './scheduled-row.ts';
import type { TickContext } from './tick-context.ts';

/** Opens the task with its 'task_created' event; the next step waits for completeTask. */
export async function openTask(ctx: TickContext, row: ScheduledStepRow, step: SequenceStepRow, now: number) {
  await ctx.db.transaction(async (tx) => {
    if (!(await updateScheduledRow(tx, row, { status: 'task_open' }))) return;
    await insertEvent(tx, { ...row, kind: 'task_created', detail: step.kind, at: now });
    ctx.result.tasks += 1;
  });
}

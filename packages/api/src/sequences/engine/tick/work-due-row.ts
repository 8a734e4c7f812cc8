/** One due row: canceled, held, a LinkedIn action, an open task, or an automatic email. */
import type { ScheduledStepRow } from '@leadpath/db';
import { isLinkedinStepKind, workLinkedinStep } from '../../../linkedin/execution/execute-step.ts';
import { openTask } from './open-task.ts';
import { updateScheduledRow } from './scheduled-row.ts';
import { sendEmailStep } from './send-email-step.ts';
import type { TickContext } from './tick-context.ts';

export async function workDueRow(ctx: TickContext, row: ScheduledStepRow, now: number): Promise<void> {
  const enrollment = await ctx.reads.enrollmentById.get({ id: row.enrollmentId });
  const shape = await ctx.shapeOf(row.sequenceId);
  const step = shape?.steps.find((candidate) => candidate.id === row.stepId);
  if (!enrollment || !shape || !step) return;
  if (enrollment.status === 'finished') {
    await updateScheduledRow(ctx.db, row, { status: 'canceled' });
    return;
  }
  if (enrollment.status !== 'active' || shape.status !== 'active') {
    await updateScheduledRow(ctx.db, row, { status: 'held' });
    return;
  }
  // LinkedIn steps run through the user's connector within its pacing (issue 21); manual mode: a task.
  if (
    isLinkedinStepKind(step.kind) &&
    (await workLinkedinStep({
      db: ctx.db,
      row,
      enrollment,
      step,
      now,
      owner: ctx.owner,
      random: ctx.random,
      services: ctx.options.linkedin,
      plan: ctx.linkedinPlan,
    })) !== 'task'
  )
    return;
  if (step.kind !== 'auto_email') return openTask(ctx, row, step, now);
  await sendEmailStep(ctx, { row, enrollment, shape, step, now });
}

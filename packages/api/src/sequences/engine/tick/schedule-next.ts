/** Scheduling an enrollment's next step once its current one is done (ADR 026 "Next step from the actual send"). */
import type { Db, OutreachSettingsRow, ScheduledStepRow } from '@leadpath/db';
import { sequenceEnrollments, sequenceSteps } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { readSequenceShape, type SequenceShape, scheduleNextStep } from '../engine-rows.ts';
import type { TickContext } from './tick-context.ts';

/**
 * After a send recorded at `sentAt`, inside the mark's transaction: the enrollment is read again (it
 * may have been removed or stopped while the mail was going out); a paused one gets its next row held.
 */
export async function scheduleAfterSend(
  ctx: TickContext,
  tx: Db,
  row: ScheduledStepRow,
  sentAt: number,
  known?: { shape: SequenceShape; settings: OutreachSettingsRow },
): Promise<void> {
  const enrollment = await ctx.reads.enrollmentById.get({ id: row.enrollmentId });
  const shape = known?.shape ?? (await readSequenceShape(tx, row.sequenceId)) ?? undefined;
  const step = shape?.steps.find((candidate) => candidate.id === row.stepId);
  if (!enrollment || !step || enrollment.status === 'finished') return;
  // The database's prepared statements run inside the caller's transaction (one connection).
  await scheduleNextStep(ctx.db, {
    enrollment,
    afterPosition: step.position,
    from: sentAt,
    now: sentAt,
    shape,
    settings: known?.settings,
  });
}

/**
 * After the last failed attempt, inside its transaction: the enrollment moves on to its next step,
 * held when it was paused meanwhile (its resume releases it), as after a send.
 */
export async function scheduleAfterFailure(tx: Db, row: ScheduledStepRow, now: number): Promise<void> {
  const enrollment = await tx
    .select()
    .from(sequenceEnrollments)
    .where(eq(sequenceEnrollments.id, row.enrollmentId))
    .get();
  const step = await tx.select().from(sequenceSteps).where(eq(sequenceSteps.id, row.stepId)).get();
  if (enrollment && step && enrollment.status !== 'finished')
    await scheduleNextStep(tx, { enrollment, afterPosition: step.position, from: now, now });
}

/** A send that failed: retried after its lease, or 'failed' after the last attempt (ADR 026). */
import { changesOf, type ScheduledStepRow, scheduledSteps } from '@leadpath/db';
import { and, eq } from 'drizzle-orm';
import { scheduleAfterFailure } from './schedule-next.ts';
import { MAX_SEND_ATTEMPTS, type TickContext } from './tick-context.ts';

/**
 * Its note keeps the error. Before the last attempt the row stays 'sending' under its lease: once it
 * runs out the row is reconciled (sent, or sent again). After the last, the row is 'failed' and the
 * enrollment moves on.
 */
export async function markFailed(ctx: TickContext, row: ScheduledStepRow, error: unknown, now: number) {
  const note = `Send failed: ${error instanceof Error ? error.message : String(error)}`;
  ctx.result.failed += 1;
  await ctx.db.transaction(
    async (tx) => {
      if (row.attempts < MAX_SEND_ATTEMPTS) {
        await tx.update(scheduledSteps).set({ note }).where(eq(scheduledSteps.id, row.id)).run();
        return;
      }
      const changed = changesOf(
        await tx
          .update(scheduledSteps)
          .set({ status: 'failed', note, doneAt: new Date(now), leaseOwner: null, leaseUntil: null })
          .where(and(eq(scheduledSteps.id, row.id), eq(scheduledSteps.status, 'sending')))
          .run(),
      );
      if (changed > 0) await scheduleAfterFailure(tx, row, now);
    },
    { behavior: 'immediate' },
  );
}

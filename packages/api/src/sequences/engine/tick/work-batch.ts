/** One batch of the tick: interrupted sends first, then flagged rows due a recheck, then the due rows. */
import { backgroundTurn, type ScheduledStepRow } from '@leadpath/db';
import { flaggedDue, reopenFlagged, scheduledDue, staleIntents } from './due-rows.ts';
import { putOff } from './put-off.ts';
import { reconcile } from './reconcile.ts';
import type { TickContext } from './tick-context.ts';
import { workDueRow } from './work-due-row.ts';

/** Works up to `limit` rows of each kind; answers how many rows it found (fewer than 3 × limit: done). */
export async function workBatch(ctx: TickContext, now: number, limit: number): Promise<number> {
  const stale = await staleIntents(ctx.db, now, limit);
  for (const row of stale) {
    try {
      await reconcile(ctx, row, now);
    } catch {
      // The mail service could not be asked: the row keeps the lease just taken and is tried again after it.
      ctx.result.failed += 1;
    }
  }
  // Flagged again quietly if nothing changed.
  const recheck = await flaggedDue(ctx.db, now, limit);
  for (const row of recheck) {
    if (!(await reopenFlagged(ctx.db, row))) continue;
    await workOrPutOff(ctx, row);
  }
  const due = await scheduledDue(ctx.db, now, limit);
  for (const row of due) {
    await workOrPutOff(ctx, row);
    // Each row is a few transactions: the requests in flight finish between rows (at most 50 ms, ADR 087).
    await backgroundTurn(ctx.db, async () => undefined);
  }
  return stale.length + recheck.length + due.length;
}

/**
 * A row that throws (a busy database, bad data) must not stall the rows behind it: it is put off a
 * minute with the error as its note, and the tick goes on.
 */
async function workOrPutOff(ctx: TickContext, row: ScheduledStepRow) {
  try {
    await workDueRow(ctx, row, ctx.options.now());
  } catch (error) {
    ctx.result.failed += 1;
    await putOff(ctx, row, error);
  }
}

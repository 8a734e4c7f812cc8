/** A row whose work threw (bad data, a busy database) must not stall the rows behind it (ADR 026). */
import { type ScheduledStepRow, scheduledSteps } from '@leadpath/db';
import { and, eq } from 'drizzle-orm';
import type { TickContext } from './tick-context.ts';

/** How long a row whose work threw is put off. */
export const RETRY_AFTER_ERROR_MS = 60_000;

/** Puts the row off a minute with the error as its note; the tick goes on with the next row. */
export async function putOff(ctx: TickContext, row: ScheduledStepRow, error: unknown): Promise<void> {
  try {
    await ctx.db
      .update(scheduledSteps)
      .set({
        dueAt: new Date(ctx.options.now() + RETRY_AFTER_ERROR_MS),
        note: `Error: ${error instanceof Error ? error.message : String(error)}`,
      })
      .where(and(eq(scheduledSteps.id, row.id), eq(scheduledSteps.status, 'scheduled')))
      .run();
  } catch {
    // The database itself is failing: the next tick sees the row again.
  }
}

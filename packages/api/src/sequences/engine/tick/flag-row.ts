/** Flagging a row that cannot be sent as it stands, instead of sending a blank (ADR 026). */
import { changesOf, type ScheduledStepRow, scheduledSteps } from '@leadpath/db';
import { and, eq } from 'drizzle-orm';
import { insertEvent } from '../engine-rows.ts';
import type { TickContext } from './tick-context.ts';

/** How often a flagged row is looked at again (the prospect may have been fixed). */
export const FLAG_RECHECK_MS = 60 * 60_000;
export const NO_EMAIL_NOTE = 'The prospect has no email address';
export const NO_WINDOW_NOTE = 'The sending window never opens: every day is excluded';
export const NO_VARIANT_NOTE = 'The step has no email to send';

/**
 * Flags a row: what is missing is its note, and it is looked at again in FLAG_RECHECK_MS (its due
 * time), so a prospect fixed since goes out without the user resuming anything. The 'flagged' event
 * is written when the row is flagged for a new reason, not at each recheck.
 */
export async function flagRow(ctx: TickContext, row: ScheduledStepRow, note: string, now: number) {
  await ctx.db.transaction(async (tx) => {
    const changed = changesOf(
      await tx
        .update(scheduledSteps)
        .set({ status: 'flagged', note, dueAt: new Date(now + FLAG_RECHECK_MS) })
        .where(and(eq(scheduledSteps.id, row.id), eq(scheduledSteps.status, 'scheduled')))
        .run(),
    );
    if (changed === 0 || (row.status === 'flagged' && row.note === note)) return;
    await insertEvent(tx, { ...row, kind: 'flagged', detail: note, at: now });
    ctx.result.flagged += 1;
  });
}

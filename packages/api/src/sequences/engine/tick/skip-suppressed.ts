/** A bounced or unsubscribed address is never mailed: the row is skipped and the enrollment finishes. */
import type { ScheduledStepRow, SequenceEnrollmentRow } from '@leadpath/db';
import { finishEnrollment } from '../engine-rows.ts';
import { engineStatements } from '../statements.ts';
import { updateScheduledRow } from './scheduled-row.ts';
import type { TickContext } from './tick-context.ts';

/** Skips the row when the owner's suppression list holds the address; true when it did. */
export async function skipIfSuppressed(
  ctx: TickContext,
  input: { row: ScheduledStepRow; enrollment: SequenceEnrollmentRow; to: string; now: number },
): Promise<boolean> {
  const { row, enrollment, now } = input;
  const suppression = await engineStatements(ctx.db.$sql).suppression.get(
    row.ownerId,
    input.to.toLowerCase(),
  );
  if (!suppression) return false;
  await ctx.db.transaction(
    async (tx) => {
      const note = `Not sent: the address ${suppression.reason}`;
      if (!(await updateScheduledRow(tx, row, { status: 'skipped', note }))) return;
      const reason = suppression.reason === 'bounced' ? 'bounced' : 'unsubscribed';
      await finishEnrollment(tx, enrollment, reason, now);
    },
    { behavior: 'immediate' },
  );
  return true;
}

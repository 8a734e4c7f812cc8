/** Step 1 of exactly once (ADR 026): the intent, recorded under a lease before anything is sent. */
import type { ScheduledStepRow } from '@leadpath/db';
import type { Pace } from '../../../mailboxes/engine-pacing.ts';
import { engineStatements } from '../statements.ts';
import type { TickContext } from './tick-context.ts';

/**
 * Claims the row for this runner: one guarded UPDATE (only while 'scheduled') sets 'sending', the
 * lease, one more attempt, the Message-ID and the variant. Null when another runner took it first.
 */
export async function claimIntent(
  ctx: TickContext,
  input: { row: ScheduledStepRow; messageId: string; variantId: string; pace: Pace; now: number },
): Promise<ScheduledStepRow | null> {
  const { row, messageId, variantId } = input;
  const attempts = row.attempts + 1;
  const claimed = (
    await engineStatements(ctx.db.$sql).claimIntent.run({
      id: row.id,
      owner: ctx.owner,
      leaseUntil: input.now + ctx.leaseMs,
      attempts,
      messageId,
      variantId,
    })
  ).changes;
  if (claimed === 0) return null;
  await ctx.mailboxPacing.claimed(row.id, input.pace);
  return { ...row, status: 'sending', messageId, variantId, attempts };
}

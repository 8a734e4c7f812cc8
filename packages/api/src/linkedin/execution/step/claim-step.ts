/**
 * Stage 4, the intent: the row 'sending' under a lease, a pending action (it counts toward today's
 * limit at once) and the account's next action not before a gap of about a minute.
 */
import { type Db, linkedinAccounts, linkedinActions } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { actionGapMs } from '../pacing.ts';
import type { ClaimedAction, LinkedinStepInput } from './linkedin-step.ts';
import { moveStepRow } from './step-row.ts';

const DEFAULT_LEASE_MS = 5 * 60_000;

/** False when another runner moved the row first: nothing is recorded. */
export async function claimStep(
  tx: Db,
  input: Pick<LinkedinStepInput, 'row' | 'enrollment' | 'now' | 'owner' | 'random' | 'leaseMs'>,
  action: Omit<ClaimedAction, 'connector' | 'settings'>,
): Promise<boolean> {
  const { row, now } = input;
  const claimed = await moveStepRow(
    tx,
    row,
    {
      status: 'sending',
      leaseOwner: input.owner,
      leaseUntil: new Date(now + (input.leaseMs ?? DEFAULT_LEASE_MS)),
      attempts: row.attempts + 1,
    },
    'scheduled',
  );
  if (!claimed) return false;
  // A retried row replaces its earlier action (one per row).
  await tx.delete(linkedinActions).where(eq(linkedinActions.scheduledStepId, row.id)).run();
  await tx
    .insert(linkedinActions)
    .values({
      id: action.actionId,
      ownerId: row.ownerId,
      accountId: action.account.id,
      enrollmentId: input.enrollment.id,
      scheduledStepId: row.id,
      prospectId: action.prospect.id,
      kind: action.kind,
      status: 'pending',
      profileUrl: action.profileUrl,
      text: action.text,
      at: new Date(now),
    })
    .run();
  await tx
    .update(linkedinAccounts)
    .set({ nextActionAt: new Date(now + actionGapMs(input.random)) })
    .where(eq(linkedinAccounts.id, action.account.id))
    .run();
  return true;
}

/**
 * Stage 6, when the connector said no: the action is failed. A LinkedIn signal (limit, security
 * check) pauses the account and the row waits for the end of the pause; any other error fails the
 * step with its message and the enrollment moves on.
 */
import { type Db, linkedinActions, type ScheduledStepRow, scheduledSteps } from '@leadpath/db';
import type { LinkedinSignal } from '@leadpath/integrations/linkedin';
import { eq } from 'drizzle-orm';
import { pauseForSignal } from '../accounts.ts';
import { continueEnrollment } from './continue-enrollment.ts';
import type { ClaimedAction, LinkedinStepInput } from './linkedin-step.ts';

export interface Refusal {
  signal: LinkedinSignal;
  message: string;
}

export async function recordFailure(
  tx: Db,
  input: Pick<LinkedinStepInput, 'row' | 'enrollment' | 'step' | 'now'>,
  action: Pick<ClaimedAction, 'actionId' | 'account'>,
  refusal: Refusal,
): Promise<'deferred' | 'failed'> {
  await tx
    .update(linkedinActions)
    .set({ status: 'failed', note: refusal.message })
    .where(eq(linkedinActions.id, action.actionId))
    .run();
  if (refusal.signal !== 'error') {
    const until = await pauseForSignal(tx, action.account, refusal.signal, refusal.message, input.now);
    await releaseRow(tx, input.row, { status: 'scheduled', dueAt: new Date(until), note: refusal.message });
    return 'deferred';
  }
  const note = `LinkedIn action failed: ${refusal.message}`;
  await releaseRow(tx, input.row, { status: 'failed', note, doneAt: new Date(input.now) });
  await continueEnrollment(tx, {
    enrollmentId: input.enrollment.id,
    afterPosition: input.step.position,
    now: input.now,
    goesOn: (status) => status === 'active',
  });
  return 'failed';
}

/** The row leaves 'sending': its lease is released. */
export async function releaseRow(
  tx: Db,
  row: Pick<ScheduledStepRow, 'id'>,
  values: Partial<ScheduledStepRow>,
): Promise<void> {
  await tx
    .update(scheduledSteps)
    .set({ ...values, leaseOwner: null, leaseUntil: null })
    .where(eq(scheduledSteps.id, row.id))
    .run();
}

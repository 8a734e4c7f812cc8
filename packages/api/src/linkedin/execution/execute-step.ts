/**
 * The engine hook for LinkedIn steps (issue 21). A due linkedin_visit / linkedin_connect /
 * linkedin_message row of a user whose LinkedIn account runs through a connector is executed
 * here, within the pacing; without a connector (manual mode, no account) it becomes a task as
 * before. The stages live in step/: load, compose, pace and claim in one transaction
 * (prepare-step.ts), the connector call outside it (perform-action.ts), then the mark
 * (record-success.ts / record-failure.ts). A limit or security signal pauses the account.
 */
import { randomUUID } from 'node:crypto';
import type { SequenceStepKind } from '@leadpath/db';
import type { LinkedinStepInput, LinkedinStepOutcome } from './step/linkedin-step.ts';
import { performAction } from './step/perform-action.ts';
import { prepareStep } from './step/prepare-step.ts';
import { recordFailure } from './step/record-failure.ts';
import { recordSuccess } from './step/record-success.ts';

export {
  createLinkedinTickPlan,
  type LinkedinStepInput,
  type LinkedinStepOutcome,
  type LinkedinTickPlan,
} from './step/linkedin-step.ts';
export { NEVER_OPEN_NOTE, NO_PROFILE_NOTE, noteTooLong } from './step/notes.ts';

export const LINKEDIN_STEP_KINDS: readonly SequenceStepKind[] = [
  'linkedin_visit',
  'linkedin_connect',
  'linkedin_message',
];
export const isLinkedinStepKind = (kind: SequenceStepKind) => LINKEDIN_STEP_KINDS.includes(kind);

export async function workLinkedinStep(input: LinkedinStepInput): Promise<LinkedinStepOutcome> {
  const { db, now } = input;
  const prepared = await db.transaction((tx) => prepareStep(tx, input, randomUUID()), {
    behavior: 'immediate',
  });
  if (typeof prepared === 'string') return prepared;
  const result = await performAction(db, input.row, prepared, now);
  return db.transaction(
    (tx) =>
      result.ok ? recordSuccess(tx, db, input, prepared, result) : recordFailure(tx, input, prepared, result),
    { behavior: 'immediate' },
  );
}

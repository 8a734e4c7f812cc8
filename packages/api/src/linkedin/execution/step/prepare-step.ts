/**
 * Stages 1-4 in one transaction, from reading the account to the claim: the counts and the gap the
 * pacing reads cannot change (another step, an inbox send) before this action is recorded. No
 * connector call happens here.
 */
import type { Db, LinkedinActionKindColumn, SequenceStepKind } from '@leadpath/db';
import { claimStep } from './claim-step.ts';
import { composeActionText } from './compose-text.ts';
import type { ClaimedAction, LinkedinStepInput, LinkedinStepOutcome } from './linkedin-step.ts';
import { loadStep } from './load-step.ts';
import { NEVER_OPEN_NOTE, NO_PROFILE_NOTE } from './notes.ts';
import { paceStep } from './pace-step.ts';
import { flagStepRow } from './step-row.ts';

const actionKindOf: Partial<Record<SequenceStepKind, LinkedinActionKindColumn>> = {
  linkedin_visit: 'visit',
  linkedin_connect: 'invite',
  linkedin_message: 'message',
};

/** The claimed action to perform, or the step's outcome when it does not act now. */
export async function prepareStep(
  tx: Db,
  input: LinkedinStepInput,
  actionId: string,
): Promise<LinkedinStepOutcome | ClaimedAction> {
  const { row, step, now } = input;
  const loaded = await loadStep(tx, input);
  if (typeof loaded === 'string') return loaded;
  if (!loaded.profileUrl) return flagStepRow(tx, row, NO_PROFILE_NOTE, now);
  const kind = actionKindOf[step.kind] as LinkedinActionKindColumn;
  const composed = await composeActionText(tx, {
    ownerId: row.ownerId,
    body: step.body,
    kind,
    prospect: loaded.prospect,
  });
  if ('problem' in composed) return flagStepRow(tx, row, composed.problem, now);
  const paced = await paceStep(tx, { ...input, account: loaded.account, settings: loaded.settings });
  if (paced === 'never') return flagStepRow(tx, row, NEVER_OPEN_NOTE, now);
  if (paced === 'later') return 'deferred';
  const claimed: ClaimedAction = { ...loaded, actionId, kind, text: composed.text };
  return (await claimStep(tx, input, claimed)) ? claimed : 'deferred';
}

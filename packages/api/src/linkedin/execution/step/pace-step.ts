/**
 * Stage 3: whether the step may act now under the account's pacing (window, today's limit, the gap,
 * a pause). The real counts decide; the tick's plan only spreads the deferred rows behind each other.
 */
import { localDateOf } from '@leadpath/core';
import type { Db, LinkedinAccountRow, LinkedinSettingsRow } from '@leadpath/db';
import { actionGapMs, actionsOn, nextActionSlot } from '../pacing.ts';
import type { LinkedinStepInput, LinkedinTickPlan } from './linkedin-step.ts';
import { moveStepRow } from './step-row.ts';

export interface PaceInput extends Pick<LinkedinStepInput, 'row' | 'now' | 'random' | 'plan'> {
  account: LinkedinAccountRow;
  settings: LinkedinSettingsRow;
}

/** 'now': act; 'later': the row was moved to its slot; 'never': the window never opens. */
export async function paceStep(tx: Db, input: PaceInput): Promise<'now' | 'later' | 'never'> {
  const { account, settings, now } = input;
  const actual = await nextActionSlot({
    at: now,
    settings,
    account,
    countedOn: (date) => actionsOn(tx, account.id, settings, date),
  });
  if (actual === null) return 'never';
  if (actual <= now) return 'now';
  await deferBehindPlan(tx, input, actual);
  return 'later';
}

/** Places the row at the first slot at or after `actual` not taken by rows deferred earlier this tick. */
async function deferBehindPlan(tx: Db, input: PaceInput, actual: number) {
  const { account, settings } = input;
  const planned = plannedOf(input.plan, account.id, actual);
  const slot =
    (await nextActionSlot({
      at: Math.max(actual, planned.notBefore),
      settings,
      account,
      countedOn: async (date) => {
        const known = planned.counted.get(date);
        if (known !== undefined) return known;
        const counted = await actionsOn(tx, account.id, settings, date);
        planned.counted.set(date, counted);
        return counted;
      },
    })) ?? actual;
  if (await moveStepRow(tx, input.row, { dueAt: new Date(slot) }, 'scheduled')) {
    const day = localDateOf(slot, settings.timezone.value);
    planned.counted.set(day, (planned.counted.get(day) ?? 0) + 1);
    planned.notBefore = slot + actionGapMs(input.random);
  }
}

function plannedOf(plan: LinkedinTickPlan, accountId: string, actual: number) {
  let planned = plan.get(accountId);
  if (!planned) {
    planned = { notBefore: actual, counted: new Map() };
    plan.set(accountId, planned);
  }
  return planned;
}

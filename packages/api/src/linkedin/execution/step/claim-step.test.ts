/** Stage 4: the intent is recorded before the connector is called, and counts toward today's limit. */
import { localDateOf } from '@leadpath/core';
import { scheduledSteps } from '@leadpath/db';
import { describe, expect, it } from 'vitest';
import { ACTION_GAP_MIN_MS, actionsOn, settingsOfOwner } from '../pacing.ts';
import { claimStep } from './claim-step.ts';
import type { LinkedinStepInput } from './linkedin-step.ts';
import { linkedinStepSetup } from './step-fixtures.ts';

async function setup() {
  const t = await linkedinStepSetup();
  const input = await t.enrolledStep([{ kind: 'linkedin_connect', body: 'Hi' }]);
  const claim = async (step: LinkedinStepInput, actionId: string) => {
    const action = await t.claimedAction(step, { actionId, kind: 'invite', text: 'Hi' });
    return t.inTransaction((tx) => claimStep(tx, step, action));
  };
  return { ...t, input, claim };
}

describe('claimStep', () => {
  it("marks the row sending under the runner's lease, records a pending action and holds the next one a gap off", async () => {
    const t = await setup();
    expect(await t.claim(t.input, 'action-1')).toBe(true);
    const now = t.engine.clock.now;
    expect(await t.rowOf(t.input.row.id)).toMatchObject({
      status: 'sending',
      leaseOwner: 'test-runner',
      leaseUntil: new Date(now + 5 * 60_000),
      attempts: t.input.row.attempts + 1,
    });
    expect(await t.actions()).toMatchObject([
      { id: 'action-1', status: 'pending', kind: 'invite', text: 'Hi', at: new Date(now) },
    ]);
    const settings = await settingsOfOwner(t.db, t.engine.user.id, now);
    expect(await actionsOn(t.db, t.account.id, settings, localDateOf(now, 'UTC'))).toBe(1);
    expect((await t.accountRow()).nextActionAt).toEqual(new Date(now + ACTION_GAP_MIN_MS));
  });

  it('records nothing when another runner took the row first', async () => {
    const t = await setup();
    expect(await t.claim(t.input, 'action-1')).toBe(true);
    expect(await t.claim(t.input, 'action-2')).toBe(false);
    expect((await t.actions()).map((action) => action.id)).toEqual(['action-1']);
  });

  it("replaces a retried row's earlier action: one action per row", async () => {
    const t = await setup();
    await t.claim(t.input, 'action-1');
    await t.db.update(scheduledSteps).set({ status: 'scheduled' }).run(); // its lease lapsed
    expect(await t.claim({ ...t.input, row: { ...t.input.row, attempts: 1 } }, 'action-2')).toBe(true);
    expect((await t.actions()).map((action) => action.id)).toEqual(['action-2']);
    expect((await t.rowOf(t.input.row.id)).attempts).toBe(2);
  });
});

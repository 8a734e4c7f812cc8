/** Stage 6 on a refusal: a LinkedIn signal pauses the account; another error fails the step and moves on. */
import { describe, expect, it } from 'vitest';
import { LIMIT_PAUSE_MS } from '../accounts.ts';
import { claimStep } from './claim-step.ts';
import { type Refusal, recordFailure } from './record-failure.ts';
import { linkedinStepSetup } from './step-fixtures.ts';

async function setup() {
  const t = await linkedinStepSetup();
  const input = await t.enrolledStep([
    { kind: 'linkedin_visit' },
    { kind: 'linkedin_message', body: 'Hello' },
  ]);
  const action = await t.claimedAction(input, { kind: 'visit', text: null });
  await t.inTransaction((tx) => claimStep(tx, input, action));
  const fail = (refusal: Refusal) => t.inTransaction((tx) => recordFailure(tx, input, action, refusal));
  return { ...t, input, fail };
}

describe('recordFailure', () => {
  it('fails the step with the error shown, releases its lease and schedules the next step', async () => {
    const t = await setup();
    expect(await t.fail({ signal: 'error', message: 'Unipile answered 502' })).toBe('failed');
    expect(await t.actions()).toMatchObject([{ status: 'failed', note: 'Unipile answered 502' }]);
    expect(await t.engine.rowsOf(t.input.row.prospectId)).toMatchObject([
      {
        status: 'failed',
        note: 'LinkedIn action failed: Unipile answered 502',
        doneAt: new Date(t.engine.clock.now),
        leaseOwner: null,
      },
      { status: 'scheduled' },
    ]);
  });

  it('pauses the account on a limit signal; the step waits for the end of the pause', async () => {
    const t = await setup();
    const message = 'LinkedIn says the weekly invitation limit is reached';
    expect(await t.fail({ signal: 'limit', message })).toBe('deferred');
    const until = new Date(t.engine.clock.now + LIMIT_PAUSE_MS);
    expect(await t.accountRow()).toMatchObject({
      status: 'paused',
      pausedUntil: until,
      pauseReason: `Limit reached: ${message}`,
    });
    expect(await t.engine.rowsOf(t.input.row.prospectId)).toMatchObject([
      { status: 'scheduled', dueAt: until, note: message, leaseOwner: null, leaseUntil: null },
    ]);
    expect(await t.actions()).toMatchObject([{ status: 'failed', note: message }]);
  });
});

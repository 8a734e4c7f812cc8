import { describe, expect, it } from 'vitest';
import { markFailed } from './mark-failed.ts';
import { engineWithDueRow, firstRowOf } from './testing/step-context.ts';
import { MAX_SEND_ATTEMPTS } from './tick-context.ts';

async function sendingRow(attempts: number) {
  const setup = await engineWithDueRow();
  await setup.engine.db.$sql.run(
    "UPDATE scheduled_steps SET status = 'sending', lease_owner = 'test-runner', lease_until = ?, attempts = ? WHERE id = ?",
    [setup.engine.clock.now + 60_000, attempts, setup.row.id],
  );
  return { ...setup, row: { ...setup.row, status: 'sending' as const, attempts } };
}

describe('a failed send', () => {
  it('keeps the error as the note and leaves the row sending, to be retried after its lease', async () => {
    const { engine, ctx, prospectId, row } = await sendingRow(1);
    await markFailed(ctx, row, new Error('SMTP timeout'), engine.clock.now);
    expect(await engine.rowsOf(prospectId)).toMatchObject([
      { status: 'sending', note: 'Send failed: SMTP timeout', leaseOwner: 'test-runner' },
    ]);
    expect(ctx.result.failed).toBe(1);
  });

  it('after the last attempt fails the row and moves the enrollment on to its next step', async () => {
    const { engine, ctx, prospectId, row } = await sendingRow(MAX_SEND_ATTEMPTS);
    await markFailed(ctx, row, new Error('refused'), engine.clock.now);
    expect(await firstRowOf(engine, prospectId)).toMatchObject({
      status: 'failed',
      note: 'Send failed: refused',
      doneAt: new Date(engine.clock.now),
      leaseOwner: null,
    });
    expect((await engine.rowsOf(prospectId)).map((r) => r.status)).toEqual(['failed', 'scheduled']);
    expect(await engine.outbox()).toEqual([]);
  });

  it('after the last attempt, an enrollment paused meanwhile gets its next step held for its resume', async () => {
    const { engine, ctx, prospectId, row } = await sendingRow(MAX_SEND_ATTEMPTS);
    await engine.db.$sql.run("UPDATE sequence_enrollments SET status = 'paused' WHERE id = ?", [
      row.enrollmentId,
    ]);
    await markFailed(ctx, row, new Error('refused'), engine.clock.now);
    expect((await engine.rowsOf(prospectId)).map((r) => r.status)).toEqual(['failed', 'held']);
  });
});

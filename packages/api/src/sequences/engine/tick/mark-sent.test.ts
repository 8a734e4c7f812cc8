import { prospects } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DAY } from '../testing/engine-fixtures.ts';
import { markSent } from './mark-sent.ts';
import { engineWithDueRow, stepContextOf } from './testing/step-context.ts';

/** A row claimed by 'test-runner', as the send path leaves it once the mail went out. */
async function claimedRow(options: Parameters<typeof engineWithDueRow>[0] = {}) {
  const setup = await engineWithDueRow(options);
  await setup.engine.db.$sql.run(
    "UPDATE scheduled_steps SET status = 'sending', lease_owner = 'test-runner', lease_until = ?, attempts = 1, message_id = '<seq-1@northwind.test>' WHERE id = ?",
    [setup.engine.clock.now + 60_000, setup.row.id],
  );
  const row = { ...setup.row, status: 'sending' as const, attempts: 1, messageId: '<seq-1@northwind.test>' };
  return { ...setup, row };
}

describe('marking a send done', () => {
  it("marks the row sent, the prospect contacted, writes the 'sent' event and schedules the next step", async () => {
    const { engine, ctx, prospectId, row } = await claimedRow();
    const sentAt = engine.clock.now;
    expect(await markSent(ctx, row, { subject: 'Hello Pat', to: 'pat@acme.test', sentAt })).toBe(true);
    const [sent, next] = await engine.rowsOf(prospectId);
    expect(sent).toMatchObject({
      status: 'sent',
      doneAt: new Date(sentAt),
      leaseOwner: null,
      leaseUntil: null,
    });
    expect(next).toMatchObject({ status: 'scheduled', dueAt: new Date(sentAt + 2 * DAY) });
    expect((await engine.eventsOf(prospectId)).at(-1)).toMatchObject({ kind: 'sent', detail: 'Hello Pat' });
    const prospect = await engine.db.select().from(prospects).where(eq(prospects.id, prospectId)).get();
    expect(prospect?.status).toBe('contacted');
  });

  it('finishes the enrollment as completed after its last step', async () => {
    const { engine, ctx, sequenceId, prospectId, row } = await claimedRow({ steps: [{}] });
    await markSent(ctx, row, { subject: 'Hello', to: 'pat@acme.test', sentAt: engine.clock.now });
    expect(await engine.enrollmentOf(sequenceId, prospectId)).toMatchObject({
      status: 'finished',
      finishReason: 'completed',
    });
  });

  it('records nothing for a runner that no longer owns the intent', async () => {
    const { engine, prospectId, row } = await claimedRow();
    const other = stepContextOf(engine, { owner: 'other' });
    expect(
      await markSent(other, row, { subject: 'Hello', to: 'pat@acme.test', sentAt: engine.clock.now }),
    ).toBe(false);
    expect((await engine.rowsOf(prospectId)).map((r) => r.status)).toEqual(['sending']);
    expect((await engine.eventsOf(prospectId)).map((event) => event.kind)).toEqual(['enrolled']);
  });
});

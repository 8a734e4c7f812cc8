import { describe, expect, it } from 'vitest';
import { reconcile } from './reconcile.ts';
import { engineWithDueRow, firstRowOf, stepContextOf } from './testing/step-context.ts';
import { DEFAULT_SEND_LEASE_MS, MAX_SEND_ATTEMPTS } from './tick-context.ts';

const MESSAGE_ID = '<seq-1@northwind.test>';

/** A row left 'sending' by a runner that crashed, its lease running out at the engine's now. */
async function interrupted(attempts = 1) {
  const setup = await engineWithDueRow();
  const { engine, row } = setup;
  await engine.db.$sql.run(
    "UPDATE scheduled_steps SET status = 'sending', lease_owner = 'crashed', lease_until = ?, attempts = ?, message_id = ? WHERE id = ?",
    [engine.clock.now, attempts, MESSAGE_ID, row.id],
  );
  const stale = await firstRowOf(engine, setup.prospectId);
  return { ...setup, row: stale };
}

const outboxMail = (ownerId: string) => ({
  ownerId,
  from: 'sam@northwind.test',
  to: ['pat@acme.test'],
  subject: 'Step 1 for Pat',
  text: 'Hi',
  messageId: MESSAGE_ID,
});

describe('reconciling an interrupted send', () => {
  it('leaves a row whose lease still runs', async () => {
    const { engine, ctx, prospectId, row } = await interrupted();
    await reconcile(ctx, row, engine.clock.now - 1);
    expect(await firstRowOf(engine, prospectId)).toMatchObject({ status: 'sending', leaseOwner: 'crashed' });
  });

  it('a mail the outbox holds is recorded as sent, without a second mail', async () => {
    const { engine, ctx, prospectId, row } = await interrupted();
    await engine.mailer.send(outboxMail(engine.user.id));
    await reconcile(ctx, row, engine.clock.now);
    expect(await engine.outbox()).toHaveLength(1);
    expect((await engine.rowsOf(prospectId)).map((r) => r.status)).toEqual(['sent', 'scheduled']);
    expect((await engine.eventsOf(prospectId)).at(-1)).toMatchObject({
      kind: 'sent',
      detail: 'Step 1 for Pat',
    });
    expect(ctx.result.reconciled).toBe(1);
  });

  it('a mail that never went out is due again now, keeping its Message-ID', async () => {
    const { engine, ctx, prospectId, row } = await interrupted();
    await reconcile(ctx, row, engine.clock.now);
    expect(await firstRowOf(engine, prospectId)).toMatchObject({
      status: 'scheduled',
      dueAt: new Date(engine.clock.now),
      messageId: MESSAGE_ID,
      leaseOwner: null,
    });
    expect(await engine.outbox()).toEqual([]);
  });

  it('after the last attempt the row fails instead', async () => {
    const { engine, ctx, prospectId, row } = await interrupted(MAX_SEND_ATTEMPTS);
    await reconcile(ctx, row, engine.clock.now);
    expect((await engine.rowsOf(prospectId)).map((r) => r.status)).toEqual(['failed', 'scheduled']);
  });

  it('two runners reconcile it once: the second finds the lease taken', async () => {
    const { engine, ctx, prospectId, row } = await interrupted();
    await engine.mailer.send(outboxMail(engine.user.id));
    await reconcile(ctx, row, engine.clock.now);
    const other = stepContextOf(engine, { owner: 'other' });
    await reconcile(other, row, engine.clock.now + DEFAULT_SEND_LEASE_MS - 1);
    expect(other.result.reconciled).toBe(0);
    expect((await engine.eventsOf(prospectId)).filter((event) => event.kind === 'sent')).toHaveLength(1);
  });
});

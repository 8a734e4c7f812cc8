import { randomUUID } from 'node:crypto';
import { NO_ACTIVE_MAILBOX_NOTE } from '@leadpath/core/schemas/mailboxes';
import { mailboxes } from '@leadpath/db';
import { describe, expect, it } from 'vitest';
import { ALWAYS } from '../testing/engine-fixtures.ts';
import { NO_WINDOW_NOTE } from './flag-row.ts';
import { countSend, planSend } from './plan-send.ts';
import {
  type Engine,
  engineWithDueRow,
  firstRowOf,
  rowContextOf,
  stepContextOf,
} from './testing/step-context.ts';
import type { TickContext } from './tick-context.ts';

const utc = (iso: string) => Date.parse(iso); // the engine starts Monday 23 Nov 2026, 12:00 UTC

async function plan(ctx: TickContext, engine: Engine, prospectId: string) {
  const row = await firstRowOf(engine, prospectId);
  const { enrollment, step } = await rowContextOf(ctx, row);
  const state = (await ctx.senders.stateOf(row.ownerId, engine.clock.now))!;
  return planSend(ctx, { row, enrollment, sameThread: step.sameThread, state, now: engine.clock.now });
}

/** The engine's prospect and a second one, both due now, planned in one tick. */
async function twoDue(settings: Parameters<Engine['settings']>[0]) {
  const setup = await engineWithDueRow({ settings: { ...ALWAYS, ...settings } });
  const second = await setup.engine.addProspect({ firstName: 'Bo' });
  await setup.engine.enroll(setup.sequenceId, [second]);
  return { ...setup, second };
}

describe("planning the sender's pace", () => {
  it("lets a send go now on the sender's own lane when the window is open and nothing caps it", async () => {
    const { engine, ctx, prospectId } = await engineWithDueRow();
    expect(await plan(ctx, engine, prospectId)).toMatchObject({ kind: 'go', pace: { mailboxId: null } });
    expect(ctx.result.deferred).toBe(0);
  });

  it('moves a row before its window to the window opening, plus jitter', async () => {
    const { engine, prospectId } = await engineWithDueRow({
      settings: { ...ALWAYS, startTime: '13:00', jitterSeconds: 60 },
    });
    const ctx = stepContextOf(engine, { random: () => 0.5 });
    expect(await plan(ctx, engine, prospectId)).toEqual({ kind: 'wait' });
    expect(await firstRowOf(engine, prospectId)).toMatchObject({
      status: 'scheduled',
      dueAt: new Date(utc('2026-11-23T13:00:30Z')),
    });
    expect(ctx.result.deferred).toBe(1);
  });

  it('queues the second send of the tick behind the first by the minimum gap', async () => {
    const { engine, ctx, prospectId, second } = await twoDue({ minGapSeconds: 120 });
    const first = await plan(ctx, engine, prospectId);
    if (first.kind !== 'go') throw new Error('the first send should go');
    await countSend(ctx, first, engine.clock.now);
    expect(await plan(ctx, engine, second)).toEqual({ kind: 'wait' });
    expect((await firstRowOf(engine, second)).dueAt).toEqual(new Date(engine.clock.now + 120_000));
  });

  it('moves a send over the daily cap to the next day', async () => {
    const { engine, ctx, prospectId, second } = await twoDue({ dailyCap: 1 });
    const first = await plan(ctx, engine, prospectId);
    if (first.kind !== 'go') throw new Error('the first send should go');
    await countSend(ctx, first, engine.clock.now);
    expect(await plan(ctx, engine, second)).toEqual({ kind: 'wait' });
    expect((await firstRowOf(engine, second)).dueAt).toEqual(new Date(utc('2026-11-24T00:00:00Z')));
  });

  it('asks to flag a row whose window never opens, and one whose mailboxes are all paused', async () => {
    const closed = await engineWithDueRow({ settings: { ...ALWAYS, excludedDays: [0, 1, 2, 3, 4, 5, 6] } });
    expect(await plan(closed.ctx, closed.engine, closed.prospectId)).toEqual({
      kind: 'flag',
      note: NO_WINDOW_NOTE,
    });

    const paused = await engineWithDueRow();
    await insertPausedMailbox(paused.engine);
    expect(await plan(paused.ctx, paused.engine, paused.prospectId)).toEqual({
      kind: 'flag',
      note: NO_ACTIVE_MAILBOX_NOTE,
    });
    expect(await firstRowOf(paused.engine, paused.prospectId)).toMatchObject({ status: 'scheduled' });
  });
});

async function insertPausedMailbox(engine: Engine) {
  await engine.db
    .insert(mailboxes)
    .values({
      id: randomUUID(),
      ownerId: engine.user.id,
      kind: 'smtp',
      label: 'Work',
      fromName: 'Sam Sender',
      fromAddress: 'sam@mail.northwind.test',
      smtpHost: '127.0.0.1',
      smtpPort: 2525,
      smtpSecurity: 'none',
      smtpUsername: 'sender',
      smtpPasswordSealed: 'sealed',
      status: 'paused',
      dailyCap: 1000,
      minGapSeconds: 0,
      jitterSeconds: 0,
      warmupEnabled: false,
      warmupStartLimit: 10,
      warmupIncreaseBy: 5,
      warmupPeriod: 14,
      createdAt: new Date(engine.clock.now),
      updatedAt: new Date(engine.clock.now),
    })
    .run();
}

import { describe, expect, it } from 'vitest';
import { FLAG_RECHECK_MS, flagRow, NO_EMAIL_NOTE, NO_WINDOW_NOTE } from './flag-row.ts';
import { engineWithDueRow, firstRowOf } from './testing/step-context.ts';

describe('flagging a row', () => {
  it('flags it with what is missing, to be looked at again in an hour, with one flagged event', async () => {
    const { engine, ctx, prospectId, row } = await engineWithDueRow();
    await flagRow(ctx, row, NO_EMAIL_NOTE, engine.clock.now);
    expect(await firstRowOf(engine, prospectId)).toMatchObject({
      status: 'flagged',
      note: NO_EMAIL_NOTE,
      dueAt: new Date(engine.clock.now + FLAG_RECHECK_MS),
    });
    expect((await engine.eventsOf(prospectId)).at(-1)).toMatchObject({
      kind: 'flagged',
      detail: NO_EMAIL_NOTE,
    });
    expect(ctx.result.flagged).toBe(1);
  });

  it('at a recheck, flags quietly for the same reason and writes an event for a new one', async () => {
    const { engine, ctx, prospectId, row } = await engineWithDueRow();
    await flagRow(ctx, row, NO_EMAIL_NOTE, engine.clock.now);
    /** The recheck: the flagged row as the lookup found it, put back to 'scheduled' for the due path. */
    const recheck = async () => {
      const flagged = await firstRowOf(engine, prospectId);
      await engine.db.$sql.run("UPDATE scheduled_steps SET status = 'scheduled' WHERE id = ?", [row.id]);
      return flagged;
    };
    engine.clock.now += FLAG_RECHECK_MS;
    await flagRow(ctx, await recheck(), NO_EMAIL_NOTE, engine.clock.now);
    expect(await firstRowOf(engine, prospectId)).toMatchObject({
      status: 'flagged',
      dueAt: new Date(engine.clock.now + FLAG_RECHECK_MS),
    });
    await flagRow(ctx, await recheck(), NO_WINDOW_NOTE, engine.clock.now);
    const flagged = (await engine.eventsOf(prospectId)).filter((event) => event.kind === 'flagged');
    expect(flagged.map((event) => event.detail)).toEqual([NO_EMAIL_NOTE, NO_WINDOW_NOTE]);
    expect(ctx.result.flagged).toBe(2);
  });

  it('leaves a row that is no longer scheduled alone', async () => {
    const { engine, ctx, prospectId, row } = await engineWithDueRow();
    await engine.db.$sql.run("UPDATE scheduled_steps SET status = 'sent' WHERE id = ?", [row.id]);
    await flagRow(ctx, row, NO_EMAIL_NOTE, engine.clock.now);
    expect(await firstRowOf(engine, prospectId)).toMatchObject({ status: 'sent', note: null });
    expect(ctx.result.flagged).toBe(0);
  });
});

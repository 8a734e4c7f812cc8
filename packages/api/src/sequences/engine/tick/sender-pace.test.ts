import { describe, expect, it } from 'vitest';
import { ALWAYS, MONDAY_NOON_UTC } from '../testing/engine-fixtures.ts';
import { engineWithDueRow, stepContextOf } from './testing/step-context.ts';

describe("the sender's pace in a tick", () => {
  it('has no state for a user who is gone', async () => {
    const { ctx, engine } = await engineWithDueRow();
    expect(await ctx.senders.stateOf('gone', engine.clock.now)).toBeNull();
  });

  it('counts the sends recorded on a day of the sender, plus those of this tick, and keeps the gap after the last', async () => {
    const { engine } = await engineWithDueRow({ settings: { ...ALWAYS, minGapSeconds: 300 } });
    expect(await engine.tick()).toMatchObject({ sent: 1 });
    const ctx = stepContextOf(engine);
    const state = (await ctx.senders.stateOf(engine.user.id, engine.clock.now))!;
    expect(state.notBefore).toBe(MONDAY_NOON_UTC + 300_000);
    expect(await ctx.senders.countedOn(state, '2026-11-23')).toBe(1);
    expect(await ctx.senders.countedOn(state, '2026-11-24')).toBe(0);
    await ctx.senders.paceOf(state).countOn('2026-11-23');
    await ctx.senders.countSentAt(engine.user.id, engine.clock.now);
    expect(await ctx.senders.countedOn(state, '2026-11-23')).toBe(3);
  });
});

import { describe, expect, it } from 'vitest';
import { claimIntent } from './claim-intent.ts';
import { engineWithDueRow, firstRowOf, stepContextOf } from './testing/step-context.ts';
import { DEFAULT_SEND_LEASE_MS } from './tick-context.ts';

describe('claiming the intent before a send', () => {
  it("records 'sending' under this runner's lease, one more attempt, the Message-ID and the variant", async () => {
    const { engine, ctx, prospectId, row } = await engineWithDueRow();
    const pace = ctx.senders.paceOf((await ctx.senders.stateOf(row.ownerId, engine.clock.now))!);
    const claim = {
      row,
      messageId: '<seq-1@northwind.test>',
      variantId: row.variantId!,
      pace,
      now: engine.clock.now,
    };
    const claimed = await claimIntent(ctx, claim);
    expect(claimed).toMatchObject({ status: 'sending', attempts: 1, messageId: '<seq-1@northwind.test>' });
    expect(await firstRowOf(engine, prospectId)).toMatchObject({
      status: 'sending',
      leaseOwner: 'test-runner',
      leaseUntil: new Date(engine.clock.now + DEFAULT_SEND_LEASE_MS),
      attempts: 1,
      messageId: '<seq-1@northwind.test>',
      variantId: row.variantId,
    });

    // A second runner that read the same row cannot claim it too.
    expect(await claimIntent(stepContextOf(engine, { owner: 'other' }), claim)).toBeNull();
    expect(await firstRowOf(engine, prospectId)).toMatchObject({ leaseOwner: 'test-runner', attempts: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import { skipIfSuppressed } from './skip-suppressed.ts';
import { engineWithDueRow, firstRowOf, rowContextOf } from './testing/step-context.ts';

describe('a suppressed address', () => {
  it('a bounced address is skipped, never mailed, and its enrollment finishes as bounced', async () => {
    const { engine, ctx, sequenceId, prospectId, row } = await engineWithDueRow({
      prospect: { email: 'ada@acme.test' },
    });
    await engine.db.$sql.run(
      "INSERT INTO suppressed_addresses (owner_id, email, reason, created_at) VALUES (?, 'ada@acme.test', 'bounced', 0)",
      [engine.user.id],
    );
    const { enrollment } = await rowContextOf(ctx, row);
    const now = engine.clock.now;
    expect(await skipIfSuppressed(ctx, { row, enrollment, to: 'Ada@Acme.test', now })).toBe(true);
    expect(await firstRowOf(engine, prospectId)).toMatchObject({
      status: 'skipped',
      note: 'Not sent: the address bounced',
    });
    expect(await engine.enrollmentOf(sequenceId, prospectId)).toMatchObject({
      status: 'finished',
      finishReason: 'bounced',
    });
    expect(await engine.outbox()).toEqual([]);
  });

  it('an address nobody suppressed goes on', async () => {
    const { engine, ctx, prospectId, row } = await engineWithDueRow({ prospect: { email: 'ada@acme.test' } });
    const { enrollment } = await rowContextOf(ctx, row);
    const now = engine.clock.now;
    expect(await skipIfSuppressed(ctx, { row, enrollment, to: 'ada@acme.test', now })).toBe(false);
    expect(await firstRowOf(engine, prospectId)).toMatchObject({ status: 'scheduled' });
  });
});

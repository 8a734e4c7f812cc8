import { describe, expect, it } from 'vitest';
import { putOff, RETRY_AFTER_ERROR_MS } from './put-off.ts';
import { engineWithDueRow, firstRowOf } from './testing/step-context.ts';

describe('putting off a row whose work threw', () => {
  it('moves it a minute later with the error as its note', async () => {
    const { engine, ctx, prospectId, row } = await engineWithDueRow();
    await putOff(ctx, row, new Error('Invalid time zone: Mars/Olympus'));
    expect(await firstRowOf(engine, prospectId)).toMatchObject({
      status: 'scheduled',
      dueAt: new Date(engine.clock.now + RETRY_AFTER_ERROR_MS),
      note: 'Error: Invalid time zone: Mars/Olympus',
    });
  });

  it('leaves a row that is no longer scheduled as it is', async () => {
    const { engine, ctx, prospectId, row } = await engineWithDueRow();
    await engine.db.$sql.run("UPDATE scheduled_steps SET status = 'sending' WHERE id = ?", [row.id]);
    await putOff(ctx, row, 'boom');
    expect(await firstRowOf(engine, prospectId)).toMatchObject({
      status: 'sending',
      dueAt: row.dueAt,
      note: null,
    });
  });
});

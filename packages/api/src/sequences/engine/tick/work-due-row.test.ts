import { describe, expect, it } from 'vitest';
import { engineWithDueRow, firstRowOf } from './testing/step-context.ts';
import { workDueRow } from './work-due-row.ts';

describe('working one due row', () => {
  it('sends a due automatic email and schedules the next step', async () => {
    const { engine, ctx, prospectId, row } = await engineWithDueRow();
    await workDueRow(ctx, row, engine.clock.now);
    expect((await engine.outbox()).map((mail) => mail.subject)).toEqual(['Step 1 for Pat']);
    expect((await engine.rowsOf(prospectId)).map((r) => r.status)).toEqual(['sent', 'scheduled']);
    expect(ctx.result.sent).toBe(1);
  });

  it('cancels the row of a finished enrollment', async () => {
    const { engine, ctx, prospectId, row } = await engineWithDueRow();
    await engine.db.$sql.run("UPDATE sequence_enrollments SET status = 'finished' WHERE id = ?", [
      row.enrollmentId,
    ]);
    await workDueRow(ctx, row, engine.clock.now);
    expect(await firstRowOf(engine, prospectId)).toMatchObject({ status: 'canceled' });
    expect(await engine.outbox()).toEqual([]);
  });

  it('holds the row of a paused enrollment, and of a sequence that is not active', async () => {
    const paused = await engineWithDueRow();
    await paused.engine.db.$sql.run("UPDATE sequence_enrollments SET status = 'paused' WHERE id = ?", [
      paused.row.enrollmentId,
    ]);
    await workDueRow(paused.ctx, paused.row, paused.engine.clock.now);
    expect(await firstRowOf(paused.engine, paused.prospectId)).toMatchObject({ status: 'held' });

    const draft = await engineWithDueRow();
    await draft.engine.db.$sql.run("UPDATE sequences SET status = 'paused' WHERE id = ?", [draft.sequenceId]);
    await workDueRow(draft.ctx, draft.row, draft.engine.clock.now);
    expect(await firstRowOf(draft.engine, draft.prospectId)).toMatchObject({ status: 'held' });
    expect([...(await paused.engine.outbox()), ...(await draft.engine.outbox())]).toEqual([]);
  });

  it('opens a task for a task step', async () => {
    const { engine, ctx, prospectId, row } = await engineWithDueRow({ steps: [{ kind: 'call' }] });
    await workDueRow(ctx, row, engine.clock.now);
    expect(await firstRowOf(engine, prospectId)).toMatchObject({ status: 'task_open' });
    expect(ctx.result.tasks).toBe(1);
  });

  it('flags a prospect without an email address instead of sending', async () => {
    const { engine, ctx, prospectId, row } = await engineWithDueRow({ prospect: { email: '' } });
    await workDueRow(ctx, row, engine.clock.now);
    expect(await firstRowOf(engine, prospectId)).toMatchObject({
      status: 'flagged',
      note: 'The prospect has no email address',
    });
    expect(await engine.outbox()).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { createEngine, HOUR, MINUTE } from '../testing/engine-fixtures.ts';
import { flaggedDue, reopenFlagged, scheduledDue, staleIntents } from './due-rows.ts';
import { engineWithDueRow, firstRowOf } from './testing/step-context.ts';

const setRow = (
  engine: Awaited<ReturnType<typeof createEngine>>,
  prospectId: string,
  sql: string,
  params: unknown[],
) => engine.db.$sql.run(`UPDATE scheduled_steps SET ${sql} WHERE prospect_id = ?`, [...params, prospectId]);

describe('the due rows of a batch', () => {
  it('takes the scheduled rows due by now, oldest first, up to the limit; later and held rows wait', async () => {
    const engine = await createEngine();
    const { id } = await engine.createSequence([{}]);
    const [older, newer, later, held] = [
      await engine.addProspect(),
      await engine.addProspect(),
      await engine.addProspect(),
      await engine.addProspect(),
    ] as [string, string, string, string];
    await engine.enroll(id, [older, newer, later, held]);
    const now = engine.clock.now;
    await setRow(engine, older, 'due_at = ?', [now - 2 * MINUTE]);
    await setRow(engine, newer, 'due_at = ?', [now - MINUTE]);
    await setRow(engine, later, 'due_at = ?', [now + MINUTE]);
    await setRow(engine, held, "status = 'held', due_at = ?", [now - 3 * MINUTE]);

    expect((await scheduledDue(engine.db, now, 10)).map((row) => row.prospectId)).toEqual([older, newer]);
    expect((await scheduledDue(engine.db, now, 1)).map((row) => row.prospectId)).toEqual([older]);
  });

  it('takes an interrupted send only once its lease ran out', async () => {
    const { engine, prospectId } = await engineWithDueRow();
    const now = engine.clock.now;
    await setRow(engine, prospectId, "status = 'sending', lease_owner = 'crashed', lease_until = ?", [
      now + 1,
    ]);
    expect(await staleIntents(engine.db, now, 10)).toEqual([]);
    expect((await staleIntents(engine.db, now + 1, 10)).map((row) => row.prospectId)).toEqual([prospectId]);
  });

  it('brings a flagged row back at its recheck time, reopened once for the due path', async () => {
    const { engine, prospectId } = await engineWithDueRow();
    const now = engine.clock.now;
    await setRow(engine, prospectId, "status = 'flagged', due_at = ?", [now + HOUR]);
    expect(await flaggedDue(engine.db, now, 10)).toEqual([]);
    const [row] = await flaggedDue(engine.db, now + HOUR, 10);
    expect(row?.prospectId).toBe(prospectId);
    expect(await reopenFlagged(engine.db, row!)).toBe(true);
    expect(await firstRowOf(engine, prospectId)).toMatchObject({ status: 'scheduled' });
    expect(await reopenFlagged(engine.db, row!)).toBe(false);
  });
});

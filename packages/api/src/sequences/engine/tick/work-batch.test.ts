import { describe, expect, it } from 'vitest';
import { ALWAYS, createEngine, HOUR, MINUTE } from '../testing/engine-fixtures.ts';
import { RETRY_AFTER_ERROR_MS } from './put-off.ts';
import { firstRowOf, stepContextOf } from './testing/step-context.ts';
import { workBatch } from './work-batch.ts';

describe('one batch of the tick', () => {
  it('reconciles an interrupted send first (never sent: it goes again in the same batch), rechecks a flagged row, sends the due ones', async () => {
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    const { id } = await engine.createSequence([{}]);
    const [interrupted, flagged, due, later] = [
      await engine.addProspect({ firstName: 'Ivy' }),
      await engine.addProspect({ firstName: 'Flo' }),
      await engine.addProspect({ firstName: 'Dan' }),
      await engine.addProspect({ firstName: 'Lou' }),
    ] as [string, string, string, string];
    await engine.enroll(id, [interrupted, flagged, due, later]);
    const now = engine.clock.now;
    const set = (prospectId: string, sql: string, params: unknown[] = []) =>
      engine.db.$sql.run(`UPDATE scheduled_steps SET ${sql} WHERE prospect_id = ?`, [...params, prospectId]);
    await set(interrupted, "status = 'sending', lease_owner = 'crashed', lease_until = ?, attempts = 1", [
      now,
    ]);
    await set(flagged, "status = 'flagged', note = 'The prospect has no email address', due_at = ?", [
      now - MINUTE,
    ]);
    await set(later, 'due_at = ?', [now + HOUR]);

    const ctx = stepContextOf(engine);
    // Found: the interrupted row twice (reconciled, then due), the flagged one and the due one.
    expect(await workBatch(ctx, now, 10)).toBe(4);
    expect((await engine.outbox()).map((mail) => mail.subject).sort()).toEqual([
      'Step 1 for Dan',
      'Step 1 for Flo',
      'Step 1 for Ivy',
    ]);
    expect(await firstRowOf(engine, interrupted)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await firstRowOf(engine, later)).toMatchObject({ status: 'scheduled' });
    expect(ctx.result).toMatchObject({ sent: 3, reconciled: 0, failed: 0 });
  });

  it('puts off a row whose work throws and goes on with the rows behind it', async () => {
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    const { id } = await engine.createSequence([{}]);
    const bad = await engine.addProspect({ firstName: 'Bad' });
    const good = await engine.addProspect({ firstName: 'Good' });
    await engine.enroll(id, [bad, good]);
    await engine.db.$sql.run(
      "UPDATE sequence_enrollments SET time_zone = 'Mars/Olympus' WHERE prospect_id = ?",
      [bad],
    );
    const ctx = stepContextOf(engine);
    await workBatch(ctx, engine.clock.now, 10);
    expect((await engine.outbox()).map((mail) => mail.subject)).toEqual(['Step 1 for Good']);
    expect(await firstRowOf(engine, bad)).toMatchObject({
      status: 'scheduled',
      dueAt: new Date(engine.clock.now + RETRY_AFTER_ERROR_MS),
    });
    expect(ctx.result).toMatchObject({ sent: 1, failed: 1 });
  });
});

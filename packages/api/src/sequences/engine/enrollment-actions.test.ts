import { sequences } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  completeTask,
  onSequenceActivated,
  onSequencePaused,
  pauseEnrollment,
  removeEnrollment,
  resumeEnrollment,
  retryFlaggedSteps,
} from './enrollment-actions.ts';
import { ALWAYS, createEngine, DAY, HOUR } from './testing/engine-fixtures.ts';

async function setUp(status: 'active' | 'draft' = 'active') {
  const engine = await createEngine();
  await engine.settings(ALWAYS);
  const sequence = await engine.createSequence([{}, { delayDays: 1 }], { status });
  const ada = await engine.addProspect({ firstName: 'Ada' });
  await engine.enroll(sequence.id, [ada]);
  const ref = () => ({
    ownerId: engine.user.id,
    sequenceId: sequence.id,
    prospectId: ada,
    now: engine.clock.now,
  });
  return { engine, sequence, ada, ref };
}

describe('enrollment actions', () => {
  it('pause holds the schedule; resume sends what was due, from now', async () => {
    const { engine, ada, ref } = await setUp();
    expect(await pauseEnrollment(engine.db, ref())).toBe(true);
    expect(await pauseEnrollment(engine.db, ref())).toBe(false);
    expect((await engine.rowsOf(ada))[0]).toMatchObject({ status: 'held' });
    engine.clock.now += DAY;
    await engine.tick();
    expect(await engine.outbox()).toEqual([]);
    expect(await resumeEnrollment(engine.db, ref())).toBe(true);
    expect((await engine.rowsOf(ada))[0]).toMatchObject({
      status: 'scheduled',
      dueAt: new Date(engine.clock.now),
    });
    expect(await engine.tick()).toMatchObject({ sent: 1 });
    expect((await engine.eventsOf(ada)).map((event) => event.kind)).toEqual([
      'enrolled',
      'paused',
      'resumed',
      'sent',
    ]);
  });

  it('remove finishes the enrollment and cancels its schedule', async () => {
    const { engine, sequence, ada, ref } = await setUp();
    expect(await removeEnrollment(engine.db, ref())).toBe(true);
    expect(await removeEnrollment(engine.db, ref())).toBe(false);
    expect(await engine.enrollmentOf(sequence.id, ada)).toMatchObject({
      status: 'finished',
      finishReason: 'removed',
    });
    expect((await engine.rowsOf(ada))[0]).toMatchObject({ status: 'canceled' });
    await engine.tick();
    expect(await engine.outbox()).toEqual([]);
  });

  it('a sequence enrolled before it is active holds its rows until activated; pausing it holds them again', async () => {
    const { engine, sequence, ada } = await setUp('draft');
    expect((await engine.rowsOf(ada))[0]).toMatchObject({ status: 'held' });
    engine.clock.now += 2 * HOUR;
    await engine.tick();
    expect(await engine.outbox()).toEqual([]);
    await engine.db.update(sequences).set({ status: 'active' }).where(eq(sequences.id, sequence.id)).run();
    await onSequenceActivated(engine.db, {
      ownerId: engine.user.id,
      sequenceId: sequence.id,
      now: engine.clock.now,
    });
    expect((await engine.rowsOf(ada))[0]).toMatchObject({
      status: 'scheduled',
      dueAt: new Date(engine.clock.now),
    });
    await engine.tick();
    expect(await engine.outbox()).toHaveLength(1);
    await engine.db.update(sequences).set({ status: 'paused' }).where(eq(sequences.id, sequence.id)).run();
    await onSequencePaused(engine.db, {
      ownerId: engine.user.id,
      sequenceId: sequence.id,
      now: engine.clock.now,
    });
    expect((await engine.rowsOf(ada))[1]).toMatchObject({ status: 'held' });
    engine.clock.now += 2 * DAY;
    await engine.tick();
    expect(await engine.outbox()).toHaveLength(1);
  });

  it('completing a task schedules the next step from then', async () => {
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    const sequence = await engine.createSequence([{ kind: 'linkedin_visit' }, { delayDays: 2 }]);
    const ada = await engine.addProspect();
    await engine.enroll(sequence.id, [ada]);
    await engine.tick();
    const [task] = await engine.rowsOf(ada);
    engine.clock.now += 5 * HOUR;
    const input = { ownerId: engine.user.id, scheduledStepId: task?.id ?? '', now: engine.clock.now };
    expect(await completeTask(engine.db, input)).toBe(true);
    expect(await completeTask(engine.db, input)).toBe(false);
    expect(await completeTask(engine.db, { ...input, ownerId: 'someone-else' })).toBe(false);
    expect((await engine.rowsOf(ada)).map((row) => row.status)).toEqual(['done', 'scheduled']);
    expect((await engine.rowsOf(ada))[1]?.dueAt).toEqual(new Date(engine.clock.now + 2 * DAY));
  });

  it('a flagged step is retried once the prospect is fixed', async () => {
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    const sequence = await engine.createSequence([
      { variants: [{ subject: 'Hi', body: 'As {{prospect_title}}' }] },
    ]);
    const ada = await engine.addProspect({ title: '' });
    await engine.enroll(sequence.id, [ada]);
    await engine.tick();
    expect((await engine.rowsOf(ada))[0]).toMatchObject({ status: 'flagged' });
    await engine.db.$sql.run("UPDATE prospects SET title = 'CEO' WHERE id = ?", [ada]);
    expect(
      await retryFlaggedSteps(engine.db, { ownerId: engine.user.id, prospectId: ada, now: engine.clock.now }),
    ).toBe(1);
    await engine.tick();
    expect((await engine.outbox()).map((mail) => mail.text)).toEqual([`As CEO${engine.unsubscribeLine()}`]);
  });
});

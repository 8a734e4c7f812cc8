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

function setUp(status: 'active' | 'draft' = 'active') {
  const engine = createEngine();
  engine.settings(ALWAYS);
  const sequence = engine.createSequence([{}, { delayDays: 1 }], { status });
  const ada = engine.addProspect({ firstName: 'Ada' });
  engine.enroll(sequence.id, [ada]);
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
    const { engine, ada, ref } = setUp();
    expect(pauseEnrollment(engine.db, ref())).toBe(true);
    expect(pauseEnrollment(engine.db, ref())).toBe(false);
    expect(engine.rowsOf(ada)[0]).toMatchObject({ status: 'held' });
    engine.clock.now += DAY;
    await engine.tick();
    expect(engine.outbox()).toEqual([]);
    expect(resumeEnrollment(engine.db, ref())).toBe(true);
    expect(engine.rowsOf(ada)[0]).toMatchObject({ status: 'scheduled', dueAt: new Date(engine.clock.now) });
    expect(await engine.tick()).toMatchObject({ sent: 1 });
    expect(engine.eventsOf(ada).map((event) => event.kind)).toEqual([
      'enrolled',
      'paused',
      'resumed',
      'sent',
    ]);
  });

  it('remove finishes the enrollment and cancels its schedule', async () => {
    const { engine, sequence, ada, ref } = setUp();
    expect(removeEnrollment(engine.db, ref())).toBe(true);
    expect(removeEnrollment(engine.db, ref())).toBe(false);
    expect(engine.enrollmentOf(sequence.id, ada)).toMatchObject({
      status: 'finished',
      finishReason: 'removed',
    });
    expect(engine.rowsOf(ada)[0]).toMatchObject({ status: 'canceled' });
    await engine.tick();
    expect(engine.outbox()).toEqual([]);
  });

  it('a sequence enrolled before it is active holds its rows until activated; pausing it holds them again', async () => {
    const { engine, sequence, ada } = setUp('draft');
    expect(engine.rowsOf(ada)[0]).toMatchObject({ status: 'held' });
    engine.clock.now += 2 * HOUR;
    await engine.tick();
    expect(engine.outbox()).toEqual([]);
    engine.db.update(sequences).set({ status: 'active' }).where(eq(sequences.id, sequence.id)).run();
    onSequenceActivated(engine.db, {
      ownerId: engine.user.id,
      sequenceId: sequence.id,
      now: engine.clock.now,
    });
    expect(engine.rowsOf(ada)[0]).toMatchObject({ status: 'scheduled', dueAt: new Date(engine.clock.now) });
    await engine.tick();
    expect(engine.outbox()).toHaveLength(1);
    engine.db.update(sequences).set({ status: 'paused' }).where(eq(sequences.id, sequence.id)).run();
    onSequencePaused(engine.db, { ownerId: engine.user.id, sequenceId: sequence.id, now: engine.clock.now });
    expect(engine.rowsOf(ada)[1]).toMatchObject({ status: 'held' });
    engine.clock.now += 2 * DAY;
    await engine.tick();
    expect(engine.outbox()).toHaveLength(1);
  });

  it('completing a task schedules the next step from then', async () => {
    const engine = createEngine();
    engine.settings(ALWAYS);
    const sequence = engine.createSequence([{ kind: 'linkedin_visit' }, { delayDays: 2 }]);
    const ada = engine.addProspect();
    engine.enroll(sequence.id, [ada]);
    await engine.tick();
    const [task] = engine.rowsOf(ada);
    engine.clock.now += 5 * HOUR;
    const input = { ownerId: engine.user.id, scheduledStepId: task?.id ?? '', now: engine.clock.now };
    expect(completeTask(engine.db, input)).toBe(true);
    expect(completeTask(engine.db, input)).toBe(false);
    expect(completeTask(engine.db, { ...input, ownerId: 'someone-else' })).toBe(false);
    expect(engine.rowsOf(ada).map((row) => row.status)).toEqual(['done', 'scheduled']);
    expect(engine.rowsOf(ada)[1]?.dueAt).toEqual(new Date(engine.clock.now + 2 * DAY));
  });

  it('a flagged step is retried once the prospect is fixed', async () => {
    const engine = createEngine();
    engine.settings(ALWAYS);
    const sequence = engine.createSequence([
      { variants: [{ subject: 'Hi', body: 'As {{prospect_title}}' }] },
    ]);
    const ada = engine.addProspect({ title: '' });
    engine.enroll(sequence.id, [ada]);
    await engine.tick();
    expect(engine.rowsOf(ada)[0]).toMatchObject({ status: 'flagged' });
    engine.db.$client.prepare("UPDATE prospects SET title = 'CEO' WHERE id = ?").run(ada);
    expect(
      retryFlaggedSteps(engine.db, { ownerId: engine.user.id, prospectId: ada, now: engine.clock.now }),
    ).toBe(1);
    await engine.tick();
    expect(engine.outbox().map((mail) => mail.text)).toEqual([`As CEO${engine.unsubscribeLine()}`]);
  });
});

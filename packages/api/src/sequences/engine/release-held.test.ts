import { scheduledSteps } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runDueJobs } from '../../jobs/run-due-jobs.ts';
import { beforeTransaction } from '../../testing/before-transaction.ts';
import { activateSequence, pauseSequence } from '../enrollments.ts';
import { RELEASE_PAGE, releaseHeldJobHandler, SEQUENCE_RELEASE_HELD_JOB } from './release-held.ts';
import { ALWAYS, createEngine } from './testing/engine-fixtures.ts';

// ADR 083: starting a sequence releases its held rows a page of enrollments per transaction.
describe('starting a sequence with more held rows than one page', () => {
  async function heldSequence() {
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    const sequence = await engine.createSequence([{}], { status: 'draft' });
    const ids: string[] = [];
    for (let i = 0; i < RELEASE_PAGE * 2 + 3; i++) ids.push(await engine.addProspect());
    await engine.enroll(sequence.id, ids);
    const statuses = async () =>
      (
        await engine.db
          .select({ status: scheduledSteps.status })
          .from(scheduledSteps)
          .where(eq(scheduledSteps.sequenceId, sequence.id))
          .all()
      ).map((row) => row.status);
    expect(new Set(await statuses())).toEqual(new Set(['held']));
    return { engine, sequence, ids, statuses };
  }

  it('schedules every held row', async () => {
    const { engine, sequence, ids, statuses } = await heldSequence();
    await activateSequence(engine.db, engine.user.id, sequence.id, engine.now());
    expect(await statuses()).toEqual(ids.map(() => 'scheduled'));
  });

  it('releases nothing more once the sequence is paused between two pages', async () => {
    const { engine, sequence, ids, statuses } = await heldSequence();
    let transactions = 0;
    const db = beforeTransaction(engine.db, async (n) => {
      transactions = n;
      // The status change, then the first page: the pause comes before the second page.
      if (n === 3) await pauseSequence(engine.db, engine.user.id, sequence.id, engine.now());
    });
    await activateSequence(db, engine.user.id, sequence.id, engine.now());
    expect(transactions).toBe(3);
    expect(await statuses()).toEqual(ids.map(() => 'held'));
  });

  it('finishes a start that stopped midway with the job it recorded', async () => {
    const { engine, sequence, ids, statuses } = await heldSequence();
    const db = beforeTransaction(engine.db, (n) => {
      // The process ends after the status change and the first page.
      if (n === 3) throw new Error('the process ended');
    });
    await expect(activateSequence(db, engine.user.id, sequence.id, engine.now())).rejects.toThrow(
      'the process ended',
    );
    const left = await statuses();
    expect(left.filter((status) => status === 'held')).toHaveLength(ids.length - RELEASE_PAGE);
    const result = await runDueJobs({
      db: engine.db,
      handlers: { [SEQUENCE_RELEASE_HELD_JOB]: releaseHeldJobHandler(engine) },
      now: engine.now,
      owner: 'test',
    });
    expect(result.done).toBe(1);
    expect(await statuses()).toEqual(ids.map(() => 'scheduled'));
  });
});

import { describe, expect, it } from 'vitest';
import { DAY } from '../testing/engine-fixtures.ts';
import { scheduleAfterFailure, scheduleAfterSend } from './schedule-next.ts';
import { engineWithDueRow } from './testing/step-context.ts';

const setEnrollment = (setup: Awaited<ReturnType<typeof engineWithDueRow>>, status: string) =>
  setup.engine.db.$sql.run('UPDATE sequence_enrollments SET status = ? WHERE id = ?', [
    status,
    setup.row.enrollmentId,
  ]);

describe('scheduling the next step', () => {
  it('after a send: due its delay after the send, in the window', async () => {
    const setup = await engineWithDueRow();
    const sentAt = setup.engine.clock.now + 3_600_000;
    await scheduleAfterSend(setup.ctx, setup.engine.db, setup.row, sentAt);
    const [, next] = await setup.engine.rowsOf(setup.prospectId);
    expect(next).toMatchObject({
      status: 'scheduled',
      dueAt: new Date(sentAt + 2 * DAY),
      stepId: setup.stepIds[1],
    });
  });

  it('after a send to a paused enrollment: the next row waits held; a finished one gets none', async () => {
    const paused = await engineWithDueRow();
    await setEnrollment(paused, 'paused');
    await scheduleAfterSend(paused.ctx, paused.engine.db, paused.row, paused.engine.clock.now);
    expect((await paused.engine.rowsOf(paused.prospectId)).map((r) => r.status)).toEqual([
      'scheduled',
      'held',
    ]);

    const finished = await engineWithDueRow();
    await setEnrollment(finished, 'finished');
    await scheduleAfterSend(finished.ctx, finished.engine.db, finished.row, finished.engine.clock.now);
    expect(await finished.engine.rowsOf(finished.prospectId)).toHaveLength(1);
  });

  it('after the last failed attempt: the enrollment moves on, or completes after its last step', async () => {
    const twoSteps = await engineWithDueRow();
    await scheduleAfterFailure(twoSteps.engine.db, twoSteps.row, twoSteps.engine.clock.now);
    const [, next] = await twoSteps.engine.rowsOf(twoSteps.prospectId);
    expect(next).toMatchObject({ status: 'scheduled', dueAt: new Date(twoSteps.engine.clock.now + 2 * DAY) });

    const oneStep = await engineWithDueRow({ steps: [{}] });
    await scheduleAfterFailure(oneStep.engine.db, oneStep.row, oneStep.engine.clock.now);
    expect(await oneStep.engine.enrollmentOf(oneStep.sequenceId, oneStep.prospectId)).toMatchObject({
      status: 'finished',
      finishReason: 'completed',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { openTask } from './open-task.ts';
import { engineWithDueRow, firstRowOf, rowContextOf } from './testing/step-context.ts';

describe('opening a task', () => {
  it('turns a due call step into an open task with its event, once', async () => {
    const { engine, ctx, prospectId, row } = await engineWithDueRow({
      steps: [{ kind: 'call', body: 'Call' }, {}],
    });
    const { step } = await rowContextOf(ctx, row);
    await openTask(ctx, row, step, engine.clock.now);
    await openTask(ctx, row, step, engine.clock.now);
    expect((await engine.rowsOf(prospectId)).map((r) => r.status)).toEqual(['task_open']);
    expect(await firstRowOf(engine, prospectId)).toMatchObject({ status: 'task_open' });
    const created = (await engine.eventsOf(prospectId)).filter((event) => event.kind === 'task_created');
    expect(created.map((event) => event.detail)).toEqual(['call']);
    expect(ctx.result.tasks).toBe(1);
    expect(await engine.outbox()).toEqual([]);
  });
});

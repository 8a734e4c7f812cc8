import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestClock, openSharedDatabase } from '../testing/job-databases.ts';
import { enqueueJob } from './enqueue-job.ts';
import { defineJobHandlers, type JobContext } from './job-handlers.ts';
import { createJobRunner } from './job-runner.ts';

let shared: Awaited<ReturnType<typeof openSharedDatabase>> | undefined;
afterEach(async () => {
  await shared?.close();
  shared = undefined;
  vi.useRealTimers();
});

async function setUp(connections = 2) {
  shared = await openSharedDatabase(connections);
  const dbs = shared.connections;
  const { clock, now } = createTestClock();
  const runs: string[] = [];
  const handlers = defineJobHandlers({
    note: ({ payload }: JobContext<string>) => void runs.push(payload),
  });
  const runner = (index: number, owner: string) =>
    createJobRunner({
      db: dbs[index]!,
      handlers,
      now,
      owner,
      batchSize: 5,
      maxJobsPerTick: 20,
      tickLeaseMs: 30_000,
    });
  const enqueue = (payload: string) => enqueueJob(dbs[0]!, { kind: 'note', payload }, clock.now);
  return { clock, runs, runner, enqueue };
}

describe('the job runner', () => {
  it('runs at most maxJobsPerTick per tick', async () => {
    const { runs, runner, enqueue } = await setUp();
    for (let i = 0; i < 45; i++) await enqueue(`job ${i}`);
    const a = runner(0, 'a');
    expect(await a.tick()).toMatchObject({ held: true, claimed: 20, done: 20 });
    expect(await a.tick()).toMatchObject({ held: true, claimed: 20 });
    expect(await a.tick()).toMatchObject({ held: true, claimed: 5 });
    expect(runs).toHaveLength(45);
  });

  it('ticks only while it holds the tick lease; the other runner takes over once it runs out', async () => {
    const { clock, runs, runner, enqueue } = await setUp();
    const a = runner(0, 'a');
    const b = runner(1, 'b');
    await enqueue('one');
    expect(await a.tick()).toMatchObject({ held: true, done: 1 });
    await enqueue('two');
    expect(await b.tick()).toEqual({ held: false });
    clock.advance(29_999);
    expect(await b.tick()).toEqual({ held: false });
    expect(runs).toEqual(['one']);

    clock.advance(1); // a stopped ticking 30 s ago (its process died): b takes over
    expect(await b.tick()).toMatchObject({ held: true, done: 1 });
    expect(await a.tick()).toEqual({ held: false });
    expect(runs).toEqual(['one', 'two']);
  });

  it('gives the tick lease up when stopped, so the other runner takes over at once', async () => {
    const { runner } = await setUp();
    const a = runner(0, 'a');
    const b = runner(1, 'b');
    expect(await a.tick()).toMatchObject({ held: true });
    await a.stop();
    expect(await b.tick()).toMatchObject({ held: true });
  });

  it('stops without throwing when its database is already gone, and says the lease will expire', async () => {
    const { runner } = await setUp(1);
    const a = runner(0, 'a');
    expect(await a.tick()).toMatchObject({ held: true });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await shared?.close();
      shared = undefined;
      await expect(a.stop()).resolves.toBeUndefined();
      expect(logged.mock.calls.map(([line]) => String(line)).join('\n')).toContain(
        'job engine lease not released at stop; it expires by itself',
      );
    } finally {
      logged.mockRestore();
    }
  });

  it('once started, ticks on its interval and stops cleanly', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { runs, runner, enqueue } = await setUp(1);
    const a = runner(0, 'a');
    await enqueue('at start');
    a.start();
    await vi.waitFor(() => expect(runs).toEqual(['at start']));
    await enqueue('a second later');
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(runs).toEqual(['at start', 'a second later']));
    await a.stop();
    await enqueue('after stop');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toHaveLength(2);
  });

  it('lets other work of the event loop run between its batches', async () => {
    shared = await openSharedDatabase(1);
    const db = shared.connections[0]!;
    const { clock, now } = createTestClock();
    let otherWorkDone = false;
    const seenByBatch: boolean[] = [];
    const handlers = defineJobHandlers({ look: () => void seenByBatch.push(otherWorkDone) });
    for (let i = 0; i < 20; i++) await enqueueJob(db, { kind: 'look', payload: i }, clock.now);
    const runner = createJobRunner({ db, handlers, now, owner: 'a', batchSize: 5, maxJobsPerTick: 20 });
    const tick = runner.tick();
    void yieldToEventLoop().then(() => (otherWorkDone = true)); // a request waiting for its turn
    expect(await tick).toMatchObject({ held: true, claimed: 20 });
    expect(seenByBatch.slice(0, 5)).toEqual([false, false, false, false, false]);
    expect(seenByBatch.slice(5)).toEqual(Array(15).fill(true));
  });
});

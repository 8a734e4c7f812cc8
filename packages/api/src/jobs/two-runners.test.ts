import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { jobs } from '@leadpath/db';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClock, openSharedDatabase } from '../testing/job-databases.ts';
import { enqueueJob } from './enqueue-job.ts';
import { defineJobHandlers, type JobContext } from './job-handlers.ts';
import { runDueJobs } from './run-due-jobs.ts';

let shared: Awaited<ReturnType<typeof openSharedDatabase>> | undefined;
afterEach(async () => {
  await shared?.close();
  shared = undefined;
});

describe('two runners on one database file, each with its own connection', () => {
  it('run every job exactly once between them, failures and retries included', async () => {
    shared = await openSharedDatabase(2);
    const { clock, now } = createTestClock();
    const [first] = shared.connections;
    if (!first) throw new Error('no connection');
    const total = 600;
    await first.transaction(async (tx) => {
      for (let i = 0; i < total; i++)
        await enqueueJob(tx, { kind: 'count', payload: { i }, runAt: clock.now - (i % 17) }, clock.now);
    });
    const runsOf = new Map<number, string[]>();
    const makeHandlers = (owner: string) =>
      defineJobHandlers({
        count: async ({ payload, attempt }: JobContext<{ i: number }>) => {
          runsOf.set(payload.i, [...(runsOf.get(payload.i) ?? []), owner]);
          for (let k = 0; k < payload.i % 3; k++) await yieldToEventLoop();
          // Every 10th job fails on its first attempt and is retried.
          if (payload.i % 10 === 0 && attempt === 1) throw new Error('first attempt fails');
        },
      });
    const loop = async (owner: string, index: number) => {
      const db = shared?.connections[index];
      if (!db) throw new Error('no connection');
      const handlers = makeHandlers(owner);
      let idle = 0;
      while (idle < 3) {
        // The two connections overlap: one waits for the other's claim transaction without blocking.
        const result = await runDueJobs({
          db,
          handlers,
          now,
          owner,
          batchSize: 7,
          maxJobs: 21,
          random: () => 0,
        });
        idle = result.claimed === 0 ? idle + 1 : 0;
        await yieldToEventLoop();
      }
    };
    await Promise.all([loop('a', 0), loop('b', 1)]);
    clock.advance(60 * 60_000); // the retries' backoff
    await Promise.all([loop('a', 0), loop('b', 1)]);

    const failing = Array.from({ length: total }, (_, i) => i).filter((i) => i % 10 === 0);
    for (let i = 0; i < total; i++)
      expect(runsOf.get(i)?.length, `job ${i}`).toBe(failing.includes(i) ? 2 : 1);
    const owners = [...runsOf.values()].flat();
    expect(owners.filter((owner) => owner === 'a').length).toBeGreaterThan(0);
    expect(owners.filter((owner) => owner === 'b').length).toBeGreaterThan(0);
    const statuses = await first.select({ status: jobs.status }).from(jobs).all();
    expect(statuses.every((row) => row.status === 'done')).toBe(true);
  });
});

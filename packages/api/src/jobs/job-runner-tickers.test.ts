import { afterEach, describe, expect, it } from 'vitest';
import { createTestClock, openSharedDatabase } from '../testing/job-databases.ts';
import { enqueueJob } from './enqueue-job.ts';
import { defineJobHandlers, type JobContext } from './job-handlers.ts';
import { createJobRunner, type Ticker } from './job-runner.ts';

let shared: Awaited<ReturnType<typeof openSharedDatabase>> | undefined;
afterEach(async () => {
  await shared?.close();
  shared = undefined;
});

describe("the job runner's tickers", () => {
  it('run once per tick, before the due jobs, only in the runner holding the tick lease', async () => {
    shared = await openSharedDatabase(2);
    const [first, second] = shared.connections;
    if (!first || !second) throw new Error('no connections');
    const { clock, now } = createTestClock();
    const calls: string[] = [];
    const handlers = defineJobHandlers({
      note: ({ payload }: JobContext<string>) => void calls.push(`job ${payload}`),
    });
    const ticker =
      (name: string): Ticker =>
      async ({ owner, holdsLease }) => {
        expect(await holdsLease()).toBe(true);
        calls.push(`${name} by ${owner}`);
      };
    const runner = (db: typeof first, owner: string) =>
      createJobRunner({ db, handlers, now, owner, tickers: [ticker('sequences')] });
    const a = runner(first, 'a');
    const b = runner(second, 'b');
    await enqueueJob(first, { kind: 'note', payload: '1' }, clock.now);
    expect(await a.tick()).toMatchObject({ held: true, done: 1 });
    expect(await b.tick()).toEqual({ held: false });
    expect(await a.tick()).toMatchObject({ held: true, claimed: 0 });
    expect(calls).toEqual(['sequences by a', 'job 1', 'sequences by a']);
  });

  it('a ticker that throws is reported and the due jobs still run', async () => {
    shared = await openSharedDatabase(1);
    const [db] = shared.connections;
    if (!db) throw new Error('no connection');
    const { clock, now } = createTestClock();
    const errors: unknown[] = [];
    const ran: string[] = [];
    const runner = createJobRunner({
      db,
      now,
      owner: 'a',
      handlers: defineJobHandlers({ note: ({ payload }: JobContext<string>) => void ran.push(payload) }),
      tickers: [
        async () => {
          throw new Error('ticker broke');
        },
      ],
      onError: (error) => errors.push(error),
    });
    await enqueueJob(db, { kind: 'note', payload: 'x' }, clock.now);
    expect(await runner.tick()).toMatchObject({ held: true, done: 1 });
    expect(ran).toEqual(['x']);
    expect(String(errors[0])).toContain('ticker broke');
  });
});

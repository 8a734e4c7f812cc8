import { jobs } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestClock, openSharedDatabase } from '../testing/job-databases.ts';
import { claimDueJobs, LEASE_EXPIRED_ERROR } from './claim-jobs.ts';
import { enqueueJob } from './enqueue-job.ts';
import { defineJobHandlers, type JobContext } from './job-handlers.ts';
import { runDueJobs } from './run-due-jobs.ts';

const leaseMs = 60_000;
let shared: Awaited<ReturnType<typeof openSharedDatabase>> | undefined;
afterEach(async () => {
  await shared?.close();
  shared = undefined;
  vi.useRealTimers();
});

async function setUp() {
  shared = await openSharedDatabase(2);
  const [dbA, dbB] = shared.connections as [
    (typeof shared.connections)[number],
    (typeof shared.connections)[number],
  ];
  const { clock, now } = createTestClock();
  const row = (id: string) => dbB.select().from(jobs).where(eq(jobs.id, id)).get();
  return { dbA, dbB, clock, now, row };
}

describe('a job whose runner stopped between claiming and finishing', () => {
  it('is left alone while the lease holds, then taken again and run once more as attempt 2', async () => {
    const { dbA, dbB, clock, now, row } = await setUp();
    const job = await enqueueJob(dbA, { kind: 'send', payload: {}, idempotencyKey: 'send-1' }, clock.now);
    // Process A claims the job and dies before running it.
    expect(await claimDueJobs(dbA, { owner: 'a', now: clock.now, leaseMs, limit: 10 })).toHaveLength(1);
    await dbA.close();

    const runs: JobContext<unknown>[] = [];
    const handlers = defineJobHandlers({ send: (ctx: JobContext<unknown>) => void runs.push(ctx) });
    const runB = () => runDueJobs({ db: dbB, handlers, now, owner: 'b', leaseMs });
    clock.advance(leaseMs - 1);
    expect(await runB()).toMatchObject({ claimed: 0 });
    expect(await row(job.id)).toMatchObject({ status: 'running', leaseOwner: 'a' });

    clock.advance(1);
    expect(await runB()).toMatchObject({ claimed: 1, done: 1 });
    expect(runs.map(({ attempt, idempotencyKey }) => ({ attempt, idempotencyKey }))).toEqual([
      { attempt: 2, idempotencyKey: 'send-1' },
    ]);
    expect(await row(job.id)).toMatchObject({ status: 'done', attempts: 2, lastError: LEASE_EXPIRED_ERROR });
  });

  it('is dead when the crashed attempt was its last', async () => {
    const { dbA, dbB, clock, now, row } = await setUp();
    const job = await enqueueJob(dbA, { kind: 'send', payload: {}, maxAttempts: 1 }, clock.now);
    await claimDueJobs(dbA, { owner: 'a', now: clock.now, leaseMs, limit: 10 });
    clock.advance(leaseMs);
    const handlers = defineJobHandlers({ send: vi.fn() });
    expect(await runDueJobs({ db: dbB, handlers, now, owner: 'b', leaseMs })).toMatchObject({ claimed: 0 });
    expect(handlers.send).not.toHaveBeenCalled();
    expect(await row(job.id)).toMatchObject({ status: 'dead', lastError: LEASE_EXPIRED_ERROR });
  });

  it('never runs side by side while a hung handler holds the lease, and the late outcome changes nothing', async () => {
    const { dbA, dbB, clock, now, row } = await setUp();
    const job = await enqueueJob(dbA, { kind: 'send', payload: {} }, clock.now);
    let active = 0;
    let mostActive = 0;
    let finishHungRun = () => {};
    const calls: number[] = [];
    const handlers = defineJobHandlers({
      send: async ({ attempt }: JobContext<unknown>) => {
        calls.push(attempt);
        active += 1;
        mostActive = Math.max(mostActive, active);
        if (attempt === 1) await new Promise<void>((resolve) => (finishHungRun = resolve));
        active -= 1;
      },
    });
    const hungRun = runDueJobs({ db: dbA, handlers, now, owner: 'a', leaseMs });
    await vi.waitFor(() => expect(calls).toEqual([1]));

    for (let i = 0; i < 5; i++) {
      clock.advance((leaseMs - 1) / 5);
      expect(await runDueJobs({ db: dbB, handlers, now, owner: 'b', leaseMs })).toMatchObject({ claimed: 0 });
    }
    expect(mostActive).toBe(1);

    finishHungRun(); // A's handler returns after all, before its lease ran out: A marks it done
    expect(await hungRun).toMatchObject({ done: 1 });
    clock.advance(leaseMs);
    expect(await runDueJobs({ db: dbB, handlers, now, owner: 'b', leaseMs })).toMatchObject({ claimed: 0 });
    expect(calls).toEqual([1]);
    expect(await row(job.id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('when the lease ran out first, the retaken attempt wins and the late one is dropped', async () => {
    const { dbA, dbB, clock, now, row } = await setUp();
    const job = await enqueueJob(dbA, { kind: 'send', payload: {} }, clock.now);
    let finishHungRun = () => {};
    const handlers = defineJobHandlers({
      send: async ({ attempt }: JobContext<unknown>) => {
        if (attempt === 1) await new Promise<void>((resolve) => (finishHungRun = resolve));
        else throw new Error('attempt 2 failed');
      },
    });
    const hungRun = runDueJobs({ db: dbA, handlers, now, owner: 'a', leaseMs, random: () => 0 });
    // The claim is awaited now: A holds the job before the clock moves on.
    await vi.waitFor(async () => expect(await row(job.id)).toMatchObject({ leaseOwner: 'a' }));
    clock.advance(leaseMs);
    expect(await runDueJobs({ db: dbB, handlers, now, owner: 'b', leaseMs, random: () => 0 })).toMatchObject({
      retried: 1,
    });
    finishHungRun();
    expect(await hungRun).toMatchObject({ lost: 1, done: 0 });
    expect(await row(job.id)).toMatchObject({ status: 'queued', attempts: 2, lastError: 'attempt 2 failed' });
  });

  it('is given up by its runner after the handler timeout, its signal aborted, and retried after the lease', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { dbA, clock, now, row } = await setUp();
    const job = await enqueueJob(dbA, { kind: 'send', payload: {} }, clock.now);
    const signals: AbortSignal[] = [];
    const handlers = defineJobHandlers({
      send: ({ attempt, signal }: JobContext<unknown>) => {
        signals.push(signal);
        return attempt === 1 ? new Promise<void>(() => {}) : undefined;
      },
    });
    const run = () => runDueJobs({ db: dbA, handlers, now, owner: 'a', leaseMs, handlerTimeoutMs: leaseMs });
    const first = run();
    await vi.advanceTimersByTimeAsync(leaseMs);
    expect(await first).toMatchObject({ abandoned: 1 });
    expect(signals[0]?.aborted).toBe(true);
    expect(await row(job.id)).toMatchObject({ status: 'running' });
    clock.advance(leaseMs);
    expect(await run()).toMatchObject({ done: 1 });
    expect(await row(job.id)).toMatchObject({ status: 'done', attempts: 2 });
  });
});

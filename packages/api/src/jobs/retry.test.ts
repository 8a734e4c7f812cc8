import { jobs } from '@leadpath/db';
import { createTestDatabase } from '@leadpath/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestClock } from '../testing/job-databases.ts';
import { retryDelayMs } from './backoff.ts';
import { enqueueJob } from './enqueue-job.ts';
import { defineJobHandlers, PermanentJobError } from './job-handlers.ts';
import { runDueJobs } from './run-due-jobs.ts';

const backoff = { baseMs: 1_000, maxMs: 8_000 };

describe('retryDelayMs', () => {
  it('doubles per attempt up to the cap, its upper half random', () => {
    expect([1, 2, 3, 4, 5, 9].map((attempt) => retryDelayMs(attempt, () => 0, backoff))).toEqual([
      500, 1_000, 2_000, 4_000, 4_000, 4_000,
    ]);
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt, () => 0.999_999, backoff))).toEqual([
      1_000, 2_000, 4_000, 8_000, 8_000,
    ]);
  });
});

describe('a failing job', () => {
  it('is retried after the backoff, and dead after its last attempt with the error kept', async () => {
    const db = createTestDatabase();
    const { clock, now } = createTestClock();
    const attempts: number[] = [];
    const handlers = defineJobHandlers({
      flaky: ({ attempt }: { attempt: number }) => {
        attempts.push(attempt);
        throw new Error(`remote answered 503 (attempt ${attempt})`);
      },
    });
    const run = () => runDueJobs({ db, handlers, now, owner: 'a', backoff, random: () => 0.5 });
    const job = await enqueueJob(db, { kind: 'flaky', payload: {}, maxAttempts: 3 }, clock.now);
    const row = () => db.select().from(jobs).where(eq(jobs.id, job.id)).get();

    expect(await run()).toMatchObject({ retried: 1 });
    expect(await row()).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'remote answered 503 (attempt 1)',
    });
    // Attempt 1 failed: 1 s doubled 0 times, half of it fixed and half × 0.5 random: 750 ms.
    expect((await row())?.runAt.getTime()).toBe(clock.now + 750);
    clock.advance(749);
    expect(await run()).toMatchObject({ claimed: 0 });
    clock.advance(1);
    expect(await run()).toMatchObject({ retried: 1 });
    expect((await row())?.runAt.getTime()).toBe(clock.now + 1_500);

    clock.advance(1_500);
    expect(await run()).toMatchObject({ dead: 1 });
    expect(await row()).toMatchObject({
      status: 'dead',
      attempts: 3,
      lastError: 'remote answered 503 (attempt 3)',
    });
    expect((await row())?.finishedAt?.getTime()).toBe(clock.now);
    clock.advance(24 * 60 * 60_000);
    expect(await run()).toMatchObject({ claimed: 0 });
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('ends failed at once when the handler says retrying cannot help', async () => {
    const db = createTestDatabase();
    const { clock, now } = createTestClock();
    const handlers = defineJobHandlers({
      gone: () => {
        throw new PermanentJobError('The webhook endpoint was deleted');
      },
    });
    const job = await enqueueJob(db, { kind: 'gone', payload: {} }, clock.now);
    expect(await runDueJobs({ db, handlers, now, owner: 'a' })).toMatchObject({ failed: 1 });
    expect(await db.select().from(jobs).where(eq(jobs.id, job.id)).get()).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'The webhook endpoint was deleted',
    });
  });
});

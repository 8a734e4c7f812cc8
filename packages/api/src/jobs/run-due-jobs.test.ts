import { jobs } from '@leadpath/db';
import { createTestDatabase } from '@leadpath/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestClock } from '../testing/job-databases.ts';
import { enqueueJob } from './enqueue-job.ts';
import { defineJobHandlers, type JobContext } from './job-handlers.ts';
import { runDueJobs } from './run-due-jobs.ts';

function setUp() {
  const db = createTestDatabase();
  const { clock, now } = createTestClock();
  const seen: JobContext<{ name: string }>[] = [];
  const handlers = defineJobHandlers({
    greet: (job: JobContext<{ name: string }>) => {
      seen.push(job);
    },
  });
  const run = (extra: { batchSize?: number; maxJobs?: number } = {}) =>
    runDueJobs({ db, handlers, now, owner: 'runner-a', ...extra });
  const statusOf = (id: string) => db.select().from(jobs).where(eq(jobs.id, id)).get();
  return { db, clock, seen, run, statusOf };
}

describe('runDueJobs', () => {
  it('runs the due jobs oldest due first, and a job due later only once the clock reaches it', async () => {
    const { db, clock, seen, run } = setUp();
    const at = clock.now;
    await enqueueJob(db, { kind: 'greet', payload: { name: 'third' }, runAt: at - 1_000 }, at);
    await enqueueJob(db, { kind: 'greet', payload: { name: 'first' }, runAt: at - 3_000 }, at);
    await enqueueJob(db, { kind: 'greet', payload: { name: 'later' }, runAt: at + 60_000 }, at);
    await enqueueJob(db, { kind: 'greet', payload: { name: 'second' }, runAt: at - 2_000 }, at);

    expect(await run()).toMatchObject({ claimed: 3, done: 3 });
    expect(seen.map((job) => job.payload.name)).toEqual(['first', 'second', 'third']);

    clock.advance(59_999);
    expect(await run()).toMatchObject({ claimed: 0 });
    clock.advance(1);
    expect(await run()).toMatchObject({ claimed: 1, done: 1 });
    expect(seen.map((job) => job.payload.name)).toEqual(['first', 'second', 'third', 'later']);
  });

  it('hands the handler its payload, attempt and idempotency key, and marks the job done', async () => {
    const { db, clock, seen, run, statusOf } = setUp();
    const job = await enqueueJob(
      db,
      { kind: 'greet', payload: { name: 'Ada' }, idempotencyKey: 'greet-ada' },
      clock.now,
    );
    clock.advance(10);
    await run();
    expect(seen[0]).toMatchObject({
      jobId: job.id,
      payload: { name: 'Ada' },
      attempt: 1,
      idempotencyKey: 'greet-ada',
    });
    expect(await statusOf(job.id)).toMatchObject({
      status: 'done',
      attempts: 1,
      leaseOwner: null,
      leaseUntil: null,
    });
    expect((await statusOf(job.id))?.finishedAt?.getTime()).toBe(clock.now);
    expect(await run()).toMatchObject({ claimed: 0 });
  });

  it('runs at most maxJobs, in batches of batchSize', async () => {
    const { db, clock, seen, run } = setUp();
    for (let i = 0; i < 25; i++)
      await enqueueJob(db, { kind: 'greet', payload: { name: `p${i}` } }, clock.now);
    expect(await run({ batchSize: 4, maxJobs: 10 })).toMatchObject({ claimed: 10, done: 10 });
    expect(await run({ batchSize: 4, maxJobs: 100 })).toMatchObject({ claimed: 15, done: 15 });
    expect(new Set(seen.map((job) => job.payload.name)).size).toBe(25);
  });

  it('ends a job of a kind no handler serves as failed, with the reason', async () => {
    const { db, clock, run, statusOf } = setUp();
    const job = await enqueueJob(db, { kind: 'crm.sync', payload: {} }, clock.now);
    expect(await run()).toMatchObject({ failed: 1 });
    expect(await statusOf(job.id)).toMatchObject({
      status: 'failed',
      lastError: 'No handler is registered for the job kind "crm.sync".',
    });
  });
});

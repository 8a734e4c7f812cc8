import { jobs } from '@leadpath/db';
import { createTestDatabase } from '@leadpath/db/testing';
import { describe, expect, it } from 'vitest';
import { createTestClock } from '../testing/job-databases.ts';
import { enqueueJob } from './enqueue-job.ts';

describe('enqueueJob', () => {
  it('records a queued job due now, its payload as JSON, five attempts by default', async () => {
    const db = createTestDatabase();
    const { clock } = createTestClock();
    const job = await enqueueJob(db, { kind: 'mail.send', payload: { to: 'ada@example.com' } }, clock.now);
    expect(job).toMatchObject({
      kind: 'mail.send',
      payload: '{"to":"ada@example.com"}',
      status: 'queued',
      attempts: 0,
      maxAttempts: 5,
      lastError: null,
      leaseOwner: null,
      finishedAt: null,
    });
    expect(job.runAt.getTime()).toBe(clock.now);
    expect(job.createdAt.getTime()).toBe(clock.now);
    expect(job.idempotencyKey).toBe(`job:${job.id}`);
  });

  it('returns the existing job for a known idempotency key and records nothing new', async () => {
    const db = createTestDatabase();
    const { clock } = createTestClock();
    const first = await enqueueJob(
      db,
      { kind: 'webhook.deliver', payload: { n: 1 }, idempotencyKey: 'delivery-7', runAt: clock.now + 60_000 },
      clock.now,
    );
    clock.advance(5_000);
    const again = await enqueueJob(
      db,
      { kind: 'webhook.deliver', payload: { n: 2 }, idempotencyKey: 'delivery-7', maxAttempts: 9 },
      clock.now,
    );
    expect(again).toEqual(first);
    const rows = await db.select().from(jobs).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ payload: '{"n":1}', maxAttempts: 5 });
    expect(rows[0]?.runAt.getTime()).toBe(first.runAt.getTime());
  });

  it('gives every job without a key its own', async () => {
    const db = createTestDatabase();
    const { clock } = createTestClock();
    await enqueueJob(db, { kind: 'k', payload: null }, clock.now);
    await enqueueJob(db, { kind: 'k', payload: null }, clock.now);
    expect(await db.select().from(jobs).all()).toHaveLength(2);
  });

  it('records the job in the caller transaction: rolled back with it', async () => {
    const db = createTestDatabase();
    const { clock } = createTestClock();
    await expect(
      db.transaction(async (tx) => {
        await enqueueJob(tx, { kind: 'k', payload: 1, idempotencyKey: 'tx' }, clock.now);
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow('the caller failed');
    expect(await db.select().from(jobs).all()).toHaveLength(0);
  });

  it('refuses a max attempts below one', async () => {
    const db = createTestDatabase();
    await expect(enqueueJob(db, { kind: 'k', payload: 1, maxAttempts: 0 }, 0)).rejects.toThrow(
      'maxAttempts must be a whole number of at least 1, got 0',
    );
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { createTestClock, openSharedDatabase } from '../testing/job-databases.ts';
import { releaseEngineLease, takeEngineLease } from './engine-lease.ts';

let shared: Awaited<ReturnType<typeof openSharedDatabase>> | undefined;
afterEach(async () => {
  await shared?.close();
  shared = undefined;
});

describe('the engine lease', () => {
  it('is held by one owner at a time, renewed by it, and taken over once it runs out', async () => {
    shared = await openSharedDatabase(2);
    const [dbA, dbB] = shared.connections;
    if (!dbA || !dbB) throw new Error('no connections');
    const { clock } = createTestClock();
    const take = (db: typeof dbA, owner: string) =>
      takeEngineLease(db, { name: 'job-tick', owner, now: clock.now, ttlMs: 30_000 });

    expect(await take(dbA, 'a')).toBe(true);
    expect(await take(dbB, 'b')).toBe(false);
    clock.advance(20_000);
    expect(await take(dbA, 'a')).toBe(true); // renewed until now + 30 s
    clock.advance(29_999);
    expect(await take(dbB, 'b')).toBe(false);
    clock.advance(1);
    expect(await take(dbB, 'b')).toBe(true);
    expect(await take(dbA, 'a')).toBe(false);

    await releaseEngineLease(dbA, 'job-tick', 'a'); // not a's: changes nothing
    expect(await take(dbA, 'a')).toBe(false);
    await releaseEngineLease(dbB, 'job-tick', 'b');
    expect(await take(dbA, 'a')).toBe(true);
  });

  it('keeps leases of different names apart', async () => {
    shared = await openSharedDatabase(1);
    const [db] = shared.connections;
    if (!db) throw new Error('no connection');
    expect(await takeEngineLease(db, { name: 'job-tick', owner: 'a', now: 0, ttlMs: 1_000 })).toBe(true);
    expect(await takeEngineLease(db, { name: 'inbound-poll', owner: 'b', now: 0, ttlMs: 1_000 })).toBe(true);
  });
});

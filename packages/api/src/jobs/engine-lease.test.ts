import { afterEach, describe, expect, it } from 'vitest';
import { createTestClock, openSharedDatabase } from '../testing/job-databases.ts';
import { releaseEngineLease, takeEngineLease } from './engine-lease.ts';

let shared: ReturnType<typeof openSharedDatabase> | undefined;
afterEach(() => {
  shared?.close();
  shared = undefined;
});

describe('the engine lease', () => {
  it('is held by one owner at a time, renewed by it, and taken over once it runs out', () => {
    shared = openSharedDatabase(2);
    const [dbA, dbB] = shared.connections;
    if (!dbA || !dbB) throw new Error('no connections');
    const { clock } = createTestClock();
    const take = (db: typeof dbA, owner: string) =>
      takeEngineLease(db, { name: 'job-tick', owner, now: clock.now, ttlMs: 30_000 });

    expect(take(dbA, 'a')).toBe(true);
    expect(take(dbB, 'b')).toBe(false);
    clock.advance(20_000);
    expect(take(dbA, 'a')).toBe(true); // renewed until now + 30 s
    clock.advance(29_999);
    expect(take(dbB, 'b')).toBe(false);
    clock.advance(1);
    expect(take(dbB, 'b')).toBe(true);
    expect(take(dbA, 'a')).toBe(false);

    releaseEngineLease(dbA, 'job-tick', 'a'); // not a's: changes nothing
    expect(take(dbA, 'a')).toBe(false);
    releaseEngineLease(dbB, 'job-tick', 'b');
    expect(take(dbA, 'a')).toBe(true);
  });

  it('keeps leases of different names apart', () => {
    shared = openSharedDatabase(1);
    const [db] = shared.connections;
    if (!db) throw new Error('no connection');
    expect(takeEngineLease(db, { name: 'job-tick', owner: 'a', now: 0, ttlMs: 1_000 })).toBe(true);
    expect(takeEngineLease(db, { name: 'inbound-poll', owner: 'b', now: 0, ttlMs: 1_000 })).toBe(true);
  });
});

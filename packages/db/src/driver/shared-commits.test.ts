import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppDatabase } from '../client.ts';
import { limitCounters } from '../schema/index.ts';
import { createTestDatabase } from '../testing.ts';
import { inSharedCommit } from './shared-commits.ts';

const count = (db: AppDatabase, key: string) =>
  db.insert(limitCounters).values({ scope: 'test', key, windowStart: 0, count: 1 }).run();
const keys = async (db: AppDatabase) =>
  (await db.select().from(limitCounters).orderBy(asc(limitCounters.key)).all()).map((row) => row.key);

describe('inSharedCommit', () => {
  it('runs the works of one turn one after another on SQLite, each seeing the ones before it, each answered', async () => {
    const db = createTestDatabase();
    const answers = await Promise.all(
      ['a', 'b', 'c'].map((key) =>
        inSharedCommit(db, async () => {
          await count(db, key);
          return keys(db);
        }),
      ),
    );
    if (db.$dialect === 'sqlite') expect(answers).toEqual([['a'], ['a', 'b'], ['a', 'b', 'c']]);
    else expect(answers.map((answer, index) => answer.includes('abc'[index]!))).toEqual([true, true, true]);
    expect(await keys(db)).toEqual(['a', 'b', 'c']);
  });

  it('commits the works of one turn together on SQLite (one that fails fails them all); alone on PostgreSQL', async () => {
    const db = createTestDatabase();
    const outcomes = await Promise.allSettled([
      inSharedCommit(db, () => count(db, 'a')),
      inSharedCommit(db, async () => {
        await count(db, 'b');
        throw new Error('the database failed');
      }),
      inSharedCommit(db, () => count(db, 'c')),
    ]);
    const statuses = outcomes.map((outcome) => outcome.status);
    if (db.$dialect === 'sqlite') {
      expect(statuses).toEqual(['rejected', 'rejected', 'rejected']);
      expect(await keys(db)).toEqual([]);
    } else {
      // Serializable transactions of two instances would conflict over shared batches (ADR 082).
      expect(statuses).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(await keys(db)).toEqual(['a', 'b', 'c']);
    }
    await db.delete(limitCounters).run();
    // The next turn starts afresh.
    await inSharedCommit(db, () => count(db, 'd'));
    expect(await keys(db)).toEqual(['d']);
  });

  it('gives an atomic work a transaction when alone (its writes commit together or not at all), none in a batch', async () => {
    const db = createTestDatabase();
    const failing = inSharedCommit(
      db,
      async () => {
        await count(db, 'half');
        throw new Error('the database failed');
      },
      { atomic: true },
    );
    await expect(failing).rejects.toThrow('the database failed');
    expect(await keys(db)).toEqual([]);
    const answers = await Promise.all(
      ['a', 'b'].map((key) =>
        inSharedCommit(
          db,
          async () => {
            await count(db, key);
            return keys(db);
          },
          { atomic: true },
        ),
      ),
    );
    if (db.$dialect === 'sqlite') expect(answers).toEqual([['a'], ['a', 'b']]);
    expect(await keys(db)).toEqual(['a', 'b']);
  });

  it('runs a work at once inside the caller’s transaction', async () => {
    const db = createTestDatabase();
    await db.transaction(async () => {
      await inSharedCommit(db, () => count(db, 'inside'));
      expect(await keys(db)).toEqual(['inside']);
    });
    expect(await keys(db)).toEqual(['inside']);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openSqliteConnection } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import { users } from '../schema/users.ts';
import { asyncDatabase, type RunResult } from './async-sqlite.ts';

async function freshAsyncDatabase() {
  const db = asyncDatabase(openSqliteConnection(':memory:'));
  await migrateDatabase(db);
  return { db };
}

async function insertCounterUser(db: ReturnType<typeof asyncDatabase>, id: string) {
  const now = new Date(0);
  await db.insert(users).values({
    id,
    email: `${id}@example.test`,
    name: '0',
    passwordHash: 'x',
    role: 'Free',
    tier: 'Free',
    createdAt: now,
    updatedAt: now,
  });
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('asyncDatabase', () => {
  it('reads back what it wrote, with rows mapped to objects', async () => {
    const { db } = await freshAsyncDatabase();
    await insertCounterUser(db, 'u1');
    const row = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, 'u1'))
      .get();
    expect(row).toEqual({ id: 'u1', email: 'u1@example.test' });
    expect(await db.select().from(users).where(eq(users.id, 'missing')).get()).toBeUndefined();
  });

  it('answers a run with the number of changed rows', async () => {
    const { db } = await freshAsyncDatabase();
    await insertCounterUser(db, 'u1');
    await insertCounterUser(db, 'u2');
    const result = (await db.update(users).set({ name: 'x' }).run()) as unknown as RunResult;
    expect(result.changes).toBe(2);
  });

  it('keeps read-modify-write transactions that await mid-way from losing updates', async () => {
    const { db } = await freshAsyncDatabase();
    await insertCounterUser(db, 'u1');
    const increment = () =>
      db.transaction(async (tx) => {
        const row = await tx.select({ name: users.name }).from(users).where(eq(users.id, 'u1')).get();
        await tick();
        await tx
          .update(users)
          .set({ name: String(Number(row?.name) + 1) })
          .where(eq(users.id, 'u1'));
      });
    await Promise.all([increment(), increment(), increment(), increment(), increment()]);
    const row = await db.select({ name: users.name }).from(users).where(eq(users.id, 'u1')).get();
    expect(row?.name).toBe('5');
  });

  it('rolls back a transaction that throws, and others go on', async () => {
    const { db } = await freshAsyncDatabase();
    await expect(
      db.transaction(async (tx) => {
        await insertCounterUser(tx as never, 'gone');
        await tick();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.select().from(users).where(eq(users.id, 'gone')).get()).toBeUndefined();
    await insertCounterUser(db, 'kept');
    expect(await db.select({ id: users.id }).from(users).all()).toEqual([{ id: 'kept' }]);
  });

  it('makes a statement from outside wait until the open transaction commits', async () => {
    const { db } = await freshAsyncDatabase();
    await insertCounterUser(db, 'u1');
    let committed = false;
    const transaction = db.transaction(async (tx) => {
      await tx.update(users).set({ name: 'inside' }).where(eq(users.id, 'u1'));
      await tick();
      committed = true;
    });
    const outside = db.select({ name: users.name }).from(users).where(eq(users.id, 'u1')).get();
    const [, row] = await Promise.all([transaction, outside]);
    expect(committed).toBe(true);
    expect(row?.name).toBe('inside');
  });

  it('runs a nested transaction as a savepoint that rolls back alone', async () => {
    const { db } = await freshAsyncDatabase();
    await db.transaction(async (tx) => {
      await insertCounterUser(tx as never, 'outer');
      await tx
        .transaction(async (inner) => {
          await insertCounterUser(inner as never, 'inner');
          throw new Error('inner fails');
        })
        .catch(() => undefined);
    });
    expect(await db.select({ id: users.id }).from(users).all()).toEqual([{ id: 'outer' }]);
  });

  it("gives a transaction (built without Drizzle's constructor) its queries, tx.rollback() and savepoints", async () => {
    const { db } = await freshAsyncDatabase();
    const rolledBack = db.transaction(async (tx) => {
      await insertCounterUser(tx as never, 'u1');
      // The relational queries of a transaction read its own writes.
      expect(await tx.query.users.findFirst({ columns: { id: true } })).toEqual({ id: 'u1' });
      await tx.transaction(async (inner) => {
        await insertCounterUser(inner as never, 'u2');
        await inner.transaction(async (deeper) => insertCounterUser(deeper as never, 'u3'));
      });
      expect(await tx.$count(users)).toBe(3);
      tx.rollback();
    });
    await expect(rolledBack).rejects.toThrow('Rollback');
    expect(await db.$count(users)).toBe(0);
  });

  it('runs db.transaction inside a transaction as a savepoint of it, not a deadlock', async () => {
    const { db } = await freshAsyncDatabase();
    await db.transaction(async () => {
      await insertCounterUser(db, 'outer');
      await db
        .transaction(async () => {
          await insertCounterUser(db, 'inner');
          throw new Error('undo the inner one');
        })
        .catch(() => undefined);
    });
    expect(await db.select({ id: users.id }).from(users).all()).toEqual([{ id: 'outer' }]);
  });

  it('answers db.all and db.get of raw SQL with rows as objects, as other drivers do', async () => {
    const { db } = await freshAsyncDatabase();
    await insertCounterUser(db, 'u1');
    expect(await db.all<{ n: number }>(sql`select count(*) as n from users`)).toEqual([{ n: 1 }]);
    expect(await db.get<{ n: number }>(sql`select count(*) as n from users`)).toEqual({ n: 1 });
    const run = (await db.run(sql`update users set name = 'y'`)) as unknown as RunResult;
    expect(run.changes).toBe(1);
  });

  it('runs hand-written SQL ($sql) through the same lock as Drizzle queries', async () => {
    const { db } = await freshAsyncDatabase();
    await insertCounterUser(db, 'u1');
    let committed = false;
    const transaction = db.transaction(async (tx) => {
      await tx.update(users).set({ name: 'in-tx' }).run();
      await tick();
      committed = true;
    });
    // Waits for the commit instead of reading the transaction's half-done state.
    const row = await db.$sql.get<{ name: string }>('select name from users where id = ?', ['u1']);
    expect(committed).toBe(true);
    expect(row).toEqual({ name: 'in-tx' });
    await transaction;
    expect(await db.$sql.pluck<string>('select id from users')).toEqual(['u1']);
    expect(
      await db.$sql.runMany('update users set name = ? where id = ?', [
        ['a', 'u1'],
        ['b', 'u1'],
      ]),
    ).toBe(2);
    // A statement text Drizzle ran in array mode still answers objects here.
    await db.select({ id: users.id }).from(users).all();
    expect(await db.$sql.all('select "id" from "users"')).toEqual([{ id: 'u1' }]);
  });
});

describe('two connections to one file in one process', () => {
  it('waits for the other connection’s transaction without blocking the thread, then writes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lp-busy-'));
    const path = join(dir, 'busy.db');
    const first = asyncDatabase(openSqliteConnection(path));
    await migrateDatabase(first);
    const second = asyncDatabase(openSqliteConnection(path));
    await insertCounterUser(first, 'u1');
    let firstCommitted = false;
    const holding = first.transaction(async (tx) => {
      await tx.update(users).set({ name: 'first' }).run();
      // The holder awaits mid-transaction: a blocking busy wait in the second would never let it go on.
      await new Promise((resolve) => setTimeout(resolve, 100));
      firstCommitted = true;
    });
    await tick();
    await second.update(users).set({ name: 'second' }).run();
    expect(firstCommitted).toBe(true);
    await holding;
    expect(await first.$sql.get('select name from users')).toEqual({ name: 'second' });
    await first.close();
    await second.close();
    rmSync(dir, { recursive: true, force: true });
  });
});

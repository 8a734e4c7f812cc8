import { eq, like, sql } from 'drizzle-orm';
import { integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../client.ts';
import type { AsyncAppDatabase } from '../async-sqlite.ts';
import { isUniqueViolation } from '../errors.ts';
import { preparedOnce } from '../prepared-once.ts';
import { changesOf } from '../raw-sql.ts';
import { createPostgresTestDatabase, databaseUrl, postgresTemplateReady } from './test-database.ts';

// The PostgreSQL driver against a real server: run through the throw-away cluster,
//   node scripts/postgres-cluster.mjs -- pnpm exec vitest run packages/db/src/driver/pg
const url = process.env.LEADPATH_TEST_PG_URL;

/** A table of the tests' own, built the SQLite way as areas build theirs (the derived tables may not exist yet). */
const items = sqliteTable('driver_test_items', {
  id: text().primaryKey(),
  name: text().notNull(),
  count: integer().notNull().default(0),
  isActive: integer('is_active', { mode: 'boolean' }).notNull().default(false),
  amount: real(),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }),
});

const ITEMS_DDL = `create table driver_test_items (
  id text primary key, name text not null, count bigint not null default 0,
  is_active smallint not null default 0, amount double precision, created_at bigint)`;

const opened: AsyncAppDatabase[] = [];

async function freshDatabase() {
  const db = createPostgresTestDatabase(url as string);
  opened.push(db);
  await db.$sql.exec(ITEMS_DDL);
  return db;
}

const insertItem = (db: Pick<AsyncAppDatabase, 'insert'>, id: string, name = '0') =>
  db.insert(items).values({ id, name }).run();

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

// The template is migrated once per run (the whole schema): not inside one test's time.
beforeAll(() => (url ? postgresTemplateReady(url) : undefined), 120_000);

afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close()));
});

describe.skipIf(!url)(
  'postgresDatabase (skipped without LEADPATH_TEST_PG_URL: run it through scripts/postgres-cluster.mjs)',
  () => {
    it('reads back what it wrote, with rows mapped to objects and missing rows undefined', async () => {
      const db = await freshDatabase();
      const at = new Date(1_700_000_000_123);
      await db.insert(items).values({ id: 'a', name: 'Alpha', isActive: true, amount: 2.5, createdAt: at });
      expect(await db.select().from(items).where(eq(items.id, 'a')).get()).toEqual({
        id: 'a',
        name: 'Alpha',
        count: 0,
        isActive: true,
        amount: 2.5,
        createdAt: at,
      });
      expect(await db.select().from(items).where(eq(items.id, 'missing')).get()).toBeUndefined();
      expect(await db.select({ id: items.id }).from(items).all()).toEqual([{ id: 'a' }]);
    });

    it('answers a run with the number of changed rows (changesOf)', async () => {
      const db = await freshDatabase();
      await insertItem(db, 'a');
      await insertItem(db, 'b');
      expect(changesOf(await db.update(items).set({ name: 'x' }).run())).toBe(2);
      expect(changesOf(await db.delete(items).where(eq(items.id, 'none')).run())).toBe(0);
    });

    it('gives counts, sums and bigint columns back as numbers', async () => {
      const db = await freshDatabase();
      await db.insert(items).values({ id: 'a', name: 'a', count: 2 ** 40 });
      await db.insert(items).values({ id: 'b', name: 'b', count: 3 });
      expect(await db.get(sql`select count(*) as n, sum(${items.count}) as total from ${items}`)).toEqual({
        n: 2,
        total: 2 ** 40 + 3,
      });
      expect(await db.$sql.pluck('select count from driver_test_items order by id')).toEqual([2 ** 40, 3]);
    });

    it('matches LIKE without regard to case, as SQLite does', async () => {
      const db = await freshDatabase();
      await insertItem(db, 'a', 'Ada Lovelace');
      await insertItem(db, 'b', 'Grace Hopper');
      expect(await db.select({ id: items.id }).from(items).where(like(items.name, '%LOVE%')).all()).toEqual([
        { id: 'a' },
      ]);
    });

    it('sees a duplicate key through Drizzle’s wrapping error (isUniqueViolation)', async () => {
      const db = await freshDatabase();
      await insertItem(db, 'a');
      const error = await insertItem(db, 'a').catch((caught: unknown) => caught);
      expect(isUniqueViolation(error)).toBe(true);
      expect(isUniqueViolation(new Error('other'))).toBe(false);
    });

    it('runs hand-written SQL ($sql) with positional and named parameters, rows as objects', async () => {
      const db = await freshDatabase();
      expect(await db.$sql.run('insert into driver_test_items (id, name) values (?, ?)', ['a', 'A'])).toEqual(
        {
          changes: 1,
          lastInsertRowid: 0,
        },
      );
      expect(
        await db.$sql.runMany('insert into driver_test_items (id, name, count) values (@id, @name, @count)', [
          { id: 'b', name: 'B', count: 2 },
          { id: 'c', name: 'C', count: 3 },
        ]),
      ).toBe(2);
      expect(
        await db.$sql.get('select id, count as itemCount from driver_test_items where id = ?', ['c']),
      ).toEqual({
        id: 'c',
        itemCount: 3,
      });
      expect(await db.$sql.get('select id from driver_test_items where id = ?', ['none'])).toBeUndefined();
      expect(await db.$sql.all('select id from driver_test_items order by id')).toEqual([
        { id: 'a' },
        { id: 'b' },
        { id: 'c' },
      ]);
      await db.$sql.exec(
        "update driver_test_items set name = 'x'; delete from driver_test_items where id = 'a'",
      );
      expect(await db.$sql.pluck('select name from driver_test_items')).toEqual(['x', 'x']);
    });

    it('answers db.all and db.get of raw SQL with rows as objects, and db.run with changes', async () => {
      const db = await freshDatabase();
      await insertItem(db, 'a');
      expect(await db.all(sql`select count(*) as n from ${items}`)).toEqual([{ n: 1 }]);
      expect(await db.get(sql`select count(*) as n from (select 1 from ${items} limit ${5})`)).toEqual({
        n: 1,
      });
      expect(changesOf(await db.run(sql`update ${items} set name = 'y'`))).toBe(1);
    });

    it('keeps a prepared query per database (preparedOnce) and fills its placeholders', async () => {
      const db = await freshDatabase();
      await insertItem(db, 'a', 'Alpha');
      const byId = preparedOnce((database) =>
        database
          .select({ name: items.name })
          .from(items)
          .where(eq(items.id, sql.placeholder('id')))
          .prepare(),
      );
      expect(byId(db)).toBe(byId(db));
      expect(await byId(db).get({ id: 'a' })).toEqual({ name: 'Alpha' });
    });

    it('rolls back a transaction that throws, and others go on', async () => {
      const db = await freshDatabase();
      await expect(
        db.transaction(async (tx) => {
          await insertItem(tx, 'gone');
          await tick();
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      await insertItem(db, 'kept');
      expect(await db.select({ id: items.id }).from(items).all()).toEqual([{ id: 'kept' }]);
    });

    it('shows a transaction its own writes, on tx and on db, and others only the committed state', async () => {
      const db = await freshDatabase();
      await insertItem(db, 'a', 'before');
      let wrote: () => void = () => undefined;
      const written = new Promise<void>((resolve) => {
        wrote = resolve;
      });
      let finish: () => void = () => undefined;
      const finished = new Promise<void>((resolve) => {
        finish = resolve;
      });
      const transaction = db.transaction(async (tx) => {
        await tx.update(items).set({ name: 'inside' }).where(eq(items.id, 'a'));
        expect(await db.$sql.get('select name from driver_test_items')).toEqual({ name: 'inside' });
        expect(await tx.select({ name: items.name }).from(items).get()).toEqual({ name: 'inside' });
        wrote();
        await finished;
      });
      await written;
      // Another request, outside the transaction: it reads the committed row, it does not wait.
      expect(await db.select({ name: items.name }).from(items).get()).toEqual({ name: 'before' });
      finish();
      await transaction;
      expect(await db.$sql.get('select name from driver_test_items')).toEqual({ name: 'inside' });
    });

    it('keeps read-modify-write transactions that await mid-way from losing updates', async () => {
      const db = await freshDatabase();
      await db.insert(items).values({ id: 'counter', name: 'c', count: 0 });
      const increment = () =>
        db.transaction(async (tx) => {
          const row = await tx
            .select({ count: items.count })
            .from(items)
            .where(eq(items.id, 'counter'))
            .get();
          await tick();
          await tx
            .update(items)
            .set({ count: (row?.count ?? 0) + 1 })
            .where(eq(items.id, 'counter'));
        });
      await Promise.all([increment(), increment(), increment()]);
      expect(await db.select({ count: items.count }).from(items).get()).toEqual({ count: 3 });
    });

    it('re-runs a transaction that lost a serialization race, so both increments count', async () => {
      const db = await freshDatabase();
      await db.insert(items).values({ id: 'counter', name: 'c', count: 0 });
      let runs = 0;
      let bothRead: () => void = () => undefined;
      const readsDone = new Promise<void>((resolve) => {
        let reads = 0;
        bothRead = () => {
          if (++reads === 2) resolve();
        };
      });
      const increment = () =>
        db.transaction(async (tx) => {
          runs++;
          const row = await tx
            .select({ count: items.count })
            .from(items)
            .where(eq(items.id, 'counter'))
            .get();
          // The first runs of both read before either writes: one of them must lose and run again.
          if (runs <= 2) {
            bothRead();
            await readsDone;
          }
          await tx
            .update(items)
            .set({ count: (row?.count ?? 0) + 1 })
            .where(eq(items.id, 'counter'));
        });
      await Promise.all([increment(), increment()]);
      expect(await db.select({ count: items.count }).from(items).get()).toEqual({ count: 2 });
      expect(runs).toBeGreaterThan(2);
    });

    it('runs a nested transaction as a savepoint that rolls back alone', async () => {
      const db = await freshDatabase();
      await db.transaction(async (tx) => {
        await insertItem(tx, 'outer');
        await tx
          .transaction(async (inner) => {
            await insertItem(inner, 'inner');
            throw new Error('inner fails');
          })
          .catch(() => undefined);
      });
      expect(await db.select({ id: items.id }).from(items).all()).toEqual([{ id: 'outer' }]);
    });

    it('runs db.transaction inside a transaction as a savepoint of it, not a second connection', async () => {
      const db = await freshDatabase();
      await db.transaction(async () => {
        await insertItem(db, 'outer');
        await db
          .transaction(async () => {
            await insertItem(db, 'inner');
            throw new Error('undo the inner one');
          })
          .catch(() => undefined);
        await db.transaction(async () => insertItem(db, 'kept-inner'));
      });
      expect(await db.$sql.pluck('select id from driver_test_items order by id')).toEqual([
        'kept-inner',
        'outer',
      ]);
    });

    it('refuses the SQLite-only connection with a message that says what to use', async () => {
      const db = await freshDatabase();
      expect(db.$dialect).toBe('postgres');
      expect(() => db.$client).toThrow('PostgreSQL');
      await expect(db.$withConnection(() => 1)).rejects.toThrow('db.$sql');
    });
  },
);

describe.skipIf(!url)(
  'PostgreSQL test databases and openDatabase (skipped without LEADPATH_TEST_PG_URL)',
  () => {
    it('copies the template into a database of its own and drops it on close', async () => {
      const db = createPostgresTestDatabase(url as string);
      const [name] = await db.$sql.pluck<string>('select current_database()');
      expect(name).toMatch(/^test_/);
      await db.close();
      const admin = openDatabase(url as string);
      expect(await admin.$sql.pluck('select datname from pg_database where datname = ?', [name])).toEqual([]);
      await admin.close();
    });

    it('opens PostgreSQL for a postgres:// URL', async () => {
      const db = openDatabase(databaseUrl(url as string, 'postgres'));
      expect(db.$dialect).toBe('postgres');
      expect(await db.$sql.pluck('select 1 + 1')).toEqual([2]);
      await db.close();
    });
  },
);

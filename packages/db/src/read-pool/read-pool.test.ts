import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type AppDatabase, openDatabase, readPoolSizeOf } from '../client.ts';
import type { AsyncAppDatabase } from '../driver/async-sqlite.ts';
import { insertLeads, insertUser } from '../factories.ts';
import { prospects } from '../schema/index.ts';
import { createFileTestDatabase, createSqliteTestDatabase } from '../testing.ts';
import { ReadPool } from './read-pool.ts';
import { attachReadPool, isReadStatement, readerOf } from './reader.ts';

// Functions only the workers know: a statement that reaches them proves it ran in the pool, and the
// others stop a worker mid-statement, as a crash or a bug in a native call would.
const WORKER_SETUP = `
sqlite.function('in_worker', () => 'yes');
sqlite.function('explode', () => { throw new Error('exploded in the worker'); });
sqlite.function('die', () => { process.exit(3); });
`;

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A SQLite file with a `notes` table and a pool of `size` workers that know WORKER_SETUP's functions. */
async function pooledFile(size = 2, path?: string): Promise<{ db: AppDatabase; pool: ReadPool }> {
  const folder = mkdtempSync(join(tmpdir(), 'leadpath-read-pool-'));
  cleanups.push(async () => rmSync(folder, { recursive: true, force: true }));
  const db = openDatabase(join(folder, 'app.db'));
  await db.$sql.exec('create table notes (id integer primary key, body text not null)');
  const errors: string[] = [];
  const pool = new ReadPool(path ?? join(folder, 'app.db'), size, {
    workerSetup: WORKER_SETUP,
    onError: (message) => errors.push(message),
  });
  attachReadPool(db as AsyncAppDatabase, pool);
  cleanups.push(() => db.close());
  return { db, pool };
}

describe('the read pool', () => {
  it('answers reads from a worker, with the rows the app’s connection answers', async () => {
    const { db } = await pooledFile();
    await db.$sql.runMany('insert into notes (body) values (?)', [['first'], ['second']]);
    const reader = readerOf(db);
    expect(reader).not.toBe(db);
    expect(await reader.$sql.get('select in_worker() as here')).toEqual({ here: 'yes' });
    await expect(db.$sql.get('select in_worker() as here')).rejects.toThrow(/no such function/);
    expect(await reader.$sql.all('select body from notes order by id')).toEqual(
      await db.$sql.all('select body from notes order by id'),
    );
    expect(await reader.$sql.pluck('select body from notes order by id')).toEqual(['first', 'second']);
    expect(await reader.all(sql`select id, body from notes where body = ${'second'}`)).toEqual([
      { id: 2, body: 'second' },
    ]);
  });

  it('runs the app’s Drizzle queries on the migrated schema as the main connection does', async () => {
    const db = createFileTestDatabase();
    cleanups.push(() => db.close());
    const owner = await insertUser(db, { email: 'reader@example.com', passwordHash: 'x' }, 1_000);
    await insertLeads(db, owner.id, { companies: 3, prospects: 40 }, { now: 2_000 });
    const page = (on: AppDatabase) =>
      on
        .select({ id: prospects.id, name: prospects.firstName, createdAt: prospects.createdAt })
        .from(prospects)
        .where(eq(prospects.ownerId, owner.id))
        .orderBy(asc(prospects.id))
        .limit(25)
        .all();
    const fromPool = await page(readerOf(db));
    expect(fromPool).toHaveLength(25);
    expect(fromPool[0]?.createdAt).toBeInstanceOf(Date);
    expect(fromPool).toEqual(await page(db));
    const first = await readerOf(db).select().from(prospects).where(eq(prospects.id, fromPool[0]!.id)).get();
    expect(first?.ownerId).toBe(owner.id);
  });

  it('sees every committed write at once: read-your-writes', async () => {
    const { db } = await pooledFile();
    const reader = readerOf(db);
    await db.$sql.run('insert into notes (id, body) values (1, ?)', ['v0']);
    for (let version = 1; version <= 20; version++) {
      await db.$sql.run('update notes set body = ? where id = 1', [`v${version}`]);
      expect(await reader.$sql.get('select body, in_worker() as here from notes where id = 1')).toEqual({
        body: `v${version}`,
        here: 'yes',
      });
    }
  });

  it('reads inside a transaction on the writer, where the transaction’s own rows are', async () => {
    const { db } = await pooledFile();
    const reader = readerOf(db);
    const seen = await db.transaction(async (tx) => {
      await tx.run(sql`insert into notes (body) values ('uncommitted')`);
      const rows = await reader.$sql.pluck('select body from notes');
      // A worker would know in_worker(); the writer does not.
      await expect(reader.$sql.get('select in_worker()')).rejects.toThrow(/no such function/);
      return rows;
    });
    expect(seen).toEqual(['uncommitted']);
    expect(await reader.$sql.get('select in_worker() as here')).toEqual({ here: 'yes' });
  });

  it('sends writes through the reader to the writer', async () => {
    const { db } = await pooledFile();
    const reader = readerOf(db);
    await reader.$sql.run('insert into notes (body) values (?)', ['written']);
    await reader.run(sql`insert into notes (body) values ('also')`);
    expect(await db.$sql.pluck('select body from notes order by id')).toEqual(['written', 'also']);
  });

  it('answers a statement that throws in the worker with its error, and keeps reading', async () => {
    const { db } = await pooledFile(1);
    const reader = readerOf(db);
    await expect(reader.$sql.get('select explode()')).rejects.toThrow(/exploded in the worker/);
    await expect(reader.$sql.get('select * from missing_table')).rejects.toThrow(/no such table/);
    expect(await reader.$sql.get('select in_worker() as here')).toEqual({ here: 'yes' });
  });

  it('answers a statement whose worker dies with an error, replaces the worker, and answers the reads queued behind it', async () => {
    const { db, pool } = await pooledFile(1);
    const reader = readerOf(db);
    const dying = reader.$sql.get('select die()');
    const queued = [reader.$sql.get('select 1 as n'), reader.$sql.get('select in_worker() as here')];
    await expect(dying).rejects.toThrow(/read worker stopped while running this statement/);
    expect(await Promise.all(queued)).toEqual([{ n: 1 }, { here: 'yes' }]);
    await expect(reader.$sql.get('select die()')).rejects.toThrow(/exit code 3/);
    expect(await reader.$sql.get('select in_worker() as here')).toEqual({ here: 'yes' });
    expect(pool.unavailable).toBeNull();
  });

  it('reads on the app’s connection when no worker can open the file', async () => {
    const { db, pool } = await pooledFile(1, '/nonexistent/leadpath/app.db');
    await db.$sql.run('insert into notes (body) values (?)', ['still read']);
    await expect.poll(() => pool.unavailable ?? '', { timeout: 10_000 }).toMatch(/could not start a worker/);
    expect(await readerOf(db).$sql.pluck('select body from notes')).toEqual(['still read']);
  });

  it('is the database itself in memory, where workers cannot reach the data', () => {
    const db = createSqliteTestDatabase();
    expect(readerOf(db)).toBe(db);
  });

  it('answers the read it is running when it stops, and refuses reads after', async () => {
    const { pool } = await pooledFile(1);
    // A read that takes a while: a recursive count to a million, in the worker.
    const running = pool.read(
      'with recursive n(i) as (select 1 union all select i + 1 from n where i < 1000000) select count(*) from n',
      [],
      'pluck',
    );
    const refused = expect(running).rejects.toThrow(/stopped while this read ran/);
    await pool.stop();
    await refused;
    await expect(pool.read('select 1', [], 'objects-get')).rejects.toThrow(/stopped/);
  });
});

describe('READ_POOL_SIZE', () => {
  it('is one worker per core but one unless READ_POOL_SIZE sets it (ADR 051, ADR 064); 0 turns it off', () => {
    expect(readPoolSizeOf(undefined, 2)).toBe(1);
    expect(readPoolSizeOf(undefined, 8)).toBe(7);
    expect(readPoolSizeOf(undefined, 1)).toBe(1);
    expect(readPoolSizeOf(0)).toBe(0);
    expect(readPoolSizeOf(3)).toBe(3);
  });
});

describe('which statements read', () => {
  it('takes SELECT and WITH … SELECT, not writes', () => {
    expect(isReadStatement('select 1')).toBe(true);
    expect(isReadStatement('  WITH r AS (select 1) select * from r')).toBe(true);
    expect(isReadStatement('with r as (select 1) delete from notes')).toBe(false);
    expect(isReadStatement('insert into notes values (1)')).toBe(false);
  });
});

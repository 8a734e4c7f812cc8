import { drizzle } from 'drizzle-orm/sqlite-proxy';
import type { AppDatabase } from '../client.ts';
import {
  type AsyncAppDatabase,
  answerRawQueriesWithObjects,
  type DrizzleAsync,
  type Method,
} from '../driver/async-sqlite.ts';
import type { RawSql, SqlParams } from '../driver/raw-sql.ts';
import { type WriterConnection, writerOf } from '../driver/writer-connection.ts';
import * as schema from '../schema/index.ts';
import type { ReadPool, ReadShape } from './read-pool.ts';

const readers = new WeakMap<object, AppDatabase>();
const pools = new WeakMap<object, ReadPool>();

/** A statement that only reads: SELECT, or WITH … SELECT (no INSERT/UPDATE/DELETE after the CTEs). */
export function isReadStatement(sql: string): boolean {
  if (/^\s*select\b/i.test(sql)) return true;
  return /^\s*with\b/i.test(sql) && !/\b(insert|update|delete|replace)\b/i.test(sql);
}

const bind = (params: SqlParams | undefined): unknown[] =>
  params === undefined ? [] : Array.isArray(params) ? (params as unknown[]) : [params];

/**
 * The database for heavy reads: the same calls as `db`, but reads outside a transaction run in the
 * read pool's workers (issue 30, ADR 051). Writes, transactions and reads inside a transaction stay
 * on `db`'s connection. Without a pool (in-memory SQLite, PostgreSQL, READ_POOL_SIZE=0) it is `db`.
 */
export function readerOf(db: AppDatabase): AppDatabase {
  return readers.get(db) ?? db;
}

/** The pool behind `db`'s reader, if any (for the server's status and tests). */
export const readPoolOf = (db: AppDatabase): ReadPool | undefined => pools.get(db);

/** Gives `db` a reader over `pool`; `db.close()` then stops the pool first. */
export function attachReadPool(db: AsyncAppDatabase, pool: ReadPool): void {
  const writer = writerOf(db);
  if (!writer) throw new Error('attachReadPool: only a SQLite database has a read pool.');
  readers.set(db, readerOver(db, writer, pool));
  pools.set(db, pool);
  const close = db.close.bind(db);
  db.close = async () => {
    await pool.stop();
    await close();
  };
}

function readerOver(db: AsyncAppDatabase, writer: WriterConnection, pool: ReadPool): AppDatabase {
  /** Whether this statement goes to a worker: a read, outside a transaction, with workers to run it. */
  const inPool = (sql: string, method: Method) =>
    method !== 'run' && isReadStatement(sql) && !writer.inTransaction() && pool.unavailable === null;
  const shapeOf = (method: Method, kind: 'arrays' | 'objects'): ReadShape =>
    `${kind}-${method === 'get' ? 'get' : 'all'}`;

  const reader = drizzle(
    async (sql, params, method) =>
      (inPool(sql, method)
        ? { rows: await pool.read(sql, params, shapeOf(method, 'arrays')) }
        : await writer.executeArrays(sql, params, method)) as { rows: unknown[] },
    { schema },
  ) as DrizzleAsync;
  answerRawQueriesWithObjects(reader, async (sql, params, method) =>
    inPool(sql, method)
      ? { rows: await pool.read(sql, params, shapeOf(method, 'objects')) }
      : writer.executeObjects(sql, params, method),
  );

  const $sql: RawSql = {
    ...db.$sql,
    get: async <Row>(sql: string, params?: SqlParams) =>
      inPool(sql, 'get')
        ? ((await pool.read(sql, bind(params), 'objects-get')) as Row)
        : db.$sql.get<Row>(sql, params),
    all: async <Row>(sql: string, params?: SqlParams) =>
      inPool(sql, 'all')
        ? ((await pool.read(sql, bind(params), 'objects-all')) as Row[])
        : db.$sql.all<Row>(sql, params),
    pluck: async <Value>(sql: string, params?: SqlParams) =>
      inPool(sql, 'all')
        ? ((await pool.read(sql, bind(params), 'pluck')) as Value[])
        : db.$sql.pluck<Value>(sql, params),
  };
  return Object.assign(reader, {
    $sql,
    $dialect: db.$dialect,
    $client: db.$client,
    $withConnection: db.$withConnection.bind(db),
    transaction: db.transaction.bind(db),
    // The reader shares the database's life: closing the database closes it.
    close: async () => {},
  }) as AppDatabase;
}

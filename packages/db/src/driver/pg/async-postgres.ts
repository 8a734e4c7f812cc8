import { drizzle } from 'drizzle-orm/sqlite-proxy';
import type pg from 'pg';
import * as schema from '../../schema/index.ts';
import {
  type AsyncAppDatabase,
  answerRawQueriesWithObjects,
  type DrizzleAsync,
  type Method,
  type RunResult,
} from '../async-sqlite.ts';
import { useLightTransactions } from '../light-transactions.ts';
import type { RawSql, SqlParams, WriteResult } from '../raw-sql.ts';
import { ScopedStore } from '../scoped-store.ts';
import { queryConfig } from './prepared-statements.ts';
import { rerunOnConflict } from './serialization-retry.ts';
import { translate } from './translate.ts';

// The app's database on PostgreSQL (ADR 041): the same Drizzle async SQLite interface as
// async-sqlite.ts, its statements translated (translate.ts) and run on a node-postgres pool.

type Transaction = Parameters<Parameters<DrizzleAsync['transaction']>[0]>[0];
/** The pooled client a transaction pinned; `done` once it committed or rolled back. */
type Owner = { client: pg.PoolClient; tx: Transaction | null; done: boolean };
type Runner = Pick<pg.Pool, 'query'>;

export interface PostgresDatabaseOptions {
  /** Awaited before the first statement (a test database still being created from its template). */
  ready?: Promise<unknown>;
  /** Runs after the pool has ended (a test database dropped). */
  afterClose?: () => Promise<void>;
}

const SQLITE_ONLY = (member: string) =>
  new Error(
    `${member} is the SQLite connection and this database is PostgreSQL: use db.$sql or Drizzle queries (ADR 041)`,
  );

/** Answers one statement the way sqlite-proxy expects: array rows, one row for get, counts for run. */
async function forDrizzle(runner: Runner, sql: string, params: unknown[], method: Method) {
  const { text, values } = translate(sql, params);
  const result = await runner.query(queryConfig({ text, values, rowMode: 'array' as const }, sql));
  if (method === 'run')
    return { rows: [], changes: result.rowCount ?? 0, lastInsertRowid: 0 } satisfies RunResult;
  // sqlite-proxy reads a get's one row (or undefined) from `rows`, as async-sqlite.ts answers it.
  if (method === 'get') return { rows: result.rows[0] as unknown[] };
  return { rows: result.rows };
}

/** Answers a raw `db.all/get(sql…)` with rows as objects, as the SQLite driver does. */
async function withObjectRows(runner: Runner, sql: string, params: unknown[], method: Method) {
  if (method === 'run' || method === 'values') return forDrizzle(runner, sql, params, method);
  const { text, values } = translate(sql, params);
  const { rows } = await runner.query(queryConfig({ text, values }, sql));
  return { rows: (method === 'get' ? rows[0] : rows) as unknown[] };
}

/**
 * Wraps a node-postgres pool in Drizzle's async SQLite interface. A transaction pins one pooled
 * client (AsyncLocalStorage tells its statements, on `tx` or on `db`, from everyone else's), runs
 * SERIALIZABLE, and is run again from the start when it loses a serialization race.
 */
export function postgresDatabase(pool: pg.Pool, options: PostgresDatabaseOptions = {}): AsyncAppDatabase {
  const owners = new ScopedStore<Owner>();
  const ready = options.ready ?? Promise.resolve();
  // A rejected `ready` is reported by the first statement that awaits it, not as an unhandled rejection.
  ready.catch(() => undefined);

  /** The caller's pinned client inside its transaction, else the pool (one statement, autocommit). */
  async function runner(): Promise<Runner> {
    await ready;
    const mine = owners.get();
    return mine !== undefined && !mine.done ? mine.client : pool;
  }

  /** Several statements on one client: the caller's transaction's, else one borrowed for the while. */
  async function onOneClient<T>(work: (client: Runner) => Promise<T>): Promise<T> {
    await ready;
    const mine = owners.get();
    if (mine !== undefined && !mine.done) return work(mine.client);
    const client = await pool.connect();
    try {
      return await work(client);
    } finally {
      client.release();
    }
  }

  const db = drizzle(async (sql, params, method) => forDrizzle(await runner(), sql, params, method), {
    schema,
  }) as DrizzleAsync;
  answerRawQueriesWithObjects(db, async (sql, params, method) =>
    withObjectRows(await runner(), sql, params, method),
  );
  useLightTransactions(db);

  const transaction = db.transaction.bind(db);
  const asyncDb = db as AsyncAppDatabase;
  asyncDb.transaction = (async (callback, config) => {
    const mine = owners.get();
    // Inside a transaction already (a helper that opens its own): a savepoint of the outer one.
    if (mine !== undefined && !mine.done && mine.tx) return mine.tx.transaction(callback);
    await ready;
    return rerunOnConflict(() => pinnedTransaction(pool, owners, transaction, callback, config));
  }) as DrizzleAsync['transaction'];

  Object.assign(asyncDb, {
    $sql: rawSql(runner, onOneClient),
    $dialect: 'postgres',
    $withConnection: async () => {
      throw SQLITE_ONLY('$withConnection');
    },
    close: async () => {
      await pool.end();
      await options.afterClose?.();
    },
  });
  Object.defineProperty(asyncDb, '$client', {
    get: () => {
      throw SQLITE_ONLY('$client');
    },
  });
  return asyncDb;
}

/** One run of a transaction on a client of its own, released (or discarded when broken) at the end. */
async function pinnedTransaction<T>(
  pool: pg.Pool,
  owners: ScopedStore<Owner>,
  transaction: DrizzleAsync['transaction'],
  callback: (tx: Transaction) => Promise<T>,
  config: Parameters<DrizzleAsync['transaction']>[1],
): Promise<T> {
  const client = await pool.connect();
  const owner: Owner = { client, tx: null, done: false };
  let broken: Error | undefined;
  try {
    // Drizzle sends begin/commit/rollback through the callback: translate.ts makes begin SERIALIZABLE.
    return await owners.run(owner, () =>
      transaction((tx) => {
        owner.tx = tx;
        return callback(tx);
      }, config),
    );
  } catch (error) {
    // An error without a SQLSTATE is the connection's own (it may sit mid-transaction): do not reuse it.
    if (!hasSqlState(error)) broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    owner.done = true;
    client.release(broken);
  }
}

function hasSqlState(error: unknown): boolean {
  for (let candidate = error, depth = 0; candidate && depth < 3; depth++) {
    const code = (candidate as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return true;
    candidate = candidate instanceof Error ? candidate.cause : undefined;
  }
  // Not a database error at all (the callback threw): the connection is fine.
  return !(error instanceof Error && /connection|terminat|ECONN/i.test(error.message));
}

const bind = (params: SqlParams | undefined): SqlParams => params ?? [];

/** db.$sql on PostgreSQL: the same hand-written SQLite statements, translated, rows as objects. */
function rawSql(
  runner: () => Promise<Runner>,
  onOneClient: <T>(work: (client: Runner) => Promise<T>) => Promise<T>,
): RawSql {
  const query = async (sql: string, params?: SqlParams, rowMode?: 'array') => {
    const { text, values } = translate(sql, bind(params));
    return (await runner()).query({ text, values, ...(rowMode ? { rowMode } : {}) });
  };
  return {
    run: async (sql, params): Promise<WriteResult> => ({
      changes: (await query(sql, params)).rowCount ?? 0,
      lastInsertRowid: 0,
    }),
    get: async <Row>(sql: string, params?: SqlParams) =>
      (await query(sql, params)).rows[0] as Row | undefined,
    all: async <Row>(sql: string, params?: SqlParams) => (await query(sql, params)).rows as Row[],
    pluck: async <Value>(sql: string, params?: SqlParams) =>
      (await query(sql, params, 'array')).rows.map((row) => (row as unknown[])[0] as Value),
    runMany: (sql, paramSets) =>
      onOneClient(async (client) => {
        let changes = 0;
        for (const params of paramSets) {
          const { text, values } = translate(sql, params);
          changes += (await client.query({ text, values })).rowCount ?? 0;
        }
        return changes;
      }),
    exec: async (sql) => {
      // No parameters: PostgreSQL's simple protocol runs several statements in one call.
      await (await runner()).query(translate(sql).text);
    },
  };
}

import type Database from 'better-sqlite3';
import { drizzle, type SqliteRemoteDatabase } from 'drizzle-orm/sqlite-proxy';
import * as schema from '../schema/index.ts';
import { retryWhileBusy, runNow } from './busy-retry.ts';
import { ConnectionLock } from './connection-lock.ts';
import { useLightTransactions } from './light-transactions.ts';
import { type RawSql, rawStatements, type SqlParams, type WriteResult } from './raw-sql.ts';
import { ScopedStore } from './scoped-store.ts';
import { statementCache } from './statement-cache.ts';
import { registerWriter } from './writer-connection.ts';

// Drizzle's async SQLite interface over one better-sqlite3 connection (issue 29, ADR 040): every
// query is awaited, and a transaction may await between its statements.

export type DrizzleAsync = SqliteRemoteDatabase<typeof schema>;

/** The app's database: Drizzle's async interface, the raw-SQL seam and the connection's end. */
export type AsyncAppDatabase = DrizzleAsync & {
  /** Hand-written SQL through the same lock (job engine, tick, imports). */
  readonly $sql: RawSql;
  /** The dialect this connection speaks, for the seams of dialect/ only (FTS5, rowid ranges). */
  readonly $dialect: 'sqlite' | 'postgres';
  /** The synchronous connection, for the driver's own modules (migrations, backups) only; SQLite only. */
  readonly $client: Database.Database;
  /** Synchronous work on the connection, in turn with every other statement (migrations). */
  $withConnection<T>(work: (sqlite: Database.Database) => T): Promise<T>;
  close(): Promise<void>;
};

/** What a `run` answers: the rows Drizzle expects plus SQLite's own counts (the `.changes` seam). */
export type RunResult = WriteResult & { rows: unknown[] };

export type Method = 'run' | 'all' | 'values' | 'get';
type Owner = { ticket: symbol; tx: Parameters<Parameters<DrizzleAsync['transaction']>[0]>[0] | null };

/** Runs one statement the way sqlite-proxy expects its answer: array rows, `rows` for get. */
function executeForDrizzle(
  prepare: (sql: string) => Database.Statement,
  sql: string,
  params: unknown[],
  method: Method,
) {
  const statement = prepare(sql);
  if (method === 'run' || !statement.reader) {
    const { changes, lastInsertRowid } = statement.run(...params);
    return { rows: [], changes, lastInsertRowid } satisfies RunResult;
  }
  const raw = statement.raw(true);
  if (method === 'get') return { rows: raw.get(...params) as unknown[] };
  return { rows: raw.all(...params) as unknown[][] };
}

/**
 * Wraps an open better-sqlite3 connection in Drizzle's async interface. A transaction holds the
 * connection across its awaits; statements from anyone else wait until it commits or rolls back.
 * AsyncLocalStorage tells the transaction's own statements from the others (as Kysely does).
 */
export function asyncDatabase(sqlite: Database.Database): AsyncAppDatabase {
  const prepare = statementCache(sqlite);
  const lock = new ConnectionLock();
  const owners = new ScopedStore<Owner>();
  const raw = rawStatements(prepare, sqlite);

  /** Whether the caller runs inside the transaction that holds the connection now. */
  const holdsConnection = () => lock.heldBy !== null && owners.get()?.ticket === lock.heldBy;

  /**
   * Runs `work` on the connection: at once when it is free or inside the caller's own transaction,
   * else in turn. At once is one synchronous try answered as a settled promise (no async frames, no
   * lock, no AsyncLocalStorage lookup while the connection is free: most statements of a request);
   * only a busy database falls back to the asynchronous retry (issue 29, ADR 082).
   */
  function onConnection<T>(work: () => T): Promise<T> {
    if (lock.heldBy === null || holdsConnection()) return runNow(work);
    return runInTurn(work);
  }

  async function runInTurn<T>(work: () => T): Promise<T> {
    const ticket = Symbol('statement');
    await lock.acquire(ticket);
    try {
      return await retryWhileBusy(work);
    } finally {
      lock.release();
    }
  }

  const executeArrays = (sql: string, params: unknown[], method: Method) =>
    onConnection(() => executeForDrizzle(prepare, sql, params, method));
  const executeObjects = (sql: string, params: unknown[], method: Method) =>
    onConnection(() => {
      if (method === 'get') return { rows: raw.get(sql, params) };
      if (method === 'all') return { rows: raw.all(sql, params) };
      return executeForDrizzle(prepare, sql, params, method);
    });
  const db = drizzle(executeArrays, { schema }) as DrizzleAsync;
  answerRawQueriesWithObjects(db, executeObjects);
  useLightTransactions(db);

  const transaction = db.transaction.bind(db);
  const asyncDb = db as AsyncAppDatabase;
  asyncDb.transaction = (async (callback, config) => {
    const mine = owners.get();
    // Inside a transaction already (a helper that opens its own): a savepoint of the outer one.
    if (mine !== undefined && lock.heldBy === mine.ticket && mine.tx) return mine.tx.transaction(callback);
    const ticket = Symbol('transaction');
    await lock.acquire(ticket);
    try {
      const owner: Owner = { ticket, tx: null };
      // IMMEDIATE: another process's writer is met at BEGIN, not half-way through.
      return await owners.run(owner, () =>
        transaction(
          (tx) => {
            owner.tx = tx;
            return callback(tx);
          },
          { behavior: 'immediate', ...config },
        ),
      );
    } finally {
      lock.release();
    }
  }) as DrizzleAsync['transaction'];

  registerWriter(asyncDb, {
    executeArrays,
    executeObjects,
    inTransaction: holdsConnection,
  });
  Object.assign(asyncDb, {
    $sql: {
      run: (sql, params) => onConnection(() => raw.run(sql, params)),
      get: <Row>(sql: string, params?: SqlParams) =>
        onConnection(() => raw.get(sql, params) as Row | undefined),
      all: <Row>(sql: string, params?: SqlParams) => onConnection(() => raw.all(sql, params) as Row[]),
      pluck: <Value>(sql: string, params?: SqlParams) =>
        onConnection(() => raw.pluck(sql, params) as Value[]),
      runMany: (sql, paramSets) => onConnection(() => raw.runMany(sql, paramSets)),
      exec: (sql) => onConnection(() => raw.exec(sql)),
    } satisfies RawSql as RawSql,
    $dialect: 'sqlite',
    $client: sqlite,
    $withConnection: <T>(work: (connection: Database.Database) => T) => onConnection(() => work(sqlite)),
    close: async () => {
      await onConnection(() => sqlite.close());
    },
  });
  return asyncDb;
}

export type ObjectRowsClient = (sql: string, params: unknown[], method: Method) => Promise<{ rows: unknown }>;

/**
 * `db.all(sql\`…\`)` and `db.get(sql\`…\`)` have no field list to map array rows with: Drizzle hands
 * back what the driver gives. Those one-off queries get rows as objects, as on every other driver.
 */
export function answerRawQueriesWithObjects(db: DrizzleAsync, objectRows: ObjectRowsClient) {
  const session = (
    db as unknown as { session: { prepareQuery: (...args: unknown[]) => { client: unknown } } }
  ).session;
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = (...args: unknown[]) => {
    const prepared = prepareQuery(...args);
    const [, fields, , , customResultMapper] = args;
    if (fields === undefined && customResultMapper === undefined) prepared.client = objectRows;
    return prepared;
  };
}

import { AsyncLocalStorage } from 'node:async_hooks';
import type Database from 'better-sqlite3';
import { drizzle, type SqliteRemoteDatabase } from 'drizzle-orm/sqlite-proxy';
import * as schema from './schema/index.ts';

// Drizzle's async SQLite interface over one better-sqlite3 connection (issue 29, the first step of
// the asynchronous data layer). Not wired into the app yet: areas still use openDatabase().

export type AsyncAppDatabase = SqliteRemoteDatabase<typeof schema>;

type Method = 'run' | 'all' | 'values' | 'get';

/** What a `run` answers: the rows Drizzle expects plus SQLite's own counts (the `.changes` seam). */
export type RunResult = { rows: unknown[]; changes: number; lastInsertRowid: number | bigint };

/** A FIFO lock: one holder at a time, the others wait in order. */
class ConnectionLock {
  private holder: symbol | null = null;
  private waiting: Array<() => void> = [];

  get heldBy(): symbol | null {
    return this.holder;
  }

  async acquire(owner: symbol): Promise<void> {
    if (this.holder === null) {
      this.holder = owner;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.holder = owner;
  }

  release(): void {
    const next = this.waiting.shift();
    this.holder = null;
    // The next waiter takes the lock before anyone else can see it free.
    if (next) {
      this.holder = Symbol('handover');
      next();
    }
  }
}

const STATEMENT_CACHE_SIZE = 500;

/** Prepares each SQL text once; the oldest is dropped when the cache is full. */
function statementCache(sqlite: Database.Database) {
  const cache = new Map<string, Database.Statement>();
  return (sql: string): Database.Statement => {
    let statement = cache.get(sql);
    if (statement) return statement;
    statement = sqlite.prepare(sql);
    if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(sql, statement);
    return statement;
  };
}

/** Runs one statement the way sqlite-proxy expects its answer: array rows, `rows` for get. */
function execute(
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
  const owner = new AsyncLocalStorage<symbol>();

  const db = drizzle(
    async (sql, params, method) => {
      const mine = owner.getStore();
      if (mine !== undefined && lock.heldBy === mine) return execute(prepare, sql, params, method);
      if (lock.heldBy === null) return execute(prepare, sql, params, method);
      const ticket = Symbol('statement');
      await lock.acquire(ticket);
      try {
        return execute(prepare, sql, params, method);
      } finally {
        lock.release();
      }
    },
    { schema },
  );

  const transaction = db.transaction.bind(db);
  db.transaction = (async (callback, config) => {
    const mine = owner.getStore();
    if (mine !== undefined && lock.heldBy === mine) {
      throw new Error('db.transaction inside a transaction: use the tx you were given (a savepoint)');
    }
    const ticket = Symbol('transaction');
    await lock.acquire(ticket);
    try {
      // IMMEDIATE: another process's writer is met at BEGIN, not half-way through.
      return await owner.run(ticket, () => transaction(callback, { behavior: 'immediate', ...config }));
    } finally {
      lock.release();
    }
  }) as typeof db.transaction;

  return db;
}

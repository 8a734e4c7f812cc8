import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { type AsyncAppDatabase, asyncDatabase } from './driver/async-sqlite.ts';
import { SYNC_BUSY_TIMEOUT_MS } from './driver/busy-retry.ts';
import { postgresDatabase } from './driver/pg/async-postgres.ts';
import { createPool } from './driver/pg/pool.ts';
import { startWalCheckpointer } from './driver/wal-checkpointer.ts';
import { ReadPool } from './read-pool/read-pool.ts';
import { attachReadPool } from './read-pool/reader.ts';

export type AppDatabase = AsyncAppDatabase;

/** The database or a transaction: the same calls work on both. */
export type Db = Pick<AppDatabase, 'select' | 'insert' | 'update' | 'delete'>;

/** A transaction as `db.transaction(async (tx) => …)` hands it over. */
export type Tx = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

/** Opens the SQLite file with WAL, foreign keys and a busy timeout: the connection under the async interface. */
export function openSqliteConnection(path: string): Database.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Another connection's write lock is waited for asynchronously (driver/busy-retry.ts).
  sqlite.pragma(`busy_timeout = ${SYNC_BUSY_TIMEOUT_MS}`);
  sqlite.pragma('synchronous = NORMAL');
  return sqlite;
}

/** Whether a DATABASE_URL-like value names a PostgreSQL server (postgres:// or postgresql://) rather than a SQLite file. */
export const isPostgresUrl = (pathOrUrl: string | undefined): pathOrUrl is string =>
  !!pathOrUrl && /^postgres(ql)?:\/\//i.test(pathOrUrl);

export interface OpenDatabaseOptions {
  /**
   * Worker threads that run heavy reads on a SQLite file (`readerOf(db)`, ADR 051); 0 or absent: none.
   * The server passes READ_POOL_SIZE (readPoolSizeOf). Ignored in memory and on PostgreSQL.
   */
  readPoolSize?: number;
}

/**
 * Opens the app's database: a postgres:// URL opens PostgreSQL through a pool (ADR 041), anything
 * else the SQLite file (created when missing). Every query through it is awaited.
 */
export function openDatabase(pathOrUrl: string, options: OpenDatabaseOptions = {}): AppDatabase {
  if (isPostgresUrl(pathOrUrl)) return postgresDatabase(createPool(pathOrUrl));
  const sqlite = openSqliteConnection(pathOrUrl);
  const db = asyncDatabase(sqlite);
  if (pathOrUrl === ':memory:') return db;
  checkpointedInBackground(db, sqlite, pathOrUrl);
  const size = options.readPoolSize ?? 0;
  if (size > 0)
    attachReadPool(db, new ReadPool(pathOrUrl, size, { onError: (message) => console.error(message) }));
  return db;
}

/**
 * The pool's size as the server sets it: READ_POOL_SIZE when set, else one worker per core but one, at
 * least one (ADR 051). ADR 056 had it off until a refused upload was answered reliably with the reads off
 * the request thread: the server's lingering close does that now (ADR 064).
 */
export const readPoolSizeOf = (configured: number | undefined, cores = availableParallelism()): number =>
  configured ?? Math.max(1, cores - 1);

/** The file's write-ahead log is checkpointed by a worker thread, never at a commit on this connection. */
function checkpointedInBackground(db: AppDatabase, sqlite: Database.Database, path: string): AppDatabase {
  sqlite.pragma('wal_autocheckpoint = 0');
  const checkpointer = startWalCheckpointer(path, (message) => console.error(message));
  const close = db.close.bind(db);
  db.close = async () => {
    await checkpointer.stop();
    await close();
  };
  return db;
}

import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import * as schema from './schema/index.ts';

export type AppDatabase = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/** The database or a transaction: the same calls work on both. */
export type Db = Pick<AppDatabase, 'select' | 'insert' | 'update' | 'delete'>;

/** Opens (creating when missing) the SQLite file with WAL, foreign keys and a busy timeout. */
export function openDatabase(path: string): AppDatabase {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return drizzle({ client: sqlite, schema }) as AppDatabase;
}

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { type AppDatabase, openDatabase } from './client.ts';
import { type AsyncAppDatabase, asyncDatabase } from './driver/async-sqlite.ts';
import { createPostgresTestDatabase } from './driver/pg/test-database.ts';
import { migrateConnection } from './migrate.ts';
import { ReadPool } from './read-pool/read-pool.ts';
import { attachReadPool } from './read-pool/reader.ts';

let template: Buffer | undefined;

/** The migrated schema, built once per test process and copied for every database after. */
function migratedTemplate(): Buffer {
  if (!template) {
    const sqlite = new Database(':memory:');
    migrateConnection(sqlite);
    template = sqlite.serialize();
    sqlite.close();
  }
  return template;
}

/**
 * The PostgreSQL cluster the suite runs on (ADR 041): LEADPATH_TEST_PG_URL, set by
 * scripts/postgres-cluster.mjs, once LEADPATH_TEST_ENGINE=postgres opts the suite in. Unset: SQLite.
 */
export function postgresTestUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.LEADPATH_TEST_ENGINE === 'postgres' ? env.LEADPATH_TEST_PG_URL : undefined;
}

/**
 * A fresh migrated database for one test: on SQLite an in-memory copy of the template, not a new
 * migration run; on PostgreSQL (postgresTestUrl) a copy of the template database, dropped on close().
 */
export function createTestDatabase(): AppDatabase {
  const postgresUrl = postgresTestUrl();
  if (postgresUrl) return createPostgresTestDatabase(postgresUrl);
  return createSqliteTestDatabase();
}

/** A fresh migrated SQLite database whatever the suite's engine: for tests of SQLite's own schema. */
export function createSqliteTestDatabase(): AppDatabase {
  const sqlite = new Database(migratedTemplate());
  sqlite.pragma('foreign_keys = ON');
  return asyncDatabase(sqlite);
}

export { insertLeads, insertTeam, insertUser } from './factories.ts';

/**
 * A fresh migrated SQLite file with a real read pool (ADR 051): what the server opens, for tests of
 * the pool and of the reads it takes. In-memory test databases have no pool (workers cannot share
 * them), so their reads stay on the one connection. close() deletes the file.
 */
export function createFileTestDatabase(
  options: { readPoolSize?: number; workerSetup?: string } = {},
): AppDatabase {
  const folder = mkdtempSync(join(tmpdir(), 'leadpath-test-'));
  const path = join(folder, 'app.db');
  writeFileSync(path, migratedTemplate());
  const size = options.readPoolSize ?? 2;
  const db = openDatabase(path, { readPoolSize: options.workerSetup ? 0 : size });
  // A test that stops a worker mid-statement runs its own source in each worker (ReadPoolOptions).
  if (options.workerSetup)
    attachReadPool(db as AsyncAppDatabase, new ReadPool(path, size, { workerSetup: options.workerSetup }));
  const close = db.close.bind(db);
  db.close = async () => {
    await close();
    rmSync(folder, { recursive: true, force: true });
  };
  return db;
}

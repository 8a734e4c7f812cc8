import Database from 'better-sqlite3';
import type { AppDatabase } from './client.ts';
import { asyncDatabase } from './driver/async-sqlite.ts';
import { createPostgresTestDatabase } from './driver/pg/test-database.ts';
import { migrateConnection } from './migrate.ts';

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

import Database from 'better-sqlite3';
import type { AppDatabase } from './client.ts';
import { asyncDatabase } from './driver/async-sqlite.ts';
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

/** A fresh migrated in-memory database for one test: a copy of the template, not a new migration run. */
export function createTestDatabase(): AppDatabase {
  const sqlite = new Database(migratedTemplate());
  sqlite.pragma('foreign_keys = ON');
  return asyncDatabase(sqlite);
}

export { insertLeads, insertTeam, insertUser } from './factories.ts';

import { openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';

/** A fresh migrated in-memory database for one test file. */
export function createTestDatabase() {
  const db = openDatabase(':memory:');
  migrateDatabase(db);
  return db;
}

export { insertLeads, insertTeam, insertUser } from './factories.ts';

import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { AppDatabase } from './client.ts';

/** The committed drizzle-kit migrations at the repository root. */
export const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

export function migrateDatabase(db: AppDatabase): void {
  migrate(db, { migrationsFolder });
}

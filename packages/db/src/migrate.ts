import { fileURLToPath } from 'node:url';
import type Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { AppDatabase } from './client.ts';

/** The committed drizzle-kit migrations at the repository root. */
export const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** Applies the migrations not applied yet to a connection nobody else uses yet (the driver's own). */
export function migrateConnection(sqlite: Database.Database): void {
  migrate(drizzle({ client: sqlite }), { migrationsFolder });
}

/** Applies the migrations not applied yet, holding the connection while it does. */
export async function migrateDatabase(db: AppDatabase): Promise<void> {
  // The migrator opens its own transaction on the connection; no other statement runs meanwhile.
  await db.$withConnection(migrateConnection);
}

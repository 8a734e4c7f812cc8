import { fileURLToPath } from 'node:url';
import type Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { AppDatabase } from './client.ts';
import { BUSY_WAIT_MS } from './driver/busy-retry.ts';

/** The committed drizzle-kit migrations at the repository root. */
export const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** Applies the migrations not applied yet to a connection nobody else uses yet (the driver's own). */
export function migrateConnection(sqlite: Database.Database): void {
  // Startup, before any request: another process migrating at once is waited for the old way.
  const busyTimeout = sqlite.pragma('busy_timeout', { simple: true });
  sqlite.pragma(`busy_timeout = ${BUSY_WAIT_MS}`);
  try {
    migrate(drizzle({ client: sqlite }), { migrationsFolder });
  } finally {
    sqlite.pragma(`busy_timeout = ${busyTimeout}`);
  }
}

/** Applies the migrations not applied yet, holding the connection while it does. */
export async function migrateDatabase(db: AppDatabase): Promise<void> {
  // The migrator opens its own transaction on the connection; no other statement runs meanwhile.
  await db.$withConnection(migrateConnection);
}

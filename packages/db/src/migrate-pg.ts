import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/** PostgreSQL's drizzle-kit migrations (ADR 041): the derived baseline, then the custom ones. */
export const pgMigrationsFolder = fileURLToPath(new URL('../../../drizzle/pg', import.meta.url));

/** Two processes starting at once migrate one after the other (drizzle's migrator takes no lock). */
const MIGRATION_LOCK_KEY = 4_100_042;

/**
 * Applies PostgreSQL's migrations not applied yet to the database at `url` (postgres://…), on a
 * connection of its own. The app's database object hides its pool and translates every statement,
 * so this takes the URL, not the database.
 */
export async function migratePostgres(url: string): Promise<void> {
  if (typeof url !== 'string') {
    throw new TypeError('migratePostgres(url) takes the database URL (postgres://…), not an opened database');
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle({ client }), { migrationsFolder: pgMigrationsFolder });
  } finally {
    await client.end();
  }
}

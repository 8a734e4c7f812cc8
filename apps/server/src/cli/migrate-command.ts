import { isPostgresUrl, migrateDatabase, openDatabase } from '@leadpath/db';
import { migratePostgres } from '@leadpath/db/migrate-pg';
import { loadEnv } from '../env.ts';

/** `pnpm db:migrate` and `leadpath migrate`: the database the environment names, migrated. */
export async function migrateFromEnvironment(): Promise<void> {
  const env = loadEnv();
  if (isPostgresUrl(env.DATABASE_URL)) {
    await migratePostgres(env.DATABASE_URL);
    // The URL's host and database only: it may carry a password.
    const { host, pathname } = new URL(env.DATABASE_URL);
    console.info(`Migrated PostgreSQL ${host}${pathname}`);
    return;
  }
  const db = openDatabase(env.DATABASE_PATH);
  await migrateDatabase(db);
  await db.close();
  console.info(`Migrated ${env.DATABASE_PATH}`);
}

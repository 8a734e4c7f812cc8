import { hashPassword, type SecretBox, totpSecretPurpose } from '@leadpath/auth';
import {
  type AppDatabase,
  isPostgresUrl,
  migrateDatabase,
  type OpenDatabaseOptions,
  openDatabase,
  seedDemoData,
  users,
} from '@leadpath/db';
import { migratePostgres } from '@leadpath/db/migrate-pg';
import { count } from 'drizzle-orm';

/** Where the app's data lives: DATABASE_URL when it names PostgreSQL (ADR 041), else the SQLite file. */
export const databaseLocationOf = (env: { DATABASE_PATH: string; DATABASE_URL?: string }): string =>
  isPostgresUrl(env.DATABASE_URL) ? env.DATABASE_URL : env.DATABASE_PATH;

/** Opens the database at `location` (a SQLite path or a postgres:// URL) and applies its engine's migrations. */
export async function openMigratedDatabase(
  location: string,
  options: OpenDatabaseOptions = {},
): Promise<AppDatabase> {
  const db = openDatabase(location, options);
  // PostgreSQL's migrator takes the URL, not the database, whose pool is hidden behind the translation.
  if (isPostgresUrl(location)) await migratePostgres(location);
  else await migrateDatabase(db);
  return db;
}

/**
 * Opens the database and applies migrations. An empty one gets the demo data when `seed` says so
 * (demo-data-policy.ts decides); otherwise the log points the operator to the first-Admin page.
 */
export async function prepareDatabase(
  location: string,
  options: { seed: boolean; now: number; firstAdminUrl: string; secrets: SecretBox } & OpenDatabaseOptions,
): Promise<AppDatabase> {
  const db = await openMigratedDatabase(location, { readPoolSize: options.readPoolSize });
  const users_ = await db.select({ n: count() }).from(users).get();
  if (users_?.n) return db;
  if (options.seed) {
    const { created } = await seedDemoData(db, {
      now: options.now,
      hashPassword,
      sealTotpSecret: (userId, secret) => options.secrets.seal(secret, totpSecretPurpose(userId)),
    });
    console.info(JSON.stringify({ level: 'info', msg: 'seeded demo data', users: created }));
  } else {
    console.info(
      JSON.stringify({
        level: 'info',
        msg: `No users yet: open ${options.firstAdminUrl} to create the first Admin`,
      }),
    );
  }
  return db;
}

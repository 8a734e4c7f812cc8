import { hashPassword, type SecretBox, totpSecretPurpose } from '@leadpath/auth';
import { type AppDatabase, migrateDatabase, openDatabase, seedDemoData, users } from '@leadpath/db';
import { migratePostgres, namesPostgres } from '@leadpath/db/migrate-pg';
import { count } from 'drizzle-orm';

/**
 * Opens the database and applies migrations. An empty one gets the demo data when `seed` says so
 * (demo-data-policy.ts decides); otherwise the log points the operator to the first-Admin page.
 */
export async function prepareDatabase(
  path: string,
  options: { seed: boolean; now: number; firstAdminUrl: string; secrets: SecretBox },
): Promise<AppDatabase> {
  const db = openDatabase(path);
  // `path` is a postgres:// URL on PostgreSQL (ADR 041), whose migrator takes the URL, not the database.
  if (namesPostgres(path)) await migratePostgres(path);
  else await migrateDatabase(db);
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

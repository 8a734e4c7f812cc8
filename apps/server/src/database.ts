import { hashPassword } from '@leadpath/auth';
import { type AppDatabase, migrateDatabase, openDatabase, seedDemoData, users } from '@leadpath/db';
import { count } from 'drizzle-orm';

/** Opens the database, applies migrations and, when it holds no users, seeds the demo data. */
export async function prepareDatabase(
  path: string,
  options: { seed: boolean; now: number },
): Promise<AppDatabase> {
  const db = openDatabase(path);
  migrateDatabase(db);
  const users_ = db.select({ n: count() }).from(users).get();
  if (options.seed && !users_?.n) {
    const { created } = await seedDemoData(db, { now: options.now, hashPassword });
    console.info(JSON.stringify({ level: 'info', msg: 'seeded demo data', users: created }));
  }
  return db;
}

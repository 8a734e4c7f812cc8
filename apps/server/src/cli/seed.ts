import { hashPassword } from '@leadpath/auth';
import { migrateDatabase, openDatabase, seedDemoData, seedLargeLeads } from '@leadpath/db';
import { loadEnv } from '../env.ts';

const env = loadEnv();
const db = openDatabase(env.DATABASE_PATH);
migrateDatabase(db);
const { created } = await seedDemoData(db, { now: Date.now(), hashPassword });
console.info(`Seeded ${env.DATABASE_PATH}: ${created} new demo accounts`);
// `pnpm db:seed --large`: benchmark-sized leads for one account.
if (process.argv.includes('--large')) {
  const started = performance.now();
  const large = seedLargeLeads(db, { now: Date.now() });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(
    `Loaded ${large.prospects} prospects and ${large.companies} companies for ${large.email} in ${seconds}s`,
  );
}
db.$client.close();

import { hashPassword } from '@leadpath/auth';
import { migrateDatabase, openDatabase, seedDemoData } from '@leadpath/db';
import { loadEnv } from '../env.ts';

const env = loadEnv();
const db = openDatabase(env.DATABASE_PATH);
migrateDatabase(db);
const { created } = await seedDemoData(db, { now: Date.now(), hashPassword });
db.$client.close();
console.info(`Seeded ${env.DATABASE_PATH}: ${created} new demo accounts`);

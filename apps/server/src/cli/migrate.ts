import { migrateDatabase, openDatabase } from '@leadpath/db';
import { loadEnv } from '../env.ts';

const env = loadEnv();
const db = openDatabase(env.DATABASE_PATH);
await migrateDatabase(db);
await db.close();
console.info(`Migrated ${env.DATABASE_PATH}`);

// Shared by the GTM benches (gtm-audience.ts, gtm-scores.ts): the seeded account
// (one owner, companies with industries spread over them, prospects bulk-loaded). GTM_DB=<file> keeps
// the seeded database: seeded when the file is missing, reused (migrated, not seeded) when present, so
// a 1,000,000-prospect run is seeded once and measured many times.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppDatabase, migrateDatabase, openDatabase } from '../../packages/db/src/index.ts';
import { bulkInsertBenchProspects, insertBenchCompanies, insertBenchUser } from './scale-data.ts';

export const benchIndustries = [
  'Software',
  'SaaS',
  'Banking',
  'Retail',
  'Health',
  'Logistics',
  'Media',
  'Energy',
];

export type SeededAccount = {
  db: AppDatabase;
  owner: string;
  now: number;
  seeded: boolean;
  close(): Promise<void>;
};

type SeedOptions = {
  /** Marks the owner, so a kept database is found again. */
  email: string;
  prospects: number;
  companies: number;
  /** Sets the companies' facts after they are added (the bench's companies have none). */
  companyFacts: (raw: AppDatabase['$client'], owner: string) => void;
};

/** Opens GTM_DB (seeding it when missing) or a fresh temporary database removed on close. */
export async function openSeededAccount(options: SeedOptions): Promise<SeededAccount> {
  const kept = process.env.GTM_DB;
  const dir = kept ? null : mkdtempSync(join(tmpdir(), 'leadpath-gtm-'));
  const file = kept ?? join(dir!, 'gtm.db');
  const reuse = existsSync(file);
  const db = openDatabase(file);
  await migrateDatabase(db);
  const raw = db.$client;
  const now = Date.now();
  const close = async () => {
    await db.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
  if (reuse) {
    const owner = raw.prepare('select id from users where email = ?').pluck().get(options.email) as
      | string
      | undefined;
    if (!owner) throw new Error(`GTM_DB ${file} has no account ${options.email}: remove it to seed it again`);
    return { db, owner, now, seeded: false, close };
  }
  const owner = insertBenchUser(raw, options.email);
  const companyIds = insertBenchCompanies(raw, owner, options.companies, now);
  options.companyFacts(raw, owner);
  const started = performance.now();
  bulkInsertBenchProspects(raw, owner, companyIds, 0, options.prospects, now);
  process.stderr.write(
    `seeded ${options.prospects} prospects in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
  raw.exec('analyze');
  return { db, owner, now, seeded: true, close };
}

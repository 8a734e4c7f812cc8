// Shared by the GTM benches (gtm-audience.ts, gtm-scores.ts): the seeded account
// (one owner, companies with industries spread over them, prospects bulk-loaded). GTM_DB=<file> keeps
// the seeded database: seeded when the file is missing, reused (migrated, not seeded) when present, so
// a 1,000,000-prospect run is seeded once and measured many times.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { playbookTemplates } from '../../packages/api/src/playbooks/templates.ts';
import { emptyProfile, type IdealCustomerProfile } from '../../packages/core/src/schemas/playbooks.ts';
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

export type SeedOptions = {
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

const sizes = ['1-10', '11-50', '51-200', '201-1000', '1000+'];
const locations = ['Paris', 'Berlin', 'London', 'New York', 'Austin', 'Madrid'];

/** gtm-audience.ts's account: `size` prospects over 10,000 companies, industries, sizes and locations spread. */
export const audienceAccount = (size: number): SeedOptions => ({
  email: `gtm-${size}@scale.test`,
  prospects: size,
  companies: 10_000,
  companyFacts: (raw, owner) =>
    raw
      .prepare(
        `update companies set industry = json_extract(?, '$[' || (rowid % ${benchIndustries.length}) || ']'),
         size = json_extract(?, '$[' || (rowid % ${sizes.length}) || ']'),
         location = json_extract(?, '$[' || (rowid % ${locations.length}) || ']') where owner_id = ?`,
      )
      .run(JSON.stringify(benchIndustries), JSON.stringify(sizes), JSON.stringify(locations), owner),
});

/** The profiles the audience benches time: broad, the first template, narrow, nobody, companies only. */
export function audienceProfiles(): [string, IdealCustomerProfile][] {
  const template = playbookTemplates[0]!;
  return [
    ['broad (empty profile)', emptyProfile()],
    [`template "${template.name}"`, template.profile],
    [
      'narrow (CFO at banks of 1000+)',
      { ...emptyProfile(), industries: ['Banking'], companySizes: ['1000+'], titles: ['CFO'] },
    ],
    ['no match (title "Astronaut")', { ...emptyProfile(), titles: ['Astronaut'] }],
    [
      'companies only (Software in Paris)',
      { ...emptyProfile(), industries: ['Software'], locations: ['Paris'] },
    ],
  ];
}

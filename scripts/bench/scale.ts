// pnpm bench:scale — issue 22's proof: the list, search, filter and count operations at 10k, 100k and
// 1M prospects for one account, beside another account of 100k, straight on the app's functions
// (no sockets). Sizes: SCALE_SIZES=10000,100000,1000000 (default) and SCALE_OTHER=100000.
// Prints a markdown table (median of 5 runs per operation, ms) and the growth ratio to the first size.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crmStateCounts } from '../../packages/api/src/prospects/crm-counts.ts';
import { listProspects, prospectTitles } from '../../packages/api/src/prospects/queries.ts';
import { leadsSummary } from '../../packages/api/src/prospects/summary.ts';
import { listProspectsSchema } from '../../packages/core/src/schemas/prospects.ts';
import { crmSyncTargetOf, migrateDatabase, openDatabase } from '../../packages/db/src/index.ts';
import { bulkInsertBenchProspects, insertBenchCompanies, insertBenchUser } from './scale-data.ts';
import { median } from './timing.ts';

export interface ScaleRow {
  name: string;
  /** Median ms per size, in the order of the sizes. */
  ms: number[];
}

function log(message: string) {
  process.stderr.write(`${message}\n`);
}

/** Seeds the sizes one after the other in one database and times every operation at each. */
type ScaleDatabase = ReturnType<typeof openDatabase>;
type Operation = [name: string, run: () => unknown];

/** Both accounts sync to a CRM connection, so the CRM counts join their links. */
function connectCrm(raw: ScaleDatabase['$client'], userIds: string[]): void {
  for (const userId of userIds) {
    raw.prepare("insert into crm_settings (user_id, enabled, provider) values (?, 1, 'hubspot')").run(userId);
    raw
      .prepare(
        "insert into user_integrations (id, user_id, provider_config_key, connection_id) values (?, ?, 'hubspot', ?)",
      )
      .run(crypto.randomUUID(), userId, `conn-${userId}`);
  }
}

/** What is timed at each size: the measured account's reads, and another account's search beside them. */
function scaleOperations(
  db: ScaleDatabase,
  ids: { big: string; other: string; company: string },
  otherSize: number,
  now: number,
): Operation[] {
  const { big, other, company } = ids;
  const list = (ownerId: string, input: Record<string, unknown>) =>
    listProspects(db, ownerId, listProspectsSchema.parse(input));
  return [
    ['list, first page', () => list(big, {})],
    ['search, 1 character, no match ("z")', () => list(big, { q: 'z' })],
    ['search, 2 characters, no match ("qz")', () => list(big, { q: 'qz' })],
    ['search "tay"', () => list(big, { q: 'tay' })],
    ['search with no match ("tayl0r-not-here")', () => list(big, { q: 'tayl0r-not-here' })],
    [
      `another account's search "tay" (${otherSize.toLocaleString('en')} rows of its own)`,
      () => list(other, { q: 'tay' }),
    ],
    ['filter by company', () => list(big, { companyId: company })],
    ['filter by status', () => list(big, { status: ['won'] })],
    ['filter by job title', () => list(big, { titles: ['CTO'] })],
    [
      'filter by status, title and company',
      () => list(big, { status: ['won'], titles: ['CTO'], companyId: company }),
    ],
    ['sort by last name, first page', () => list(big, { sort: 'lastName', direction: 'asc' })],
    ['dashboard summary', () => leadsSummary(db, big, now)],
    ['job-title filter menu', () => prospectTitles(db, big)],
    ['CRM sync stats', async () => crmStateCounts(db, big, await crmSyncTargetOf(db, big))],
  ];
}

/** Grows the measured account to `size` prospects (from `seeded`), a tenth of them synced, checkpointed. */
function growMeasuredAccount(
  raw: ScaleDatabase['$client'],
  big: string,
  companies: string[],
  rows: { seeded: number; size: number; now: number },
): void {
  const seedStart = performance.now();
  bulkInsertBenchProspects(raw, big, companies, rows.seeded, rows.size, rows.now);
  raw
    .prepare(
      `insert or ignore into crm_sync_links (owner_id, local_kind, local_id, provider, connection_id, external_id, synced_version, synced_at)
       select owner_id, 'prospect', id, 'hubspot', ?, 'ext-' || rowid, updated_at, updated_at from prospects where owner_id = ? and rowid % 10 = 0`,
    )
    .run(`conn-${big}`, big);
  // As the app leaves it: checkpointed, and no ANALYZE (the app never runs it; with sqlite_stat1 the
  // planner may build a Bloom filter over all crm_sync_links for each list page, ADR 028).
  raw.pragma('wal_checkpoint(TRUNCATE)');
  log(
    `seeded ${rows.size} prospects for the measured account in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );
}

export async function measureScale(sizes: number[], otherSize: number) {
  const dir = mkdtempSync(join(tmpdir(), 'leadpath-scale-'));
  const db = openDatabase(join(dir, 'scale.db'));
  await migrateDatabase(db);
  const raw = db.$client;
  const now = Date.now();
  const big = insertBenchUser(raw, 'big@scale.test');
  const other = insertBenchUser(raw, 'other@scale.test');
  connectCrm(raw, [big, other]);
  const started = performance.now();
  const otherCompanies = insertBenchCompanies(raw, other, Math.max(10, otherSize / 100), now);
  bulkInsertBenchProspects(raw, other, otherCompanies, 0, otherSize, now);
  log(
    `seeded ${otherSize} prospects for the other account in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const bigCompanies = insertBenchCompanies(raw, big, 10_000, now);
  const operations = scaleOperations(db, { big, other, company: bigCompanies[0]! }, otherSize, now);
  const rows: ScaleRow[] = operations.map(([name]) => ({ name, ms: [] }));
  let seeded = 0;
  for (const size of sizes) {
    growMeasuredAccount(raw, big, bigCompanies, { seeded, size, now });
    seeded = size;
    for (const [index, [name, run]] of operations.entries()) {
      const ms = await median(run, 7);
      rows[index]!.ms.push(ms);
      log(`  ${size}: ${name}: ${ms.toFixed(2)} ms`);
    }
  }
  await db.close();
  // SCALE_KEEP_DB=1 keeps the database for a look at the plans (its path is logged).
  if (process.env.SCALE_KEEP_DB) log(`kept ${join(dir, 'scale.db')}`);
  else rmSync(dir, { recursive: true, force: true });
  return rows;
}

const fmt = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(0));

export function scaleTable(sizes: number[], rows: ScaleRow[]): string[] {
  return [
    `| operation | ${sizes.map((s) => s.toLocaleString('en')).join(' | ')} | growth ${sizes.at(-1)!.toLocaleString('en')} / ${sizes[0]!.toLocaleString('en')} |`,
    `|---|${sizes.map(() => '---').join('|')}|---|`,
    ...rows.map(
      (row) =>
        `| ${row.name} | ${row.ms.map((ms) => `${fmt(ms)} ms`).join(' | ')} | ${(row.ms.at(-1)! / row.ms[0]!).toFixed(1)}× |`,
    ),
  ];
}

export const SCALE_SIZES = (process.env.SCALE_SIZES ?? '10000,100000,1000000').split(',').map(Number);
export const SCALE_OTHER = Number(process.env.SCALE_OTHER ?? 100_000);

/** The section of docs/benchmarks.md. */
export function scaleSection(sizes: number[], otherSize: number, rows: ScaleRow[]): string[] {
  return [
    '## At scale (issue 22)',
    '',
    `One account grows to ${sizes.map((s) => s.toLocaleString('en')).join(', ')} prospects (10,000 companies) beside another of ${otherSize.toLocaleString('en')};`,
    'a tenth of its prospects are linked in its CRM connection. Each operation calls the app function',
    'in process (no sockets); median of 7 runs after one warm-up, in ms. Target: every row within 2× of its',
    'first column. Names and titles hold no "z" and no "q", so "z" and "qz" match nothing.',
    '',
    ...scaleTable(sizes, rows),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await measureScale(SCALE_SIZES, SCALE_OTHER);
  process.stdout.write(`${scaleSection(SCALE_SIZES, SCALE_OTHER, rows).join('\n')}\n`);
}

// Issue 33's bulk enrichment proof, in process (no sockets), SQLite: an account of BENCH_ENRICH_PROSPECTS
// (default 100,000) prospects is enriched offline as runs of 10,000 (POST /api/prospects/enrich, the job
// engine works them) while another account's cheap signed-in GET runs in a loop. Prints the rules alone,
// the whole run's prospects/s, the GET's p99 idle and during, and the load average.
// Usage: node --import tsx scripts/bench/enrichment.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { ENRICH_CHUNK } from '../../packages/api/src/assist/enrichment/enrichment-run.ts';
import { MAX_ENRICH_SELECTION } from '../../packages/api/src/assist/enrichment/enrichment-schemas.ts';
import { findValues } from '../../packages/api/src/assist/enrichment/find-values.ts';
import { readInputs } from '../../packages/api/src/assist/enrichment/write-chunk.ts';
import { appJobHandlers } from '../../packages/api/src/job-handlers.ts';
import { runDueJobs } from '../../packages/api/src/jobs/run-due-jobs.ts';
import { createTestApp } from '../../packages/api/src/testing/test-app.ts';
import { migrateDatabase, openDatabase } from '../../packages/db/src/index.ts';
import { bulkInsertBenchProspects, insertBenchCompanies } from './scale-data.ts';

const log = (message: string) => process.stderr.write(`${message}\n`);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

/** Gives the seeded rows what enrichment finds in real lists: typed phones, full names, tracked URLs, places. */
function varyForEnrichment(sqlite: Database.Database, ownerId: string) {
  sqlite
    .prepare(
      `update companies set location = case rowid % 4 when 0 then 'Paris, France' when 1 then 'Austin, USA'
       when 2 then 'Berlin, Germany' else '' end where owner_id = ?`,
    )
    .run(ownerId);
  sqlite
    .prepare(
      `update prospects set
         phone = case rowid % 4 when 0 then '+33 6 12 34 56 78' when 1 then '(415) 555-2671'
           when 2 then '+44 20 7946 0958' else '' end,
         linkedin_url = case when rowid % 3 = 0 then linkedin_url || '/?trk=bench' else linkedin_url end,
         first_name = case when rowid % 5 = 0 then first_name || ' ' || last_name else first_name end,
         last_name = case when rowid % 5 = 0 then '' else last_name end,
         time_zone = null
       where owner_id = ?`,
    )
    .run(ownerId);
}

export interface EnrichmentBench {
  prospects: number;
  rulesPerSecond: number;
  seconds: number;
  perSecond: number;
  applied: number;
  values: number;
  idleP99Ms: number;
  duringP99Ms: number;
  probes: number;
  loadBefore: number[];
  loadAfter: number[];
}

type TestApp = ReturnType<typeof createTestApp>;

interface EnrichmentAccount {
  t: TestApp;
  db: ReturnType<typeof openDatabase>;
  dir: string;
  ownerId: string;
  ownerCookie: string;
  probeCookie: string;
  ids: string[];
}

/** A fresh database with the enriched account of `count` prospects and a second account that probes. */
async function seedEnrichmentAccount(count: number): Promise<EnrichmentAccount> {
  const dir = mkdtempSync(join(tmpdir(), 'leadpath-enrichment-'));
  const db = openDatabase(join(dir, 'enrichment.db'));
  await migrateDatabase(db);
  const t = createTestApp({ database: db });
  const owner = await t.createUser({ email: 'owner@enrich.test', name: 'Owner', role: 'Pro' });
  await t.createUser({ email: 'probe@enrich.test', name: 'Probe', role: 'Pro' });
  const ownerCookie = await t.signIn('owner@enrich.test');
  const probeCookie = await t.signIn('probe@enrich.test');
  const now = t.clock.now;
  log(`seeding ${count} prospects`);
  const sqlite = db.$client;
  const companies = insertBenchCompanies(sqlite, owner.id, 1000, now);
  bulkInsertBenchProspects(sqlite, owner.id, companies, 0, count, now);
  varyForEnrichment(sqlite, owner.id);
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  const ids = sqlite
    .prepare('select id from prospects where owner_id = ? order by rowid')
    .pluck()
    .all(owner.id) as string[];
  return { t, db, dir, ownerId: owner.id, ownerCookie, probeCookie, ids };
}

/** The rules alone, on rows already read: what the writes are compared with (prospects per second). */
async function rulesPerSecondOf(account: EnrichmentAccount): Promise<number> {
  const { db, ownerId, ids } = account;
  const inputs = [];
  for (let i = 0; i < ids.length; i += 500)
    inputs.push(...(await readInputs(db, ownerId, ids.slice(i, i + 500))));
  const started = performance.now();
  for (const input of inputs) findValues(input);
  return inputs.length / ((performance.now() - started) / 1000);
}

/** The probe's cheap GET every 2 ms until told to stop, timed from when each call was due. */
async function probeUntil(account: EnrichmentAccount, until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!until()) {
    // Timed from when the call was due: waiting behind someone else's work counts.
    const due = performance.now() + 2;
    await new Promise((resolve) => setTimeout(resolve, 2));
    const response = await account.t.request('/api/prospects/count', { cookie: account.probeCookie });
    await response.text();
    times.push(performance.now() - due);
  }
  return times;
}

/** Every prospect asked for as runs of the largest selection, then the job engine until nothing is due. */
async function enrichEveryone(
  account: EnrichmentAccount,
  handlers: ReturnType<typeof appJobHandlers>,
): Promise<void> {
  const { t, db, ids } = account;
  for (let i = 0; i < ids.length; i += MAX_ENRICH_SELECTION) {
    const json = { ids: ids.slice(i, i + MAX_ENRICH_SELECTION) };
    const response = await t.request('/api/prospects/enrich', {
      method: 'POST',
      cookie: account.ownerCookie,
      json,
    });
    if (response.status !== 200) throw new Error(`enrich: ${response.status} ${await response.text()}`);
  }
  for (;;) {
    const result = await runDueJobs({ db, handlers, now: () => t.clock.now, owner: 'bench', maxJobs: 100 });
    if (result.claimed === 0) break;
    if (result.retried + result.failed + result.dead > 0)
      throw new Error(`a run failed: ${JSON.stringify(result)}`);
  }
}

/** What the runs kept and applied; throws when a run did not finish. */
function enrichmentOutcome(account: EnrichmentAccount): { applied: number; values: number } {
  const sqlite = account.db.$client;
  const pluck = (sql: string) => sqlite.prepare(sql).pluck().get(account.ownerId) as number;
  const unfinished = pluck("select count(*) from enrichment_runs where owner_id = ? and status <> 'done'");
  if (unfinished > 0) throw new Error(`${unfinished} runs did not finish`);
  return {
    applied: pluck("select count(*) from enrichment_values where owner_id = ? and status = 'applied'"),
    values: pluck('select count(*) from enrichment_values where owner_id = ?'),
  };
}

export async function measureEnrichment(
  count: number,
  handlersFor: (deps: TestApp['deps']) => ReturnType<typeof appJobHandlers> = appJobHandlers,
): Promise<EnrichmentBench> {
  const account = await seedEnrichmentAccount(count);
  const rulesPerSecond = await rulesPerSecondOf(account);
  let idleDone = false;
  setTimeout(() => {
    idleDone = true;
  }, 3000);
  const idle = await probeUntil(account, () => idleDone);

  const loadBefore = loadavg();
  let running = true;
  const during = probeUntil(account, () => !running);
  const started = performance.now();
  await enrichEveryone(account, handlersFor(account.t.deps));
  const seconds = (performance.now() - started) / 1000;
  running = false;
  const duringTimes = await during;
  const loadAfter = loadavg();
  const outcome = enrichmentOutcome(account);
  account.db.$client.close();
  rmSync(account.dir, { recursive: true, force: true });
  return {
    prospects: account.ids.length,
    rulesPerSecond,
    seconds,
    perSecond: account.ids.length / seconds,
    ...outcome,
    idleP99Ms: percentile(idle, 0.99),
    duringP99Ms: percentile(duringTimes, 0.99),
    probes: duringTimes.length,
    loadBefore,
    loadAfter,
  };
}

const load = (averages: number[]) => averages.map((n) => n.toFixed(1)).join(' ');

export function enrichmentLine(r: EnrichmentBench): string {
  return `bulk enrichment: ${r.prospects.toLocaleString('en')} prospects in ${r.seconds.toFixed(1)} s (${Math.round(r.perSecond).toLocaleString('en')}/s; the rules alone ${Math.round(r.rulesPerSecond).toLocaleString('en')}/s), ${r.values.toLocaleString('en')} values kept, ${r.applied.toLocaleString('en')} applied; cheap GET p99 idle ${r.idleP99Ms.toFixed(1)} ms, during ${r.duringP99Ms.toFixed(1)} ms (${(r.duringP99Ms / r.idleP99Ms).toFixed(1)}×, ${r.probes} calls); load ${load(r.loadBefore)} → ${load(r.loadAfter)}`;
}

/** The section of docs/benchmarks.md. */
export function enrichmentSection(r: EnrichmentBench): string[] {
  const pass = (ok: boolean) => (ok ? 'yes' : '**no**');
  const ratio = r.duringP99Ms / r.idleP99Ms;
  return [
    '## Bulk enrichment offline (issue 33, ADR 059)',
    '',
    `${r.prospects.toLocaleString('en')} prospects enriched by the embedded rules as runs of 10,000 on the job engine (chunks of ${ENRICH_CHUNK}: rules outside any`,
    "transaction, then one short write transaction each), SQLite, in process, while another account's cheap GET runs in a loop.",
    `Load average ${load(r.loadBefore)} before, ${load(r.loadAfter)} after: the machine is shared, so compare the ratio.`,
    '',
    '| prospects/s (target ≥ 2,000) | the rules alone /s | values kept | applied | cheap GET p99 idle ms | during ms | ratio (target ≤ 3×) |',
    '|---|---|---|---|---|---|---|',
    `| ${Math.round(r.perSecond).toLocaleString('en')} ${pass(r.perSecond >= 2000)} | ${Math.round(r.rulesPerSecond).toLocaleString('en')} | ${r.values.toLocaleString('en')} | ${r.applied.toLocaleString('en')} | ${r.idleP99Ms.toFixed(1)} | ${r.duringP99Ms.toFixed(1)} | ${ratio.toFixed(1)}× ${pass(ratio <= 3)} |`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureEnrichment(Number(process.env.BENCH_ENRICH_PROSPECTS ?? 100_000));
  process.stdout.write(`${enrichmentLine(result)}\n`);
  process.exit(0);
}

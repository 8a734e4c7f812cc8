// pnpm bench:engines — issue 31's point: the same REST reads and a PATCH, in process (no sockets), on
// SQLite and on PostgreSQL side by side in one run. One SQLite database is seeded (the demo accounts,
// then ENGINES_PROSPECTS prospects for pro@demo.test, default 100,000) and copied into a throw-away
// PostgreSQL cluster with the copy command's own function, so both engines hold the same rows.
// ENGINES_PROSPECTS=1000000 is the scale run on PostgreSQL (target: search, filter, count each under 10 ms).
// Seeding 1,000,000 takes ~10 minutes and the copy ~5: ENGINES_SQLITE=<file> keeps the seeded database
// (seeded when the file is missing), and ENGINES_POSTGRES_URL=<url of an empty or already copied database>
// keeps the copy, so a re-run on a quiet machine measures only.
// ENGINES_PROBE_TERMS=tay,taylor,19241 also searches those terms on both engines and times, on PostgreSQL,
// the search's route probe as ADR 060 ran it (the full trigram index) and as ADR 084 runs it (sampled
// indexes first), alternately in one run, with each one's count; then each term's whole search on
// PostgreSQL as ADR 092 left it and as it runs now (ADR 096), alternately, each answer checked against SQLite's.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { containsPattern } from '../../packages/api/src/lists/cursor.ts';
import { NARROW_SEARCH_MATCHES } from '../../packages/api/src/lists/search.ts';
import {
  createSecretBox,
  DEVELOPMENT_SECRETS_KEY,
  hashPassword,
  totpSecretPurpose,
} from '../../packages/auth/src/index.ts';
import { copySqliteToPostgres } from '../../packages/db/src/copy/copy-to-postgres.ts';
import { prospectSearchProbe } from '../../packages/db/src/dialect/search.ts';
import { migrateDatabase, openDatabase, seedDemoData, seedLargeLeads } from '../../packages/db/src/index.ts';
import { startPostgresCluster } from '../postgres-cluster.mjs';
import { benchOrigin, signedInBenchApp } from './engines-app.ts';
import { compareSearches, type SearchCompareRow } from './engines-search-compare.ts';

export interface EngineRow {
  name: string;
  /** Median µs per request on SQLite, then on PostgreSQL. */
  sqlite: number;
  postgres: number;
}

interface EngineTiming {
  name: string;
  us: number;
}

const origin = benchOrigin;
const ROUNDS = 5;
const ROUND_MS = 500;
const PROBE_ROUNDS = 21;
const probeTerms = (process.env.ENGINES_PROBE_TERMS ?? '').split(',').filter(Boolean);

function log(message: string) {
  process.stderr.write(`${message}\n`);
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** The SQLite database the run measures: demo accounts, then `prospects` leads for pro@demo.test. */
async function seedSqlite(path: string, prospects: number) {
  const db = openDatabase(path);
  await migrateDatabase(db);
  const secrets = createSecretBox(DEVELOPMENT_SECRETS_KEY);
  await seedDemoData(db, {
    now: Date.now(),
    hashPassword,
    sealTotpSecret: (userId, secret) => secrets.seal(secret, totpSecretPurpose(userId)),
  });
  await seedLargeLeads(db, { now: Date.now(), prospects, companies: Math.max(100, prospects / 10) });
  await db.close();
}

/** Whether a kept PostgreSQL database was copied already (the copy refuses a database holding rows). */
async function holdsProspects(url: string): Promise<boolean> {
  const db = openDatabase(url);
  try {
    const [n] = await db.$sql.pluck<number>(
      "select count(*)::int from information_schema.tables where table_name = 'prospects'",
      [],
    );
    if (!n) return false;
    const [rows] = await db.$sql.pluck<number>('select count(*)::int from prospects', []);
    return (rows ?? 0) > 0;
  } finally {
    await db.close();
  }
}

/** The requests each engine answers: reads of the Prospects list and one PATCH that alternates its value. */
function operations(prospectId: string): [string, (i: number) => Request][] {
  const get = (path: string) => () => new Request(`${origin}${path}`, { headers: { origin } });
  return [
    ['GET /api/prospects/count', get('/api/prospects/count')],
    ['GET /api/prospects (first page of 25)', get('/api/prospects?limit=25')],
    ['GET /api/prospects?q=tay (search)', get('/api/prospects?q=tay')],
    ...probeTerms
      .filter((term) => term !== 'tay')
      .map((term): [string, () => Request] => [
        `GET /api/prospects?q=${term} (search)`,
        get(`/api/prospects?q=${encodeURIComponent(term)}`),
      ]),
    ['GET /api/prospects?status=won (filter)', get('/api/prospects?status=won')],
    [
      'PATCH /api/prospects/{id} (title)',
      (i) =>
        new Request(`${origin}/api/prospects/${prospectId}`, {
          method: 'PATCH',
          headers: { origin, 'content-type': 'application/json' },
          body: JSON.stringify({ title: i % 2 ? 'Head of Sales' : 'VP Sales' }),
        }),
    ],
  ];
}

/** Median µs per request of each operation on one engine, after a warm-up. */
async function measureEngine(location: string, maxPerRound: number): Promise<EngineTiming[]> {
  // Both are migrated already: SQLite by the seed, PostgreSQL by the copy.
  const { db, app, cookie } = await signedInBenchApp(location);
  const page = await app.fetch(
    new Request(`${origin}/api/prospects?limit=1`, { headers: { cookie, origin } }),
  );
  const prospectId = ((await page.json()) as { items: { id: string }[] }).items[0]!.id;
  const timings: EngineTiming[] = [];
  for (const [name, request] of operations(prospectId)) {
    const send = async (i: number) => {
      const req = request(i);
      req.headers.set('cookie', cookie);
      const res = await app.fetch(req);
      if (!res.ok) throw new Error(`${name}: ${res.status} ${await res.text()}`);
      await res.text();
    };
    // The warm-up also sizes the rounds: about ROUND_MS each, so a slow request does not take minutes.
    const warmStart = performance.now();
    for (let i = 0; i < 5; i++) await send(i);
    const perRound = Math.max(
      3,
      Math.min(maxPerRound, Math.round((ROUND_MS * 5) / (performance.now() - warmStart))),
    );
    const rounds: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      for (let i = 0; i < perRound; i++) await send(i);
      rounds.push(((performance.now() - started) * 1000) / perRound);
    }
    rounds.sort((a, b) => a - b);
    timings.push({ name, us: rounds[Math.floor(ROUNDS / 2)]! });
    log(`  ${name}: ${timings.at(-1)!.us.toFixed(0)} µs`);
  }
  await db.close();
  return timings;
}

/** One term's route probe on PostgreSQL: median µs and count, on the full index and samples first. */
export interface ProbeRow {
  term: string;
  fullIndex: { us: number; n: number };
  samplesFirst: { us: number; n: number };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The route probe of each term for pro@demo.test, as ADR 060 wrote it (a count through the full trigram
 * index) and as the dialect writes it now (ADR 084), alternately so both see the same machine.
 */
async function measureProbes(url: string, terms: string[]): Promise<ProbeRow[]> {
  const db = openDatabase(url);
  try {
    const [owner] = await db.$sql.pluck<string>("select id from users where email = 'pro@demo.test'", []);
    const limit = NARROW_SEARCH_MATCHES + 1;
    const rows: ProbeRow[] = [];
    for (const term of terms) {
      const pattern = containsPattern(term);
      const statements = {
        fullIndex: () =>
          db.$sql.get<{ n: number | string }>(
            `select count(*) as n from (select 1 from prospects p where p.owner_id = ? and prospect_search_text(p.first_name, p.last_name, p.email, p.title) ilike ? escape '\\' limit ${limit}) as probe`,
            [owner, pattern],
          ),
        samplesFirst: () => db.get<{ n: number | string }>(prospectSearchProbe(owner!, pattern, limit)),
      };
      const timed = { fullIndex: [] as number[], samplesFirst: [] as number[] };
      const counts = { fullIndex: 0, samplesFirst: 0 };
      for (let round = -2; round < PROBE_ROUNDS; round++) {
        const order =
          round % 2 ? (['fullIndex', 'samplesFirst'] as const) : (['samplesFirst', 'fullIndex'] as const);
        for (const name of order) {
          const started = performance.now();
          const row = await statements[name]();
          // The first two rounds warm the cache and are not counted.
          if (round >= 0) timed[name].push((performance.now() - started) * 1000);
          counts[name] = Number(row?.n ?? 0);
        }
      }
      rows.push({
        term,
        fullIndex: { us: median(timed.fullIndex), n: counts.fullIndex },
        samplesFirst: { us: median(timed.samplesFirst), n: counts.samplesFirst },
      });
      log(
        `  probe ${term}: full index ${rows.at(-1)!.fullIndex.us.toFixed(0)} µs, samples first ${rows.at(-1)!.samplesFirst.us.toFixed(0)} µs`,
      );
    }
    return rows;
  } finally {
    await db.close();
  }
}

export interface EnginesResult {
  prospects: number;
  rows: EngineRow[];
  probes: ProbeRow[];
  searches: SearchCompareRow[];
  loadBefore: string;
  loadAfter: string;
}

export async function measureEngines(prospects: number, maxPerRound = 100): Promise<EnginesResult> {
  const loadBefore = load();
  const dir = mkdtempSync(join(tmpdir(), 'leadpath-engines-'));
  const keptUrl = process.env.ENGINES_POSTGRES_URL;
  const cluster = keptUrl ? null : await startPostgresCluster();
  const postgresUrl = keptUrl ?? cluster!.url;
  try {
    const sqlitePath = process.env.ENGINES_SQLITE ?? join(dir, 'engines.db');
    let started = performance.now();
    if (!existsSync(sqlitePath)) {
      await seedSqlite(sqlitePath, prospects);
      log(
        `seeded SQLite with ${prospects} prospects in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    started = performance.now();
    if (!(await holdsProspects(postgresUrl))) {
      await copySqliteToPostgres({ sqlitePath, postgresUrl });
      log(`copied into PostgreSQL in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    log('SQLite:');
    const sqlite = await measureEngine(sqlitePath, maxPerRound);
    log('PostgreSQL:');
    const postgres = await measureEngine(postgresUrl, maxPerRound);
    const probes = probeTerms.length > 0 ? await measureProbes(postgresUrl, probeTerms) : [];
    const searches =
      probeTerms.length > 0
        ? await compareSearches(sqlitePath, postgresUrl, [...new Set(['tay', ...probeTerms])], PROBE_ROUNDS)
        : [];
    const rows = sqlite.map((row, i) => ({ name: row.name, sqlite: row.us, postgres: postgres[i]!.us }));
    return { prospects, rows, probes, searches, loadBefore, loadAfter: load() };
  } finally {
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const ms = (us: number) => (us / 1000).toFixed(2);

/** The section of docs/benchmarks.md. */
export function enginesSection(result: EnginesResult): string[] {
  return [
    '## SQLite and PostgreSQL side by side (issue 31)',
    '',
    `The same requests in process (no sockets) on one seeded database (${result.prospects.toLocaleString('en-US')}`,
    'prospects for one account) and its copy in PostgreSQL on loopback; median of 5 rounds (about 0.5 s each) after a warm-up,',
    `ms per request. Load average ${result.loadBefore} before, ${result.loadAfter} after.`,
    '',
    '| request | SQLite | PostgreSQL | PostgreSQL / SQLite |',
    '|---|---|---|---|',
    ...result.rows.map(
      (row) =>
        `| ${row.name} | ${ms(row.sqlite)} ms | ${ms(row.postgres)} ms | ${(row.postgres / row.sqlite).toFixed(1)}× |`,
    ),
    ...(result.probes.length === 0
      ? []
      : [
          '',
          `The search's route probe on PostgreSQL, median of ${PROBE_ROUNDS} alternating runs (count up to ${NARROW_SEARCH_MATCHES + 1}):`,
          '',
          '| term | full index (ADR 060) | now (samples first, ADR 084; rare terms, ADR 088) | count, full / now |',
          '|---|---|---|---|',
          ...result.probes.map(
            (probe) =>
              `| ${probe.term} | ${ms(probe.fullIndex.us)} ms | ${ms(probe.samplesFirst.us)} ms | ${probe.fullIndex.n} / ${probe.samplesFirst.n} |`,
          ),
          '',
          `Whole searches on PostgreSQL, as ADR 092 left them and now (ADR 096), median of ${PROBE_ROUNDS} alternating requests each:`,
          '',
          '| GET /api/prospects?q= | ADR 092 | now | total | rows, total and cursor as SQLite |',
          '|---|---|---|---|---|',
          ...result.searches.map(
            (row) =>
              `| ${row.term} | ${ms(row.beforeUs)} ms | ${ms(row.afterUs)} ms | ${row.total} | ${row.sameAsSqlite ? 'yes' : '**no**'} |`,
          ),
        ]),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureEngines(Number(process.env.ENGINES_PROSPECTS ?? 100_000));
  process.stdout.write(`${enginesSection(result).join('\n')}\n`);
}

// Issue 30's table: a cheap signed-in GET's p99 while one heavy read loops, against its idle p99, on
// 100,000 prospects; the same server with the read pool off (READ_POOL_SIZE=0) and on, in one run.
// Usage: node --import tsx scripts/bench/read-pool.ts [seconds per row]
//   BENCH_DATABASE=/path/app.db reuses a database seeded by `pnpm db:seed --large`;
//   BENCH_POOL_SIZES=0,1,2 measures those READ_POOL_SIZE values (default: 0 and the number of cores).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { percentile } from '../../apps/server/src/stress/load-workload.ts';
import {
  signInOverHttp,
  startServerProcess,
  temporaryDatabasePath,
  UNLIMITED_REQUEST_RATE,
} from '../../apps/server/src/stress/server-process.ts';
import { readPoolSizeOf } from '../../packages/db/src/client.ts';

const seconds = Number(process.argv[2] ?? 6);
const log = (message: string) => process.stderr.write(`${message}\n`);

interface Heavy {
  name: string;
  path: string;
}

const listBatch = (n: number, q: string) =>
  `/trpc/${Array(n).fill('prospects.list').join(',')}?batch=1&input=${encodeURIComponent(
    JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [i, { q, limit: 100 }]))),
  )}`;

const HEAVY: Heavy[] = [
  { name: 'tRPC batch of 10 `prospects.list`, 2-character search', path: listBatch(10, 'zq') },
  { name: 'GET /api/prospects?q=%', path: '/api/prospects?q=%25&limit=100' },
  { name: 'CSV export of 100,000 prospects', path: '/api/prospects/export.csv' },
  { name: 'a 2-character search (GET /api/prospects?q=zq)', path: '/api/prospects?q=zq&limit=100' },
];

/** One GET to the end of its body; its time in ms. */
async function timed(url: string, cookie: string, origin: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie, origin } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

/** Calls `url` one at a time until `until`, 10 ms apart (the probe) or back to back (a heavy loop). */
async function loop(url: string, cookie: string, origin: string, until: number, pauseMs: number) {
  const times: number[] = [];
  while (Date.now() < until) {
    times.push(await timed(url, cookie, origin));
    if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return times;
}

interface Row {
  name: string;
  aloneMedianMs: number;
  p99: number;
  ratio: number;
  load: string;
}

/** Every heavy read in its own loop at the same time, against the probe: the issue's all-at-once row. */
async function allAtOnce(origin: string, heavyCookie: string, probeCookie: string, idleP99: number) {
  log('  all at once');
  const until = Date.now() + seconds * 1000;
  const [probed] = await Promise.all([
    loop(`${origin}/api/user-fetch`, probeCookie, origin, until, 10),
    ...HEAVY.map((heavy) => loop(`${origin}${heavy.path}`, heavyCookie, origin, until, 0)),
  ]);
  const p99 = percentile(probed, 99);
  return {
    name: 'all four at once',
    aloneMedianMs: Number.NaN,
    p99,
    ratio: p99 / Math.max(idleP99, 0.1),
    load: loadavg()[0]!.toFixed(1),
  };
}

async function measure(databasePath: string, poolSize: number) {
  const server = await startServerProcess(databasePath, {
    ...UNLIMITED_REQUEST_RATE,
    READ_POOL_SIZE: String(poolSize),
    JOB_RUNNER: 'off',
  });
  const origin = server.baseUrl;
  const heavyCookie = await signInOverHttp(origin, 'pro@demo.test');
  const probeCookie = await signInOverHttp(origin, 'starter@demo.test');
  const probeUrl = `${origin}/api/user-fetch`;
  // Warm-up: statement caches and the workers' page caches.
  for (const heavy of HEAVY) await timed(`${origin}${heavy.path}`, heavyCookie, origin);
  const idle = await loop(probeUrl, probeCookie, origin, Date.now() + seconds * 1000, 10);
  const idleP99 = percentile(idle, 99);
  const rows: Row[] = [];
  for (const heavy of HEAVY) {
    log(`  pool ${poolSize}: ${heavy.name}`);
    const alone = await loop(`${origin}${heavy.path}`, heavyCookie, origin, Date.now() + 2000, 0);
    const until = Date.now() + seconds * 1000;
    const [, probed] = await Promise.all([
      loop(`${origin}${heavy.path}`, heavyCookie, origin, until, 0),
      loop(probeUrl, probeCookie, origin, until, 10),
    ]);
    const p99 = percentile(probed, 99);
    rows.push({
      name: heavy.name,
      aloneMedianMs: percentile(alone, 50),
      p99,
      ratio: p99 / Math.max(idleP99, 0.1),
      load: loadavg()[0]!.toFixed(1),
    });
  }
  rows.push(await allAtOnce(origin, heavyCookie, probeCookie, idleP99));
  await server.stop();
  return { idleP99, idleLoad: loadavg()[0]!.toFixed(1), rows };
}

const databasePath = process.env.BENCH_DATABASE ?? temporaryDatabasePath();
if (!existsSync(databasePath)) {
  log(`seeding 100,000 prospects into ${databasePath}`);
  execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/seed.ts', '--large'], {
    env: { ...process.env, DATABASE_PATH: databasePath },
    stdio: 'inherit',
  });
}
// BENCH_POOL_SIZES=0,1,2 compares several sizes; by default off (0) and the server's default size.
const sizes = (process.env.BENCH_POOL_SIZES ?? `0,${readPoolSizeOf(undefined)}`).split(',').map(Number);
const runs: Array<{ size: number } & Awaited<ReturnType<typeof measure>>> = [];
for (const size of sizes) {
  log(`READ_POOL_SIZE=${size}`);
  runs.push({ size, ...(await measure(databasePath, size)) });
}
const each = (format: (run: (typeof runs)[number]) => string) => runs.map(format).join(' / ');

const lines = [
  `## Heavy reads against a cheap GET, read pool off and on (issue 30, ADR 051)`,
  '',
  `GET /api/user-fetch of another account, one call at a time: its p99 while one loop of each heavy read`,
  `runs for ${seconds} s, over its idle p99. The same server and database with READ_POOL_SIZE=${sizes.join(' then ')},`,
  `one run; load average (1 min) beside each row: the machine is shared. ${new Date().toISOString()}.`,
  '',
  `Idle p99 ms (READ_POOL_SIZE ${sizes.join(' / ')}): ${each((run) => `${run.idleP99.toFixed(1)} (load ${run.idleLoad})`)}.`,
  '',
  `| heavy read | alone, median ms | GET p99 ms | ratio | load |`,
  '|---|---|---|---|---|',
  ...runs[0]!.rows.map((row, index) => {
    const cells = (format: (at: Row) => string) => each((run) => format(run.rows[index]!));
    const alone = Number.isNaN(row.aloneMedianMs) ? '–' : cells((at) => at.aloneMedianMs.toFixed(0));
    return `| ${row.name} | ${alone} | ${cells((at) => at.p99.toFixed(1))} | ${cells((at) => `${at.ratio.toFixed(1)}×`)} | ${cells((at) => at.load)} |`;
  }),
  '',
  `Each cell: READ_POOL_SIZE ${sizes.join(' / ')}.`,
];
process.stdout.write(`${lines.join('\n')}\n`);

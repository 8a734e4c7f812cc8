// Issue 30's table: a cheap signed-in GET's p99 while one heavy read loops, against its idle p99, on
// 100,000 prospects; the same server with the read pool off (READ_POOL_SIZE=0) and on, in one run.
// Usage: node --import tsx scripts/bench/read-pool.ts [seconds per row]
//   BENCH_DATABASE=/path/app.db reuses a database seeded by `pnpm db:seed --large`.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { percentile } from '../../apps/server/src/stress/load-workload.ts';
import {
  signInOverHttp,
  startServerProcess,
  temporaryDatabasePath,
  UNLIMITED_REQUEST_RATE,
} from '../../apps/server/src/stress/server-process.ts';

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
const poolOn = Number(process.env.READ_POOL_SIZE ?? availableParallelism());
log('read pool off');
const off = await measure(databasePath, 0);
log(`read pool on (${poolOn} workers)`);
const on = await measure(databasePath, poolOn);

const lines = [
  `## Heavy reads against a cheap GET, read pool off and on (issue 30, ADR 051)`,
  '',
  `GET /api/user-fetch of another account, one call at a time: its p99 while one loop of each heavy read`,
  `runs for ${seconds} s, over its idle p99. The same server and database, READ_POOL_SIZE=0 then ${poolOn}, one run;`,
  `load average (1 min) beside each row: the machine is shared. ${new Date().toISOString()}.`,
  '',
  `Idle p99: ${off.idleP99.toFixed(1)} ms (off, load ${off.idleLoad}), ${on.idleP99.toFixed(1)} ms (on, load ${on.idleLoad}).`,
  '',
  '| heavy read | alone, median ms (off / on) | GET p99 ms (off / on) | ratio off | ratio on | load off / on |',
  '|---|---|---|---|---|---|',
  ...off.rows.map((row, index) => {
    const pooled = on.rows[index]!;
    return `| ${row.name} | ${row.aloneMedianMs.toFixed(0)} / ${pooled.aloneMedianMs.toFixed(0)} | ${row.p99.toFixed(1)} / ${pooled.p99.toFixed(1)} | ${row.ratio.toFixed(1)}× | ${pooled.ratio.toFixed(1)}× | ${row.load} / ${pooled.load} |`;
  }),
];
process.stdout.write(`${lines.join('\n')}\n`);

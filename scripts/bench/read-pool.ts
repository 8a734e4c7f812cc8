// Issue 30's table: a cheap signed-in GET's p99 while one heavy operation loops, against its idle p99, on
// 100,000 prospects; the same server with the read pool off (READ_POOL_SIZE=0) and on, in one run.
// Usage: node --import tsx scripts/bench/read-pool.ts [seconds per row]
//   BENCH_DATABASE=/path/app.db reuses a database seeded by `pnpm db:seed --large` (seeded there when missing);
//   BENCH_POOL_SIZES=0,1,2 measures those READ_POOL_SIZE values (default: 0 and the server's default);
//   BENCH_ROWS=reads|writes|all (default all): the heavy reads, the heavy writes (./write-rows.ts), or both;
//   BENCH_ONLY=<part of a row's name>[|<another>] runs only the rows whose name has one (and the all-at-once rows);
//   BENCH_SERVER_LOG=/path/server.log keeps the server's stderr; BENCH_PORT=<port> serves on that port
//   (the servers run one after another) instead of any free one;
//   BENCH_BASELINE=/path/to/another/checkout measures its server too, first (before and after in one run);
//   BENCH_PROBE_LOG=/path appends each probe call's start (ms since the epoch) and ms; BENCH_PROBE_ON_MAIN=1 probes
//   from the bench's main thread (as before ADR 095) instead of a thread of its own.
import { execFileSync } from 'node:child_process';
import { appendFileSync, copyFileSync, existsSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname } from 'node:path';
import { percentile } from '../../apps/server/src/stress/load-workload.ts';
import {
  signInOverHttp,
  startServerProcess,
  temporaryDatabasePath,
  UNLIMITED_REQUEST_RATE,
} from '../../apps/server/src/stress/server-process.ts';
import { readPoolSizeOf } from '../../packages/db/src/client.ts';
import { probeInThread } from './probe-thread.ts';
import { type HeavyOperation, uncapOutreach, writeOperations } from './write-rows.ts';

const seconds = Number(process.argv[2] ?? 6);
const log = (message: string) => process.stderr.write(`${message}\n`);
const rowsWanted = process.env.BENCH_ROWS ?? 'all';
const withReads = rowsWanted !== 'writes';
const withWrites = rowsWanted !== 'reads';

const listBatch = (n: number, q: string) =>
  `/trpc/${Array(n).fill('prospects.list').join(',')}?batch=1&input=${encodeURIComponent(
    JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [i, { q, limit: 100 }]))),
  )}`;

const HEAVY_READS = [
  { name: 'tRPC batch of 10 `prospects.list`, 2-character search', path: listBatch(10, 'zq') },
  { name: 'GET /api/prospects?q=%', path: '/api/prospects?q=%25&limit=100' },
  { name: 'CSV export of 100,000 prospects', path: '/api/prospects/export.csv' },
  { name: 'a 2-character search (GET /api/prospects?q=zq)', path: '/api/prospects?q=zq&limit=100' },
];

/** Probe calls that failed (a connection reset when the server's thread was held past its keep-alive). */
let failedProbes = 0;

/** One GET to the end of its body; its time in ms (a failed call counts with the time it took). */
async function timed(url: string, cookie: string, origin: string): Promise<number> {
  const started = performance.now();
  try {
    const response = await fetch(url, { headers: { cookie, origin } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  } catch (error) {
    failedProbes++;
    log(`  failed after ${(performance.now() - started).toFixed(0)} ms: ${String(error)}`);
  }
  return performance.now() - started;
}

/**
 * The probe: the cheap GET one call at a time until `until`, 10 ms apart, on a thread of its own
 * (./probe-thread.ts: on this thread the heavy loops' own work landed in its times). BENCH_PROBE_ON_MAIN=1
 * runs it on this thread as before (ADR 095), to compare.
 */
async function probe(url: string, cookie: string, origin: string, until: number): Promise<number[]> {
  if (process.env.BENCH_PROBE_ON_MAIN === '1') {
    const times: number[] = [];
    while (Date.now() < until) {
      times.push(await timed(url, cookie, origin));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return times;
  }
  const { times, failed } = await probeInThread(url, cookie, origin, until, 10);
  failedProbes += failed.length;
  for (const message of failed) log(`  ${message}`);
  return times;
}

/** Runs one heavy operation back to back until `until` (at least `minimum` times); each call's ms. */
async function loopOperation(operation: HeavyOperation, until: number, minimum = 0) {
  const times: number[] = [];
  while (Date.now() < until || times.length < minimum) {
    const started = performance.now();
    await operation.once();
    times.push(performance.now() - started);
  }
  return times;
}

const readOperation = (
  heavy: (typeof HEAVY_READS)[number],
  origin: string,
  cookie: string,
): HeavyOperation => ({
  name: heavy.name,
  once: async () => void (await timed(`${origin}${heavy.path}`, cookie, origin)),
});

interface Row {
  name: string;
  aloneMedianMs: number;
  p99: number;
  ratio: number;
  load: string;
}

/** Every heavy operation in its own loop at the same time, against the probe: the issue's all-at-once row. */
async function allAtOnce(
  name: string,
  operations: HeavyOperation[],
  origin: string,
  probeCookie: string,
  idleP99: number,
) {
  log(`  ${name}`);
  for (const operation of operations) await operation.setup?.();
  const until = Date.now() + seconds * 1000;
  const [probed] = await Promise.all([
    probe(`${origin}/api/user-fetch`, probeCookie, origin, until),
    ...operations.map((operation) => loopOperation(operation, until)),
  ]);
  for (const operation of operations) await operation.teardown?.();
  const p99 = percentile(probed, 99);
  return {
    name,
    aloneMedianMs: Number.NaN,
    p99,
    ratio: p99 / Math.max(idleP99, 0.1),
    load: loadavg()[0]!.toFixed(1),
  };
}

async function measure(databasePath: string, poolSize: number, root?: string) {
  const server = await startServerProcess(
    databasePath,
    {
      ...UNLIMITED_REQUEST_RATE,
      READ_POOL_SIZE: String(poolSize),
      // The write rows' sequence tick is the job runner's, in the server (the default of a single install).
      JOB_RUNNER: withWrites ? 'inline' : 'off',
      ...(process.env.BENCH_PORT ? { PORT: process.env.BENCH_PORT } : {}),
    },
    root,
  );
  // The server's own messages, for a row that fails (BENCH_SERVER_LOG=/path/server.log).
  const serverLog = process.env.BENCH_SERVER_LOG;
  if (serverLog) server.child.stderr?.on('data', (chunk) => appendFileSync(serverLog, chunk));
  // A row that throws must not leave the server running (with its job runner) behind the bench.
  try {
    return await measureRows(server.baseUrl, databasePath, poolSize);
  } finally {
    await server.stop();
  }
}

/** Every row against one running server: its idle p99, then each heavy operation, then all at once. */
async function measureRows(origin: string, databasePath: string, poolSize: number) {
  const heavyCookie = await signInOverHttp(origin, 'pro@demo.test');
  const probeCookie = await signInOverHttp(origin, 'starter@demo.test');
  const probeUrl = `${origin}/api/user-fetch`;
  const reads = withReads ? HEAVY_READS.map((heavy) => readOperation(heavy, origin, heavyCookie)) : [];
  const writes = withWrites ? writeOperations({ origin, cookie: heavyCookie, databasePath }) : undefined;
  // Warm-up: statement caches and the workers' page caches.
  for (const read of reads) await read.once();
  const idle = await probe(probeUrl, probeCookie, origin, Date.now() + seconds * 1000);
  const idleP99 = percentile(idle, 99);
  const rows: Row[] = [];
  const only = process.env.BENCH_ONLY;
  for (const operation of [...reads, ...(writes?.operations ?? [])]) {
    if (only && !only.split('|').some((part) => operation.name.includes(part))) continue;
    log(`  pool ${poolSize}: ${operation.name}`);
    await operation.setup?.();
    const aloneMs = operation.aloneMs
      ? await operation.aloneMs()
      : percentile(await loopOperation(operation, Date.now() + 2000, 3), 50);
    const until = Date.now() + seconds * 1000;
    const [, probed] = await Promise.all([
      loopOperation(operation, until),
      probe(probeUrl, probeCookie, origin, until),
    ]);
    await operation.teardown?.();
    const p99 = percentile(probed, 99);
    rows.push({
      name: operation.name,
      aloneMedianMs: aloneMs,
      p99,
      ratio: p99 / Math.max(idleP99, 0.1),
      load: loadavg()[0]!.toFixed(1),
    });
  }
  if (reads.length) rows.push(await allAtOnce('all four reads at once', reads, origin, probeCookie, idleP99));
  if (writes)
    rows.push(await allAtOnce('all five writes at once', writes.operations, origin, probeCookie, idleP99));
  writes?.close();
  return { idleP99, idleLoad: loadavg()[0]!.toFixed(1), rows };
}

const seededPath = process.env.BENCH_DATABASE ?? temporaryDatabasePath();
if (!existsSync(seededPath)) {
  log(`seeding 100,000 prospects into ${seededPath}`);
  execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/seed.ts', '--large'], {
    env: { ...process.env, DATABASE_PATH: seededPath },
    stdio: 'inherit',
  });
}
// The write rows add prospects, sequences and enrollments: each server runs on its own copy, so the
// seeded file (BENCH_DATABASE) is the same at the start of every run and a re-run does not reseed.
async function databaseForOneServer(): Promise<string> {
  if (!withWrites) return seededPath;
  const copy = temporaryDatabasePath();
  copyFileSync(seededPath, copy);
  await uncapOutreach(copy);
  return copy;
}
// BENCH_POOL_SIZES=0,1,2 compares several sizes; by default off (0) and the server's default size.
const sizes = (process.env.BENCH_POOL_SIZES ?? `0,${readPoolSizeOf(undefined)}`).split(',').map(Number);
// BENCH_BASELINE=/path/to/another/checkout (with its node_modules) measures its server first, at the
// first size: before and after a change in one run, on the same seeded data.
const baseline = process.env.BENCH_BASELINE;
const servers = [
  ...(baseline ? [{ label: `baseline ${sizes[0]}`, size: sizes[0]!, root: baseline }] : []),
  ...sizes.map((size) => ({ label: String(size), size, root: undefined })),
];
const runs: Array<{ label: string } & Awaited<ReturnType<typeof measure>>> = [];
for (const server of servers) {
  log(`READ_POOL_SIZE=${server.size}${server.root ? ` (${server.root})` : ''}`);
  const databasePath = await databaseForOneServer();
  runs.push({ label: server.label, ...(await measure(databasePath, server.size, server.root)) });
  if (withWrites) rmSync(dirname(databasePath), { recursive: true, force: true });
}
const labels = runs.map((run) => run.label).join(' / ');
const each = (format: (run: (typeof runs)[number]) => string) => runs.map(format).join(' / ');

const lines = [
  `## Heavy ${rowsWanted === 'all' ? 'reads and writes' : rowsWanted} against a cheap GET (issue 30, ADR 051, ADR 078)`,
  '',
  `GET /api/user-fetch of another account, one call at a time: its p99 while one loop of each heavy operation`,
  `runs for ${seconds} s, over its idle p99. The same database with READ_POOL_SIZE (server) ${labels},`,
  `one run; load average (1 min) beside each row: the machine is shared. ${new Date().toISOString()}.`,
  '',
  `Idle p99 ms (READ_POOL_SIZE ${labels}): ${each((run) => `${run.idleP99.toFixed(1)} (load ${run.idleLoad})`)}.`,
  '',
  `| heavy operation | alone, median ms | GET p99 ms | ratio | load |`,
  '|---|---|---|---|---|',
  ...runs[0]!.rows.map((row, index) => {
    const cells = (format: (at: Row) => string) => each((run) => format(run.rows[index]!));
    const alone = Number.isNaN(row.aloneMedianMs) ? '–' : cells((at) => at.aloneMedianMs.toFixed(0));
    return `| ${row.name} | ${alone} | ${cells((at) => at.p99.toFixed(1))} | ${cells((at) => `${at.ratio.toFixed(1)}×`)} | ${cells((at) => at.load)} |`;
  }),
  '',
  `Each cell: READ_POOL_SIZE ${labels}. Calls that failed (counted with their time): ${failedProbes}.`,
];
process.stdout.write(`${lines.join('\n')}\n`);

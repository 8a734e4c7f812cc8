// pnpm bench:throughput: only the throughput rows of `pnpm bench` (issue 29), on a database already
// seeded with `DATABASE_PATH=… pnpm db:seed --large`, and optionally another checkout beside this one:
//   DATABASE_PATH=/tmp/bench.db BENCH_BASELINE=/path/to/other/checkout pnpm bench:throughput
// Each app server gets its own copy of the database (the ceiling reads the first one's). Every row runs the ceiling, then each app, in turn,
// BENCH_ROUNDS times (default 2), the apps' order swapped each round, so before and after meet the
// same load on a shared machine; the 1-minute load average is printed beside each row, and each
// server's CPU time per request (Linux /proc), which a busy machine moves far less than req/s.
//   BENCH_SECONDS (default 5) per load; BENCH_PORT (default 3910): the ceiling's port, the apps the next ones.
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import {
  type ServerProcess,
  signInOverHttp,
  startServerProcess,
  UNLIMITED_REQUEST_RATE,
} from '../../apps/server/src/stress/server-process.ts';
import { type LoadResult, runLoad } from './load.ts';
import { type AppTarget, createBenchKey, floorLoad, throughputRows } from './throughput-rows.ts';

const log = (message: string) => process.stderr.write(`${message}\n`);
const source = process.env.DATABASE_PATH;
if (!source || !existsSync(source))
  throw new Error('DATABASE_PATH must name a seeded database (pnpm db:seed --large)');
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const firstPort = Number(process.env.BENCH_PORT ?? 3910);
const baselineRoot = process.env.BENCH_BASELINE;

/**
 * The CPU time a process has used so far, in µs (Linux /proc: user + system, all its threads). Per
 * request it varies far less with a busy machine than requests per second do.
 */
function cpuMicrosecondsOf(pid: number | undefined): number {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return Number.NaN;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
  return ((Number(fields[11]) + Number(fields[12])) / 100) * 1e6;
}

/** One load, and the server's CPU time per answer during it. */
async function measureLoad(options: Parameters<typeof runLoad>[0], pid: number | undefined): Promise<Result> {
  const before = cpuMicrosecondsOf(pid);
  const result = await runLoad(options);
  return { ...result, cpuPerRequest: (cpuMicrosecondsOf(pid) - before) / Math.max(1, result.requests) };
}

type Result = LoadResult & { cpuPerRequest: number };

const workDir = mkdtempSync(join(tmpdir(), 'lp-throughput-'));
/** A copy of the seeded database for one server: none sees another's writes or WAL. */
function copyOfDatabase(name: string): string {
  const path = join(workDir, `${name}.db`);
  copyFileSync(source!, path);
  if (existsSync(`${source}-wal`)) copyFileSync(`${source}-wal`, `${path}-wal`);
  return path;
}

const reader = new Database(source, { readonly: true });
const ownerId = (reader.prepare("select id from users where email = 'pro@demo.test'").get() as { id: string })
  .id;
reader.close();

interface App {
  label: string;
  server: ServerProcess;
  target: AppTarget;
}
const apps: App[] = [];
const ceilingUrl = `http://127.0.0.1:${firstPort}`;
let ceiling: ChildProcess | undefined;
const roots = [
  ...(baselineRoot ? [{ label: 'baseline', root: baselineRoot }] : []),
  { label: 'this checkout', root: undefined },
];
try {
  for (const [index, { label, root }] of roots.entries()) {
    const databasePath = copyOfDatabase(`app-${index}`);
    const env = { ...UNLIMITED_REQUEST_RATE, PORT: String(firstPort + 1 + index) };
    const server = await startServerProcess(databasePath, env, root);
    const cookie = await signInOverHttp(server.baseUrl, 'pro@demo.test');
    const apiKey = await createBenchKey(server.baseUrl, cookie, databasePath, ownerId, log);
    apps.push({ label, server, target: { baseUrl: server.baseUrl, cookie, apiKey, durationSeconds } });
    // The ceiling reads the first app's copy, as in `pnpm bench`: the floor finds that app's session there.
    ceiling ??= spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/ceiling-server.ts'], {
      env: { ...process.env, DATABASE_PATH: databasePath, PORT: String(firstPort) },
      stdio: 'inherit',
    });
  }
  // A first load warms each server up (JIT, caches): the first round is not a cold start.
  for (const app of apps) await runLoad({ ...throughputRows(2)[0]!.app!(app.target)!, durationSeconds: 2 });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  process.stdout.write(`${tableOf(await measureRows())}\n`);
} finally {
  for (const app of apps) await app.server.stop();
  ceiling?.kill('SIGTERM');
  rmSync(workDir, { recursive: true, force: true });
}

interface Measured {
  name: string;
  ceiling: Result[];
  /** By app label: one result per round. */
  apps: Map<string, Result[]>;
  loads: string[];
}

async function measureRows(): Promise<Measured[]> {
  const measured: Measured[] = [];
  for (const row of throughputRows(durationSeconds)) {
    const result: Measured = { name: row.name, ceiling: [], apps: new Map(), loads: [] };
    for (let round = 0; round < rounds; round++) {
      result.loads.push(loadavg()[0]!.toFixed(1));
      log(`${row.name}, round ${round + 1}`);
      result.ceiling.push(await measureLoad(row.ceiling(ceilingUrl, ownerId), ceiling?.pid));
      // The reference row is the ceiling server's own signed-in count: measured once, with the first app's cookie.
      const inTurn = row.app === null ? apps.slice(0, 1) : round % 2 === 0 ? apps : [...apps].reverse();
      for (const app of inTurn) {
        const options = row.app
          ? row.app(app.target)
          : floorLoad(ceilingUrl, app.target.cookie, durationSeconds);
        if (options === null) continue;
        const results = result.apps.get(app.label) ?? [];
        // The floor is served by the ceiling's process.
        results.push(await measureLoad(options, row.app ? app.server.child.pid : ceiling?.pid));
        result.apps.set(app.label, results);
      }
    }
    measured.push(result);
  }
  return measured;
}

function tableOf(measured: Measured[]): string {
  const labels = apps.map((app) => app.label);
  const each = (results: Result[] | undefined, format: (result: Result) => string) =>
    results === undefined ? '–' : results.map(format).join(', ');
  const lines = [
    `Throughput, ${rounds} rounds of ${durationSeconds} s per load (50 connections), ${new Date().toISOString()}.`,
    `Apps: ${apps.map((app) => `${app.label} (${app.target.baseUrl})`).join(', ')}. Each cell lists the rounds.`,
    '',
    `| endpoint | ceiling req/s | ${labels.map((label) => `${label}: req/s (ratio to the ceiling) | ${label}: p99 ms | ${label}: server CPU µs per request`).join(' | ')} | ceiling: CPU µs per request | load (1 min) |`,
    `|---|---|${labels.map(() => '---|---|---|').join('')}---|---|`,
  ];
  for (const row of measured) {
    const cells = labels.map((label) => {
      const results = row.apps.get(label);
      const rates = results?.map(
        (result, round) =>
          `${Math.round(result.requestsPerSecond)} (${(result.requestsPerSecond / row.ceiling[round]!.requestsPerSecond).toFixed(2)})${result.non2xx + result.errors > 0 ? ` [${result.non2xx} non-2xx, ${result.errors} errors]` : ''}`,
      );
      return `${rates?.join(', ') ?? '–'} | ${each(results, (result) => String(result.p99))} | ${each(results, (result) => result.cpuPerRequest.toFixed(0))}`;
    });
    lines.push(
      `| ${row.name} | ${each(row.ceiling, (result) => String(Math.round(result.requestsPerSecond)))} | ${cells.join(' | ')} | ${each(row.ceiling, (result) => result.cpuPerRequest.toFixed(0))} | ${row.loads.join(', ')} |`,
    );
  }
  const count = measured[0]!;
  const floor = measured[1]!.apps.get(labels[0]!) ?? [];
  lines.push(
    '',
    `The app's count over the floor of a signed-in call (issue 29: ≥ 0.45), by round: ${labels
      .map(
        (label) =>
          `${label} ${(count.apps.get(label) ?? [])
            .map((result, round) => (result.requestsPerSecond / floor[round]!.requestsPerSecond).toFixed(2))
            .join(', ')}`,
      )
      .join('; ')}.`,
  );
  return lines.join('\n');
}

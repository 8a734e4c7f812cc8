// The single executable (issue 37): its size, and how long until /login answers 200, against
// `pnpm demo` on the same machine in the same run. Cold: a fresh home, so the first start writes its
// files to the cache; warm: the next starts. Part of `pnpm bench`; alone:
//   node --import tsx scripts/bench/binary-start.ts   (prints the section)
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort } from '../cluster.mjs';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const RUNS = 3;

export interface BinaryStart {
  sizeBytes: number;
  /** Fresh home (the files written to the cache) and an empty folder (the demo data seeded). */
  firstStartMs: number;
  /** The same folder again: the cache and the database exist. */
  restartMedianMs: number;
  demoFirstStartMs: number;
  demoRestartMedianMs: number;
}

/** Milliseconds from spawning `start(port)` to the first 200 on /login; the process is stopped after. */
async function timeToLogin(start: (port: number) => ChildProcess): Promise<number> {
  const port = await freePort();
  const began = performance.now();
  const child = start(port);
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`exited early with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/login`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ok) return Math.round(performance.now() - began);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The first start and the median of RUNS restarts of one server on one data folder. */
async function firstAndRestarts(start: (port: number) => ChildProcess) {
  const first = await timeToLogin(start);
  const restarts: number[] = [];
  for (let i = 0; i < RUNS; i += 1) restarts.push(await timeToLogin(start));
  return { first, restart: median(restarts) };
}

export async function measureBinaryStart(): Promise<BinaryStart> {
  execFileSync(process.execPath, ['scripts/build-binary.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  const folder = mkdtempSync(join(tmpdir(), 'lp-bench-binary-'));
  const executable = join(folder, 'leadpath');
  copyFileSync(join(repoRoot, 'dist', 'leadpath'), executable);
  mkdirSync(join(folder, 'home'));
  const env = { HOME: join(folder, 'home'), PATH: '/usr/bin:/bin', LOG_REQUESTS: 'false' };
  const binary = await firstAndRestarts((port) =>
    spawn(executable, ['demo', '--port', String(port)], { cwd: folder, env, stdio: 'ignore' }),
  );
  // `pnpm demo` with the web app already built (its stamp skips the build), on a database of its own.
  const demo = await firstAndRestarts((port) =>
    spawn(process.execPath, ['--import', 'tsx', 'scripts/demo.mjs'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_PATH: join(folder, 'pnpm-demo.db'),
        LOG_REQUESTS: 'false',
      },
      stdio: 'ignore',
    }),
  );
  const sizeBytes = statSync(executable).size;
  rmSync(folder, { recursive: true, force: true });
  return {
    sizeBytes,
    firstStartMs: binary.first,
    restartMedianMs: binary.restart,
    demoFirstStartMs: demo.first,
    demoRestartMedianMs: demo.restart,
  };
}

export function binaryStartSection(result: BinaryStart): string[] {
  return [
    '## One file: `dist/leadpath` (issue 37, ADR 055)',
    '',
    'Built by `pnpm build:binary`. Start: from spawning `leadpath demo` (or `pnpm demo`, the web app already built)',
    'to the first 200 on /login. First: an empty folder (the demo accounts and their data are seeded before the',
    `server listens) and, for the binary, a fresh home (its files written to the cache); restart: the median of ${RUNS}`,
    'on the same folder. Targets: under 120 MB, under 2 s.',
    '',
    '| | size | first start ms | restart ms (median) |',
    '|---|---|---|---|',
    `| \`leadpath demo\` | ${(result.sizeBytes / 1024 / 1024).toFixed(1)} MB | ${result.firstStartMs} | ${result.restartMedianMs} |`,
    `| \`pnpm demo\` | (a checkout and node_modules) | ${result.demoFirstStartMs} | ${result.demoRestartMedianMs} |`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(`${binaryStartSection(await measureBinaryStart()).join('\n')}\n`);
}

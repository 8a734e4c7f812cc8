// pnpm bench:web:compare <before dist> <after dist>: Lighthouse mobile of two builds of the web app in one
// run, alternating (before, after, before, ...) page by page and round by round, so a busy machine weighs
// on both alike. Prints each run's score, FCP, LCP, TBT and the load average, then the medians.
// Options: --rounds=3, --reports=<dir> (keeps every report's JSON), --pages=/dashboard,sequence (only
// those pages: /login, /dashboard, /dashboard/prospects, sequence), BENCH_WEB_PORTS=4712,4713.
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import {
  type ServerProcess,
  signInOverHttp,
  startServerProcess,
  temporaryDatabasePath,
} from '../../apps/server/src/stress/server-process.ts';
import { type LighthouseRun, lighthouseRun, sequencePagePath } from './lighthouse.ts';

const [beforeDist, afterDist] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (!beforeDist || !afterDist) {
  process.stderr.write(
    'usage: pnpm bench:web:compare <before dist> <after dist> [--rounds=3] [--reports=dir]\n',
  );
  process.exit(2);
}
const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const rounds = Number(option('rounds') ?? 3);
const reportsDir = option('reports');
const onlyPages = option('pages')?.split(',');
if (reportsDir) mkdirSync(reportsDir, { recursive: true });
const ports = (process.env.BENCH_WEB_PORTS ?? '').split(',').filter(Boolean);

interface Build {
  name: 'before' | 'after';
  server: ServerProcess;
  cookie: string;
  paths: string[];
}

/** One server per build, each on its own demo database, with the four pages a first visit opens. */
async function startBuild(name: Build['name'], dist: string, port: string | undefined): Promise<Build> {
  const server = await startServerProcess(temporaryDatabasePath(), {
    WEB_DIST_PATH: dist,
    ...(port ? { PORT: port } : {}),
  });
  const cookie = await signInOverHttp(server.baseUrl, 'pro@demo.test');
  const sequence = await sequencePagePath(server.baseUrl, cookie);
  const paths = ['/login', '/dashboard', '/dashboard/prospects', ...(sequence ? [sequence] : [])];
  return { name, server, cookie, paths };
}

const pageName = (path: string) => (path.startsWith('/dashboard/custom-outreach/') ? 'sequence' : path);
const load = () => loadavg()[0]!.toFixed(1);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const builds = [
  await startBuild('before', beforeDist, ports[0]),
  await startBuild('after', afterDist, ports[1]),
];
const results = new Map<string, LighthouseRun[]>();
try {
  process.stdout.write('round\tbuild\tpage\tscore\tFCP\tLCP\tTBT\tSI\tCLS\tload before → after\n');
  for (let round = 1; round <= rounds; round += 1)
    // The build that goes first changes each round.
    for (const pageIndex of [0, 1, 2, 3])
      for (const build of round % 2 ? builds : [...builds].reverse()) {
        const path = build.paths[pageIndex];
        if (!path || (onlyPages && !onlyPages.includes(pageName(path)))) continue;
        const loadBefore = load();
        const report = reportsDir
          ? join(reportsDir, `${build.name}-${pageName(path).replaceAll('/', '_')}-${round}.json`)
          : undefined;
        const run = lighthouseRun(
          `${build.server.baseUrl}${path}`,
          path === '/login' ? null : build.cookie,
          'mobile',
          report,
        );
        const key = `${build.name}\t${pageName(path)}`;
        if (run) results.set(key, [...(results.get(key) ?? []), run]);
        process.stdout.write(
          run
            ? `${round}\t${key}\t${run.score}\t${run.firstContentfulPaintMs}\t${run.largestContentfulPaintMs}\t${run.totalBlockingMs}\t${run.speedIndexMs}\t${run.layoutShift}\t${loadBefore} → ${load()}\n`
            : `${round}\t${key}\tfailed\n`,
        );
      }
  process.stdout.write('\nmedians\tbuild\tpage\tscore\tFCP\tLCP\tTBT\truns\n');
  for (const [key, runs] of results)
    process.stdout.write(
      `\t${key}\t${median(runs.map((run) => run.score))}\t${median(runs.map((run) => run.firstContentfulPaintMs))}\t${median(runs.map((run) => run.largestContentfulPaintMs))}\t${median(runs.map((run) => run.totalBlockingMs))}\t${runs.length}\n`,
    );
} finally {
  for (const build of builds) await build.server.stop();
}
process.exit(0);

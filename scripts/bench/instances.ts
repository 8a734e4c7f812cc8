// One instance against two behind nginx, on one PostgreSQL (issue 32): requests a second of the same
// signed-in reads through the balancer. Part of `pnpm bench`; alone:
//   node --import tsx scripts/bench/instances.ts   (prints the section)
import { cpus, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { signInOverHttp, UNLIMITED_REQUEST_RATE } from '../../apps/server/src/stress/server-process.ts';
import { startCluster } from '../cluster.mjs';
import { type LoadResult, runLoad } from './load.ts';

const READS = [
  { name: 'GET /api/prospects/count', path: '/api/prospects/count' },
  { name: 'GET /api/prospects?limit=25', path: '/api/prospects?limit=25' },
];

export interface InstancesResult {
  rows: { name: string; one: LoadResult; two: LoadResult }[];
  load: string;
}

async function readsThrough(count: number, durationSeconds: number): Promise<LoadResult[]> {
  const cluster = await startCluster({ count, env: { ...UNLIMITED_REQUEST_RATE, LOG_REQUESTS: 'false' } });
  try {
    const cookie = await signInOverHttp(cluster.url, 'pro@demo.test');
    const results: LoadResult[] = [];
    for (const read of READS)
      results.push(
        await runLoad({ url: `${cluster.url}${read.path}`, headers: { cookie }, durationSeconds }),
      );
    return results;
  } finally {
    await cluster.stop();
  }
}

export async function measureInstances(durationSeconds = 10): Promise<InstancesResult> {
  const one = await readsThrough(1, durationSeconds);
  const two = await readsThrough(2, durationSeconds);
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  return { rows: READS.map((read, i) => ({ name: read.name, one: one[i]!, two: two[i]! })), load };
}

export function instancesSection(result: InstancesResult): string[] {
  return [
    '## One instance or two behind nginx (issue 32)',
    '',
    '`scripts/cluster.mjs` on a throw-away PostgreSQL with the demo data: the same signed-in read through nginx,',
    `50 connections, one instance and then two. Target for reads: two at 1.8× one. This machine has ${cpus().length}`,
    `cores for the load generator, nginx, PostgreSQL and the instances together (load average after: ${result.load}).`,
    '',
    '| read | one instance req/s | p99 ms | two instances req/s | p99 ms | two ÷ one |',
    '|---|---|---|---|---|---|',
    ...result.rows.map(
      (row) =>
        `| ${row.name} | ${Math.round(row.one.requestsPerSecond)} | ${row.one.p99} | ${Math.round(row.two.requestsPerSecond)} | ${row.two.p99} | ${(row.two.requestsPerSecond / row.one.requestsPerSecond).toFixed(2)}× |`,
    ),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(`${instancesSection(await measureInstances()).join('\n')}\n`);
  process.exit(0);
}

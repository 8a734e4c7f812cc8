// The job engine's claim at growing table sizes (ADR 021): its cost must stay flat as the jobs table
// grows, thanks to the (status, run_at) index. Part of `pnpm bench`; alone:
// node --import tsx scripts/bench/job-claims.ts   (prints the section)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { claimDueJobs } from '../../packages/api/src/jobs/claim-jobs.ts';
import { markJobDone } from '../../packages/api/src/jobs/finish-job.ts';
import { runDueJobs } from '../../packages/api/src/jobs/run-due-jobs.ts';
import { migrateDatabase, openDatabase } from '../../packages/db/src/index.ts';

export interface JobClaimTiming {
  rows: number;
  claimMedianUs: number;
  claimP99Us: number;
  tickMedianUs: number;
  plan: string;
}

const BATCH = 10;
const SAMPLES = 200;
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

const percentile = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);

/**
 * Fills a jobs table to each size (half of the rows due, the oldest first; half due later) and times
 * claiming a batch of 10 (then marking it done), and a whole tick of one batch with a no-op handler.
 */
export async function measureJobClaims(sizes = [10_000, 100_000, 1_000_000]): Promise<JobClaimTiming[]> {
  const dir = mkdtempSync(join(tmpdir(), 'lp-bench-jobs-'));
  const db = openDatabase(join(dir, 'jobs.db'));
  await migrateDatabase(db);
  const insert = `INSERT INTO jobs (id, kind, payload, idempotency_key, status, run_at, attempts, max_attempts, created_at, updated_at)
     VALUES (?, 'bench', '{}', ?, 'queued', ?, 0, 5, ?, ?)`;
  // run_at spread 2 ms apart around NOW: the first half of the rows is due, the second half later.
  const fill = (size: number) =>
    db.transaction(async () => {
      for (let from = 0; from < size; from += 10_000) {
        const rows = Array.from({ length: Math.min(10_000, size - from) }, (_, k) => {
          const i = from + k;
          return [`job-${i}`, `key-${i}`, NOW - size + 2 * i, NOW, NOW];
        });
        await db.$sql.runMany(insert, rows);
      }
    });
  const timings: JobClaimTiming[] = [];
  try {
    for (const size of sizes) {
      await db.$sql.run('DELETE FROM jobs');
      await fill(size);
      await db.$sql.exec('PRAGMA optimize');
      const claims: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        const started = process.hrtime.bigint();
        const batch = await claimDueJobs(db, { owner: 'bench', now: NOW, leaseMs: 60_000, limit: BATCH });
        claims.push(Number(process.hrtime.bigint() - started) / 1000);
        for (const job of batch) await markJobDone(db, job, 'bench', NOW);
      }
      const ticks: number[] = [];
      const handlers = { bench: () => {} };
      for (let i = 0; i < 50; i++) {
        const started = process.hrtime.bigint();
        await runDueJobs({ db, handlers, now: () => NOW, owner: 'bench', batchSize: BATCH });
        ticks.push(Number(process.hrtime.bigint() - started) / 1000);
      }
      claims.sort((a, b) => a - b);
      ticks.sort((a, b) => a - b);
      const plan = (
        await db.$sql.all<{ detail: string }>(
          `EXPLAIN QUERY PLAN SELECT id FROM jobs WHERE status = 'queued' AND run_at <= ? ORDER BY run_at LIMIT ${BATCH}`,
          [NOW],
        )
      )
        .map((row) => row.detail)
        .join('; ');
      timings.push({
        rows: size,
        claimMedianUs: percentile(claims, 0.5),
        claimP99Us: percentile(claims, 0.99),
        tickMedianUs: percentile(ticks, 0.5),
        plan,
      });
    }
    return timings;
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function jobClaimsSection(timings: JobClaimTiming[]): string[] {
  return [
    '## Job engine: claiming due jobs as the table grows (issue 19, ADR 021)',
    '',
    `Each row: the jobs table filled to that size, half of it due and half due later; the median and p99 of ${SAMPLES} claims of a`,
    `batch of ${BATCH} due jobs (one write transaction: expired leases given back, then the oldest due taken), and the median of`,
    'a whole tick of one batch (claim, a no-op handler, each job marked done). Target: flat as the table grows.',
    '',
    '| rows in jobs | claim median µs | claim p99 µs | tick of one batch, median µs | plan of the due-jobs lookup |',
    '|---|---|---|---|---|',
    ...timings.map(
      (t) =>
        `| ${t.rows.toLocaleString('en')} | ${t.claimMedianUs} | ${t.claimP99Us} | ${t.tickMedianUs} | ${t.plan} |`,
    ),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(`${jobClaimsSection(await measureJobClaims()).join('\n')}\n`);
}

import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { claimDueJobs } from './claim-jobs.ts';
import { type JobOutcome, type RunJobOptions, runClaimedJob } from './run-job.ts';

export interface RunDueJobsOptions extends Omit<RunJobOptions, 'random'> {
  /** Jobs claimed (and run side by side) at a time; 10 by default. */
  batchSize?: number;
  /** Jobs run in this call at most, batch after batch; one batch by default. */
  maxJobs?: number;
  /** How long a claim holds a job (app-clock ms) before another runner may take it again; 5 minutes by default. */
  leaseMs?: number;
  /** [0, 1) for the retry jitter; Math.random by default. */
  random?: () => number;
  /** Asked before each batch; false stops (the runner lost the tick lease). */
  beforeBatch?: () => boolean | Promise<boolean>;
}

export type RunDueJobsResult = Record<JobOutcome, number> & { claimed: number };

export const DEFAULT_BATCH_SIZE = 10;
export const DEFAULT_JOB_LEASE_MS = 5 * 60_000;

/**
 * Claims due jobs in small batches (expired leases first given back), runs each batch's handlers,
 * records every outcome, and yields to the event loop between batches so requests go on being served.
 */
export async function runDueJobs(options: RunDueJobsOptions): Promise<RunDueJobsResult> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const maxJobs = options.maxJobs ?? batchSize;
  const leaseMs = options.leaseMs ?? DEFAULT_JOB_LEASE_MS;
  const runOptions: RunJobOptions = { ...options, random: options.random ?? Math.random };
  const result: RunDueJobsResult = {
    claimed: 0,
    done: 0,
    retried: 0,
    failed: 0,
    dead: 0,
    abandoned: 0,
    lost: 0,
  };
  while (result.claimed < maxJobs) {
    // Between batches, requests waiting for the event loop go first.
    if (result.claimed > 0) await yieldToEventLoop();
    if (options.beforeBatch && !(await options.beforeBatch())) break;
    const limit = Math.min(batchSize, maxJobs - result.claimed);
    const batch = await claimDueJobs(options.db, {
      owner: options.owner,
      now: options.now(),
      leaseMs,
      limit,
    });
    result.claimed += batch.length;
    const outcomes = await Promise.all(batch.map((job) => runClaimedJob(job, runOptions)));
    for (const outcome of outcomes) result[outcome] += 1;
    if (batch.length < limit) break;
  }
  return result;
}

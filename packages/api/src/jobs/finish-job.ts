import type { AppDatabase } from '@leadpath/db';
import type { ClaimedJob } from './claim-jobs.ts';

// Every update names the attempt it finishes (owner and attempt number): when the lease ran out and
// another runner took the job, the late outcome of the first attempt changes nothing.
const SAME_ATTEMPT = `id = @id AND status = 'running' AND lease_owner = @owner AND attempts = @attempts`;

type Attempt = { id: string; owner: string; attempts: number; now: number };

const SQL = {
  done: `UPDATE jobs SET status = 'done', lease_owner = NULL, lease_until = NULL, updated_at = @now,
       finished_at = @now WHERE ${SAME_ATTEMPT}`,
  retry: `UPDATE jobs SET status = 'queued', run_at = @runAt, last_error = @error, lease_owner = NULL,
       lease_until = NULL, updated_at = @now WHERE ${SAME_ATTEMPT}`,
  end: `UPDATE jobs SET status = @status, last_error = @error, lease_owner = NULL, lease_until = NULL,
       updated_at = @now, finished_at = @now WHERE ${SAME_ATTEMPT}`,
};

const attemptOf = (job: ClaimedJob, owner: string, now: number): Attempt => ({
  id: job.id,
  owner,
  attempts: job.attempts,
  now,
});

/** Marks the attempt done; false when it no longer held the job (its lease ran out and it was retaken). */
export async function markJobDone(
  db: AppDatabase,
  job: ClaimedJob,
  owner: string,
  now: number,
): Promise<boolean> {
  return (await db.$sql.run(SQL.done, attemptOf(job, owner, now))).changes === 1;
}

/** Queues the job again for `runAt`, keeping the error. */
export async function markJobRetry(
  db: AppDatabase,
  job: ClaimedJob,
  owner: string,
  now: number,
  error: string,
  runAt: number,
): Promise<boolean> {
  return (await db.$sql.run(SQL.retry, { ...attemptOf(job, owner, now), error, runAt })).changes === 1;
}

/** Ends the job: 'failed' (retrying cannot help) or 'dead' (its last attempt failed), keeping the error. */
export async function markJobEnded(
  db: AppDatabase,
  job: ClaimedJob,
  owner: string,
  now: number,
  error: string,
  status: 'failed' | 'dead',
): Promise<boolean> {
  return (await db.$sql.run(SQL.end, { ...attemptOf(job, owner, now), error, status })).changes === 1;
}

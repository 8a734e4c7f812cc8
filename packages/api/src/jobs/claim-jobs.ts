import type { AppDatabase } from '@leadpath/db';

/** A job a runner now holds: status 'running', its lease owner, its attempt counted. */
export interface ClaimedJob {
  id: string;
  kind: string;
  /** The payload as stored: JSON text. */
  payload: string;
  idempotencyKey: string;
  /** This attempt's number (1 the first time). */
  attempts: number;
  maxAttempts: number;
  runAt: number;
}

/** last_error of a job whose runner stopped (crashed, or hung past its lease) before finishing it. */
export const LEASE_EXPIRED_ERROR = 'The runner stopped before finishing this attempt (its lease ran out).';

const SQL = {
  // Few rows are 'running' at a time, so the (status, run_at) index keeps this small.
  expired: `SELECT id, attempts, max_attempts AS maxAttempts FROM jobs
       WHERE status = 'running' AND lease_until <= ? LIMIT ?`,
  requeue: `UPDATE jobs SET status = 'queued', run_at = @now, lease_owner = NULL, lease_until = NULL,
       last_error = @error, updated_at = @now WHERE id = @id AND status = 'running'`,
  bury: `UPDATE jobs SET status = 'dead', lease_owner = NULL, lease_until = NULL, last_error = @error,
       updated_at = @now, finished_at = @now WHERE id = @id AND status = 'running'`,
  // The inner SELECT walks the (status, run_at) index from its oldest due entry: its cost does
  // not grow with the rows queued for later or finished.
  claim: `UPDATE jobs SET status = 'running', attempts = attempts + 1, lease_owner = @owner,
       lease_until = @leaseUntil, updated_at = @now
       WHERE id IN (SELECT id FROM jobs WHERE status = 'queued' AND run_at <= @now ORDER BY run_at LIMIT @limit)
       RETURNING id, kind, payload, idempotency_key AS idempotencyKey, attempts,
       max_attempts AS maxAttempts, run_at AS runAt`,
};

export interface ClaimOptions {
  owner: string;
  now: number;
  leaseMs: number;
  limit: number;
}

/**
 * In one write transaction (BEGIN IMMEDIATE: a second process waits for it, never interleaves):
 * gives back the jobs whose lease ran out (queued again, or 'dead' when that was their last
 * attempt), then takes up to `limit` due jobs, oldest due first, for `owner` until now + leaseMs.
 */
export async function claimDueJobs(db: AppDatabase, options: ClaimOptions): Promise<ClaimedJob[]> {
  const claimed = await db.transaction(async () => {
    const expired = await db.$sql.all<{ id: string; attempts: number; maxAttempts: number }>(SQL.expired, [
      options.now,
      options.limit,
    ]);
    for (const job of expired) {
      const params = { id: job.id, now: options.now, error: LEASE_EXPIRED_ERROR };
      if (job.attempts >= job.maxAttempts) await db.$sql.run(SQL.bury, params);
      else await db.$sql.run(SQL.requeue, params);
    }
    return db.$sql.all<ClaimedJob>(SQL.claim, {
      owner: options.owner,
      now: options.now,
      leaseUntil: options.now + options.leaseMs,
      limit: options.limit,
    });
  });
  return claimed.sort((a, b) => a.runAt - b.runAt);
}

import type { AppDatabase } from '@leadpath/db';
import { type Sqlite, statementCache } from './statement-cache.ts';

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

function prepare(sqlite: Sqlite) {
  return {
    // Few rows are 'running' at a time, so the (status, run_at) index keeps this small.
    expired: sqlite.prepare<[number, number], { id: string; attempts: number; maxAttempts: number }>(
      `SELECT id, attempts, max_attempts AS maxAttempts FROM jobs
       WHERE status = 'running' AND lease_until <= ? LIMIT ?`,
    ),
    requeue: sqlite.prepare<{ id: string; now: number; error: string }>(
      `UPDATE jobs SET status = 'queued', run_at = @now, lease_owner = NULL, lease_until = NULL,
       last_error = @error, updated_at = @now WHERE id = @id AND status = 'running'`,
    ),
    bury: sqlite.prepare<{ id: string; now: number; error: string }>(
      `UPDATE jobs SET status = 'dead', lease_owner = NULL, lease_until = NULL, last_error = @error,
       updated_at = @now, finished_at = @now WHERE id = @id AND status = 'running'`,
    ),
    // The inner SELECT walks the (status, run_at) index from its oldest due entry: its cost does
    // not grow with the rows queued for later or finished.
    claim: sqlite.prepare<{ owner: string; now: number; leaseUntil: number; limit: number }, ClaimedJob>(
      `UPDATE jobs SET status = 'running', attempts = attempts + 1, lease_owner = @owner,
       lease_until = @leaseUntil, updated_at = @now
       WHERE id IN (SELECT id FROM jobs WHERE status = 'queued' AND run_at <= @now ORDER BY run_at LIMIT @limit)
       RETURNING id, kind, payload, idempotency_key AS idempotencyKey, attempts,
       max_attempts AS maxAttempts, run_at AS runAt`,
    ),
  };
}

const statementsOf = statementCache(prepare);

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
export function claimDueJobs(db: AppDatabase, options: ClaimOptions): ClaimedJob[] {
  const statements = statementsOf(db.$client);
  const claim = db.$client.transaction(() => {
    for (const job of statements.expired.all(options.now, options.limit)) {
      const params = { id: job.id, now: options.now, error: LEASE_EXPIRED_ERROR };
      if (job.attempts >= job.maxAttempts) statements.bury.run(params);
      else statements.requeue.run(params);
    }
    return statements.claim.all({
      owner: options.owner,
      now: options.now,
      leaseUntil: options.now + options.leaseMs,
      limit: options.limit,
    });
  });
  return claim.immediate().sort((a, b) => a.runAt - b.runAt);
}

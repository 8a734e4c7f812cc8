import type { AppDatabase } from '@leadpath/db';
import { type Sqlite, statementCache } from './statement-cache.ts';

const statementsOf = statementCache((sqlite: Sqlite) => ({
  // One statement, so atomic: taken when free, expired, or already this owner's (then renewed).
  take: sqlite.prepare<{ name: string; owner: string; now: number; until: number }>(
    `INSERT INTO engine_leases (name, owner, until) VALUES (@name, @owner, @until)
     ON CONFLICT (name) DO UPDATE SET owner = excluded.owner, until = excluded.until
     WHERE engine_leases.owner = excluded.owner OR engine_leases.until <= @now`,
  ),
  release: sqlite.prepare<[string, string]>('DELETE FROM engine_leases WHERE name = ? AND owner = ?'),
}));

export interface EngineLeaseRequest {
  /** The lease's name: 'job-tick' for the job runner's tick. */
  name: string;
  owner: string;
  now: number;
  /** How long it is held from now, unless renewed. */
  ttlMs: number;
}

/** Takes or renews a named lease; false while another owner holds it and it has not run out. */
export function takeEngineLease(db: AppDatabase, request: EngineLeaseRequest): boolean {
  const { name, owner, now, ttlMs } = request;
  return statementsOf(db.$client).take.run({ name, owner, now, until: now + ttlMs }).changes === 1;
}

/** Gives the lease up at once (a clean stop), so another process need not wait for it to run out. */
export function releaseEngineLease(db: AppDatabase, name: string, owner: string): void {
  statementsOf(db.$client).release.run(name, owner);
}

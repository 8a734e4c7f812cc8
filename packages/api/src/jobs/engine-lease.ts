import type { AppDatabase } from '@leadpath/db';

const SQL = {
  // One statement, so atomic: taken when free, expired, or already this owner's (then renewed).
  take: `INSERT INTO engine_leases (name, owner, until) VALUES (@name, @owner, @until)
     ON CONFLICT (name) DO UPDATE SET owner = excluded.owner, until = excluded.until
     WHERE engine_leases.owner = excluded.owner OR engine_leases.until <= @now`,
  release: 'DELETE FROM engine_leases WHERE name = ? AND owner = ?',
};

export interface EngineLeaseRequest {
  /** The lease's name: 'job-tick' for the job runner's tick. */
  name: string;
  owner: string;
  now: number;
  /** How long it is held from now, unless renewed. */
  ttlMs: number;
}

/** Takes or renews a named lease; false while another owner holds it and it has not run out. */
export async function takeEngineLease(db: AppDatabase, request: EngineLeaseRequest): Promise<boolean> {
  const { name, owner, now, ttlMs } = request;
  return (await db.$sql.run(SQL.take, { name, owner, now, until: now + ttlMs })).changes === 1;
}

/** Gives the lease up at once (a clean stop), so another process need not wait for it to run out. */
export async function releaseEngineLease(db: AppDatabase, name: string, owner: string): Promise<void> {
  await db.$sql.run(SQL.release, [name, owner]);
}

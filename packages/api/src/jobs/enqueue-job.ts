import { randomUUID } from 'node:crypto';
import { type Db, type JobRow, jobs } from '@leadpath/db';
import { eq } from 'drizzle-orm';

export const DEFAULT_MAX_ATTEMPTS = 5;

export interface EnqueueJobInput<Kind extends string = string, Payload = unknown> {
  kind: Kind;
  /** Stored as JSON; the handler receives it parsed. */
  payload: Payload;
  /** When it is due (epoch ms of the app clock); absent: now. */
  runAt?: number;
  /** Enqueueing an existing key changes nothing and returns that job; absent: a fresh key. */
  idempotencyKey?: string;
  /** Attempts before the job is 'dead'; absent: 5. */
  maxAttempts?: number;
}

/**
 * Records a job. It takes a transaction too, so an area can record the job together with the row
 * that calls for it: both or neither. Returns the job of that idempotency key, new or existing.
 */
export async function enqueueJob<Kind extends string, Payload>(
  db: Db,
  input: EnqueueJobInput<Kind, Payload>,
  now: number,
): Promise<JobRow> {
  const id = randomUUID();
  const idempotencyKey = input.idempotencyKey ?? `job:${id}`;
  const maxAttempts = input.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1)
    throw new Error(`maxAttempts must be a whole number of at least 1, got ${maxAttempts}`);
  await db
    .insert(jobs)
    .values({
      id,
      kind: input.kind,
      payload: JSON.stringify(input.payload ?? null),
      idempotencyKey,
      status: 'queued',
      runAt: new Date(input.runAt ?? now),
      attempts: 0,
      maxAttempts,
      createdAt: new Date(now),
      updatedAt: new Date(now),
    })
    .onConflictDoNothing({ target: jobs.idempotencyKey })
    .run();
  const job = await db.select().from(jobs).where(eq(jobs.idempotencyKey, idempotencyKey)).get();
  if (!job) throw new Error(`The job ${idempotencyKey} was neither recorded nor found`);
  return job;
}

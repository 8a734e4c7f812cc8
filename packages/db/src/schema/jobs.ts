import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Where a job is in its life: waiting (or waiting to retry), held by a runner, or finished. */
export type JobStatus = 'queued' | 'running' | 'done' | 'failed' | 'dead';

/**
 * The durable job engine's queue (ADR 021): background work (sends, syncs, webhook deliveries,
 * inbound polling) is recorded here before it is done. A runner claims a due row by setting it
 * 'running' with a lease; a row whose lease ran out is claimed again (its process died).
 */
export const jobs = sqliteTable(
  'jobs',
  {
    id: text().primaryKey(),
    kind: text().notNull(),
    /** The handler's input, as JSON text. */
    payload: text().notNull(),
    /** Enqueueing the same key again returns the job already recorded. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    status: text().$type<JobStatus>().notNull(),
    /** When the job is due (first run or next retry), from the app clock. */
    runAt: integer('run_at', { mode: 'timestamp_ms' }).notNull(),
    /** How many times a runner has started it. */
    attempts: integer().notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    lastError: text('last_error'),
    /** The runner holding a 'running' job, and until when; past it the job may be claimed again. */
    leaseOwner: text('lease_owner'),
    leaseUntil: integer('lease_until', { mode: 'timestamp_ms' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
    finishedAt: integer('finished_at', { mode: 'timestamp_ms' }),
  },
  (table) => [index('jobs_status_run_at_idx').on(table.status, table.runAt)],
);

/** Named leases: 'job-tick' is held by the one process whose runner ticks, until `until`. */
export const engineLeases = sqliteTable('engine_leases', {
  name: text().primaryKey(),
  owner: text().notNull(),
  until: integer({ mode: 'timestamp_ms' }).notNull(),
});

export type JobRow = typeof jobs.$inferSelect;

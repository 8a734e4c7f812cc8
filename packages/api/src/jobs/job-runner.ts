import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { AppDatabase } from '@leadpath/db';
import { releaseEngineLease, takeEngineLease } from './engine-lease.ts';
import type { JobHandlerMap } from './job-handlers.ts';
import {
  DEFAULT_JOB_LEASE_MS,
  type RunDueJobsOptions,
  type RunDueJobsResult,
  runDueJobs,
} from './run-due-jobs.ts';

export const TICK_LEASE_NAME = 'job-tick';

/** What a ticker gets each tick: the runner's name and a check that it still holds the tick lease. */
export interface TickerContext {
  owner: string;
  /** Renews the tick lease; false when another runner took it (the ticker should stop). */
  holdsLease: () => Promise<boolean>;
}

/**
 * Work run once per tick by the holder of the tick lease (the sequence engine's tick), before the
 * due jobs. It works in small batches and yields between them, so it never holds the event loop.
 */
export type Ticker = (context: TickerContext) => Promise<unknown>;

export interface JobRunnerOptions
  extends Pick<RunDueJobsOptions, 'batchSize' | 'leaseMs' | 'random' | 'backoff' | 'handlerTimeoutMs'> {
  db: AppDatabase;
  handlers: JobHandlerMap;
  /** The app clock: due times, leases and retries are read from it. */
  now: () => number;
  /** Names this runner in leases; host, process and a random part by default. */
  owner?: string;
  /** Real milliseconds between ticks once started; 1 s by default. */
  intervalMs?: number;
  /** Jobs one tick runs at most; 100 by default. */
  maxJobsPerTick?: number;
  /** How long the tick lease lasts unless renewed (app-clock ms); 30 s by default. */
  tickLeaseMs?: number;
  /** Told about a tick that threw (the database was busy past its timeout); stderr by default. */
  onError?: (error: unknown) => void;
  /** Run once per tick under the tick lease, before the due jobs; a ticker that throws is reported and the tick goes on. */
  tickers?: readonly Ticker[];
}

/** A tick's result: whether this runner held the tick lease, and what it ran. */
export type TickResult = { held: false } | ({ held: true } & RunDueJobsResult);

export interface JobRunner {
  readonly owner: string;
  /** Ticks every intervalMs of real time until stopped. */
  start(): void;
  /** Stops ticking, waits for the tick under way, and gives the tick lease up. */
  stop(): Promise<void>;
  /** One tick now: takes or renews the tick lease, then runs due jobs (tests call it directly). */
  tick(): Promise<TickResult>;
}

/**
 * The one tick of the job engine in a process. Only the holder of the 'job-tick' lease in the
 * database ticks, so two server processes on one database never both run it; the lease is renewed
 * before every batch and taken over by another process when it runs out.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const owner = options.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const { db, now } = options;
  const tickLeaseMs = options.tickLeaseMs ?? 30_000;
  const leaseMs = options.leaseMs ?? DEFAULT_JOB_LEASE_MS;
  const onError =
    options.onError ??
    ((error: unknown) =>
      console.error(JSON.stringify({ level: 'error', msg: 'job tick failed', error: String(error) })));
  const holdTickLease = () =>
    takeEngineLease(db, { name: TICK_LEASE_NAME, owner, now: now(), ttlMs: tickLeaseMs });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<TickResult> | undefined;

  async function tick(): Promise<TickResult> {
    if (!(await holdTickLease())) return { held: false };
    for (const ticker of options.tickers ?? []) {
      try {
        await ticker({ owner, holdsLease: holdTickLease });
      } catch (error) {
        onError(error);
      }
      if (!(await holdTickLease())) return { held: false };
    }
    const result = await runDueJobs({
      db,
      handlers: options.handlers,
      now,
      owner,
      batchSize: options.batchSize,
      maxJobs: options.maxJobsPerTick ?? 100,
      leaseMs,
      random: options.random,
      backoff: options.backoff,
      handlerTimeoutMs: options.handlerTimeoutMs ?? leaseMs,
      beforeBatch: holdTickLease,
    });
    return { held: true, ...result };
  }

  const tickOnce = () => {
    if (running) return; // the previous tick is still at work: skip, never overlap
    running = tick()
      .catch((error: unknown) => {
        onError(error);
        return { held: false } as const;
      })
      .finally(() => {
        running = undefined;
      });
  };

  return {
    owner,
    tick,
    start() {
      if (timer) return;
      timer = setInterval(tickOnce, options.intervalMs ?? 1000);
      tickOnce();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
      // Best effort at shutdown: the database may already be going away; the lease then expires on its own.
      await releaseEngineLease(db, TICK_LEASE_NAME, owner).catch((error: unknown) => {
        console.error(
          JSON.stringify({
            level: 'error',
            msg: 'job engine lease not released at stop; it expires by itself',
            error: String(error),
          }),
        );
      });
    },
  };
}

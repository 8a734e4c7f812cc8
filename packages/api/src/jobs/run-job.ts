import type { AppDatabase } from '@leadpath/db';
import { type BackoffOptions, DEFAULT_BACKOFF, retryDelayMs } from './backoff.ts';
import type { ClaimedJob } from './claim-jobs.ts';
import { markJobDone, markJobEnded, markJobRetry } from './finish-job.ts';
import { type JobHandlerMap, PermanentJobError } from './job-handlers.ts';

/** What became of one claimed job; 'lost': its lease ran out meanwhile and the outcome was dropped. */
export type JobOutcome = 'done' | 'retried' | 'failed' | 'dead' | 'abandoned' | 'lost';

export interface RunJobOptions {
  db: AppDatabase;
  handlers: JobHandlerMap;
  now: () => number;
  owner: string;
  random: () => number;
  backoff?: BackoffOptions;
  /** Real ms to wait for a handler before leaving the job to its lease; absent: no limit (the runner: leaseMs). */
  handlerTimeoutMs?: number;
}

const MAX_ERROR_LENGTH = 2000;
const HANDLER_TIMED_OUT = Symbol('handler timed out');

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message || error.name : String(error)).slice(0, MAX_ERROR_LENGTH);

/** Waits for the handler, or until `timeoutMs` real milliseconds passed (then aborts its signal). */
async function settle(
  work: Promise<void>,
  controller: AbortController,
  timeoutMs: number | undefined,
): Promise<typeof HANDLER_TIMED_OUT | undefined> {
  if (timeoutMs === undefined) return void (await work);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof HANDLER_TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(HANDLER_TIMED_OUT), timeoutMs);
    timer.unref();
  });
  try {
    if ((await Promise.race([work, timeout])) === HANDLER_TIMED_OUT) {
      controller.abort(new Error(`The job handler took longer than ${timeoutMs} ms`));
      return HANDLER_TIMED_OUT;
    }
  } finally {
    clearTimeout(timer);
  }
}

/** Runs one claimed job's handler and records the outcome: done, a retry later, failed or dead. */
export async function runClaimedJob(job: ClaimedJob, options: RunJobOptions): Promise<JobOutcome> {
  const { db, owner, now } = options;
  const end = async (status: 'failed' | 'dead', error: string): Promise<JobOutcome> =>
    (await markJobEnded(db, job, owner, now(), error, status)) ? status : 'lost';
  const handler = Object.hasOwn(options.handlers, job.kind) ? options.handlers[job.kind] : undefined;
  if (!handler) return end('failed', `No handler is registered for the job kind "${job.kind}".`);
  let payload: unknown;
  try {
    payload = JSON.parse(job.payload);
  } catch {
    return end('failed', 'The job payload is not valid JSON.');
  }
  const controller = new AbortController();
  let outcome: typeof HANDLER_TIMED_OUT | undefined;
  try {
    const work = Promise.resolve().then(() =>
      handler({
        jobId: job.id,
        kind: job.kind,
        payload,
        attempt: job.attempts,
        idempotencyKey: job.idempotencyKey,
        now,
        signal: controller.signal,
      }),
    );
    outcome = await settle(work, controller, options.handlerTimeoutMs);
  } catch (error) {
    if (error instanceof PermanentJobError) return end('failed', errorText(error));
    if (job.attempts >= job.maxAttempts) return end('dead', errorText(error));
    const at = now();
    const runAt = at + retryDelayMs(job.attempts, options.random, options.backoff ?? DEFAULT_BACKOFF);
    return (await markJobRetry(db, job, owner, at, errorText(error), runAt)) ? 'retried' : 'lost';
  }
  // Left 'running': the lease runs out and a later tick retries it, while this handler may still finish.
  if (outcome === HANDLER_TIMED_OUT) return 'abandoned';
  return (await markJobDone(db, job, owner, now())) ? 'done' : 'lost';
}

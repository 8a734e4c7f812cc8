/** What a handler is given for one attempt of one job. */
export interface JobContext<Payload> {
  jobId: string;
  kind: string;
  payload: Payload;
  /** 1 on the first run; a retry, or a run after a crashed one, counts up. */
  attempt: number;
  /**
   * The job's idempotency key: the handler records its intent under it first, then does the work,
   * then marks it done, so a second attempt after a crash can tell what the first one did.
   */
  idempotencyKey: string;
  /** The app clock. */
  now: () => number;
  /** Aborted when the runner gives up waiting (the lease is about to run out): stop and throw. */
  signal: AbortSignal;
}

export type JobHandler<Payload> = (job: JobContext<Payload>) => Promise<void> | void;

/** The handlers by job kind; the payload type of each kind is its handler's. */
// biome-ignore lint/suspicious/noExplicitAny: a map of handlers of different payload types
export type JobHandlerMap = Record<string, JobHandler<any>>;

/** The payload type of one kind of a handler map: `JobPayload<typeof handlers, 'webhook.deliver'>`. */
export type JobPayload<Handlers extends JobHandlerMap, Kind extends keyof Handlers> =
  Handlers[Kind] extends JobHandler<infer Payload> ? Payload : never;

/** Declares the handlers by kind; each handler's parameter types its kind's payload. */
export function defineJobHandlers<Handlers extends JobHandlerMap>(handlers: Handlers): Handlers {
  return handlers;
}

/** Thrown by a handler when retrying cannot help (the target is gone): the job ends 'failed' at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

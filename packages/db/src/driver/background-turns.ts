import { performance } from 'node:perf_hooks';
import { ScopedStore } from './scoped-store.ts';

/** A background chunk waits at most this long for requests to finish, so bulk work always progresses. */
export const MAX_WAIT_MS = 50;

type Request = { counted: boolean };

/**
 * Counts the requests in flight on a database, so chunked bulk work (a delete of 500 prospects)
 * runs between requests rather than between the statements of one (issue 29: a cheap GET waited
 * for several chunks). Process memory on purpose: it shares out this process's one connection.
 */
export class ForegroundActivity {
  private inFlight = 0;
  private readonly requests = new ScopedStore<Request>();

  async duringRequest<T>(work: () => Promise<T>): Promise<T> {
    const request: Request = { counted: true };
    this.inFlight += 1;
    try {
      return await this.requests.run(request, work);
    } finally {
      if (request.counted) this.inFlight -= 1;
    }
  }

  /** The request that starts bulk work stops counting: two bulk deletes do not wait for each other. */
  leaveForeground(): void {
    const request = this.requests.get();
    if (request?.counted !== true) return;
    request.counted = false;
    this.inFlight -= 1;
  }

  async waitForOtherRequests(maxWaitMs = MAX_WAIT_MS): Promise<void> {
    const deadline = performance.now() + maxWaitMs;
    // A turn of the event loop first: a request that just arrived gets to issue its statements.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.inFlight > 0 && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  }
}

const activityOf = new WeakMap<object, ForegroundActivity>();

function activityFor(db: object): ForegroundActivity {
  let activity = activityOf.get(db);
  if (activity === undefined) {
    activity = new ForegroundActivity();
    activityOf.set(db, activity);
  }
  return activity;
}

/** Wraps one request's work so background chunks on the same database let it finish first. */
export function asForegroundRequest<T>(db: object, work: () => Promise<T>): Promise<T> {
  return activityFor(db).duringRequest(work);
}

/**
 * Runs one chunk of background work once the other requests in flight have finished (or after
 * MAX_WAIT_MS). Each chunk should be one short transaction.
 */
export async function backgroundTurn<T>(db: object, chunk: () => Promise<T>, maxWaitMs?: number): Promise<T> {
  const activity = activityFor(db);
  activity.leaveForeground();
  await activity.waitForOtherRequests(maxWaitMs);
  return chunk();
}

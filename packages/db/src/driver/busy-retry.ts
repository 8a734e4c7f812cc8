/** How long a statement waits for another connection's write lock before it gives up (as busy_timeout did). */
export const BUSY_WAIT_MS = 5000;
/** SQLite's own busy wait blocks the thread: kept short, the rest of the wait is asynchronous. */
export const SYNC_BUSY_TIMEOUT_MS = 20;

const isBusy = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  String((error as { code: unknown }).code).startsWith('SQLITE_BUSY');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs one statement; while another connection holds the write lock (SQLITE_BUSY), waits without
 * blocking the thread and tries again, up to `waitMs`. A transaction now spans awaits, so a blocking
 * wait would stall every request of this process, or deadlock two connections of one process.
 */
export async function retryWhileBusy<T>(work: () => T, waitMs = BUSY_WAIT_MS): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (let delay = 1; ; delay = Math.min(delay * 2, 50)) {
    try {
      return work();
    } catch (error) {
      if (!isBusy(error) || Date.now() >= deadline) throw error;
    }
    await sleep(delay);
  }
}

/**
 * Runs one statement at once and answers it as a settled promise; only SQLITE_BUSY goes on to
 * retryWhileBusy. The common case costs no async frame (a request runs several statements).
 */
export function runNow<T>(work: () => T): Promise<T> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return isBusy(error) ? retryWhileBusy(work) : Promise.reject(error);
  }
}

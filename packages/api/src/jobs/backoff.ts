export interface BackoffOptions {
  /** The delay before the first retry, before jitter. */
  baseMs: number;
  /** No delay grows beyond this. */
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 10_000, maxMs: 60 * 60_000 };

/**
 * How long to wait before the next attempt, after `attempt` attempts failed: the exponential delay
 * base × 2^(attempt − 1), capped, of which the upper half is random ("equal jitter"), so retries
 * of many jobs that failed together spread out yet each wait still grows. `random` returns [0, 1).
 */
export function retryDelayMs(attempt: number, random: () => number, options = DEFAULT_BACKOFF): number {
  const exponential = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, attempt - 1));
  const half = exponential / 2;
  return Math.round(half + random() * half);
}

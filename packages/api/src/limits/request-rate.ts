/**
 * Calls per minute the web app's callers may make (REST with the cookie, and /trpc), whatever they
 * call: a signed-in person per account, anyone else per address. API keys have their own limits.
 * Generous for people clicking; a script looping on the cookie gets 429 instead of the whole server.
 */
export interface RequestRateLimits {
  perUserPerMinute: number;
  perIpPerMinute: number;
}

export const DEFAULT_REQUEST_RATE_LIMITS: RequestRateLimits = { perUserPerMinute: 600, perIpPerMinute: 1200 };

export const REQUEST_RATE_WINDOW_MS = 60_000;

export const tooManyCalls = (seconds: number) =>
  `Too many requests. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;

export interface RequestRateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window starts over: RateLimit-Reset, and Retry-After when refused. */
  resetSeconds: number;
}

/**
 * Calls per key in fixed one-minute windows, in memory (per process) like the sign-in throttle.
 * A refused request counts nothing. Finished windows are swept once a minute, so idle keys cost nothing.
 */
export function createRequestRate() {
  const windows = new Map<string, { start: number; used: number }>();
  let sweptWindow = 0;

  return {
    /** Counts `cost` calls (a /trpc batch counts each of its calls) against `limit` per minute. */
    consume(key: string, limit: number, now: number, cost = 1): RequestRateDecision {
      const start = Math.floor(now / REQUEST_RATE_WINDOW_MS) * REQUEST_RATE_WINDOW_MS;
      if (start !== sweptWindow) {
        for (const [k, w] of windows) if (w.start !== start) windows.delete(k);
        sweptWindow = start;
      }
      const current = windows.get(key);
      const used = current?.start === start ? current.used : 0;
      const allowed = used + cost <= limit;
      if (allowed) windows.set(key, { start, used: used + cost });
      return {
        allowed,
        limit,
        remaining: Math.max(0, limit - used - (allowed ? cost : 0)),
        resetSeconds: Math.max(1, Math.ceil((start + REQUEST_RATE_WINDOW_MS - now) / 1000)),
      };
    },
  };
}

export type RequestRate = ReturnType<typeof createRequestRate>;

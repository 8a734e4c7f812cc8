import { DAY_MS } from '@leadpath/core';
import type { RateLimitSettings } from '@leadpath/core/schemas/api-access';
import type { apiRateLimitCounters, RateLimitWindow } from '@leadpath/db';

const windowMs: Record<RateLimitWindow, number> = { minute: 60_000, hour: 3_600_000, day: DAY_MS };
const limitOf: Record<RateLimitWindow, keyof RateLimitSettings> = {
  minute: 'requestsPerMinute',
  hour: 'requestsPerHour',
  day: 'requestsPerDay',
};

export interface RateLimitDecision {
  allowed: boolean;
  /** The window closest to running out: what RateLimit-Limit / -Remaining / -Reset report. */
  limit: number;
  remaining: number;
  /** Seconds until that window starts over. */
  resetSeconds: number;
  /** Seconds to wait when refused (the longest of the exhausted windows). */
  retryAfterSeconds: number;
  /** RateLimit-Policy: every window, e.g. 60;w=60, 1000;w=3600, 10000;w=86400. */
  policy: string;
}

type CounterRow = typeof apiRateLimitCounters.$inferSelect;

/** Where the counters of a key are read and written: plain queries, or the API key gate's prepared ones. */
export interface RateLimitStore {
  read(keyId: string): Promise<CounterRow[]>;
  write(keyId: string, window: RateLimitWindow, windowStart: number, count: number): Promise<void>;
}

/**
 * Counts one request of a key against its per-minute, per-hour and per-day fixed windows.
 * A refused request counts nothing. Run it inside the transaction that records the call.
 */
export async function consumeRateLimitIn(
  store: RateLimitStore,
  keyId: string,
  limits: RateLimitSettings,
  now: number,
): Promise<RateLimitDecision> {
  const stored = await store.read(keyId);
  const windows = (Object.keys(windowMs) as RateLimitWindow[]).map((window) => {
    const size = windowMs[window];
    const start = Math.floor(now / size) * size;
    const row = stored.find((counter) => counter.window === window);
    const used = row && row.windowStart === start ? row.count : 0;
    return { window, size, start, used, limit: limits[limitOf[window]] };
  });
  const allowed = windows.every((w) => w.used < w.limit);
  if (allowed) {
    for (const w of windows) await store.write(keyId, w.window, w.start, w.used + 1);
  }
  const after = windows.map((w) => ({
    ...w,
    remaining: Math.max(0, w.limit - w.used - (allowed ? 1 : 0)),
    resetSeconds: Math.ceil((w.start + w.size - now) / 1000),
  }));
  // Refused: report the exhausted window that frees up last; allowed: the one with the fewest left.
  const tightest = allowed
    ? after.reduce((a, b) => (b.remaining < a.remaining ? b : a))
    : after.filter((w) => w.used >= w.limit).reduce((a, b) => (b.resetSeconds > a.resetSeconds ? b : a));
  return {
    allowed,
    limit: tightest.limit,
    remaining: tightest.remaining,
    resetSeconds: tightest.resetSeconds,
    retryAfterSeconds: allowed ? 0 : tightest.resetSeconds,
    policy: after.map((w) => `${w.limit};w=${w.size / 1000}`).join(', '),
  } satisfies RateLimitDecision;
}

/** Event times per key within a sliding window, kept in memory (per process): failed sign-ins, bookings. */
export function createSlidingWindow(windowMs: number) {
  const times = new Map<string, number[]>();
  let sweptAt = Number.NEGATIVE_INFINITY;

  /** Drops keys with no event left in the window, once a window at most: keys nobody asks about again. */
  function sweep(now: number): void {
    if (now - sweptAt < windowMs) return;
    sweptAt = now;
    for (const [key, at] of times) if (!at.some((time) => now - time < windowMs)) times.delete(key);
  }

  function recent(key: string, now: number): number[] {
    const kept = (times.get(key) ?? []).filter((at) => now - at < windowMs);
    if (kept.length) times.set(key, kept);
    else times.delete(key);
    return kept;
  }

  return {
    /** Seconds until the key is under max events again, or null when it is under max now. */
    retryAfterSeconds(key: string, max: number, now: number): number | null {
      const kept = recent(key, now);
      if (kept.length < max) return null;
      return Math.ceil(((kept[kept.length - max] ?? now) + windowMs - now) / 1000);
    },
    record(key: string, now: number): void {
      sweep(now);
      times.set(key, [...recent(key, now), now]);
    },
    /** Events of the key within the window. */
    count(key: string, now: number): number {
      return recent(key, now).length;
    },
    /** Takes back one event recorded at `at` (an attempt counted ahead that turned out fine). */
    remove(key: string, at: number): void {
      const kept = times.get(key);
      const index = kept?.lastIndexOf(at) ?? -1;
      if (!kept || index < 0) return;
      kept.splice(index, 1);
      if (!kept.length) times.delete(key);
    },
    clear(key: string): void {
      times.delete(key);
    },
  };
}

export type SlidingWindow = ReturnType<typeof createSlidingWindow>;

/** Event times per key within a sliding window, kept in memory (per process): failed sign-ins, bookings. */
export function createSlidingWindow(windowMs: number) {
  const times = new Map<string, number[]>();

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
      times.set(key, [...recent(key, now), now]);
    },
    clear(key: string): void {
      times.delete(key);
    },
  };
}

export type SlidingWindow = ReturnType<typeof createSlidingWindow>;

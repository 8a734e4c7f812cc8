/**
 * The requests sent to one provider account in the last window (HubSpot: 100 or 190 per 10 s, a
 * sliding window per account). One pacer per connection, shared by every client of that connection
 * (one for the whole installation in single-tenant mode), on the app's clock.
 */
export interface RequestPacer {
  readonly requests: number;
  readonly perMs: number;
  /** Counts a request sent now. */
  note(): void;
  /** The requests counted so far. */
  made(): number;
  /**
   * The earliest time (epoch ms) at which `room` more requests fit in the window; now when they
   * fit already.
   */
  readyAt(room?: number): number;
  /**
   * Books `room` requests for a piece of work about to run (a sync step), so two steps starting
   * at once do not both see the window free: ok with a release (idempotent) when they fit now,
   * else when they will. A booking counts in `readyAt` until released.
   */
  reserve(room: number): { ok: true; release: () => void } | { ok: false; readyAt: number };
}

export function createRequestPacer(
  limit: { requests: number; perMs: number },
  now: () => number = Date.now,
): RequestPacer {
  const { requests, perMs } = limit;
  // Send times in the window, oldest first.
  const sent: number[] = [];
  let made = 0;
  let reserved = 0;
  const prune = (at: number) => {
    while (sent.length > 0 && (sent[0] ?? 0) <= at - perMs) sent.shift();
  };
  return {
    requests,
    perMs,
    note() {
      const at = now();
      prune(at);
      sent.push(Math.max(at, sent.at(-1) ?? at));
      made += 1;
    },
    made: () => made,
    readyAt(room = 1) {
      return readyAt(room);
    },
    reserve(room) {
      const at = readyAt(room);
      if (at > now()) return { ok: false, readyAt: at };
      const booked = Math.min(Math.max(room, 1), requests);
      reserved += booked;
      let held = true;
      return {
        ok: true,
        release: () => {
          if (held) reserved -= booked;
          held = false;
        },
      };
    },
  };

  function readyAt(room: number): number {
    const at = now();
    prune(at);
    const wanted = Math.min(Math.max(room, 1), requests);
    // Booked work counts as requests sent now (a step's own requests count twice while it runs).
    const counted = sent.length + reserved;
    if (counted + wanted <= requests) return at;
    // The oldest requests that must leave the window before `wanted` more fit.
    const index = counted + wanted - requests - 1;
    return (index < sent.length ? (sent[index] ?? at) : at) + perMs;
  }
}

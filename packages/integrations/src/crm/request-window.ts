/**
 * The requests sent to one provider account in the last window (HubSpot: 100 or 190 per 10 s, a
 * sliding window per account), shared by every client of that account on every app instance: the
 * server keeps the window in the database (crm_request_windows), on the app's clock.
 */
export interface RequestPacer {
  readonly requests: number;
  readonly perMs: number;
  /** Counts a request sent now. */
  note(): Promise<void>;
  /** The earliest time (epoch ms) at which `room` more requests fit in the window; now when they fit already. */
  readyAt(room?: number): Promise<number>;
  /**
   * Books `room` requests for a piece of work about to run (a sync step), so two steps starting at
   * once do not both see the window free: ok with a release (idempotent) when they fit now, else
   * when they will. A booking counts in `readyAt` until released.
   */
  reserve(room: number): Promise<RequestBooking>;
}

export type RequestBooking = { ok: true; release: () => Promise<void> } | { ok: false; readyAt: number };

/** One entry of a window: a request sent at `at`, or `requests` booked by work about to run. */
export interface RequestWindowEntry {
  at: number;
  requests: number;
  booking: boolean;
}

/**
 * When `room` more requests fit in the window holding `entries`: now when they fit, else when
 * enough of the oldest sent requests have left it. Bookings count as requests sent now (a step's
 * own requests count twice while it runs).
 */
export function readyAtIn(
  entries: readonly RequestWindowEntry[],
  limit: { requests: number; perMs: number },
  now: number,
  room = 1,
): number {
  const sent = entries
    .filter((entry) => !entry.booking && entry.at > now - limit.perMs)
    .map((entry) => entry.at)
    .sort((a, b) => a - b);
  const booked = entries.filter((entry) => entry.booking).reduce((sum, entry) => sum + entry.requests, 0);
  const wanted = Math.min(Math.max(room, 1), limit.requests);
  const counted = sent.length + booked;
  if (counted + wanted <= limit.requests) return now;
  // The oldest requests that must leave the window before `wanted` more fit.
  const index = counted + wanted - limit.requests - 1;
  return (index < sent.length ? (sent[index] ?? now) : now) + limit.perMs;
}

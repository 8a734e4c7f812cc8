import type { Ticker } from './job-runner.ts';

/**
 * A ticker that does its work at most once per `everyMs` of app time, though the runner ticks every
 * second: schedulers that enqueue periodic jobs (inbound polls, LinkedIn syncs) read their tables
 * once a minute, not sixty times. The jobs' idempotency keys still make a second run harmless.
 */
export function periodicTicker(now: () => number, everyMs: number, work: (at: number) => unknown): Ticker {
  let last = Number.NEGATIVE_INFINITY;
  return async () => {
    const at = now();
    if (at - last < everyMs) return 0;
    last = at;
    return work(at);
  };
}

/**
 * The app clock (deps.now). APP_CLOCK_SPEED=N (demos and the LinkedIn browser proof only) runs it N
 * times faster than real time from start-up, so sequences, the LinkedIn ramp and the sandbox
 * network's acceptances play out over simulated days in minutes. 1, the default: real time.
 * `startedAt` (APP_CLOCK_STARTED_AT) anchors it, so several instances keep one clock.
 */
export function createAppClock(
  speed: number,
  realNow: () => number = Date.now,
  startedAt?: number,
): () => number {
  if (speed === 1) return realNow;
  const start = startedAt ?? realNow();
  return () => Math.floor(start + (realNow() - start) * speed);
}

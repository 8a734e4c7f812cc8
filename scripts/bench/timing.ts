// The benches' timing: runs timed after a warm-up, their median and slowest, and the load average.
import { loadavg } from 'node:os';

/** `times` timed runs (ms) after one warm-up run: their median and the slowest. */
export async function timed(run: () => unknown, times = 5): Promise<{ median: number; max: number }> {
  await run();
  const runs: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await run();
    runs.push(performance.now() - started);
  }
  runs.sort((a, b) => a - b);
  return { median: runs[Math.floor(runs.length / 2)]!, max: runs[runs.length - 1]! };
}

/** Median of `times` timed runs (ms) after one warm-up run. */
export const median = async (run: () => unknown, times = 5) => (await timed(run, times)).median;

export const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

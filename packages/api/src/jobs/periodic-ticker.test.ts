import { describe, expect, it } from 'vitest';
import { periodicTicker } from './periodic-ticker.ts';

describe('periodicTicker', () => {
  it('does its work on the first tick, then at most once per period of app time', async () => {
    let now = 1_000_000;
    const runs: number[] = [];
    const tick = periodicTicker(
      () => now,
      60_000,
      (at) => runs.push(at),
    );
    const context = { owner: 'test', holdsLease: async () => true };
    await tick(context);
    now += 59_999;
    await tick(context);
    now += 1;
    await tick(context);
    expect(runs).toEqual([1_000_000, 1_060_000]);
  });
});

import { describe, expect, it } from 'vitest';
import { createAppClock } from './app-clock.ts';
import { loadEnv } from './env.ts';

describe('APP_CLOCK_SPEED', () => {
  it('runs the app clock N times faster from start-up; 1 is real time', () => {
    let real = 1_000_000;
    const fast = createAppClock(600, () => real);
    expect(fast()).toBe(1_000_000);
    real += 1_000;
    expect(fast()).toBe(1_000_000 + 600_000);
    const normal = createAppClock(1, () => real);
    expect(normal()).toBe(real);
  });

  it('is 1 unless set; refused outside 1 to 100,000, and beyond loopback', () => {
    expect(loadEnv({}).APP_CLOCK_SPEED).toBe(1);
    expect(loadEnv({ APP_CLOCK_SPEED: '720', HOST: '127.0.0.1' }).APP_CLOCK_SPEED).toBe(720);
    expect(() => loadEnv({ APP_CLOCK_SPEED: '0.5' })).toThrow(/APP_CLOCK_SPEED/);
    expect(() => loadEnv({ APP_CLOCK_SPEED: 'fast' })).toThrow(/APP_CLOCK_SPEED/);
    expect(() => loadEnv({ APP_CLOCK_SPEED: '720', HOST: '0.0.0.0' })).toThrow(/APP_CLOCK_SPEED/);
  });

  it('APP_CLOCK_STARTED_AT gives two instances started apart one clock', () => {
    let real = 1_000_000;
    const first = createAppClock(20, () => real, 1_000_000);
    real += 5_000;
    const second = createAppClock(20, () => real, 1_000_000);
    expect(second()).toBe(first());
    expect(first()).toBe(1_000_000 + 100_000);
    expect(() => loadEnv({ APP_CLOCK_STARTED_AT: 'soon' })).toThrow(/APP_CLOCK_STARTED_AT/);
  });
});

import { describe, expect, it } from 'vitest';
import { dailyCapOn, gapAfterSendMs, nextSendSlot, type SendCaps } from './send-caps.ts';
import type { SendingWindow } from './sending-window.ts';

const caps = (extra: Partial<SendCaps> = {}): SendCaps => ({
  dailyCap: 50,
  minGapSeconds: 60,
  jitterSeconds: 60,
  warmupEnabled: false,
  warmupStartLimit: 10,
  warmupIncreaseBy: 5,
  warmupPeriod: 14,
  warmupStartedOn: null,
  ...extra,
});
const window: SendingWindow = {
  startTime: '09:00',
  endTime: '17:00',
  excludedDays: [0, 6],
  excludedDates: [],
  timeZone: 'Europe/Paris',
};

describe('the daily cap', () => {
  it('is dailyCap without a warmup', () => {
    expect(dailyCapOn(caps(), '2026-11-23')).toBe(50);
  });

  it('ramps with the warmup from its start day, up to dailyCap, then stays there', () => {
    const ramp = caps({ warmupEnabled: true, warmupStartedOn: '2026-11-23', dailyCap: 100 });
    expect(dailyCapOn(ramp, '2026-11-23')).toBe(10);
    expect(dailyCapOn(ramp, '2026-11-25')).toBe(20);
    expect(dailyCapOn(ramp, '2026-12-06')).toBe(75); // day 14
    expect(dailyCapOn(ramp, '2026-12-07')).toBe(100); // the warmup is over
    expect(dailyCapOn(caps({ warmupEnabled: true, warmupStartedOn: '2026-11-23' }), '2026-12-01')).toBe(50);
  });
});

describe('the next send slot', () => {
  it('is the instant itself when the window is open, the cap not reached and the gap kept', () => {
    const at = Date.parse('2026-11-23T10:00:00Z'); // 11:00 Paris, Monday
    expect(
      nextSendSlot({
        at,
        window,
        senderTimeZone: 'Europe/Paris',
        caps: caps(),
        sentOn: () => 49,
        notBefore: null,
      }),
    ).toBe(at);
  });

  it('waits for the gap', () => {
    const at = Date.parse('2026-11-23T10:00:00Z');
    expect(
      nextSendSlot({
        at,
        window,
        senderTimeZone: 'Europe/Paris',
        caps: caps(),
        sentOn: () => 0,
        notBefore: at + 90_000,
      }),
    ).toBe(at + 90_000);
  });

  it("moves what exceeds today's cap to the next window (counted in the sender's days)", () => {
    const at = Date.parse('2026-11-27T10:00:00Z'); // Friday
    const sentOn = (date: string) => (date === '2026-11-27' ? 50 : 0);
    expect(
      nextSendSlot({ at, window, senderTimeZone: 'Europe/Paris', caps: caps(), sentOn, notBefore: null }),
    ).toBe(
      Date.parse('2026-11-30T08:00:00Z'), // Monday 09:00 Paris
    );
  });

  it('adds up to jitterSeconds at random to the gap', () => {
    expect(gapAfterSendMs(caps(), () => 0)).toBe(60_000);
    expect(gapAfterSendMs(caps(), () => 0.5)).toBe(90_000);
  });
});

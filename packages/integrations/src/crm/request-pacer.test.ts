import { describe, expect, it } from 'vitest';
import { createRequestPacer } from './request-pacer.ts';

describe('the request window of one provider account', () => {
  it('lets requests through until the window is full, then says when the oldest leaves it', () => {
    let now = 0;
    const pacer = createRequestPacer({ requests: 10, perMs: 10_000 }, () => now);
    for (let i = 0; i < 8; i += 1) {
      now = i * 100;
      pacer.note();
    }
    expect(pacer.made()).toBe(8);
    expect(pacer.readyAt(2)).toBe(now);
    // Three more need the first request (sent at 0) out of the window.
    expect(pacer.readyAt(3)).toBe(10_000);
    expect(pacer.readyAt(6)).toBe(10_300);
    now = 10_000;
    expect(pacer.readyAt(3)).toBe(10_000);
  });

  it('a booking holds its room until released, so two steps starting at once do not both go', () => {
    let now = 0;
    const pacer = createRequestPacer({ requests: 10, perMs: 10_000 }, () => now);
    const first = pacer.reserve(6);
    expect(first.ok).toBe(true);
    // The second step would overrun the window together with the first: it waits a window.
    expect(pacer.reserve(6)).toEqual({ ok: false, readyAt: 10_000 });
    for (let i = 0; i < 5; i += 1) pacer.note();
    if (first.ok) {
      first.release();
      first.release();
    }
    // Released: the five sent count, the booking no longer; six more fit once they leave.
    expect(pacer.readyAt(6)).toBe(10_000);
    expect(pacer.readyAt(5)).toBe(0);
    now = 10_000;
    expect(pacer.reserve(6).ok).toBe(true);
  });
});

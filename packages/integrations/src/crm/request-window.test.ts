import { describe, expect, it } from 'vitest';
import { type RequestWindowEntry, readyAtIn } from './request-window.ts';

const LIMIT = { requests: 10, perMs: 10_000 };
const sentAt = (...times: number[]): RequestWindowEntry[] =>
  times.map((at) => ({ at, requests: 1, booking: false }));
const booking = (requests: number): RequestWindowEntry => ({ at: 0, requests, booking: true });

describe('the request window of one provider account', () => {
  // Eight requests sent 100 ms apart from 0 to 700.
  const eight = sentAt(0, 100, 200, 300, 400, 500, 600, 700);

  it.each([
    { entries: eight, now: 700, room: 2, readyAt: 700, why: 'two more fit beside eight' },
    { entries: eight, now: 700, room: 3, readyAt: 10_000, why: 'three need the first (sent at 0) out' },
    { entries: eight, now: 700, room: 6, readyAt: 10_300, why: 'six need the four oldest out' },
    { entries: eight, now: 10_000, room: 3, readyAt: 10_000, why: 'the first has left at 10 s' },
    {
      entries: eight,
      now: 700,
      room: 50,
      readyAt: 10_700,
      why: 'a room above the limit waits for the whole window',
    },
    { entries: [], now: 5, room: 0, readyAt: 5, why: 'an empty window is free' },
  ])('$why', ({ entries, now, room, readyAt }) => {
    expect(readyAtIn(entries, LIMIT, now, room)).toBe(readyAt);
  });

  it('a booking holds its room: a second step that would overrun the window with it waits a window', () => {
    expect(readyAtIn([booking(6)], LIMIT, 0, 6)).toBe(10_000);
    expect(readyAtIn([booking(6)], LIMIT, 0, 4)).toBe(0);
    // Five sent and the booking released: six more fit once the five leave.
    expect(readyAtIn(sentAt(0, 0, 0, 0, 0), LIMIT, 0, 6)).toBe(10_000);
    expect(readyAtIn(sentAt(0, 0, 0, 0, 0), LIMIT, 0, 5)).toBe(0);
  });
});

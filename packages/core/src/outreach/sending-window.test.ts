import { describe, expect, it } from 'vitest';
import {
  addSendingDays,
  dueAfterDelay,
  instantOfLocal,
  isInsideWindow,
  localDateOf,
  nextWindowInstant,
  type SendingWindow,
} from './sending-window.ts';

const weekdays = (timeZone: string, extra: Partial<SendingWindow> = {}): SendingWindow => ({
  startTime: '09:00',
  endTime: '17:00',
  excludedDays: [0, 6],
  excludedDates: [],
  timeZone,
  ...extra,
});
const utc = (iso: string) => Date.parse(iso);

describe('the sending window', () => {
  it('keeps an instant inside the window, else moves to the next opening', () => {
    const ny = weekdays('America/New_York');
    // Monday 23 Nov 2026, 10:00 in New York (EST, UTC-5): inside.
    expect(nextWindowInstant(ny, utc('2026-11-23T15:00:00Z'))).toBe(utc('2026-11-23T15:00:00Z'));
    // 07:00 New York: the window opens at 09:00.
    expect(nextWindowInstant(ny, utc('2026-11-23T12:00:00Z'))).toBe(utc('2026-11-23T14:00:00Z'));
    // Friday 18:00 New York: Monday 09:00.
    expect(nextWindowInstant(ny, utc('2026-11-27T23:00:00Z'))).toBe(utc('2026-11-30T14:00:00Z'));
  });

  it('reads the same instant in each zone: one UTC moment is inside for Tokyo and outside for Paris', () => {
    const at = utc('2026-11-24T01:00:00Z'); // Tuesday 10:00 in Tokyo, Tuesday 02:00 in Paris
    expect(isInsideWindow(weekdays('Asia/Tokyo'), at)).toBe(true);
    expect(isInsideWindow(weekdays('Europe/Paris'), at)).toBe(false);
    expect(nextWindowInstant(weekdays('Europe/Paris'), at)).toBe(utc('2026-11-24T08:00:00Z'));
    // Half-hour zones: 09:00 in Kolkata is 03:30 UTC.
    expect(nextWindowInstant(weekdays('Asia/Kolkata'), at)).toBe(utc('2026-11-24T03:30:00Z'));
  });

  it('follows daylight saving: 09:00 New York is 13:00 UTC before the fall change and 14:00 after it', () => {
    const ny = weekdays('America/New_York');
    // Friday 30 Oct 2026 (EDT) and Monday 2 Nov 2026 (EST; the change was Sunday 1 Nov).
    expect(nextWindowInstant(ny, utc('2026-10-30T05:00:00Z'))).toBe(utc('2026-10-30T13:00:00Z'));
    expect(nextWindowInstant(ny, utc('2026-10-31T12:00:00Z'))).toBe(utc('2026-11-02T14:00:00Z'));
    // Europe changes a week earlier: 09:00 Paris is 07:00 UTC in summer, 08:00 in winter.
    const paris = weekdays('Europe/Paris');
    expect(nextWindowInstant(paris, utc('2026-10-23T05:00:00Z'))).toBe(utc('2026-10-23T07:00:00Z'));
    expect(nextWindowInstant(paris, utc('2026-10-24T12:00:00Z'))).toBe(utc('2026-10-26T08:00:00Z'));
  });

  it('moves a start time skipped by the spring change to the first minute that exists', () => {
    // 14 March 2027, New York: 02:00-03:00 does not exist.
    expect(instantOfLocal('2027-03-14', 150, 'America/New_York')).toBe(utc('2027-03-14T07:00:00Z'));
    const night = weekdays('America/New_York', { startTime: '02:30', endTime: '04:00', excludedDays: [] });
    expect(nextWindowInstant(night, utc('2027-03-14T05:00:00Z'))).toBe(utc('2027-03-14T07:00:00Z'));
  });

  it('skips holidays', () => {
    const ny = weekdays('America/New_York', { excludedDates: ['2026-12-25'] });
    // Thursday 24 Dec 18:00 New York: Friday 25 is a holiday, the weekend follows: Monday 28.
    expect(nextWindowInstant(ny, utc('2026-12-24T23:00:00Z'))).toBe(utc('2026-12-28T14:00:00Z'));
    expect(addSendingDays(ny, '2026-12-24', 1)).toBe('2026-12-28');
  });

  it('takes 00:00-23:59 as the whole day', () => {
    const always = weekdays('UTC', { startTime: '00:00', endTime: '23:59', excludedDays: [] });
    expect(isInsideWindow(always, utc('2026-11-28T23:59:30Z'))).toBe(true);
    expect(isInsideWindow(always, utc('2026-11-29T00:00:00Z'))).toBe(true);
  });

  it('answers null when every day is excluded', () => {
    expect(nextWindowInstant(weekdays('UTC', { excludedDays: [0, 1, 2, 3, 4, 5, 6] }), 0)).toBeNull();
  });
});

describe('a step delay', () => {
  const ny = weekdays('America/New_York');
  const fridayTen = utc('2026-03-06T15:00:00Z'); // Friday 6 March 2026, 10:00 EST

  it('in calendar days keeps the wall-clock time across the DST change, then waits for the window', () => {
    // Sunday 8 March (the change) is a weekend day: Monday 09:00 EDT, 13:00 UTC.
    expect(dueAfterDelay(ny, fridayTen, 2, false)).toBe(utc('2026-03-09T13:00:00Z'));
    // Four days: Tuesday 10:00 EDT, 14:00 UTC (not 15:00: the wall clock is kept).
    expect(dueAfterDelay(ny, fridayTen, 4, false)).toBe(utc('2026-03-10T14:00:00Z'));
  });

  it('in business days counts only sending days', () => {
    expect(dueAfterDelay(ny, fridayTen, 2, true)).toBe(utc('2026-03-10T14:00:00Z'));
    expect(dueAfterDelay(ny, fridayTen, 5, true)).toBe(utc('2026-03-13T14:00:00Z'));
  });

  it('of zero days is the next window instant', () => {
    expect(dueAfterDelay(ny, utc('2026-03-06T23:00:00Z'), 0, true)).toBe(utc('2026-03-09T13:00:00Z'));
  });

  it('reads dates in the window zone', () => {
    expect(localDateOf(utc('2026-11-24T01:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-23');
    expect(localDateOf(utc('2026-11-24T01:00:00Z'), 'Asia/Tokyo')).toBe('2026-11-24');
  });
});

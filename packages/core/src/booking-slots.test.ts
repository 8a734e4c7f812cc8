import { describe, expect, it } from 'vitest';
import { type AvailabilityRules, freeSlots, scheduledSlots } from './booking-slots.ts';

const HOUR = 3_600_000;
const iso = (instant: number) => new Date(instant).toISOString();
const startsOf = (slots: { start: number }[]) => slots.map((slot) => iso(slot.start));

const newYorkBusiness: AvailabilityRules = {
  startTime: '09:00',
  endTime: '17:00',
  timeZone: 'America/New_York',
  excludedDays: [0, 6],
  durationMinutes: 30,
};

// Monday 23 November 2026 in New York (EST, UTC-5) runs from 05:00Z to 05:00Z the next day.
const mondayStart = Date.UTC(2026, 10, 23, 5);
const mondayEnd = mondayStart + 24 * HOUR;
const longAgo = Date.UTC(2020, 0, 1);

describe('scheduledSlots', () => {
  it('offers back-to-back slots within the hours, read in the owner zone', () => {
    const slots = scheduledSlots(newYorkBusiness, mondayStart, mondayEnd);
    expect(slots).toHaveLength(16);
    expect(iso(slots[0]!.start)).toBe('2026-11-23T14:00:00.000Z');
    expect(iso(slots[0]!.end)).toBe('2026-11-23T14:30:00.000Z');
    expect(iso(slots.at(-1)!.start)).toBe('2026-11-23T21:30:00.000Z');
  });

  it('skips the excluded days', () => {
    const saturday = mondayStart - 2 * 24 * HOUR;
    expect(scheduledSlots(newYorkBusiness, saturday, mondayStart)).toEqual([]);
    const weekdaysOnly = { ...newYorkBusiness, excludedDays: [1] };
    expect(scheduledSlots(weekdaysOnly, mondayStart, mondayEnd)).toEqual([]);
  });

  it('fits only whole meetings before the end time', () => {
    const rules = { ...newYorkBusiness, endTime: '10:40', durationMinutes: 45 };
    expect(startsOf(scheduledSlots(rules, mondayStart, mondayEnd))).toEqual([
      '2026-11-23T14:00:00.000Z',
      '2026-11-23T14:45:00.000Z',
    ]);
  });

  it('reads the same hours in another zone of the owner', () => {
    const kolkata = { ...newYorkBusiness, timeZone: 'Asia/Kolkata', durationMinutes: 60 };
    // Monday in Kolkata (UTC+5:30) starts on Sunday 18:30Z.
    const from = Date.UTC(2026, 10, 22, 18, 30);
    const slots = scheduledSlots(kolkata, from, from + 24 * HOUR);
    expect(slots).toHaveLength(8);
    expect(iso(slots[0]!.start)).toBe('2026-11-23T03:30:00.000Z');
  });

  it('keeps the owner wall clock across the spring DST change', () => {
    const everyDay = { ...newYorkBusiness, excludedDays: [], durationMinutes: 480 };
    // Friday 6 March 2026 to Tuesday 10 March; DST starts on Sunday 8 March.
    const slots = scheduledSlots(everyDay, Date.UTC(2026, 2, 6), Date.UTC(2026, 2, 10, 14));
    expect(startsOf(slots)).toEqual([
      '2026-03-06T14:00:00.000Z',
      '2026-03-07T14:00:00.000Z',
      '2026-03-08T13:00:00.000Z',
      '2026-03-09T13:00:00.000Z',
      '2026-03-10T13:00:00.000Z',
    ]);
  });

  it('leaves out a start time the DST change skips, and takes the first of a repeated one', () => {
    const night = {
      ...newYorkBusiness,
      startTime: '00:00',
      endTime: '03:00',
      excludedDays: [],
      durationMinutes: 60,
    };
    const spring = scheduledSlots(night, Date.UTC(2026, 2, 8, 5), Date.UTC(2026, 2, 8, 12));
    // 00:00 EST, 01:00 EST, 02:00 does not exist.
    expect(startsOf(spring)).toEqual(['2026-03-08T05:00:00.000Z', '2026-03-08T06:00:00.000Z']);
    const autumn = scheduledSlots(night, Date.UTC(2026, 10, 1, 4), Date.UTC(2026, 10, 1, 12));
    // 00:00 EDT, 01:00 EDT (the first of two), 02:00 EST.
    expect(startsOf(autumn)).toEqual([
      '2026-11-01T04:00:00.000Z',
      '2026-11-01T05:00:00.000Z',
      '2026-11-01T07:00:00.000Z',
    ]);
  });

  it('follows Europe/London into summer time', () => {
    const london = { ...newYorkBusiness, timeZone: 'Europe/London', excludedDays: [], durationMinutes: 480 };
    const slots = scheduledSlots(london, Date.UTC(2026, 2, 28), Date.UTC(2026, 2, 30));
    expect(startsOf(slots)).toEqual(['2026-03-28T09:00:00.000Z', '2026-03-29T08:00:00.000Z']);
  });

  it('offers nothing for hours that make no meeting', () => {
    expect(scheduledSlots({ ...newYorkBusiness, durationMinutes: 600 }, mondayStart, mondayEnd)).toEqual([]);
    expect(
      scheduledSlots({ ...newYorkBusiness, startTime: '17:00', endTime: '09:00' }, mondayStart, mondayEnd),
    ).toEqual([]);
  });
});

describe('freeSlots', () => {
  it('drops slots that overlap a booked meeting', () => {
    // A meeting booked 10:15-10:45 New York time takes the 10:00 and 10:30 slots.
    const booked = [{ start: Date.UTC(2026, 10, 23, 15, 15), end: Date.UTC(2026, 10, 23, 15, 45) }];
    const slots = freeSlots({
      rules: newYorkBusiness,
      from: mondayStart,
      to: mondayEnd,
      now: longAgo,
      booked,
    });
    expect(slots).toHaveLength(14);
    expect(startsOf(slots)).not.toContain('2026-11-23T15:00:00.000Z');
    expect(startsOf(slots)).not.toContain('2026-11-23T15:30:00.000Z');
    expect(startsOf(slots)).toContain('2026-11-23T16:00:00.000Z');
  });

  it('a meeting that ends when a slot starts does not take it', () => {
    const booked = [{ start: Date.UTC(2026, 10, 23, 14), end: Date.UTC(2026, 10, 23, 14, 30) }];
    const slots = freeSlots({
      rules: newYorkBusiness,
      from: mondayStart,
      to: mondayEnd,
      now: longAgo,
      booked,
    });
    expect(iso(slots[0]!.start)).toBe('2026-11-23T14:30:00.000Z');
  });

  it('offers nothing in the past', () => {
    const now = Date.UTC(2026, 10, 23, 17, 10); // 12:10 in New York
    const slots = freeSlots({ rules: newYorkBusiness, from: mondayStart, to: mondayEnd, now, booked: [] });
    expect(iso(slots[0]!.start)).toBe('2026-11-23T17:30:00.000Z');
    expect(
      freeSlots({ rules: newYorkBusiness, from: mondayStart, to: mondayEnd, now: mondayEnd, booked: [] }),
    ).toEqual([]);
  });

  it('only returns slots that start inside the window', () => {
    const from = Date.UTC(2026, 10, 23, 20);
    const slots = freeSlots({ rules: newYorkBusiness, from, to: from + HOUR, now: longAgo, booked: [] });
    expect(startsOf(slots)).toEqual(['2026-11-23T20:00:00.000Z', '2026-11-23T20:30:00.000Z']);
  });
});

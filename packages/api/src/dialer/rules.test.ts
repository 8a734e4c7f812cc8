import { BAD_NUMBER, NO_NUMBER, toE164 } from '@leadpath/core/phone-number';
import { describe, expect, it } from 'vitest';
import { callingHoursVerdict, DEFAULT_CALLING_HOURS } from './calling-hours.ts';
import { BAD_NUMBER_FAILURES, ON_DO_NOT_CALL, REPEATED_FAILURES, skipVerdict } from './skip-rules.ts';

describe('toE164: numbers as the carrier dials them', () => {
  it.each([
    ['+1 (415) 555-0100', '1', '+14155550100'],
    ['415.555.0100', '1', '+14155550100'],
    ['1-415-555-0100', '1', '+14155550100'],
    ['+44 20 7946 0958', '1', '+442079460958'],
    ['011 44 20 7946 0958', '1', '+442079460958'],
    ['0044 20 7946 0958', '49', '+442079460958'],
    ['020 7946 0958', '44', '+442079460958'],
    ['030 123456', '49', '+4930123456'],
    ['+1 415 555 0100 ext. 12', '1', '+14155550100'],
  ])('%s (country code %s) → %s', (raw, country, expected) => {
    expect(toE164(raw, { callingCode: country })).toEqual({ ok: true, number: expected });
  });

  it.each([
    ['', NO_NUMBER],
    ['   ', NO_NUMBER],
    ['call me maybe', BAD_NUMBER('call me maybe')],
    ['12345', BAD_NUMBER('12345')],
    ['+1234567890123456', BAD_NUMBER('+1234567890123456')],
    ['+0 20 7946 0958', BAD_NUMBER('+0 20 7946 0958')],
    ['+1 555 010 0002', BAD_NUMBER('+1 555 010 0002')], // no such area code: the carrier would refuse it
  ])('%j is refused: %s', (raw, reason) => {
    expect(toE164(raw, { callingCode: '1' })).toEqual({ ok: false, reason });
  });
});

const at = (iso: string) => Date.parse(iso);

describe('callingHoursVerdict: 8:00-21:00 in the prospect’s time zone', () => {
  it.each([
    // New York is UTC-5 in winter, UTC-4 in summer.
    ['2026-01-15T13:00:00Z', 'America/New_York', true], // 8:00 local: the first minute
    ['2026-01-15T12:59:00Z', 'America/New_York', false], // 7:59
    ['2026-01-16T01:59:00Z', 'America/New_York', true], // 20:59
    ['2026-01-16T02:00:00Z', 'America/New_York', false], // 21:00: closed
    ['2026-07-15T12:00:00Z', 'America/New_York', true], // 8:00 EDT
    ['2026-07-15T11:59:00Z', 'America/New_York', false], // 7:59 EDT
    // The same instant is evening in Tokyo and morning in New York.
    ['2026-01-15T13:00:00Z', 'Asia/Tokyo', false], // 22:00 JST
    ['2026-01-15T13:00:00Z', 'Europe/Berlin', true], // 14:00 CET
    // The spring-forward day in the US (8 March 2026): 8:00 EDT is 12:00 UTC.
    ['2026-03-08T12:00:00Z', 'America/Los_Angeles', false], // 5:00 PDT
    ['2026-03-08T12:00:00Z', 'America/New_York', true], // 8:00 EDT, DST already on
    ['2026-03-08T11:59:00Z', 'America/New_York', false], // 7:59 EDT
    // Europe falls back on 25 October 2026: 8:00 CET is 7:00 UTC.
    ['2026-10-25T07:00:00Z', 'Europe/Berlin', true],
    ['2026-10-25T06:59:00Z', 'Europe/Berlin', false],
  ])('%s in %s: open %s', (iso, zone, open) => {
    const verdict = callingHoursVerdict({
      now: at(iso),
      prospectTimeZone: zone,
      fallbackTimeZone: 'UTC',
      hours: DEFAULT_CALLING_HOURS,
    });
    expect(verdict.open).toBe(open);
  });

  it('uses the rep’s zone for a prospect without one, and says why it is closed', () => {
    const verdict = callingHoursVerdict({
      now: at('2026-01-15T23:30:00Z'),
      prospectTimeZone: null,
      fallbackTimeZone: 'Europe/London',
      hours: DEFAULT_CALLING_HOURS,
    });
    expect(verdict).toEqual({
      open: false,
      reason: 'Outside calling hours: 23:30 in Europe/London (calls 8:00–21:00)',
    });
  });

  it('follows edited hours', () => {
    const hours = { startMinute: 9 * 60 + 30, endMinute: 17 * 60 };
    const verdict = (iso: string) =>
      callingHoursVerdict({ now: at(iso), prospectTimeZone: 'UTC', fallbackTimeZone: 'UTC', hours }).open;
    expect(verdict('2026-01-15T09:29:00Z')).toBe(false);
    expect(verdict('2026-01-15T09:30:00Z')).toBe(true);
    expect(verdict('2026-01-15T16:59:00Z')).toBe(true);
    expect(verdict('2026-01-15T17:00:00Z')).toBe(false);
  });
});

describe('skipVerdict: do-not-call, bad numbers and calling hours', () => {
  const base = {
    phone: '+1 415 555 0100',
    prospectTimeZone: 'America/Los_Angeles',
    prospectOnDoNotCall: false,
    doNotCallNumbers: new Set<string>(),
    failuresByNumber: new Map<string, number>(),
    defaultCountryCode: '1',
    fallbackTimeZone: 'UTC',
    hours: DEFAULT_CALLING_HOURS,
    now: at('2026-01-15T18:00:00Z'), // 10:00 in Los Angeles
  };

  it.each([
    ['a callable prospect', {}, { call: true, number: '+14155550100' }],
    ['a prospect on the list', { prospectOnDoNotCall: true }, { call: false, reason: ON_DO_NOT_CALL }],
    [
      'a number on the list, however written',
      { doNotCallNumbers: new Set(['+14155550100']), phone: '(415) 555-0100' },
      { call: false, reason: ON_DO_NOT_CALL },
    ],
    ['no number', { phone: '' }, { call: false, reason: NO_NUMBER }],
    [
      `${BAD_NUMBER_FAILURES} failures`,
      { failuresByNumber: new Map([['+14155550100', BAD_NUMBER_FAILURES]]) },
      { call: false, reason: REPEATED_FAILURES },
    ],
    [
      'fewer failures',
      { failuresByNumber: new Map([['+14155550100', BAD_NUMBER_FAILURES - 1]]) },
      { call: true, number: '+14155550100' },
    ],
    [
      'night in the prospect’s zone',
      { now: at('2026-01-15T06:00:00Z') },
      {
        call: false,
        reason: 'Outside calling hours: 22:00 in America/Los_Angeles (calls 8:00–21:00)',
      },
    ],
  ])('%s', (_name, change, expected) => {
    expect(skipVerdict({ ...base, ...change })).toEqual(expected);
  });
});

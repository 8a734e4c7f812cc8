import { describe, expect, it } from 'vitest';
import {
  describeTimeZone,
  isSupportedTimeZone,
  listTimeZones,
  timezoneOffsetMinutes,
  zonedTimeToInstant,
} from './timezones.ts';

const winter = Date.UTC(2026, 0, 15, 12);
const summer = Date.UTC(2026, 6, 15, 12);

describe('time zones from the platform data', () => {
  it('lists every IANA zone with UTC', () => {
    const zones = listTimeZones(winter);
    expect(zones.length).toBeGreaterThan(300);
    expect(zones.map((zone) => zone.value)).toEqual(
      expect.arrayContaining(['UTC', 'America/New_York', 'Asia/Tokyo']),
    );
    expect(zones[0]!.offset).toBeLessThanOrEqual(zones.at(-1)!.offset);
  });

  it('describes a zone with its offset, abbreviation and long name at a date', () => {
    expect(describeTimeZone('America/New_York', winter)).toEqual({
      value: 'America/New_York',
      label: '(GMT-05:00) America/New York',
      offset: -5,
      abbrev: 'EST',
      altName: 'Eastern Standard Time',
    });
    expect(describeTimeZone('America/New_York', summer)).toMatchObject({ offset: -4, abbrev: 'EDT' });
    expect(describeTimeZone('Asia/Kolkata', winter)).toMatchObject({
      offset: 5.5,
      label: '(GMT+05:30) Asia/Kolkata',
    });
  });

  it('computes offsets and converts wall clocks', () => {
    expect(timezoneOffsetMinutes('Europe/Berlin', winter)).toBe(60);
    expect(timezoneOffsetMinutes('Europe/Berlin', summer)).toBe(120);
    expect(zonedTimeToInstant({ year: 2026, month: 7, day: 15, hour: 9, minute: 0 }, 'Europe/Berlin')).toBe(
      Date.UTC(2026, 6, 15, 7),
    );
  });

  it('knows which names are zones', () => {
    expect(isSupportedTimeZone('Europe/Paris')).toBe(true);
    expect(isSupportedTimeZone('Mars/Olympus')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { timeZoneOfLocation } from './time-zone-of-location.ts';

describe('timeZoneOfLocation', () => {
  it.each([
    ['Paris, France', 'Europe/Paris'],
    ['Austin, TX', 'America/Chicago'],
    ['Austin, Texas, USA', 'America/Chicago'],
    ['Tokyo', 'Asia/Tokyo'],
    ['Berlin, Germany', 'Europe/Berlin'],
    ['London, UK', 'Europe/London'],
    ['London, Ontario, Canada', 'America/Toronto'],
    ['São Paulo, Brazil', 'America/Sao_Paulo'],
    ['Springfield, IL', 'America/Chicago'],
    ['Japan', 'Asia/Tokyo'],
  ])('%s is in %s', (location, zone) => {
    expect(timeZoneOfLocation(location)).toBe(zone);
  });

  it.each([
    ['London'],
    ['Springfield'],
    ['Sydney'],
    ['United States'],
    ['Atlantis'],
    ['Paris, Germany'],
    [''],
    ['   '],
  ])('%s is ambiguous or unknown: null', (location) => {
    expect(timeZoneOfLocation(location)).toBeNull();
  });

  it('null and undefined give null', () => {
    expect(timeZoneOfLocation(null)).toBeNull();
    expect(timeZoneOfLocation(undefined)).toBeNull();
  });
});

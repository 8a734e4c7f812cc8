import { describe, expect, it } from 'vitest';
import { createProspectSchema, importFieldLabels, updateProspectSchema } from './prospects.ts';
import { TIMEZONE_INVALID } from './schedule.ts';

describe("a prospect's time zone", () => {
  it('takes an IANA name, empty or null for unknown, and is optional', () => {
    const create = (timeZone: unknown) => createProspectSchema.parse({ firstName: 'Ada', timeZone }).timeZone;
    expect(create('Europe/Paris')).toBe('Europe/Paris');
    expect(create(' America/Chicago ')).toBe('America/Chicago');
    expect(create('')).toBeNull();
    expect(create(null)).toBeNull();
    expect(create(undefined)).toBeNull();
    expect(createProspectSchema.parse({ firstName: 'Ada' }).timeZone).toBeNull();
  });

  it('refuses a zone that does not exist with the schedule message', () => {
    for (const timeZone of ['Europe/Pariss', 'Mars/Olympus', 'x'.repeat(80), 42]) {
      const result = createProspectSchema.safeParse({ firstName: 'Ada', timeZone });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([TIMEZONE_INVALID]);
    }
    expect(TIMEZONE_INVALID).toBe('Please choose a valid timezone');
  });

  it('in a patch: absent keeps, null clears, a bad zone is refused', () => {
    expect(updateProspectSchema.parse({ id: 'p1' }).timeZone).toBeUndefined();
    expect(updateProspectSchema.parse({ id: 'p1', timeZone: null }).timeZone).toBeNull();
    expect(updateProspectSchema.parse({ id: 'p1', timeZone: 'Asia/Tokyo' }).timeZone).toBe('Asia/Tokyo');
    const bad = updateProspectSchema.safeParse({ id: 'p1', timeZone: 'Tokyo' });
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual([TIMEZONE_INVALID]);
  });

  it('is an import column labelled "Time zone"', () => {
    expect(importFieldLabels.timeZone).toBe('Time zone');
  });
});

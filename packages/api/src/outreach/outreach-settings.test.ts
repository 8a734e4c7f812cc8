import {
  DEFAULT_UNSUBSCRIBE_LINE,
  operatingDaysFromExcluded,
  UNSUBSCRIBE_LINE_NEEDS_LINK,
  UNSUBSCRIBE_LINE_TOO_LONG,
} from '@leadpath/core';
import { EXCLUDED_DAYS_MISMATCH, START_BEFORE_END, TIMEZONE_INVALID } from '@leadpath/core/schemas/schedule';
import {
  DAILY_CAP_RANGE,
  DATE_INVALID,
  JITTER_RANGE,
  NO_OPERATING_DAY,
  WARMUP_START_ABOVE_CAP,
} from '@leadpath/core/schemas/sequences';
import { describe, expect, it } from 'vitest';
import { json, signedIn } from '../testing/outreach-fixtures.ts';
import { createTestApp } from '../testing/test-app.ts';

async function setUp() {
  const t = createTestApp();
  const { cookie } = await signedIn(t);
  const patch = (body: unknown) =>
    t.request('/api/outreach/settings', { method: 'PATCH', cookie, json: body });
  const read = async () => json(await t.request('/api/outreach/settings', { cookie }));
  return { t, cookie, patch, read };
}

describe('outreach settings', () => {
  it('start with Monday to Friday, 09:00 to 17:00, and the default caps', async () => {
    const { read } = await setUp();
    expect(await read()).toEqual({
      startTime: '09:00',
      endTime: '17:00',
      timezone: expect.objectContaining({ value: 'UTC' }),
      operatingDays: operatingDaysFromExcluded([0, 6]),
      excludedDays: [0, 6],
      excludedDates: [],
      useProspectTimeZone: true,
      dailyCap: 50,
      minGapSeconds: 60,
      jitterSeconds: 60,
      warmupEnabled: false,
      warmupStartLimit: 10,
      warmupIncreaseBy: 5,
      warmupPeriod: 14,
      warmupStartedOn: null,
      unsubscribeLine: DEFAULT_UNSUBSCRIBE_LINE,
    });
  });

  it('keep the user’s wording of the unsubscribe line', async () => {
    const { patch, read } = await setUp();
    const res = await patch({ unsubscribeLine: '  Abmelden: {{unsubscribe_link}}  ' });
    expect(res.status).toBe(200);
    expect(await read()).toMatchObject({ unsubscribeLine: 'Abmelden: {{unsubscribe_link}}' });
  });

  it('change only the fields sent; operating days set the excluded days; the warmup starts today', async () => {
    const { patch, read } = await setUp();
    const res = await patch({
      operatingDays: operatingDaysFromExcluded([0, 5, 6]),
      excludedDates: ['2026-12-25', '2026-12-24', '2026-12-25'],
      timezone: {
        value: 'Europe/Paris',
        label: 'Paris',
        offset: 1,
        abbrev: 'CET',
        altName: 'Central European',
      },
      warmupEnabled: true,
      dailyCap: 120,
    });
    expect(res.status).toBe(200);
    const after = await read();
    expect(after).toMatchObject({
      startTime: '09:00',
      excludedDays: [0, 5, 6],
      operatingDays: operatingDaysFromExcluded([0, 5, 6]),
      excludedDates: ['2026-12-24', '2026-12-25'],
      timezone: expect.objectContaining({ value: 'Europe/Paris' }),
      warmupEnabled: true,
      warmupStartedOn: '2026-11-23',
      dailyCap: 120,
      minGapSeconds: 60,
    });
    expect(await json(res)).toEqual(after);
  });

  const refusals: [string, unknown, string, string][] = [
    ['start after end', { startTime: '18:00', endTime: '09:00' }, START_BEFORE_END, 'endTime'],
    ['an end before the stored start', { endTime: '08:00' }, START_BEFORE_END, 'endTime'],
    [
      'a warmup start above the stored cap',
      { warmupStartLimit: 60 },
      WARMUP_START_ABOVE_CAP,
      'warmupStartLimit',
    ],
    ['a cap of 0', { dailyCap: 0 }, DAILY_CAP_RANGE, 'dailyCap'],
    ['a cap below the stored warmup start', { dailyCap: 5 }, WARMUP_START_ABOVE_CAP, 'warmupStartLimit'],
    ['a jitter of an hour and more', { jitterSeconds: 3601 }, JITTER_RANGE, 'jitterSeconds'],
    ['an impossible date', { excludedDates: ['2026-02-30'] }, DATE_INVALID, 'excludedDates.0'],
    [
      'an unsubscribe line without its link',
      { unsubscribeLine: 'Reply STOP' },
      UNSUBSCRIBE_LINE_NEEDS_LINK,
      'unsubscribeLine',
    ],
    ['an empty unsubscribe line', { unsubscribeLine: '   ' }, UNSUBSCRIBE_LINE_NEEDS_LINK, 'unsubscribeLine'],
    [
      'an unsubscribe line of 301 characters',
      { unsubscribeLine: `{{unsubscribe_link}}${'x'.repeat(281)}` },
      UNSUBSCRIBE_LINE_TOO_LONG,
      'unsubscribeLine',
    ],
    ['no sending day', { excludedDays: [0, 1, 2, 3, 4, 5, 6] }, NO_OPERATING_DAY, 'excludedDays'],
    [
      'operating and excluded days that disagree',
      { operatingDays: operatingDaysFromExcluded([0, 6]), excludedDays: [0] },
      EXCLUDED_DAYS_MISMATCH,
      'excludedDays',
    ],
    [
      'an unknown timezone',
      { timezone: { value: 'Mars/Olympus', label: 'x', offset: 0, abbrev: 'x', altName: 'x' } },
      TIMEZONE_INVALID,
      'timezone.value',
    ],
  ];

  it.each(refusals)('refuse %s with its message and change nothing', async (_, body, message, path) => {
    const { patch, read } = await setUp();
    const before = await read();
    const res = await patch(body);
    expect(res.status).toBe(400);
    const answer = await json<{ error: string; issues: { path: string; message: string }[] }>(res);
    expect(answer.error).toBe(message);
    expect(answer.issues).toContainEqual({ path, message });
    expect(await read()).toEqual(before);
  });
});

import {
  INCREASE_BY_RANGE,
  START_END_LIMIT_ORDER,
  START_END_LIMIT_RANGE,
  WARMUP_PERIOD_RANGE,
} from '@leadpath/core/schemas/linkedin';
import {
  EXCLUDED_DAYS_MISMATCH,
  START_BEFORE_END,
  TIME_INVALID,
  TIMEZONE_INVALID,
} from '@leadpath/core/schemas/schedule';
import { describe, expect, it } from 'vitest';
import { bearer, userWithKey } from '../testing/api-keys.ts';
import { createTestApp } from '../testing/test-app.ts';

async function setup() {
  const t = createTestApp();
  await t.createUser({ email: 'pro@example.com', name: 'Priya Pro', role: 'Pro' });
  await t.createUser({ email: 'other@example.com', name: 'Otto', role: 'Starter' });
  await t.createUser({
    email: 'expired@example.com',
    role: 'Free',
    trialEndDate: new Date(t.clock.now - 86_400_000),
  });
  const cookie = await t.signIn('pro@example.com');
  const patch = (path: string, json: unknown, as = cookie) =>
    t.request(`/api${path}`, { method: 'PATCH', cookie: as, json });
  const settings = async (as = cookie) =>
    (await t.request('/api/linkedin/retrieve-settings', { cookie: as })).json();
  return { ...t, cookie, patch, settings };
}

describe('GET /api/linkedin/retrieve-settings', () => {
  it('gives the defaults of spec §9 on first read', async () => {
    const t = await setup();
    const res = await t.request('/api/linkedin/retrieve-settings', { cookie: t.cookie });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      enabled: false,
      startTime: '09:00',
      endTime: '17:00',
      excludedDays: [0, 6],
      warmupEnabled: false,
      startEndLimit: { low: 1, high: 100 },
      increaseBy: 3,
      warmupPeriod: 34,
      contactInfo: { city: '', state: '', country: '', place: '' },
      timezone: { value: 'UTC', offset: 0 },
    });
    expect(body.operatingDays).toHaveLength(7);
    expect(body.operatingDays[0]).toEqual({ id: 0, title: 'Sunday', isChecked: false });
    expect(body.operatingDays[1]).toEqual({ id: 1, title: 'Monday', isChecked: true });
  });

  it('needs a session, and product access', async () => {
    const t = await setup();
    expect((await t.request('/api/linkedin/retrieve-settings')).status).toBe(401);
    const expired = await t.signIn('expired@example.com');
    const res = await t.request('/api/linkedin/retrieve-settings', { cookie: expired });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Pick a plan to use this feature' });
  });
});

describe('PATCH /api/linkedin/integration', () => {
  it('saves the spec §7 fields and only for the effective user', async () => {
    const t = await setup();
    const res = await t.patch('/linkedin/integration', {
      startTime: '08:00',
      endTime: '18:00',
      timezone: { value: 'Europe/Berlin', label: 'whatever', offset: 0, abbrev: 'x', altName: 'y' },
      operatingDays: [0, 1, 2, 3, 4, 5, 6].map((id) => ({ id, title: 'd', isChecked: id >= 1 && id <= 3 })),
      excludedDays: [0, 4, 5, 6],
      contactInfo: { city: 'Berlin', state: 'Berlin', country: 'Germany', place: 'Berlin, Germany' },
      warmupEnabled: true,
      startEndLimit: { low: 5, high: 60 },
      increaseBy: 2,
      warmupPeriod: 40,
    });
    expect(res.status).toBe(200);
    const saved = await t.settings();
    expect(saved).toMatchObject({
      startTime: '08:00',
      endTime: '18:00',
      excludedDays: [0, 4, 5, 6],
      contactInfo: { city: 'Berlin', country: 'Germany' },
      warmupEnabled: true,
      startEndLimit: { low: 5, high: 60 },
      increaseBy: 2,
      warmupPeriod: 40,
    });
    // The zone is described from the platform data, not from what the client sent.
    expect(saved.timezone.value).toBe('Europe/Berlin');
    expect(saved.timezone.offset).toBe(1);
    expect(saved.timezone.altName).toBe('Central European Standard Time');
    const other = await t.signIn('other@example.com');
    expect((await t.settings(other)).startTime).toBe('09:00');
  });

  it('accepts a partial change and keeps the day lists in step', async () => {
    const t = await setup();
    const res = await t.patch('/linkedin/integration', { excludedDays: [0, 5, 6] });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(
      body.operatingDays.filter((d: { isChecked: boolean }) => d.isChecked).map((d: { id: number }) => d.id),
    ).toEqual([1, 2, 3, 4]);
    expect(body.startTime).toBe('09:00');
  });

  it.each([
    [{ startEndLimit: { low: 0, high: 50 } }, START_END_LIMIT_RANGE],
    [{ startEndLimit: { low: 1, high: 101 } }, START_END_LIMIT_RANGE],
    [{ startEndLimit: { low: 60, high: 50 } }, START_END_LIMIT_ORDER],
    [{ increaseBy: 0 }, INCREASE_BY_RANGE],
    [{ increaseBy: 4 }, INCREASE_BY_RANGE],
    [{ increaseBy: 1.5 }, INCREASE_BY_RANGE],
    [{ warmupPeriod: 0 }, WARMUP_PERIOD_RANGE],
    [{ warmupPeriod: 101 }, WARMUP_PERIOD_RANGE],
    [{ startTime: '9am' }, TIME_INVALID],
    [{ startTime: '17:00', endTime: '09:00' }, START_BEFORE_END],
    [{ endTime: '08:00' }, START_BEFORE_END],
    [{ timezone: { value: 'Mars/Base', label: '', offset: 0, abbrev: '', altName: '' } }, TIMEZONE_INVALID],
    [
      {
        operatingDays: [0, 1, 2, 3, 4, 5, 6].map((id) => ({ id, title: 'd', isChecked: true })),
        excludedDays: [0],
      },
      EXCLUDED_DAYS_MISMATCH,
    ],
  ])('refuses %j with "%s" and changes nothing', async (change, message) => {
    const t = await setup();
    const before = await t.settings();
    const res = await t.patch('/linkedin/integration', change);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe(message);
    expect(body.issues.length).toBeGreaterThan(0);
    expect(await t.settings()).toEqual(before);
  });

  it('the warmup boundaries 1-100, 1-3 and 1-100 days are accepted', async () => {
    const t = await setup();
    for (const change of [
      { startEndLimit: { low: 1, high: 1 }, increaseBy: 1, warmupPeriod: 1 },
      { startEndLimit: { low: 100, high: 100 }, increaseBy: 3, warmupPeriod: 100 },
    ]) {
      expect((await t.patch('/linkedin/integration', change)).status).toBe(200);
    }
  });
});

describe('PATCH /api/linkedin/switch', () => {
  it('turns LinkedIn on and off', async () => {
    const t = await setup();
    const on = await t.patch('/linkedin/switch', { enabled: true });
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ enabled: true });
    expect((await t.settings()).enabled).toBe(true);
    await t.patch('/linkedin/switch', { enabled: false });
    expect((await t.settings()).enabled).toBe(false);
  });

  it('needs a boolean', async () => {
    const t = await setup();
    const res = await t.patch('/linkedin/switch', { enabled: 'yes' });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('enabled must be true or false');
  });
});

describe('API keys', () => {
  it('linkedin:read reads, linkedin:schedule writes', async () => {
    const t = await setup();
    const reader = await userWithKey(t, 'other@example.com', { permissions: ['linkedin:read'] });
    expect((await t.request('/api/linkedin/retrieve-settings', { headers: bearer(reader.key) })).status).toBe(
      200,
    );
    const denied = await t.request('/api/linkedin/switch', {
      method: 'PATCH',
      headers: bearer(reader.key),
      json: { enabled: true },
    });
    expect(denied.status).toBe(403);
    expect((await denied.json()).error).toBe('This API key lacks the linkedin:schedule permission');
    const writer = await userWithKey(t, 'pro@example.com', { permissions: ['linkedin:schedule'] });
    const res = await t.request('/api/linkedin/integration', {
      method: 'PATCH',
      headers: bearer(writer.key),
      json: { warmupPeriod: 30 },
    });
    expect(res.status).toBe(200);
    expect((await t.settings()).warmupPeriod).toBe(30);
  });
});

describe('linkedin.searchPlaces and resolvePlace', () => {
  it('suggests cities from the offline data set and resolves one', async () => {
    const t = await setup();
    const input = encodeURIComponent(JSON.stringify({ q: 'Paris, France' }));
    const res = await t.request(`/trpc/linkedin.searchPlaces?input=${input}`, { cookie: t.cookie });
    expect(res.status).toBe(200);
    const { suggestions } = (await res.json()).result.data;
    expect(suggestions[0].description).toContain('Paris');
    const id = encodeURIComponent(JSON.stringify({ id: suggestions[0].id }));
    const place = (
      await (await t.request(`/trpc/linkedin.resolvePlace?input=${id}`, { cookie: t.cookie })).json()
    ).result.data;
    expect(place).toMatchObject({ city: 'Paris', country: 'France' });
  });

  it('needs a session', async () => {
    const t = await setup();
    const input = encodeURIComponent(JSON.stringify({ q: 'Paris' }));
    expect((await t.request(`/trpc/linkedin.searchPlaces?input=${input}`)).status).toBe(401);
  });
});

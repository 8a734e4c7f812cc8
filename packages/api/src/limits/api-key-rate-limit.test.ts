import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDatabase, openDatabase } from '@leadpath/db';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, userWithKey } from '../testing/api-keys.ts';
import { createTestApp } from '../testing/test-app.ts';

const MINUTE = 60_000;

async function setup(rateLimit: {
  requestsPerMinute?: number;
  requestsPerHour?: number;
  requestsPerDay?: number;
}) {
  const t = createTestApp();
  await t.createUser({ email: 'pro@example.com', role: 'Pro' });
  const keyed = await userWithKey(t, 'pro@example.com');
  await t.request('/api/api-access/settings', { method: 'PATCH', cookie: keyed.cookie, json: { rateLimit } });
  const call = () => t.request('/api/prospects/count', { headers: bearer(keyed.key) });
  return { ...t, ...keyed, call };
}

describe('rate limits per key', () => {
  it('answer with RateLimit headers, then 429 with Retry-After once the minute is used up', async () => {
    // Start at the top of a minute so the window arithmetic is easy to read.
    const t = await setup({ requestsPerMinute: 3 });
    t.clock.now = Math.ceil(t.clock.now / MINUTE) * MINUTE + 15_000;
    const first = await t.call();
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-limit')).toBe('3');
    expect(first.headers.get('ratelimit-remaining')).toBe('2');
    expect(first.headers.get('ratelimit-reset')).toBe('45');
    expect(first.headers.get('ratelimit-policy')).toBe('3;w=60, 1000;w=3600, 10000;w=86400');
    await t.call();
    expect((await t.call()).headers.get('ratelimit-remaining')).toBe('0');
    const refused = await t.call();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('45');
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(await refused.json()).toEqual({
      error: 'Too many requests for this API key. Try again in 45 seconds.',
    });
  });

  it('recover when the window turns over', async () => {
    const t = await setup({ requestsPerMinute: 2 });
    t.clock.now = Math.ceil(t.clock.now / MINUTE) * MINUTE;
    await t.call();
    await t.call();
    expect((await t.call()).status).toBe(429);
    t.clock.now += MINUTE - 1;
    expect((await t.call()).status).toBe(429);
    t.clock.now += 1;
    expect((await t.call()).status).toBe(200);
  });

  it('refused calls do not count, nor change usage', async () => {
    const t = await setup({ requestsPerMinute: 1 });
    t.clock.now = Math.ceil(t.clock.now / MINUTE) * MINUTE;
    await t.call();
    for (let i = 0; i < 3; i++) expect((await t.call()).status).toBe(429);
    const [key] = (await (await t.request('/api/api-access/keys', { cookie: t.cookie })).json()).keys;
    expect(key.usageCount).toBe(1);
    t.clock.now += MINUTE;
    expect((await t.call()).status).toBe(200);
  });

  it('apply the hour and day limits too, with the longest wait', async () => {
    const t = await setup({ requestsPerMinute: 100, requestsPerHour: 2, requestsPerDay: 3 });
    const hourStart = Math.ceil(t.clock.now / 3_600_000) * 3_600_000;
    t.clock.now = hourStart;
    await t.call();
    await t.call();
    const hourly = await t.call();
    expect(hourly.status).toBe(429);
    expect(hourly.headers.get('retry-after')).toBe('3600');
    t.clock.now = hourStart + 3_600_000;
    expect((await t.call()).status).toBe(200);
    const daily = await t.call();
    expect(daily.status).toBe(429);
    const dayEnd = Math.ceil((t.clock.now + 1) / 86_400_000) * 86_400_000;
    expect(daily.headers.get('retry-after')).toBe(String(Math.ceil((dayEnd - t.clock.now) / 1000)));
  });

  it('are counted per key, not per user', async () => {
    const t = await setup({ requestsPerMinute: 1 });
    const second = await t.request('/api/api-access/keys', {
      method: 'POST',
      cookie: t.cookie,
      json: { name: 'second', permissions: ['leads:read'], expiresIn: 30 },
    });
    const { key } = await second.json();
    t.clock.now = Math.ceil(t.clock.now / MINUTE) * MINUTE;
    await t.call();
    expect((await t.call()).status).toBe(429);
    expect((await t.request('/api/prospects/count', { headers: bearer(key) })).status).toBe(200);
  });

  it('follow a lowered limit at once', async () => {
    const t = await setup({ requestsPerMinute: 10 });
    t.clock.now = Math.ceil(t.clock.now / MINUTE) * MINUTE;
    await t.call();
    await t.call();
    await t.request('/api/api-access/settings', {
      method: 'PATCH',
      cookie: t.cookie,
      json: { rateLimit: { requestsPerMinute: 2 } },
    });
    expect((await t.call()).status).toBe(429);
  });
});

describe('rate limit counters', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('survive a restart: a new app on the same database file still refuses', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lp-ratelimit-'));
    dirs.push(dir);
    const path = join(dir, 'app.db');
    const boot = async (now: number) => {
      const database = openDatabase(path);
      await migrateDatabase(database);
      const t = createTestApp({ database });
      t.clock.now = now;
      return t;
    };

    const first = await boot(Date.UTC(2026, 10, 23, 12, 0, 0));
    await first.createUser({ email: 'pro@example.com', role: 'Pro' });
    const keyed = await userWithKey(first, 'pro@example.com');
    await first.request('/api/api-access/settings', {
      method: 'PATCH',
      cookie: keyed.cookie,
      json: { rateLimit: { requestsPerMinute: 2 } },
    });
    const call = (t: typeof first) => t.request('/api/prospects/count', { headers: bearer(keyed.key) });
    expect((await call(first)).status).toBe(200);
    expect((await call(first)).status).toBe(200);
    expect((await call(first)).status).toBe(429);
    await first.db.close();

    const second = await boot(first.clock.now + 1000);
    expect((await call(second)).status).toBe(429);
    second.clock.now += MINUTE;
    expect((await call(second)).status).toBe(200);
    await second.db.close();
  });
});

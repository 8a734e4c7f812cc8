import { describe, expect, it } from 'vitest';
import { bearer, userWithKey } from '../testing/api-keys.ts';
import { createTestApp } from '../testing/test-app.ts';
import { DEFAULT_REQUEST_RATE_LIMITS, tooManyCalls } from './request-rate.ts';

const limits = { perUserPerMinute: 4, perIpPerMinute: 6 };

async function setup() {
  const t = createTestApp({ requestRateLimits: limits });
  await t.createUser({ email: 'pro@example.com', role: 'Pro' });
  await t.createUser({ email: 'other@example.com', role: 'Pro' });
  const cookie = await t.signIn('pro@example.com');
  const otherCookie = await t.signIn('other@example.com');
  // A fresh minute: the two sign-ins above counted against the test's address.
  t.clock.now += 60_000;
  return { ...t, cookie, otherCookie };
}

describe('the request rate of the web app’s callers', () => {
  it('admits a signed-in person’s calls up to the limit with RateLimit headers, then 429 with Retry-After', async () => {
    const t = await setup();
    for (let n = 1; n <= limits.perUserPerMinute; n++) {
      const res = await t.request('/api/user-fetch', { cookie: t.cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-limit')).toBe(String(limits.perUserPerMinute));
      expect(res.headers.get('ratelimit-remaining')).toBe(String(limits.perUserPerMinute - n));
      expect(res.headers.get('ratelimit-policy')).toBe(`${limits.perUserPerMinute};w=60`);
    }
    t.clock.now += 15_000;
    const refused = await t.request('/api/user-fetch', { cookie: t.cookie });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('45');
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(await refused.json()).toEqual({ error: tooManyCalls(45) });
    // Over /trpc too: the limit is the person's, whichever way they call.
    expect((await t.request('/trpc/user.fetch', { cookie: t.cookie })).status).toBe(429);

    // Someone else is not held up, and the next minute the first person is admitted again.
    expect((await t.request('/api/user-fetch', { cookie: t.otherCookie })).status).toBe(200);
    t.clock.now += 45_000;
    expect((await t.request('/api/user-fetch', { cookie: t.cookie })).status).toBe(200);
  });

  it('counts calls that arrive together exactly: as many as the limit pass, each told what is left', async () => {
    const t = await setup();
    const calls = [
      ...Array.from({ length: limits.perUserPerMinute + 2 }, () => t.cookie),
      ...Array.from({ length: 2 }, () => t.otherCookie),
    ].map((cookie) => t.request('/api/user-fetch', { cookie }));
    const answers = await Promise.all(calls);
    const mine = answers.slice(0, limits.perUserPerMinute + 2);
    const remaining = (res: Response) => res.headers.get('ratelimit-remaining');
    expect(
      mine
        .filter((res) => res.status === 200)
        .map(remaining)
        .sort(),
    ).toEqual(['0', '1', '2', '3']);
    expect(mine.filter((res) => res.status === 429).map(remaining)).toEqual(['0', '0']);
    expect(answers.slice(-2).map(remaining).sort()).toEqual(['2', '3']);
    // Nothing more was counted than was admitted: the next minute starts from the limit again.
    t.clock.now += 60_000;
    const next = await t.request('/api/user-fetch', { cookie: t.cookie });
    expect(next.headers.get('ratelimit-remaining')).toBe(String(limits.perUserPerMinute - 1));
  });

  it('counts every call of a /trpc batch', async () => {
    const t = await setup();
    const batch = '/trpc/user.fetch,user.role,user.fetch?batch=1&input={}';
    const first = await t.request(batch, { cookie: t.cookie });
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-remaining')).toBe('1');
    const second = await t.request(batch, { cookie: t.cookie });
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBe('60');
    const items = (await second.json()) as { error: { message: string } }[];
    expect(items.map((item) => item.error.message)).toEqual(Array(3).fill(tooManyCalls(60)));
  });

  it('limits callers who are not signed in per address', async () => {
    const t = await setup();
    for (let n = 0; n < limits.perIpPerMinute; n++) {
      const res = await t.request('/trpc/config.public');
      expect(res.status).toBe(200);
    }
    const refused = await t.request('/api/user-fetch');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    // A signed-in caller from the same address is counted as themselves.
    expect((await t.request('/api/user-fetch', { cookie: t.cookie })).status).toBe(200);
  });

  it('leaves calls made with an API key to the key’s own limits', async () => {
    const t = await setup();
    const { key } = await userWithKey(t, 'pro@example.com', { permissions: ['profile:read'] });
    for (let n = 0; n < limits.perUserPerMinute + 2; n++) {
      const res = await t.request('/api/user-fetch', { headers: bearer(key) });
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-policy')).not.toBe(`${limits.perUserPerMinute};w=60`);
    }
  });

  it('defaults to generous limits', () => {
    expect(DEFAULT_REQUEST_RATE_LIMITS).toEqual({ perUserPerMinute: 600, perIpPerMinute: 1200 });
  });
});

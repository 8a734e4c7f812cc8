import { sessions } from '@leadpath/db';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD } from '../testing/test-app.ts';
import { requestInfoOf, trustedForwardedValue } from './request-context.ts';

/** What requestInfoOf makes of a request, in an app configured for `trustProxy` proxies. */
async function requestInfoWith(trustProxy: number, headers: Record<string, string>) {
  const t = createTestApp({ trustProxy });
  const app = new Hono();
  app.get('/info', (c) => c.json(requestInfoOf(c, t.deps)));
  return (await app.request('http://localhost/info', { headers })).json();
}

describe('requestInfoOf behind reverse proxies (TRUST_PROXY)', () => {
  it('takes the address the one trusted proxy appended, never a value the client sent before it', async () => {
    const info = await requestInfoWith(1, { 'x-forwarded-for': '6.6.6.6, 198.51.100.7' });
    expect(info.ip).toBe('198.51.100.7');
  });

  it('with two proxies, takes the second entry from the right', async () => {
    const info = await requestInfoWith(2, { 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.0.0.2' });
    expect(info.ip).toBe('198.51.100.7');
  });

  it('ignores the forwarded headers when no proxy is trusted', async () => {
    const info = await requestInfoWith(0, {
      'x-forwarded-for': '198.51.100.7',
      'x-forwarded-proto': 'https',
    });
    expect(info).toMatchObject({ ip: '127.0.0.1', secure: false });
  });

  it('reads x-forwarded-proto only from a trusted proxy, by the same rule', async () => {
    expect(await requestInfoWith(1, { 'x-forwarded-proto': 'https' })).toMatchObject({ secure: true });
    expect(await requestInfoWith(1, { 'x-forwarded-proto': 'https, http' })).toMatchObject({ secure: false });
  });

  it('falls back on the socket when fewer entries arrived than proxies configured', () => {
    expect(trustedForwardedValue('198.51.100.7', 2)).toBeUndefined();
    expect(trustedForwardedValue(undefined, 1)).toBeUndefined();
    expect(trustedForwardedValue(' 198.51.100.7 ', 1)).toBe('198.51.100.7');
  });

  it('a session records the proxy-appended address, not the spoofed left-most one', async () => {
    const t = createTestApp({ trustProxy: 1 });
    await t.createUser({ email: 'ann@example.com', role: 'Pro' });
    const res = await t.request('/api/auth/login', {
      method: 'POST',
      headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.7' },
      json: { email: 'ann@example.com', password: TEST_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect((await t.db.select().from(sessions).all()).map((row) => row.ipAddress)).toEqual(['198.51.100.7']);
  });

  it('a client cannot escape the per-address sign-in limit by varying the left-most address', async () => {
    const t = createTestApp({ trustProxy: 1 });
    const attempt = (i: number) =>
      t.request('/api/auth/login', {
        method: 'POST',
        headers: { 'x-forwarded-for': `10.9.${i}.1, 203.0.113.9` },
        json: { email: `user${i}@example.com`, password: 'wrong-password' },
      });
    for (let i = 0; i < 20; i++) expect((await attempt(i)).status).toBe(401);
    expect((await attempt(20)).status).toBe(429);
  });
});

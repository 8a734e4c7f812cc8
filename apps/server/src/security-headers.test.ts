import { bearer, userWithKey } from '@leadpath/api/testing/api-keys';
import { insertLeads } from '@leadpath/db';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createServerTestApp as createTestApp } from './testing/server-test-app.ts';

type TestApp = ReturnType<typeof createTestApp>;
interface Setup {
  t: TestApp;
  cookie: string;
  limitedKey: string;
}

async function tinyPng(): Promise<FormData> {
  const bytes = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c82858' } })
    .png()
    .toBuffer();
  const body = new FormData();
  body.append('file', new File([new Uint8Array(bytes)], 'tiny.png', { type: 'image/png' }));
  return body;
}

async function uploadedFile(s: Setup): Promise<Response> {
  const res = await s.t.request('/api/imageUploader', {
    method: 'POST',
    cookie: s.cookie,
    body: await tinyPng(),
  });
  const { url } = (await res.json()) as { url: string };
  return s.t.request(new URL(url, 'http://localhost').pathname);
}

async function rateLimited(s: Setup): Promise<Response> {
  await s.t.request('/api/prospects/count', { headers: bearer(s.limitedKey) });
  return s.t.request('/api/prospects/count', { headers: bearer(s.limitedKey) });
}

/** One request per response type the app serves, with the status that proves it is that type. */
const responseTypes: [string, number, (s: Setup) => Response | Promise<Response>][] = [
  ['SPA page', 200, (s) => s.t.request('/dashboard')],
  ['static asset', 200, (s) => s.t.request('/assets/index-test.js')],
  ['static file at the root', 200, (s) => s.t.request('/robots.txt')],
  ['API JSON 200', 200, (s) => s.t.request('/api/user-fetch', { cookie: s.cookie })],
  ['API 401', 401, (s) => s.t.request('/api/user-fetch')],
  ['API 403', 403, (s) => s.t.request('/api/admin/search-users', { cookie: s.cookie })],
  ['API 404', 404, (s) => s.t.request('/api/no-such-path', { cookie: s.cookie })],
  ['API 400', 400, (s) => s.t.request('/api/prospects', { method: 'POST', cookie: s.cookie, json: {} })],
  ['/trpc', 200, (s) => s.t.request('/trpc/config.public')],
  ['/trpc error', 401, (s) => s.t.request('/trpc/user.fetch')],
  ['/api/openapi.json', 200, (s) => s.t.request('/api/openapi.json')],
  ['/api/docs', 200, (s) => s.t.request('/api/docs')],
  ['CSV export', 200, (s) => s.t.request('/api/prospects/export.csv', { cookie: s.cookie })],
  ['upload under /uploads', 200, uploadedFile],
  ['upload 404', 404, (s) => s.t.request('/uploads/no-such-file.webp')],
  [
    'chat export download',
    200,
    (s) =>
      s.t.request('/api/chat-export/download', {
        method: 'POST',
        cookie: s.cookie,
        json: { lists: ['Favourite'], format: 'PDF' },
      }),
  ],
  ['429', 429, rateLimited],
];

describe('security headers on every response type', () => {
  let setup: Setup;
  beforeAll(async () => {
    const t = createTestApp();
    const pro = await t.createUser({ email: 'pro@example.com', name: 'Priya', role: 'Pro' });
    await t.createUser({ email: 'starter@example.com', name: 'Sam', role: 'Starter' });
    await insertLeads(t.db, pro.id, { companies: 2, prospects: 3 }, { now: t.clock.now });
    const starter = await userWithKey(t, 'starter@example.com', { permissions: ['leads:read'] });
    const limit = await t.request('/api/api-access/settings', {
      method: 'PATCH',
      cookie: starter.cookie,
      json: { rateLimit: { requestsPerMinute: 1 } },
    });
    expect(limit.status).toBe(200);
    setup = { t, cookie: await t.signIn('pro@example.com'), limitedKey: starter.key };
  }, 30_000);

  it.each(responseTypes)('%s', async (_name, status, send) => {
    const res = await send(setup);
    expect(res.status).toBe(status);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('an upload is served as an image that can run nothing', async () => {
    const res = await uploadedFile(setup);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(res.headers.get('content-security-policy')).toMatch(/sandbox/);
  });
});

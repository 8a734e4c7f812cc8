import { describe, expect, it } from 'vitest';
import { bearer, enableApiAccess, userWithKey } from '../testing/api-keys.ts';
import { createTestApp } from '../testing/test-app.ts';

const ALLOWED = 'https://app.customer.example';
const REFUSED = 'https://evil.example';

async function setup() {
  const t = createTestApp();
  await t.createUser({ email: 'pro@example.com', role: 'Pro' });
  const keyed = await userWithKey(t, 'pro@example.com');
  await enableApiAccess(t, keyed.cookie, { allowedOrigins: [ALLOWED] });
  const preflight = (origin: string, path = '/api/prospects/count') =>
    t.request(path, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
  return { ...t, ...keyed, preflight };
}

describe('CORS for key-authenticated browser calls', () => {
  it('answers the preflight of an allowed origin with the grant', async () => {
    const t = await setup();
    const res = await t.preflight(ALLOWED);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, POST, PATCH, PUT, DELETE');
    expect(res.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('vary')).toContain('Origin');
  });

  it('refuses the preflight of any other origin with 403 and no grant', async () => {
    const t = await setup();
    const res = await t.preflight(REFUSED);
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(await res.json()).toEqual({ error: 'This origin is not allowed to call the API' });
  });

  it('grants nothing to an origin listed by a user whose API access is off', async () => {
    const t = await setup();
    await t.request('/api/api-access/settings', {
      method: 'PATCH',
      cookie: t.cookie,
      json: { enabled: false },
    });
    expect((await t.preflight(ALLOWED)).status).toBe(403);
  });

  it('lets the allowed origin read the answer of a keyed call', async () => {
    const t = await setup();
    const res = await t.request('/api/prospects/count', { headers: { ...bearer(t.key), origin: ALLOWED } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(res.headers.get('access-control-expose-headers')).toContain('Retry-After');
  });

  it('refuses a keyed call from an origin not on the owner’s list with 403 and no grant', async () => {
    const t = await setup();
    const res = await t.request('/api/prospects/count', { headers: { ...bearer(t.key), origin: REFUSED } });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(await res.json()).toEqual({ error: 'This origin is not allowed to call the API' });
    const [key] = (await (await t.request('/api/api-access/keys', { cookie: t.cookie })).json()).keys;
    expect(key.usageCount).toBe(0);
  });

  it('an origin allowed by one user is refused for the key of another', async () => {
    const t = await setup();
    await t.createUser({ email: 'other@example.com', role: 'Pro' });
    const other = await userWithKey(t, 'other@example.com');
    const res = await t.request('/api/prospects/count', {
      headers: { ...bearer(other.key), origin: ALLOWED },
    });
    expect(res.status).toBe(403);
  });

  it('keyed calls from the app’s own origin (the docs page) and without Origin (scripts) need no list', async () => {
    const t = await setup();
    const sameOrigin = await t.request('/api/prospects/count', { headers: bearer(t.key) });
    expect(sameOrigin.status).toBe(200);
    expect(sameOrigin.headers.get('access-control-allow-origin')).toBeNull();
    const script = await t.app.request('http://localhost/api/prospects/count', { headers: bearer(t.key) });
    expect(script.status).toBe(200);
  });

  it('never grants cookie-authenticated calls to another origin', async () => {
    const t = await setup();
    const res = await t.request('/api/prospects/count', { cookie: t.cookie, headers: { origin: ALLOWED } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { bearer, userWithKey } from '../testing/api-keys.ts';
import { createTestApp } from '../testing/test-app.ts';

describe('a path called with a method it does not take', () => {
  it('answers 405 with Allow listing the methods the path takes', async () => {
    const t = createTestApp();
    await t.createUser({ email: 'pro@example.com', role: 'Pro' });
    const cookie = await t.signIn('pro@example.com');
    const cases: [string, string, string][] = [
      ['PUT', '/api/prospects/some-id', 'GET, PATCH, DELETE'],
      ['POST', '/api/prospects/count', 'GET'],
      ['DELETE', '/api/prospects', 'GET, POST'],
      ['GET', '/api/account/sessions/some-id', 'DELETE'],
      ['PATCH', '/api/auth/login', 'POST'],
      ['POST', '/api/openapi.json', 'GET'],
    ];
    for (const [method, path, allow] of cases) {
      const res = await t.request(path, { method, cookie });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow'), `${method} ${path}`).toBe(allow);
      expect(await res.json()).toEqual({ error: `${method} is not allowed here; this path takes ${allow}` });
    }
  });

  it('answers the same to an API key, and an unknown path is still 404', async () => {
    const t = createTestApp();
    await t.createUser({ email: 'pro@example.com', role: 'Pro' });
    const { key } = await userWithKey(t, 'pro@example.com', { permissions: ['leads:read'] });
    const res = await t.request('/api/prospects', { method: 'PUT', headers: bearer(key), json: {} });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, POST');
    const unknown = await t.request('/api/no-such-path', { method: 'PUT', headers: bearer(key) });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Not found' });
  });
});

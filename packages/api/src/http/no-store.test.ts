import { describe, expect, it } from 'vitest';
import { createApiKey, enableApiAccess } from '../testing/api-keys.ts';
import { createTestApp, TEST_PASSWORD } from '../testing/test-app.ts';

async function setup() {
  const t = createTestApp();
  await t.createUser({ email: 'pro@example.com', role: 'Pro' });
  const cookie = await t.signIn('pro@example.com');
  return { ...t, cookie };
}

describe('Cache-Control: no-store on every authenticated answer', () => {
  it('on the key-creation answer, which carries the secret', async () => {
    const t = await setup();
    await enableApiAccess(t, t.cookie);
    const res = await t.request('/api/api-access/keys', {
      method: 'POST',
      cookie: t.cookie,
      json: { name: 'CI script', permissions: ['analytics:read'], expiresIn: 30 },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).key).toBeTruthy();
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('on REST reads and refusals made with a session or a key', async () => {
    const t = await setup();
    const read = await t.request('/api/user-fetch', { cookie: t.cookie });
    expect(read.headers.get('cache-control')).toBe('no-store');
    const refused = await t.request('/api/admin/audit-log', { cookie: t.cookie });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('cache-control')).toBe('no-store');

    await enableApiAccess(t, t.cookie);
    const { key } = await createApiKey(t, t.cookie, { permissions: ['profile:read'] });
    const keyed = await t.request('/api/user-fetch', { headers: { authorization: `Bearer ${key}` } });
    expect(keyed.status).toBe(200);
    expect(keyed.headers.get('cache-control')).toBe('no-store');
  });

  it('on the sign-in answer and on /trpc answers', async () => {
    const t = await setup();
    const login = await t.request('/api/auth/login', {
      method: 'POST',
      json: { email: 'pro@example.com', password: TEST_PASSWORD },
    });
    expect(login.headers.get('cache-control')).toBe('no-store');
    const trpc = await t.request('/trpc/user.fetch', { cookie: t.cookie });
    expect(trpc.status).toBe(200);
    expect(trpc.headers.get('cache-control')).toBe('no-store');
  });
});

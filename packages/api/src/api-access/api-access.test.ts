import { apiPermissions } from '@leadpath/core';
import { RATE_LIMIT_MAXIMA } from '@leadpath/core/schemas/api-access';
import { apiKeys } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createApiKey, enableApiAccess, userWithKey } from '../testing/api-keys.ts';
import { startImpersonation } from '../testing/impersonation.ts';
import { createTestApp } from '../testing/test-app.ts';

const DAY = 86_400_000;

async function setup() {
  const t = createTestApp();
  const pro = await t.createUser({ email: 'pro@example.com', name: 'Priya', role: 'Pro' });
  const other = await t.createUser({ email: 'other@example.com', role: 'Starter' });
  const cookie = await t.signIn('pro@example.com');
  return { ...t, pro, other, cookie };
}

const patchSettings = (t: Awaited<ReturnType<typeof setup>>, json: unknown, cookie = t.cookie) =>
  t.request('/api/api-access/settings', { method: 'PATCH', cookie, json });

describe('API access settings', () => {
  it('start off, with the limits of spec §9', async () => {
    const t = await setup();
    const res = await t.request('/api/api-access/settings', { cookie: t.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      enabled: false,
      maxKeys: 5,
      defaultExpiration: 365,
      allowedOrigins: [],
      rateLimit: { requestsPerMinute: 60, requestsPerHour: 1000, requestsPerDay: 10000 },
    });
  });

  it('turn on and off, and keep limits that are not sent', async () => {
    const t = await setup();
    expect(await (await patchSettings(t, { enabled: true })).json()).toMatchObject({
      enabled: true,
      maxKeys: 5,
    });
    const res = await patchSettings(t, {
      maxKeys: 2,
      defaultExpiration: 90,
      allowedOrigins: ['https://app.example.com/', 'http://localhost:5173'],
      rateLimit: { requestsPerMinute: 10 },
    });
    expect(await res.json()).toEqual({
      enabled: true,
      maxKeys: 2,
      defaultExpiration: 90,
      allowedOrigins: ['https://app.example.com', 'http://localhost:5173'],
      rateLimit: { requestsPerMinute: 10, requestsPerHour: 1000, requestsPerDay: 10000 },
    });
    await patchSettings(t, { enabled: false });
    expect(await (await t.request('/api/api-access/settings', { cookie: t.cookie })).json()).toMatchObject({
      enabled: false,
      maxKeys: 2,
    });
  });

  it.each([
    [{ maxKeys: 0 }, 'Max keys must be between 1 and 10'],
    [{ maxKeys: 11 }, 'Max keys must be between 1 and 10'],
    [{ maxKeys: 2.5 }, 'Max keys must be between 1 and 10'],
    [{ defaultExpiration: 0 }, 'Default expiration must be between 1 and 3650 days'],
    [{ defaultExpiration: 3651 }, 'Default expiration must be between 1 and 3650 days'],
    [{ allowedOrigins: ['not a url'] }, 'Enter an origin such as https://app.example.com'],
    [{ allowedOrigins: ['https://app.example.com/path'] }, 'Enter an origin such as https://app.example.com'],
    [{ rateLimit: { requestsPerHour: 0 } }, 'Requests per hour must be between 1 and 20,000'],
    // A user cannot raise their keys' limits past the server's maxima.
    [{ rateLimit: { requestsPerMinute: 601 } }, 'Requests per minute must be between 1 and 600'],
    [{ rateLimit: { requestsPerHour: 20_001 } }, 'Requests per hour must be between 1 and 20,000'],
    [{ rateLimit: { requestsPerDay: 1_000_000 } }, 'Requests per day must be between 1 and 200,000'],
    [{ enabled: 'yes' }, 'enabled must be true or false'],
  ])('refuse %j with 400 and change nothing', async (json, message) => {
    const t = await setup();
    const res = await patchSettings(t, json);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(message);
    expect(await (await t.request('/api/api-access/settings', { cookie: t.cookie })).json()).toMatchObject({
      maxKeys: 5,
      rateLimit: { requestsPerMinute: 60, requestsPerHour: 1000, requestsPerDay: 10000 },
    });
  });

  it('accept the edges of the ranges', async () => {
    const t = await setup();
    expect((await patchSettings(t, { maxKeys: 1, defaultExpiration: 1 })).status).toBe(200);
    expect((await patchSettings(t, { maxKeys: 10, defaultExpiration: 3650 })).status).toBe(200);
    expect((await patchSettings(t, { rateLimit: RATE_LIMIT_MAXIMA })).status).toBe(200);
  });

  it('are each user’s own', async () => {
    const t = await setup();
    await patchSettings(t, { enabled: true, maxKeys: 3 });
    const otherCookie = await t.signIn('other@example.com');
    expect(await (await t.request('/api/api-access/settings', { cookie: otherCookie })).json()).toMatchObject(
      {
        enabled: false,
        maxKeys: 5,
      },
    );
  });

  it('need a session and product access', async () => {
    const t = await setup();
    expect((await t.request('/api/api-access/settings')).status).toBe(401);
    await t.createUser({
      email: 'expired@example.com',
      role: 'Free',
      trialEndDate: new Date(t.clock.now - 1),
    });
    const res = await t.request('/api/api-access/settings', {
      cookie: await t.signIn('expired@example.com'),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Pick a plan to use this feature' });
  });
});

describe('creating a key', () => {
  it('returns the whole key once, with its prefix; only a hash is stored', async () => {
    const t = await setup();
    await enableApiAccess(t, t.cookie);
    const res = await t.request('/api/api-access/keys', {
      method: 'POST',
      cookie: t.cookie,
      json: {
        name: '  Zapier  ',
        permissions: ['leads:read', 'analytics:read', 'leads:read'],
        expiresIn: 30,
      },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.key).toMatch(/^lp_live_[A-Za-z0-9_-]{8}_[A-Za-z0-9_-]{43}$/);
    expect(body.key.startsWith(`${body.prefix}_`)).toBe(true);
    expect(body).toMatchObject({
      name: 'Zapier',
      permissions: ['leads:read', 'analytics:read'],
      isActive: true,
      usageCount: 0,
      lastUsed: null,
      lastIpAddress: null,
      maskedKey: `${body.prefix}${'*'.repeat(32)}`,
      createdAt: new Date(t.clock.now).toISOString(),
      expiresAt: new Date(t.clock.now + 30 * DAY).toISOString(),
    });
    const row = await t.db.select().from(apiKeys).where(eq(apiKeys.id, body.id)).get();
    expect(row?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(body.key.slice(body.prefix.length + 1));
  });

  it('makes keys that differ every time (256 random bits each)', async () => {
    const t = await setup();
    await enableApiAccess(t, t.cookie);
    const a = await createApiKey(t, t.cookie);
    const b = await createApiKey(t, t.cookie);
    expect(a.key).not.toBe(b.key);
    expect(a.prefix).not.toBe(b.prefix);
  });

  it('with expiresIn 0 never expires', async () => {
    const t = await setup();
    await enableApiAccess(t, t.cookie);
    const res = await t.request('/api/api-access/keys', {
      method: 'POST',
      cookie: t.cookie,
      json: { name: 'Forever', permissions: ['profile:read'], expiresIn: 0 },
    });
    expect((await res.json()).expiresAt).toBeNull();
  });

  it.each([
    [{ name: '   ', permissions: ['leads:read'], expiresIn: 30 }, 'Please enter a key name'],
    [{ permissions: ['leads:read'], expiresIn: 30 }, 'Please enter a key name'],
    [{ name: 'x', permissions: [], expiresIn: 30 }, 'Please select at least one permission'],
    [{ name: 'x', expiresIn: 30 }, 'Please select at least one permission'],
    [{ name: 'x', permissions: ['leads:destroy'], expiresIn: 30 }, 'Unknown permission'],
    [{ name: 'x', permissions: ['leads:read'], expiresIn: -1 }, 'Choose when the key expires'],
    [{ name: 'x', permissions: ['leads:read'], expiresIn: 3651 }, 'Choose when the key expires'],
  ])('refuses %j with 400', async (json, message) => {
    const t = await setup();
    await enableApiAccess(t, t.cookie);
    const res = await t.request('/api/api-access/keys', { method: 'POST', cookie: t.cookie, json });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(message);
    expect(await t.db.select().from(apiKeys).all()).toEqual([]);
  });

  it('accepts every one of the sixteen permissions', async () => {
    const t = await setup();
    await enableApiAccess(t, t.cookie);
    const key = await createApiKey(t, t.cookie, { permissions: [...apiPermissions] });
    expect(apiPermissions).toHaveLength(16);
    expect((key as unknown as { permissions: string[] }).permissions).toEqual([...apiPermissions]);
  });

  it('is refused while API access is off', async () => {
    const t = await setup();
    const res = await t.request('/api/api-access/keys', {
      method: 'POST',
      cookie: t.cookie,
      json: { name: 'x', permissions: ['leads:read'], expiresIn: 30 },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: 'API access is turned off. Turn it on in Settings, API Access.',
    });
  });

  it('is refused at maxKeys; deleting one makes room', async () => {
    const t = await setup();
    await enableApiAccess(t, t.cookie, { maxKeys: 2 });
    const first = await createApiKey(t, t.cookie);
    await createApiKey(t, t.cookie);
    const res = await t.request('/api/api-access/keys', {
      method: 'POST',
      cookie: t.cookie,
      json: { name: 'third', permissions: ['leads:read'], expiresIn: 30 },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'You have reached the limit of 2 API keys. Delete a key or raise the limit.',
    });
    await t.request(`/api/api-access/keys/${first.id}`, { method: 'DELETE', cookie: t.cookie });
    expect((await createApiKey(t, t.cookie)).key).toBeTruthy();
  });

  it('is refused to an Admin acting on behalf of the user', async () => {
    const t = await setup();
    await enableApiAccess(t, t.cookie);
    await t.createUser({ email: 'admin@example.com', role: 'Admin' });
    const adminCookie = await t.signIn('admin@example.com');
    const res = await t.request('/api/api-access/keys', {
      method: 'POST',
      cookie: adminCookie,
      headers: await startImpersonation(t, adminCookie, t.pro.email),
      json: { name: 'sneaky', permissions: ['leads:read'], expiresIn: 30 },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Not allowed while acting on behalf of another user' });
    expect(await t.db.select().from(apiKeys).all()).toEqual([]);
  });
});

describe('the key list', () => {
  it('shows masked keys with permissions, state, dates and usage; never the key or its hash', async () => {
    const t = await setup();
    const created = await userWithKey(t, 'pro@example.com', { name: 'Reporting' });
    t.clock.now += 1000;
    await t.request('/api/prospects/count', { headers: bearer(created.key) });
    const res = await t.request('/api/api-access/keys', { cookie: t.cookie });
    expect(res.status).toBe(200);
    const { keys } = await res.json();
    expect(keys).toEqual([
      {
        id: created.id,
        name: 'Reporting',
        prefix: created.prefix,
        maskedKey: `${created.prefix}********************************`,
        permissions: ['leads:read'],
        isActive: true,
        isExpired: false,
        createdAt: new Date(t.clock.now - 1000).toISOString(),
        expiresAt: new Date(t.clock.now - 1000 + 30 * DAY).toISOString(),
        usageCount: 1,
        lastUsed: new Date(t.clock.now).toISOString(),
        lastIpAddress: '127.0.0.1',
      },
    ]);
    expect(JSON.stringify(keys)).not.toContain(created.key);
    expect(JSON.stringify(keys)).not.toMatch(/hash/);
  });

  it('lists only the user’s own keys', async () => {
    const t = await setup();
    await userWithKey(t, 'pro@example.com');
    const otherCookie = await t.signIn('other@example.com');
    expect(await (await t.request('/api/api-access/keys', { cookie: otherCookie })).json()).toEqual({
      keys: [],
    });
  });
});

describe('activating, deactivating and deleting a key', () => {
  it('PATCH {isActive} switches the key off and on', async () => {
    const t = await setup();
    const created = await userWithKey(t, 'pro@example.com');
    const off = await t.request(`/api/api-access/keys/${created.id}`, {
      method: 'PATCH',
      cookie: t.cookie,
      json: { isActive: false },
    });
    expect(off.status).toBe(200);
    expect((await off.json()).isActive).toBe(false);
    expect((await t.request('/api/prospects/count', { headers: bearer(created.key) })).status).toBe(401);
    await t.request(`/api/api-access/keys/${created.id}`, {
      method: 'PATCH',
      cookie: t.cookie,
      json: { isActive: true },
    });
    expect((await t.request('/api/prospects/count', { headers: bearer(created.key) })).status).toBe(200);
  });

  it('PATCH without isActive is 400', async () => {
    const t = await setup();
    const created = await userWithKey(t, 'pro@example.com');
    const res = await t.request(`/api/api-access/keys/${created.id}`, {
      method: 'PATCH',
      cookie: t.cookie,
      json: {},
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('isActive must be true or false');
  });

  it('DELETE removes it from the list and it stops working', async () => {
    const t = await setup();
    const created = await userWithKey(t, 'pro@example.com');
    const res = await t.request(`/api/api-access/keys/${created.id}`, { method: 'DELETE', cookie: t.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect((await (await t.request('/api/api-access/keys', { cookie: t.cookie })).json()).keys).toEqual([]);
    const call = await t.request('/api/prospects/count', { headers: bearer(created.key) });
    expect(call.status).toBe(401);
    expect(await call.json()).toEqual({ error: 'Invalid API key' });
    const again = await t.request(`/api/api-access/keys/${created.id}`, {
      method: 'DELETE',
      cookie: t.cookie,
    });
    expect(again.status).toBe(404);
  });

  it('another user’s key is 404 for PATCH and DELETE and stays as it was', async () => {
    const t = await setup();
    const created = await userWithKey(t, 'pro@example.com');
    const otherCookie = await t.signIn('other@example.com');
    for (const method of ['PATCH', 'DELETE']) {
      const res = await t.request(`/api/api-access/keys/${created.id}`, {
        method,
        cookie: otherCookie,
        json: { isActive: false },
      });
      expect(res.status, method).toBe(404);
      expect(await res.json()).toEqual({ error: 'API key not found' });
    }
    expect((await t.request('/api/prospects/count', { headers: bearer(created.key) })).status).toBe(200);
  });
});

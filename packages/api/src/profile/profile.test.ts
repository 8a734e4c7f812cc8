import { BIO_TOO_LONG, NAME_REQUIRED } from '@leadpath/core/schemas/profile';
import { users } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startImpersonation } from '../testing/impersonation.ts';
import { createTestApp } from '../testing/test-app.ts';

async function setup() {
  const t = createTestApp();
  const user = await t.createUser({ email: 'pat@example.com', name: 'Pat', role: 'Pro' });
  const cookie = await t.signIn('pat@example.com');
  return { ...t, user, cookie };
}

const profile = { name: 'Pat Jones', companyName: 'Acme', location: 'Berlin', bio: 'Hello' };

describe('PATCH /api/edit-profile', () => {
  it('saves name, company name, location and bio, and user-fetch shows them', async () => {
    const t = await setup();
    const res = await t.request('/api/edit-profile', { method: 'PATCH', cookie: t.cookie, json: profile });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject(profile);
    const fetched = await (await t.request('/api/user-fetch', { cookie: t.cookie })).json();
    expect(fetched).toMatchObject(profile);
    t.clock.now += 1234;
    await t.request('/api/edit-profile', { method: 'PATCH', cookie: t.cookie, json: profile });
    const row = await t.db.select().from(users).where(eq(users.id, t.user.id)).get();
    expect(row?.updatedAt.getTime()).toBe(t.clock.now);
  });

  it('changes only the signed-in user', async () => {
    const t = await setup();
    const other = await t.createUser({ email: 'other@example.com', name: 'Other', role: 'Pro' });
    await t.request('/api/edit-profile', { method: 'PATCH', cookie: t.cookie, json: profile });
    expect((await t.db.select().from(users).where(eq(users.id, other.id)).get())?.name).toBe('Other');
  });

  it('trims text fields and keeps empty optional ones', async () => {
    const t = await setup();
    const res = await t.request('/api/edit-profile', {
      method: 'PATCH',
      cookie: t.cookie,
      json: { name: '  Pat  ', companyName: '', location: '' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'Pat', companyName: '', location: '', bio: '' });
  });

  it('changes only the fields sent, like every PATCH: a name alone keeps the bio, company and location', async () => {
    const t = await setup();
    await t.request('/api/edit-profile', { method: 'PATCH', cookie: t.cookie, json: profile });
    const nameOnly = await t.request('/api/edit-profile', {
      method: 'PATCH',
      cookie: t.cookie,
      json: { name: 'Pat Smith' },
    });
    expect(nameOnly.status).toBe(200);
    expect(await nameOnly.json()).toMatchObject({ ...profile, name: 'Pat Smith' });
    const bioOnly = await t.request('/api/edit-profile', {
      method: 'PATCH',
      cookie: t.cookie,
      json: { bio: 'New bio' },
    });
    expect(bioOnly.status).toBe(200);
    expect(await bioOnly.json()).toMatchObject({ ...profile, name: 'Pat Smith', bio: 'New bio' });
    const fetched = await (await t.request('/api/user-fetch', { cookie: t.cookie })).json();
    expect(fetched).toMatchObject({
      name: 'Pat Smith',
      companyName: 'Acme',
      location: 'Berlin',
      bio: 'New bio',
    });
  });

  it('clears company name, location or bio sent as null, never the name', async () => {
    const t = await setup();
    await t.request('/api/edit-profile', { method: 'PATCH', cookie: t.cookie, json: profile });
    const cleared = await t.request('/api/edit-profile', {
      method: 'PATCH',
      cookie: t.cookie,
      json: { location: null, bio: null },
    });
    expect(await cleared.json()).toMatchObject({
      name: 'Pat Jones',
      companyName: 'Acme',
      location: '',
      bio: '',
    });
    const noName = await t.request('/api/edit-profile', {
      method: 'PATCH',
      cookie: t.cookie,
      json: { name: null },
    });
    expect(noName.status).toBe(400);
    expect((await t.db.select().from(users).where(eq(users.id, t.user.id)).get())?.name).toBe('Pat Jones');
  });

  it('requires a name', async () => {
    const t = await setup();
    const res = await t.request('/api/edit-profile', {
      method: 'PATCH',
      cookie: t.cookie,
      json: { ...profile, name: '   ' },
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe(NAME_REQUIRED);
    expect(body.issues).toEqual([{ path: 'name', message: NAME_REQUIRED }]);
  });

  it('accepts a bio of 800 characters and refuses 801', async () => {
    const t = await setup();
    const ok = await t.request('/api/edit-profile', {
      method: 'PATCH',
      cookie: t.cookie,
      json: { ...profile, bio: 'a'.repeat(800) },
    });
    expect(ok.status).toBe(200);
    const refused = await t.request('/api/edit-profile', {
      method: 'PATCH',
      cookie: t.cookie,
      json: { ...profile, bio: 'a'.repeat(801) },
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toBe(BIO_TOO_LONG);
  });

  it('is 401 when signed out', async () => {
    const t = await setup();
    const res = await t.request('/api/edit-profile', { method: 'PATCH', json: profile });
    expect(res.status).toBe(401);
    expect((await res.json()).error).toBe('Please login');
  });

  it('is 403 for a deactivated account', async () => {
    const t = await setup();
    await t.db.update(users).set({ isDeactivated: true }).where(eq(users.id, t.user.id)).run();
    const res = await t.request('/api/edit-profile', { method: 'PATCH', cookie: t.cookie, json: profile });
    expect(res.status).toBe(403);
  });

  it('edits the impersonated user when an Admin acts for them', async () => {
    const t = await setup();
    await t.createUser({ email: 'ada@example.com', name: 'Ada', role: 'Admin' });
    const adminCookie = await t.signIn('ada@example.com');
    const res = await t.request('/api/edit-profile', {
      method: 'PATCH',
      cookie: adminCookie,
      headers: await startImpersonation(t, adminCookie, t.user.email),
      json: profile,
    });
    expect(res.status).toBe(200);
    expect((await t.db.select().from(users).where(eq(users.id, t.user.id)).get())?.name).toBe('Pat Jones');
  });

  it('is described in the OpenAPI document', async () => {
    const t = await setup();
    const doc = await (await t.request('/api/openapi.json')).json();
    expect(doc.paths['/api/edit-profile'].patch.requestBody).toBeDefined();
  });
});

import { listRestProcedures } from '@leadpath/api';
import { MAX_GUIDE_LENGTH } from '@leadpath/core/schemas/engagement-guides';
import { companies, insertLeads, prospects } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, userWithKey } from '../testing/api-keys.ts';
import { createTestApp } from '../testing/test-app.ts';

async function setup() {
  const t = createTestApp();
  const pro = await t.createUser({ email: 'pro@example.com', name: 'Priya', role: 'Pro' });
  const other = await t.createUser({ email: 'other@example.com', role: 'Starter' });
  await insertLeads(t.db, other.id, { companies: 1, prospects: 2 }, { seed: 7, now: t.clock.now });
  const cookie = await t.signIn('pro@example.com');
  const company = await (
    await t.request('/api/companies', { method: 'POST', cookie, json: { name: 'Northwind' } })
  ).json();
  const prospect = await (
    await t.request('/api/prospects', {
      method: 'POST',
      cookie,
      json: { firstName: 'Alex', lastName: 'Garcia', title: 'VP Sales', companyId: company.id },
    })
  ).json();
  const otherProspect = (await t.db.select().from(prospects).where(eq(prospects.ownerId, other.id)).get())!;
  return { ...t, pro, other, cookie, prospectId: prospect.id as string, otherProspect };
}

type T = Awaited<ReturnType<typeof setup>>;

const setType = (t: T, id: string, json: unknown, headers?: HeadersInit) =>
  t.request(`/api/prospects/${id}/personality`, { method: 'PATCH', cookie: t.cookie, json, headers });

const editGuide = (t: T, id: string, json: unknown) =>
  t.request(`/api/prospects/${id}/guide`, { method: 'PATCH', cookie: t.cookie, json });

describe('personality type and engagement guide', () => {
  it('a new prospect has neither; setting a type writes the guide with the four sections and the name', async () => {
    const t = await setup();
    const before = await (await t.request(`/api/prospects/${t.prospectId}`, { cookie: t.cookie })).json();
    expect(before).toMatchObject({ personalityType: null, engagementGuide: null });

    const res = await setType(t, t.prospectId, { personalityType: 'D' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.personalityType).toBe('D');
    for (const heading of [
      '## Communication Approach',
      '## Engagement Guide',
      '### Energizers',
      '### Drainers',
      '## Working With Type D',
      '## What to Avoid in a First Message',
    ]) {
      expect(body.engagementGuide).toContain(heading);
    }
    expect(body.engagementGuide).toContain('Alex Garcia');
    expect(body.engagementGuide).toContain('VP Sales at Northwind');

    const read = await (await t.request(`/api/prospects/${t.prospectId}`, { cookie: t.cookie })).json();
    expect(read).toMatchObject({ personalityType: 'D', engagementGuide: body.engagementGuide });
  });

  it('keeps an existing guide on a type change unless asked to regenerate', async () => {
    const t = await setup();
    await setType(t, t.prospectId, { personalityType: 'D' });
    await editGuide(t, t.prospectId, { engagementGuide: '# My own notes' });

    const changed = await (await setType(t, t.prospectId, { personalityType: 'S' })).json();
    expect(changed).toMatchObject({ personalityType: 'S', engagementGuide: '# My own notes' });

    const regenerated = await (
      await setType(t, t.prospectId, { personalityType: 'S', regenerate: true })
    ).json();
    expect(regenerated.engagementGuide).toContain('## Working With Type S');

    // None clears the type and keeps the guide.
    const cleared = await (await setType(t, t.prospectId, { personalityType: null })).json();
    expect(cleared).toMatchObject({ personalityType: null, engagementGuide: regenerated.engagementGuide });
  });

  it('edits the guide; blank text removes it; too long is refused with a clear message', async () => {
    const t = await setup();
    const edited = await editGuide(t, t.prospectId, { engagementGuide: '## Notes\n\n- likes **data**' });
    expect(edited.status).toBe(200);
    expect((await edited.json()).engagementGuide).toBe('## Notes\n\n- likes **data**');

    const tooLong = await editGuide(t, t.prospectId, { engagementGuide: 'x'.repeat(MAX_GUIDE_LENGTH + 1) });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error).toBe('The guide must be at most 20,000 characters');

    const blank = await (await editGuide(t, t.prospectId, { engagementGuide: '   ' })).json();
    expect(blank.engagementGuide).toBeNull();
  });

  it('refuses an unknown type with the message', async () => {
    const t = await setup();
    const res = await setType(t, t.prospectId, { personalityType: 'X' });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Choose a personality type: D, I, S, C or none');
  });

  it('another user’s prospect is not found and stays unchanged', async () => {
    const t = await setup();
    const id = t.otherProspect.id;
    for (const res of [
      await setType(t, id, { personalityType: 'I' }),
      await editGuide(t, id, { engagementGuide: 'hijacked' }),
      await t.request(`/api/prospects/${id}`, { cookie: t.cookie }),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Prospect not found' });
    }
    const row = (await t.db.select().from(prospects).where(eq(prospects.id, id)).get())!;
    expect(row).toMatchObject({ personalityType: null, engagementGuide: null });
  });

  it('works over tRPC too', async () => {
    const t = await setup();
    const res = await t.request('/trpc/prospects.setPersonality', {
      method: 'POST',
      cookie: t.cookie,
      json: { id: t.prospectId, personalityType: 'C' },
    });
    expect(res.status).toBe(200);
    const row = (await t.db.select().from(prospects).where(eq(prospects.id, t.prospectId)).get())!;
    expect(row.personalityType).toBe('C');
    expect(row.engagementGuide).toContain('## Working With Type C');
  });

  it('puts the type and the guide into the CSV export', async () => {
    const t = await setup();
    await setType(t, t.prospectId, { personalityType: 'I' });
    const csv = await (await t.request('/api/prospects/export.csv', { cookie: t.cookie })).text();
    expect(csv.split('\r\n')[0]).toContain('Personality type,Engagement guide');
    expect(csv).toContain(',I,"# Alex Garcia: Type I (Influence)\n');
  });

  it('uses the company name as it is now', async () => {
    const t = await setup();
    await t.db.update(companies).set({ name: 'Contoso' }).where(eq(companies.ownerId, t.pro.id)).run();
    const body = await (await setType(t, t.prospectId, { personalityType: 'C' })).json();
    expect(body.engagementGuide).toContain('VP Sales at Contoso');
  });
});

describe('API key permissions', () => {
  it('declares leads:write for the changes and leads:read for the read', () => {
    const routes = Object.fromEntries(
      listRestProcedures().map(({ route }) => [`${route.method} ${route.path}`, route.permission]),
    );
    expect(routes['PATCH /prospects/{id}/personality']).toBe('leads:write');
    expect(routes['PATCH /prospects/{id}/guide']).toBe('leads:write');
    expect(routes['GET /prospects/{id}']).toBe('leads:read');
  });

  it('a key with leads:read reads the guide but cannot set the type; leads:write can', async () => {
    const t = await setup();
    const reader = await userWithKey(t, 'pro@example.com', { name: 'reader', permissions: ['leads:read'] });
    const writer = await createWriterKey(t);

    const denied = await setType(t, t.prospectId, { personalityType: 'D' }, bearer(reader.key));
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ error: 'This API key lacks the leads:write permission' });
    const deniedEdit = await t.request(`/api/prospects/${t.prospectId}/guide`, {
      method: 'PATCH',
      headers: bearer(reader.key),
      json: { engagementGuide: 'x' },
    });
    expect(deniedEdit.status).toBe(403);

    const allowed = await t.request(`/api/prospects/${t.prospectId}/personality`, {
      method: 'PATCH',
      headers: bearer(writer),
      json: { personalityType: 'D' },
    });
    expect(allowed.status).toBe(200);

    const read = await t.request(`/api/prospects/${t.prospectId}`, { headers: bearer(reader.key) });
    expect(read.status).toBe(200);
    expect((await read.json()).engagementGuide).toContain('## Working With Type D');

    const writeOnly = await t.request(`/api/prospects/${t.prospectId}`, { headers: bearer(writer) });
    expect(writeOnly.status).toBe(403);
  });
});

async function createWriterKey(t: T): Promise<string> {
  const res = await t.request('/api/api-access/keys', {
    method: 'POST',
    cookie: t.cookie,
    json: { name: 'writer', permissions: ['leads:write'], expiresIn: 30 },
  });
  return (await res.json()).key;
}

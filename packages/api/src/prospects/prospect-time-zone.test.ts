import { prospects } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

async function setup() {
  const t = createTestApp();
  await t.createUser({ email: 'tz@example.com', role: 'Pro' });
  const cookie = await t.signIn('tz@example.com');
  const row = async (id: string) => await t.db.select().from(prospects).where(eq(prospects.id, id)).get();
  return { t, cookie, row };
}

describe("a prospect's time zone over REST", () => {
  it('is set on create, read back, changed and cleared by a patch', async () => {
    const { t, cookie, row } = await setup();
    const created = await t.request('/api/prospects', {
      method: 'POST',
      cookie,
      json: { firstName: 'Ada', email: 'ada@example.com', timeZone: 'Europe/Paris' },
    });
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: string };
    expect((await row(id))?.timeZone).toBe('Europe/Paris');

    const read = await t.request(`/api/prospects/${id}`, { cookie });
    expect(await read.json()).toMatchObject({ id, timeZone: 'Europe/Paris' });
    const list = (await (await t.request('/api/prospects', { cookie })).json()) as {
      items: { id: string; timeZone: string | null }[];
    };
    expect(list.items.find((item) => item.id === id)?.timeZone).toBe('Europe/Paris');

    const changed = await t.request(`/api/prospects/${id}`, {
      method: 'PATCH',
      cookie,
      json: { timeZone: 'America/Chicago' },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ timeZone: 'America/Chicago', firstName: 'Ada' });
    expect((await row(id))?.timeZone).toBe('America/Chicago');

    await t.request(`/api/prospects/${id}`, { method: 'PATCH', cookie, json: { title: 'CTO' } });
    expect((await row(id))?.timeZone).toBe('America/Chicago');

    const cleared = await t.request(`/api/prospects/${id}`, {
      method: 'PATCH',
      cookie,
      json: { timeZone: null },
    });
    expect(await cleared.json()).toMatchObject({ timeZone: null });
    expect((await row(id))?.timeZone).toBeNull();
  });

  it('refuses an unknown zone with 400 and the message, and changes nothing', async () => {
    const { t, cookie, row } = await setup();
    const refusedCreate = await t.request('/api/prospects', {
      method: 'POST',
      cookie,
      json: { firstName: 'Bo', timeZone: 'Europe/Pariss' },
    });
    expect(refusedCreate.status).toBe(400);
    expect((await refusedCreate.json()).error).toBe('Please choose a valid timezone');
    expect(await t.db.select().from(prospects).all()).toHaveLength(0);

    const { id } = (await (
      await t.request('/api/prospects', {
        method: 'POST',
        cookie,
        json: { firstName: 'Bo', timeZone: 'Asia/Tokyo' },
      })
    ).json()) as { id: string };
    const before = await row(id);
    const refusedPatch = await t.request(`/api/prospects/${id}`, {
      method: 'PATCH',
      cookie,
      json: { timeZone: 'Tokyo', title: 'CEO' },
    });
    expect(refusedPatch.status).toBe(400);
    expect((await refusedPatch.json()).error).toBe('Please choose a valid timezone');
    expect(await row(id)).toEqual(before);
  });
});

describe('the "Time zone" CSV column', () => {
  it('imports the zone, reports a bad one by line, keeps a known zone on an empty cell, and exports it', async () => {
    const { t, cookie } = await setup();
    const post = (rows: unknown[]) =>
      t.request('/api/prospects/import', { method: 'POST', cookie, json: { rows } });
    const first = await post([
      { line: 2, values: { firstName: 'Ada', email: 'ada@example.com', timeZone: 'Europe/Paris' } },
      { line: 3, values: { firstName: 'Bo', email: 'bo@example.com', timeZone: 'Nowhere/Land' } },
      { line: 4, values: { firstName: 'Cy', email: 'cy@example.com', timeZone: '' } },
    ]);
    expect(await first.json()).toEqual({
      created: 2,
      merged: 0,
      errors: [{ line: 3, message: 'Please choose a valid timezone' }],
    });
    const zoneOf = async (email: string) =>
      (await t.db.select().from(prospects).where(eq(prospects.email, email)).get())?.timeZone;
    expect(await zoneOf('ada@example.com')).toBe('Europe/Paris');
    expect(await zoneOf('cy@example.com')).toBeNull();
    expect(await zoneOf('bo@example.com')).toBeUndefined();

    // Merging: a new zone wins, an empty cell keeps the known one.
    const second = await post([
      { line: 2, values: { firstName: 'Ada', email: 'ada@example.com', timeZone: '' } },
      { line: 3, values: { firstName: 'Cy', email: 'cy@example.com', timeZone: 'Asia/Tokyo' } },
    ]);
    expect(await second.json()).toMatchObject({ created: 0, merged: 2, errors: [] });
    expect(await zoneOf('ada@example.com')).toBe('Europe/Paris');
    expect(await zoneOf('cy@example.com')).toBe('Asia/Tokyo');

    const csv = await (await t.request('/api/prospects/export.csv', { cookie })).text();
    const [header, ...lines] = csv.trimEnd().split('\r\n');
    const column = header?.split(',').indexOf('Time zone') ?? -1;
    expect(column).toBeGreaterThan(-1);
    const zones = Object.fromEntries(lines.map((line) => [line.split(',')[0], line.split(',')[column]]));
    expect(zones).toEqual({ Ada: 'Europe/Paris', Cy: 'Asia/Tokyo' });
  });
});

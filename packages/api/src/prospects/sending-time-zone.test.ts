import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

/** The drawer's question: in which zone will this prospect's steps go out, and why? */
describe('prospects.sendingTimeZone', () => {
  it("answers the prospect's own zone, else its company's location's, else the sender's, as the schedule does", async () => {
    const t = createTestApp();
    await t.createUser({ email: 'zones@example.com', role: 'Pro' });
    const cookie = await t.signIn('zones@example.com');
    const post = async (path: string, json: Record<string, unknown>) =>
      (await (await t.request(path, { method: 'POST', cookie, json })).json()) as { id: string };
    const zoneOf = async (id: string) => {
      const input = encodeURIComponent(JSON.stringify({ id }));
      const res = await t.request(`/trpc/prospects.sendingTimeZone?input=${input}`, { cookie });
      expect(res.status).toBe(200);
      return ((await res.json()) as { result: { data: unknown } }).result.data;
    };
    const paris = await post('/api/companies', { name: 'Parisian', location: 'Paris, France' });
    const nowhere = await post('/api/companies', { name: 'Nowhere' });
    const explicit = await post('/api/prospects', {
      firstName: 'Ada',
      timeZone: 'Asia/Tokyo',
      companyId: paris.id,
    });
    const fromCompany = await post('/api/prospects', { firstName: 'Bea', companyId: paris.id });
    const unknown = await post('/api/prospects', { firstName: 'Cy', companyId: nowhere.id });

    expect(await zoneOf(explicit.id)).toMatchObject({ zone: 'Asia/Tokyo', source: 'prospect' });
    expect(await zoneOf(fromCompany.id)).toMatchObject({
      zone: 'Europe/Paris',
      source: 'company',
      companyLocation: 'Paris, France',
    });
    const sender = (await zoneOf(unknown.id)) as { zone: string; source: string };
    expect(sender.source).toBe('sender');
    expect(sender.zone).toBe('UTC');

    // Sending settings that ignore the prospect's zone send everyone in the sender's.
    const settings = await t.request('/api/outreach/settings', {
      method: 'PATCH',
      cookie,
      json: {
        timezone: {
          value: 'America/Chicago',
          label: 'Chicago',
          offset: -6,
          abbrev: 'CST',
          altName: 'Central',
        },
        useProspectTimeZone: false,
      },
    });
    expect(settings.status).toBe(200);
    expect(await zoneOf(explicit.id)).toMatchObject({
      zone: 'America/Chicago',
      source: 'sender',
      usesProspectZone: false,
    });
  });
});

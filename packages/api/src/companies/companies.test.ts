import { describe, expect, it } from 'vitest';
import { createLeadsTestApp as setup } from '../testing/leads-test-app.ts';

describe('companies over REST', () => {
  it('lists, creates, updates and deletes the user’s companies', async () => {
    const t = await setup();
    const list = await (await t.request('/api/companies?limit=2', { cookie: t.cookie })).json();
    expect(list.total).toBe(4);
    expect(list.items).toHaveLength(2);
    const next = await (
      await t.request(`/api/companies?limit=2&cursor=${list.nextCursor}`, { cookie: t.cookie })
    ).json();
    expect(next.items.map((c: { id: string }) => c.id)).not.toContain(list.items[0].id);

    const created = await t.request('/api/companies', {
      method: 'POST',
      cookie: t.cookie,
      json: { name: 'Zeta Corp', domain: 'https://Zeta.example/about' },
    });
    const company = await created.json();
    expect(company).toMatchObject({ name: 'Zeta Corp', domain: 'zeta.example', prospectCount: 0 });
    const patched = await t.request(`/api/companies/${company.id}`, {
      method: 'PATCH',
      cookie: t.cookie,
      json: { name: 'Zeta Corporation', industry: 'Software' },
    });
    expect(await patched.json()).toMatchObject({
      name: 'Zeta Corporation',
      industry: 'Software',
      domain: 'zeta.example',
    });
    const removed = await t.request(`/api/companies/${company.id}`, { method: 'DELETE', cookie: t.cookie });
    expect(await removed.json()).toEqual({ deleted: 1 });
  });

  it('answers 404 "Company not found" for another user’s company', async () => {
    const t = await setup();
    const path = `/api/companies/${t.otherCompany.id}`;
    for (const init of [{}, { method: 'PATCH', json: { name: 'Mine now' } }, { method: 'DELETE' }] as const) {
      const res = await t.request(path, { cookie: t.cookie, ...init });
      expect(res.status, init.method ?? 'GET').toBe(404);
      expect(await res.json()).toEqual({ error: 'Company not found' });
    }
  });

  it('validates with the form’s messages', async () => {
    const t = await setup();
    const post = (json: unknown) => t.request('/api/companies', { method: 'POST', cookie: t.cookie, json });
    expect((await (await post({ name: '' })).json()).error).toBe('Please enter a company name');
    expect((await (await post({ name: 'A', domain: 'not a domain' })).json()).error).toBe(
      'Please enter a valid domain, like acme.com',
    );
  });
});

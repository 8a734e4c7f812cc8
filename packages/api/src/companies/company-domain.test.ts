import { companyDomainTaken } from '@leadpath/core/schemas/companies';
import { companies } from '@leadpath/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLeadsTestApp as setup } from '../testing/leads-test-app.ts';

describe('one company per domain', () => {
  it('refuses a company with the domain of another (409 naming it), merges when asked, and keeps others apart', async () => {
    const t = await setup();
    const post = (json: Record<string, unknown>, cookie = t.cookie) =>
      t.request('/api/companies', { method: 'POST', cookie, json });
    const first = await (await post({ name: 'Acme Foods', domain: 'acmefoods.example' })).json();

    const again = await post({ name: 'Acme Foods', domain: 'https://AcmeFoods.example/', industry: 'Food' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: companyDomainTaken('Acme Foods', 'acmefoods.example') });

    const merged = await post({
      name: 'Acme Foods Ltd',
      domain: 'acmefoods.example',
      industry: 'Food',
      ifDomainTaken: 'merge',
    });
    expect(merged.status).toBe(200);
    expect(await merged.json()).toMatchObject({ id: first.id, name: 'Acme Foods', industry: 'Food' });
    const own = await t.db
      .select()
      .from(companies)
      .where(and(eq(companies.ownerId, t.pro.id), eq(companies.domain, 'acmefoods.example')))
      .all();
    expect(own).toHaveLength(1);

    // Another user's company of that domain is theirs to have; companies without a domain never clash.
    const otherCookie = await t.signIn('other@example.com');
    expect((await post({ name: 'Acme Foods', domain: 'acmefoods.example' }, otherCookie)).status).toBe(200);
    expect((await post({ name: 'No Domain One' })).status).toBe(200);
    expect((await post({ name: 'No Domain Two' })).status).toBe(200);

    // A change to a domain another company has is refused the same way and changes nothing.
    const beta = await (await post({ name: 'Beta', domain: 'beta.example' })).json();
    const patch = await t.request(`/api/companies/${beta.id}`, {
      method: 'PATCH',
      cookie: t.cookie,
      json: { domain: 'acmefoods.example', industry: 'Retail' },
    });
    expect(patch.status).toBe(409);
    expect(await patch.json()).toEqual({ error: companyDomainTaken('Acme Foods', 'acmefoods.example') });
    expect(await t.db.select().from(companies).where(eq(companies.id, beta.id)).get()).toMatchObject({
      domain: 'beta.example',
      industry: '',
    });
  });
});

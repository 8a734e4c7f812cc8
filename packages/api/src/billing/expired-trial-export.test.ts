import { insertLeads } from '@leadpath/db';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

const DAY = 86_400_000;

/** An expired trial keeps its data (issue 28, ADR 034): the CSV exports answer, nothing else opens. */
describe('an expired trial', () => {
  async function expiredUser() {
    const t = createTestApp();
    const owner = await t.createUser({
      email: 'expired-export@example.com',
      role: 'Free',
      tier: 'Free',
      trialEndDate: new Date(t.clock.now - DAY),
    });
    await insertLeads(t.db, owner.id, { companies: 2, prospects: 3 }, { now: t.clock.now });
    return { t, cookie: await t.signIn('expired-export@example.com') };
  }

  it('downloads its prospects and companies as CSV', async () => {
    const { t, cookie } = await expiredUser();
    const prospectsCsv = await t.request('/api/prospects/export.csv', { cookie });
    expect(prospectsCsv.status).toBe(200);
    expect(prospectsCsv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect((await prospectsCsv.text()).trimEnd().split('\r\n')).toHaveLength(1 + 3);
    const companiesCsv = await t.request('/api/companies/export.csv', { cookie });
    expect(companiesCsv.status).toBe(200);
    expect((await companiesCsv.text()).trimEnd().split('\r\n')).toHaveLength(1 + 2);
  });

  it('still meets the plan gate everywhere else on its lists', async () => {
    const { t, cookie } = await expiredUser();
    for (const path of ['/api/prospects', '/api/prospects/count', '/api/companiesProspecting/count']) {
      const res = await t.request(path, { cookie });
      expect(res.status, path).toBe(403);
      expect(await res.json()).toEqual({ error: 'Pick a plan to use this feature' });
    }
    const create = await t.request('/api/prospects', { method: 'POST', cookie, json: { firstName: 'X' } });
    expect(create.status).toBe(403);
  });
});

import { prospects } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLeadsTestApp as setup } from '../testing/leads-test-app.ts';

interface Page {
  items: { id: string; status: string; title: string }[];
  total: number;
}

describe('array query parameters of GET /api/prospects and its CSV export', () => {
  it('take the documented form, the parameter repeated (style form, explode true)', async () => {
    const t = await setup();
    const rows = await t.db.select().from(prospects).where(eq(prospects.ownerId, t.pro.id)).all();
    const expected = rows.filter((row) => row.status === 'new' || row.status === 'contacted').length;
    expect(expected).toBeGreaterThan(0);
    for (const query of ['status=new&status=contacted', 'status=new,contacted']) {
      const page = (await (
        await t.request(`/api/prospects?${query}&limit=100`, { cookie: t.cookie })
      ).json()) as Page;
      expect(page.total, query).toBe(expected);
      expect(new Set(page.items.map((item) => item.status)), query).toEqual(new Set(['new', 'contacted']));
      const csv = await (await t.request(`/api/prospects/export.csv?${query}`, { cookie: t.cookie })).text();
      expect(csv.trim().split('\n').length - 1, `${query} (CSV)`).toBe(expected);
    }
  });

  it('match a job title holding a comma as one title', async () => {
    const t = await setup();
    const created = await t.request('/api/prospects', {
      method: 'POST',
      cookie: t.cookie,
      json: { firstName: 'Vera', title: 'VP, Sales' },
    });
    const vera = (await created.json()) as { id: string };
    const one = (await (
      await t.request(`/api/prospects?titles=${encodeURIComponent('VP, Sales')}`, { cookie: t.cookie })
    ).json()) as Page;
    expect(one.items.map((item) => item.id)).toEqual([vera.id]);
    const unknown = await t.request('/api/prospects?status=new&status=sleeping', { cookie: t.cookie });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error).toBe('Unknown status');
  });
});

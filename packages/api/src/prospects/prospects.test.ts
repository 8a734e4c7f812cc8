import { companies, insertLeads, prospects } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApiKey, enableApiAccess } from '../testing/api-keys.ts';
import { createLeadsTestApp as setup } from '../testing/leads-test-app.ts';
import { createTestApp } from '../testing/test-app.ts';

const DAY = 86_400_000;

interface Page {
  items: { id: string; lastName: string; status: string; title: string; companyName: string | null }[];
  nextCursor: string | null;
  total: number;
}

describe('prospects over REST', () => {
  it('lists only the signed-in user’s prospects, with the total', async () => {
    const t = await setup();
    const res = await t.request('/api/prospects?limit=5', { cookie: t.cookie });
    expect(res.status).toBe(200);
    const page = (await res.json()) as Page;
    expect(page.total).toBe(23);
    expect(page.items).toHaveLength(5);
    expect(page.nextCursor).toEqual(expect.any(String));
    expect((await t.request('/api/prospects')).status).toBe(401);
  });

  it('walks every page once, in a stable order, whatever the sort', async () => {
    const t = await setup();
    const all = await t.db
      .select({ id: prospects.id })
      .from(prospects)
      .where(eq(prospects.ownerId, t.pro.id))
      .all();
    for (const sort of ['createdAt', 'lastName', 'email', 'status']) {
      for (const direction of ['asc', 'desc']) {
        const seen: string[] = [];
        const names: string[] = [];
        let cursor: string | null = null;
        do {
          const query = new URLSearchParams({ limit: '4', sort, direction, ...(cursor ? { cursor } : {}) });
          const page = (await (
            await t.request(`/api/prospects?${query}`, { cookie: t.cookie })
          ).json()) as Page;
          seen.push(...page.items.map((item) => item.id));
          names.push(...page.items.map((item) => item.lastName));
          cursor = page.nextCursor;
        } while (cursor);
        expect(new Set(seen).size, `${sort} ${direction}`).toBe(all.length);
        expect(seen.sort()).toEqual(all.map((row) => row.id).sort());
        if (sort === 'lastName') {
          const sorted = [...names].sort((a, b) =>
            direction === 'asc' ? a.localeCompare(b) : b.localeCompare(a),
          );
          expect(names).toEqual(sorted);
        }
      }
    }
  });

  it('filters by status, titles (repeated parameters) and search across name, email, title and company', async () => {
    const t = await setup();
    const rows = await t.db.select().from(prospects).where(eq(prospects.ownerId, t.pro.id)).all();
    const won = (await (await t.request('/api/prospects?status=won', { cookie: t.cookie })).json()) as Page;
    expect(won.total).toBe(rows.filter((row) => row.status === 'won').length);
    expect(won.items.every((item) => item.status === 'won')).toBe(true);

    const titles = (await (
      await t.request('/api/prospects?titles=CEO&titles=Founder&limit=100', { cookie: t.cookie })
    ).json()) as Page;
    expect(titles.total).toBe(rows.filter((row) => ['CEO', 'Founder'].includes(row.title)).length);

    const target = rows[3]!;
    const byEmail = (await (
      await t.request(`/api/prospects?q=${encodeURIComponent(target.email.toUpperCase())}`, {
        cookie: t.cookie,
      })
    ).json()) as Page;
    expect(byEmail.items.map((item) => item.id)).toEqual([target.id]);

    const company = (await t.db.select().from(companies).where(eq(companies.ownerId, t.pro.id)).get())!;
    const byCompany = (await (
      await t.request(`/api/prospects?q=${encodeURIComponent(company.name)}&limit=100`, { cookie: t.cookie })
    ).json()) as Page;
    expect(byCompany.items.length).toBeGreaterThan(0);
    expect(byCompany.items.every((item) => item.companyName?.includes(company.name.split(' ')[0]!))).toBe(
      true,
    );

    const companyFilter = (await (
      await t.request(`/api/prospects?companyId=${company.id}&limit=100`, { cookie: t.cookie })
    ).json()) as Page;
    expect(companyFilter.total).toBe(rows.filter((row) => row.companyId === company.id).length);
  });

  it('answers 404 "Prospect not found" for another user’s prospect, and changes nothing', async () => {
    const t = await setup();
    const path = `/api/prospects/${t.otherProspect.id}`;
    for (const init of [
      {},
      { method: 'PATCH', json: { firstName: 'Mallory' } },
      { method: 'DELETE' },
    ] as const) {
      const res = await t.request(path, { cookie: t.cookie, ...init });
      expect(res.status, init.method ?? 'GET').toBe(404);
      expect(await res.json()).toEqual({ error: 'Prospect not found' });
    }
    const still = await t.db.select().from(prospects).where(eq(prospects.id, t.otherProspect.id)).get();
    expect(still?.firstName).toBe(t.otherProspect.firstName);
  });

  it('keeps GET /api/prospects/count as it was', async () => {
    const t = await setup();
    expect(await (await t.request('/api/prospects/count', { cookie: t.cookie })).json()).toEqual({
      count: 23,
    });
    expect(await (await t.request('/api/companiesProspecting/count', { cookie: t.cookie })).json()).toEqual({
      count: 4,
    });
  });

  it('creates, reads, updates and deletes a prospect', async () => {
    const t = await setup();
    const company = (await t.db.select().from(companies).where(eq(companies.ownerId, t.pro.id)).get())!;
    const created = await t.request('/api/prospects', {
      method: 'POST',
      cookie: t.cookie,
      json: {
        firstName: ' Grace ',
        lastName: 'Hopper',
        email: 'Grace@Navy.example',
        title: 'Rear Admiral',
        linkedinUrl: 'https://www.linkedin.com/in/grace-hopper/',
        companyId: company.id,
      },
    });
    expect(created.status).toBe(200);
    const prospect = await created.json();
    expect(prospect).toMatchObject({
      firstName: 'Grace',
      email: 'grace@navy.example',
      linkedinUrl: 'https://www.linkedin.com/in/grace-hopper',
      status: 'new',
      companyName: company.name,
      crmSyncState: 'pending',
    });
    const patched = await t.request(`/api/prospects/${prospect.id}`, {
      method: 'PATCH',
      cookie: t.cookie,
      json: { firstName: 'Grace', lastName: 'Hopper', status: 'meeting', email: 'grace@navy.example' },
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({
      status: 'meeting',
      companyId: company.id,
      title: 'Rear Admiral',
    });
    const removed = await t.request(`/api/prospects/${prospect.id}`, { method: 'DELETE', cookie: t.cookie });
    expect(await removed.json()).toEqual({ deleted: 1 });
    expect((await t.request(`/api/prospects/${prospect.id}`, { cookie: t.cookie })).status).toBe(404);
  });

  it('validates with the form’s messages', async () => {
    const t = await setup();
    const post = (json: unknown) => t.request('/api/prospects', { method: 'POST', cookie: t.cookie, json });
    const cases: [unknown, number, string][] = [
      [{ firstName: '  ' }, 400, 'Please enter a first name'],
      [{ firstName: 'Ann', email: 'not-an-email' }, 400, 'Please enter a valid email'],
      [
        { firstName: 'Ann', linkedinUrl: 'https://example.com/ann' },
        400,
        'Please enter a valid LinkedIn URL',
      ],
      [{ firstName: 'Ann', status: 'sleeping' }, 400, 'Choose a status'],
      [{ firstName: 'Ann', companyId: t.otherCompany.id }, 404, 'Company not found'],
    ];
    for (const [json, status, error] of cases) {
      const res = await post(json);
      expect(res.status, error).toBe(status);
      expect((await res.json()).error).toBe(error);
    }
    const limit = await t.request('/api/prospects?limit=500', { cookie: t.cookie });
    expect(limit.status).toBe(400);
    expect((await limit.json()).error).toBe('Limit must be between 1 and 100');
    const cursor = await t.request('/api/prospects?cursor=garbage', { cookie: t.cookie });
    expect(cursor.status).toBe(400);
    expect((await cursor.json()).error).toBe('This page link is no longer valid; start from the first page');
  });

  it('refuses a second prospect with the same email or LinkedIn URL with 409', async () => {
    const t = await setup();
    const existing = (await t.db.select().from(prospects).where(eq(prospects.ownerId, t.pro.id)).get())!;
    for (const json of [
      { firstName: 'Copy', email: existing.email.toUpperCase() },
      { firstName: 'Copy', linkedinUrl: `${existing.linkedinUrl}/` },
    ]) {
      const res = await t.request('/api/prospects', { method: 'POST', cookie: t.cookie, json });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        error: 'A prospect with this email or LinkedIn URL already exists',
      });
    }
    // Another user may hold the same address.
    const theirs = await t.request('/api/prospects', {
      method: 'POST',
      cookie: await t.signIn('other@example.com'),
      json: { firstName: 'Copy', email: existing.email },
    });
    expect(theirs.status).toBe(200);
  });

  it('bulk-deletes the user’s own rows and ignores anyone else’s', async () => {
    const t = await setup();
    const mine = await t.db.select().from(prospects).where(eq(prospects.ownerId, t.pro.id)).limit(3).all();
    const res = await t.request('/api/prospects/bulk-delete', {
      method: 'POST',
      cookie: t.cookie,
      json: { ids: [...mine.map((row) => row.id), t.otherProspect.id] },
    });
    expect(await res.json()).toEqual({ deleted: 3 });
    expect(
      await t.db.select().from(prospects).where(eq(prospects.id, t.otherProspect.id)).get(),
    ).toBeDefined();
    const empty = await t.request('/api/prospects/bulk-delete', {
      method: 'POST',
      cookie: t.cookie,
      json: { ids: [] },
    });
    expect((await empty.json()).error).toBe('Select at least one row');
  });

  it('refuses an expired trial with 403', async () => {
    const t = await setup();
    await t.createUser({
      email: 'expired@example.com',
      role: 'Free',
      trialEndDate: new Date(t.clock.now - DAY),
    });
    const res = await t.request('/api/prospects', { cookie: await t.signIn('expired@example.com') });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Pick a plan to use this feature' });
  });
});

describe('prospect CSV import', () => {
  it('imports good rows, reports bad ones by line and merges duplicates', async () => {
    const t = await setup();
    const existing = (await t.db.select().from(prospects).where(eq(prospects.ownerId, t.pro.id)).get())!;
    const res = await t.request('/api/prospects/import', {
      method: 'POST',
      cookie: t.cookie,
      json: {
        rows: [
          {
            line: 2,
            values: { fullName: 'Ada Lovelace', email: 'ada@engine.example', company: 'Analytical Engines' },
          },
          { line: 3, values: { firstName: 'Bad', email: 'bad-at-example' } },
          { line: 4, values: { email: 'nobody@example.com', title: 'CTO' } },
          {
            line: 5,
            values: { firstName: 'Existing', email: existing.email, title: 'Chief Merger', status: 'Won' },
          },
          {
            line: 6,
            values: { firstName: 'Ada', lastName: 'L.', email: 'ADA@engine.example', phone: '+44 1' },
          },
          { line: 7, values: { firstName: 'Lin', linkedinUrl: 'linkedin.com/in/lin' } },
          { line: 8, values: { firstName: 'Sam', status: 'sleeping' } },
          { line: 9, values: { firstName: 'Charles', lastName: 'Babbage', company: 'analytical engines' } },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      created: 2,
      merged: 2,
      errors: [
        { line: 3, message: 'Please enter a valid email' },
        { line: 4, message: 'Please enter a first name' },
        { line: 7, message: 'Please enter a valid LinkedIn URL' },
        { line: 8, message: 'Unknown status "sleeping"' },
      ],
    });
    const ada = await t.db.select().from(prospects).where(eq(prospects.email, 'ada@engine.example')).all();
    expect(ada).toHaveLength(1);
    expect(ada[0]).toMatchObject({ firstName: 'Ada', lastName: 'L.', phone: '+44 1', ownerId: t.pro.id });
    const merged = (await t.db.select().from(prospects).where(eq(prospects.id, existing.id)).get())!;
    expect(merged).toMatchObject({
      firstName: 'Existing',
      title: 'Chief Merger',
      status: 'won',
      lastName: existing.lastName,
    });
    const engines = await t.db.select().from(companies).where(eq(companies.name, 'Analytical Engines')).all();
    expect(engines).toHaveLength(1);
    const charles = (await t.db.select().from(prospects).where(eq(prospects.firstName, 'Charles')).get())!;
    expect(charles.companyId).toBe(engines[0]!.id);
  });

  it('refuses an empty chunk and a chunk above 500 rows', async () => {
    const t = await setup();
    const post = (rows: unknown[]) =>
      t.request('/api/prospects/import', { method: 'POST', cookie: t.cookie, json: { rows } });
    expect((await (await post([])).json()).error).toBe('The file has no rows to import');
    const many = Array.from({ length: 501 }, (_, i) => ({ line: i + 2, values: { firstName: 'X' } }));
    expect((await (await post(many)).json()).error).toBe('Send at most 500 rows at a time');
  });
});

describe('CSV export', () => {
  it('downloads the current filter as text/csv, own rows only', async () => {
    const t = await setup();
    const res = await t.request('/api/prospects/export.csv?status=won&sort=lastName&direction=asc', {
      cookie: t.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="prospects-2026-11-23.csv"');
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'First name,Last name,Title,Email,Phone,LinkedIn URL,Company,Status,CRM sync,Time zone,Personality type,Engagement guide,Created',
    );
    const won = await t.db.select().from(prospects).where(eq(prospects.ownerId, t.pro.id)).all();
    expect(lines).toHaveLength(1 + won.filter((row) => row.status === 'won').length);
    expect(lines.slice(1).every((line) => line.includes(',won,'))).toBe(true);
  });

  it('quotes cells and defuses spreadsheet formulas', async () => {
    const t = await setup();
    await t.request('/api/prospects', {
      method: 'POST',
      cookie: t.cookie,
      json: { firstName: '=HYPERLINK("x")', lastName: 'Doe, Jr.', email: 'jd@example.com' },
    });
    const text = await (
      await t.request('/api/prospects/export.csv?q=jd@example.com', { cookie: t.cookie })
    ).text();
    expect(text.split('\r\n')[1]).toMatch(/^"'=HYPERLINK\(""x""\)","Doe, Jr\.",,jd@example\.com,/);
  });

  it('answers 401 without a session and exports companies too', async () => {
    const t = await setup();
    const anonymous = await t.request('/api/prospects/export.csv');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Please login' });
    const csv = await (await t.request('/api/companies/export.csv', { cookie: t.cookie })).text();
    expect(csv.trimEnd().split('\r\n')).toHaveLength(1 + 4);
  });
});

describe('home summary', () => {
  it('counts prospects, companies, this week’s additions and CRM sync states', async () => {
    const t = await setup();
    const res = await t.request('/trpc/prospects.summary', { cookie: t.cookie });
    const summary = (await res.json()).result.data;
    const rows = await t.db.select().from(prospects).where(eq(prospects.ownerId, t.pro.id)).all();
    // Today and the six UTC days before it.
    const weekStart = (Math.floor(t.clock.now / DAY) - 6) * DAY;
    expect(summary).toEqual({
      prospects: 23,
      companies: 4,
      addedThisWeek: rows.filter((row) => row.createdAt.getTime() >= weekStart).length,
      // No CRM connection yet: every lead is pending (crm.test.ts counts them after a sync).
      crm: { pending: rows.length, synced: 0, failed: 0 },
    });
  });
});

describe('CSV export with an API key', () => {
  it('downloads with leads:read and is refused without it', async () => {
    const t = createTestApp();
    const owner = await t.createUser({ email: 'csv-key@example.com', role: 'Pro' });
    await insertLeads(t.db, owner.id, { companies: 2, prospects: 3 }, { now: t.clock.now });
    const cookie = await t.signIn('csv-key@example.com');
    await enableApiAccess(t, cookie);
    const reader = (await createApiKey(t, cookie, { permissions: ['leads:read'] })).key;
    const other = (await createApiKey(t, cookie, { permissions: ['analytics:read'] })).key;
    const allowed = await t.request('/api/prospects/export.csv', {
      headers: { authorization: `Bearer ${reader}` },
    });
    expect(allowed.status).toBe(200);
    expect((await allowed.text()).trim().split('\n')).toHaveLength(4);
    const refused = await t.request('/api/prospects/export.csv', {
      headers: { authorization: `Bearer ${other}` },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'This API key lacks the leads:read permission' });
  });
});

describe('list totals', () => {
  it('counts matches up to 1,000 and says when there are more', async () => {
    const t = createTestApp();
    const owner = await t.createUser({ email: 'many@example.com', role: 'Pro' });
    await insertLeads(t.db, owner.id, { companies: 1, prospects: 1005 }, { now: t.clock.now });
    const cookie = await t.signIn('many@example.com');
    const all = await (await t.request('/api/prospects?limit=25', { cookie })).json();
    expect(all).toMatchObject({ total: 1005, totalIsCapped: false });
    const everyEmail = await (await t.request('/api/prospects?limit=25&q=example', { cookie })).json();
    expect(everyEmail).toMatchObject({ total: 1000, totalIsCapped: true });
    const few = await (await t.request('/api/prospects?limit=25&q=does-not-match-anyone', { cookie })).json();
    expect(few).toMatchObject({ total: 0, totalIsCapped: false, items: [] });
  });
});

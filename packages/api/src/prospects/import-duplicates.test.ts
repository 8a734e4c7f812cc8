import { companies, prospects } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

type Values = Record<string, string>;

async function importer(email: string) {
  const t = createTestApp();
  const user = await t.createUser({ email, role: 'Pro' });
  const cookie = await t.signIn(email);
  const post = async (rows: Values[]) => {
    const res = await t.request('/api/prospects/import', {
      method: 'POST',
      cookie,
      json: { rows: rows.map((values, i) => ({ line: i + 2, values })) },
    });
    expect(res.status).toBe(200);
    return res.json();
  };
  const own = async () => t.db.select().from(prospects).where(eq(prospects.ownerId, user.id)).all();
  return { t, user, cookie, post, own };
}

describe('POST /api/prospects/import: duplicates', () => {
  it('merges into the prospect with the email before the one with the LinkedIn URL, and follows each merge', async () => {
    const { t, cookie, post, own } = await importer('dupes@example.com');
    expect(
      await post([
        { firstName: 'Una', email: 'una@x.example', linkedinUrl: 'https://linkedin.com/in/una' },
        { firstName: 'Bo', email: 'bo@x.example', linkedinUrl: 'https://linkedin.com/in/bo' },
      ]),
    ).toEqual({ created: 2, merged: 0, errors: [] });
    // A later chunk: row 2 matches Una by email and Bo by LinkedIn URL; row 3 has Una's old URL,
    // which the merge just replaced; row 4 repeats row 3's email in capitals.
    expect(
      await post([
        {
          firstName: 'Una',
          lastName: 'Both',
          email: 'una@x.example',
          linkedinUrl: 'https://linkedin.com/in/bo/',
        },
        {
          fullName: 'Bo Moved',
          email: 'bo.moved@x.example',
          linkedinUrl: 'https://linkedin.com/in/una',
          status: 'Contacted',
        },
        { firstName: 'Bo', title: 'CEO', email: 'BO.MOVED@x.example', phone: '' },
        { firstName: 'Bo', email: 'bo.moved@x.example', status: 'Meeting', title: '' },
      ]),
    ).toEqual({ created: 1, merged: 3, errors: [] });
    const rows = await own();
    expect(rows).toHaveLength(3);
    const byEmail = (email: string) => rows.find((row) => row.email === email);
    expect(byEmail('una@x.example')).toMatchObject({
      firstName: 'Una',
      lastName: 'Both',
      linkedinUrl: 'https://linkedin.com/in/bo',
    });
    expect(byEmail('bo@x.example')).toMatchObject({ firstName: 'Bo', lastName: '' });
    expect(byEmail('bo.moved@x.example')).toMatchObject({
      firstName: 'Bo',
      lastName: 'Moved',
      title: 'CEO',
      linkedinUrl: 'https://linkedin.com/in/una',
      status: 'meeting',
    });
    // The search finds each prospect by what the merges wrote.
    const search = async (q: string) => {
      const res = await t.request(`/api/prospects?q=${encodeURIComponent(q)}`, { cookie });
      return ((await res.json()) as { items: { email: string }[] }).items.map((item) => item.email).sort();
    };
    expect(await search('Both')).toEqual(['una@x.example']);
    expect(await search('CEO')).toEqual(['bo.moved@x.example']);
  });

  it('keeps what is known when a duplicate in the same chunk leaves cells empty, and counts one prospect', async () => {
    const { t, post, own } = await importer('same-chunk@example.com');
    expect(
      await post([
        { firstName: 'Ann', lastName: 'Lee', email: 'ann@x.example', phone: '+1 1', status: 'Won' },
        { firstName: 'Annie', email: 'ann@x.example', phone: ' ', timeZone: 'Europe/Paris' },
        { firstName: 'Ann', linkedinUrl: 'https://linkedin.com/in/ann', email: 'ann@x.example' },
        { firstName: 'Ann', linkedinUrl: 'https://linkedin.com/in/ann', title: 'Founder' },
      ]),
    ).toEqual({ created: 1, merged: 3, errors: [] });
    expect(await own()).toEqual([
      expect.objectContaining({
        firstName: 'Ann',
        lastName: 'Lee',
        phone: '+1 1',
        status: 'won',
        timeZone: 'Europe/Paris',
        linkedinUrl: 'https://linkedin.com/in/ann',
        title: 'Founder',
      }),
    ]);
    const res = await t.request('/api/prospects/count', { cookie: await t.signIn('same-chunk@example.com') });
    expect(await res.json()).toEqual({ count: 1 });
  });
});

describe('POST /api/prospects/import: companies', () => {
  it('uses one company per name whatever its case, finds an existing one by name, and cuts a long name', async () => {
    const { t, user, post, own } = await importer('companies@example.com');
    expect(await post([{ firstName: 'First', company: 'Globex' }])).toEqual({
      created: 1,
      merged: 0,
      errors: [],
    });
    const long = 'L'.repeat(200);
    expect(
      await post([
        { firstName: 'A', company: 'Initech' },
        { firstName: 'B', company: 'INITECH' },
        { firstName: 'C', company: 'Globex' },
        { firstName: 'D', company: long },
        { firstName: 'E', company: long.slice(0, 150) },
      ]),
    ).toEqual({ created: 5, merged: 0, errors: [] });
    const names = await t.db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(eq(companies.ownerId, user.id))
      .all();
    expect(names.map((c) => c.name).sort()).toEqual(['Globex', 'Initech', long.slice(0, 150)]);
    const companyOf = new Map(names.map((c) => [c.id, c.name]));
    const rows = new Map((await own()).map((row) => [row.firstName, companyOf.get(row.companyId ?? '')]));
    expect(Object.fromEntries(rows)).toEqual({
      First: 'Globex',
      A: 'Initech',
      B: 'Initech',
      C: 'Globex',
      D: long.slice(0, 150),
      E: long.slice(0, 150),
    });
  });
});

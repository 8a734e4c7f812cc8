import { companies, insertLeads, prospects } from '@leadpath/db';
import { and, eq, inArray, ne, notInArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { broadPageBesideProbe } from '../prospects/queries.ts';
import { createTestApp } from '../testing/test-app.ts';
import { NARROW_SEARCH_MATCHES, SEARCH_SCAN_ROWS } from './search.ts';

type TestApp = ReturnType<typeof createTestApp>;

interface SearchPage {
  items: { id: string }[];
  nextCursor: string | null;
  total: number;
  totalIsCapped: boolean;
  totalIsPartial: boolean;
}

/** Every id a list search returns, page after page, and the first page (for its total). */
async function searchList(t: TestApp, cookie: string, list: 'prospects' | 'companies', q: string) {
  const ids: string[] = [];
  const pages: SearchPage[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ q, limit: '100', ...(cursor ? { cursor } : {}) });
    const res = await t.request(`/api/${list}?${query}`, { cookie });
    expect(res.status).toBe(200);
    const page = (await res.json()) as SearchPage;
    pages.push(page);
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
  } while (cursor);
  return { ids, first: pages[0]!, pages };
}

const searchAll = (t: TestApp, cookie: string, q: string) => searchList(t, cookie, 'prospects', q);
const searchAllCompanies = (t: TestApp, cookie: string, q: string) => searchList(t, cookie, 'companies', q);

async function setup() {
  const t = createTestApp();
  const owner = await t.createUser({ email: 'search@example.com', role: 'Pro' });
  const other = await t.createUser({ email: 'other-search@example.com', role: 'Pro' });
  await insertLeads(t.db, owner.id, { companies: 30, prospects: 1200 }, { now: t.clock.now });
  await insertLeads(t.db, other.id, { companies: 5, prospects: 300 }, { seed: 9, now: t.clock.now });
  const cookie = await t.signIn('search@example.com');
  return { ...t, owner, cookie };
}

/** What a search must return: a case-insensitive substring of the name, email, title or company name. */
async function expectedIds(t: TestApp, ownerId: string, term: string): Promise<string[]> {
  const names = new Map(
    (await t.db.select().from(companies).where(eq(companies.ownerId, ownerId)).all()).map((c) => [
      c.id,
      c.name,
    ]),
  );
  const needle = term.toLowerCase();
  return (await t.db.select().from(prospects).where(eq(prospects.ownerId, ownerId)).all())
    .filter((p) =>
      [`${p.firstName} ${p.lastName}`, p.email, p.title, (p.companyId && names.get(p.companyId)) ?? '']
        .map((text) => text.toLowerCase())
        .some((text) => text.includes(needle)),
    )
    .map((p) => p.id);
}

describe('prospect search', () => {
  it('finds exactly the substring matches, for short, narrow and broad terms alike', async () => {
    const t = await setup();
    const someone = (await t.db.select().from(prospects).where(eq(prospects.ownerId, t.owner.id)).get())!;
    const terms = [
      'an', // too short for the trigram index: scanned
      someone.email.toUpperCase(), // narrow: one row
      someone.lastName.slice(1), // a few dozen rows
      'example', // broad: every row's email
      `${someone.firstName} ${someone.lastName.slice(0, 2)}`, // across first and last name
      'no-one-is-called-this',
      '50%_"', // LIKE and FTS5 syntax characters are matched literally
    ];
    for (const term of terms) {
      const expected = await expectedIds(t, t.owner.id, term);
      const { ids, first } = await searchAll(t, t.cookie, term);
      expect(ids.sort(), term).toEqual(expected.sort());
      expect(first.total, term).toBe(Math.min(expected.length, 1000));
      expect(first.totalIsCapped, term).toBe(expected.length > 1000);
      expect(first.totalIsPartial, term).toBe(false);
    }
  });

  it(`examines at most ${SEARCH_SCAN_ROWS} rows per page for a term too short for the index, and says its total is partial`, async () => {
    const t = createTestApp();
    const owner = await t.createUser({ email: 'long-list@example.com', role: 'Pro' });
    const rows = SEARCH_SCAN_ROWS + 1500;
    await insertLeads(t.db, owner.id, { companies: 40, prospects: rows }, { now: t.clock.now });
    const cookie = await t.signIn('long-list@example.com');

    // '%' and a pair of letters no row holds match nothing: each page stops after SEARCH_SCAN_ROWS rows
    // (ADR 019), on PostgreSQL too (ADR 060: no trigram index answers a term under 3 characters).
    for (const term of ['%', 'zq']) {
      const { ids, pages } = await searchList(t, cookie, 'prospects', term);
      expect(ids, term).toEqual([]);
      expect(pages.length, term).toBe(2);
      expect(pages[0], term).toMatchObject({
        items: [],
        total: 0,
        totalIsCapped: false,
        totalIsPartial: true,
      });
      expect(pages[0]!.nextCursor, term).not.toBeNull();
    }

    // Paging on past the examined rows still finds every match, in every sort order.
    // A pair of letters only a few rows spread over the list hold, so most pages come back short.
    await t.db.$sql.run(
      "update prospects set title = 'Head of QX' where id in (select id from (select id, row_number() over (order by created_at, id) as n from prospects) as numbered where n % 500 = 0)",
    );
    const sparse = 'qx';
    const expected = await expectedIds(t, owner.id, sparse);
    expect(expected.length).toBe(Math.floor(rows / 500));
    for (const sort of ['createdAt', 'lastName']) {
      const ids: string[] = [];
      let cursor: string | null = null;
      do {
        const query = new URLSearchParams({
          q: sparse,
          sort,
          direction: 'asc',
          limit: '100',
          ...(cursor ? { cursor } : {}),
        });
        const page = (await (await t.request(`/api/prospects?${query}`, { cookie })).json()) as SearchPage;
        ids.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(ids.sort(), sort).toEqual([...expected].sort());
    }
  }, 30_000);

  it('counts a short term that fills the cap within the examined rows as capped, not partial', async () => {
    const t = createTestApp();
    const owner = await t.createUser({ email: 'long-list@example.com', role: 'Pro' });
    await insertLeads(
      t.db,
      owner.id,
      { companies: 40, prospects: SEARCH_SCAN_ROWS + 500 },
      { now: t.clock.now },
    );
    const cookie = await t.signIn('long-list@example.com');
    // Every generated email holds 'ex' (example): the first page is full and the count stops at the cap.
    const page = (await (await t.request('/api/prospects?q=ex&limit=100', { cookie })).json()) as SearchPage;
    expect(page).toMatchObject({ total: 1000, totalIsCapped: true, totalIsPartial: false });
    expect(page.items).toHaveLength(100);
  }, 30_000);

  it('follows edits: renamed prospects and companies, moved and deleted rows', async () => {
    const t = await setup();
    const company = (await (
      await t.request('/api/companies', {
        method: 'POST',
        cookie: t.cookie,
        json: { name: 'Quillfeather Ltd' },
      })
    ).json()) as { id: string };
    const created = (await (
      await t.request('/api/prospects', {
        method: 'POST',
        cookie: t.cookie,
        json: {
          firstName: 'Zebulon',
          lastName: 'Quartermaine',
          email: 'zq@nowhere.test',
          companyId: company.id,
        },
      })
    ).json()) as { id: string };
    const found = async (q: string) => (await searchAll(t, t.cookie, q)).ids;

    expect(await found('zebulon')).toEqual([created.id]);
    expect(await found('quillfeather')).toEqual([created.id]);

    await t.request(`/api/prospects/${created.id}`, {
      method: 'PATCH',
      cookie: t.cookie,
      json: {
        firstName: 'Ysolde',
        lastName: 'Quartermaine',
        email: 'zq@nowhere.test',
        companyId: company.id,
      },
    });
    expect(await found('zebulon')).toEqual([]);
    expect(await found('ysolde quart')).toEqual([created.id]);

    await t.request(`/api/companies/${company.id}`, {
      method: 'PATCH',
      cookie: t.cookie,
      json: { name: 'Inkwell Partners' },
    });
    expect(await found('quillfeather')).toEqual([]);
    expect(await found('inkwell')).toEqual([created.id]);

    expect(
      (await t.request(`/api/companies/${company.id}`, { method: 'DELETE', cookie: t.cookie })).status,
    ).toBe(200);
    expect(await found('inkwell')).toEqual([]);
    expect(await found('ysolde')).toEqual([created.id]);

    expect(
      (await t.request(`/api/prospects/${created.id}`, { method: 'DELETE', cookie: t.cookie })).status,
    ).toBe(200);
    expect(await found('ysolde')).toEqual([]);
  });

  it('counts a term matching exactly 1,000 prospects as 1,000 and one matching 1,001 as 1,000+', async () => {
    const t = await setup();
    const ids = (
      await t.db.select({ id: prospects.id }).from(prospects).where(eq(prospects.ownerId, t.owner.id)).all()
    )
      .map((row) => row.id)
      .sort();
    // The route probe's limit is 1,001 (ADR 060; on PostgreSQL sampled first, ADR 084): one match either
    // side of it must change the answer, and nothing else.
    for (const [term, matching] of [
      ['Qxvw', 1000],
      ['Qxvy', 1001],
    ] as const) {
      await t.db
        .update(prospects)
        .set({ title: `Head of ${term}` })
        .where(inArray(prospects.id, ids.slice(0, matching)))
        .run();
      const expected = await expectedIds(t, t.owner.id, term);
      expect(expected.length, term).toBe(matching);
      const { ids: found, first } = await searchAll(t, t.cookie, term.toLowerCase());
      expect(found.sort(), term).toEqual(expected.sort());
      expect(first, term).toMatchObject({
        total: 1000,
        totalIsCapped: matching > 1000,
        totalIsPartial: false,
      });
    }
  }, 30_000);

  it(`pages a broad term through a list longer than ${SEARCH_SCAN_ROWS} rows: a short page, then every match`, async () => {
    const t = createTestApp();
    const owner = await t.createUser({ email: 'broad-long@example.com', role: 'Pro' });
    await insertLeads(
      t.db,
      owner.id,
      { companies: 40, prospects: SEARCH_SCAN_ROWS + 1500 },
      { now: t.clock.now },
    );
    const cookie = await t.signIn('broad-long@example.com');
    const ordered = (
      await t.db
        .select({ id: prospects.id })
        .from(prospects)
        .where(eq(prospects.ownerId, owner.id))
        .orderBy(prospects.createdAt, prospects.id)
        .all()
    ).map((row) => row.id);
    // Broad (1,001 + 3 matches), but only 3 among the newest SEARCH_SCAN_ROWS rows, the first page's
    // window (ADR 019): that page comes back short and the next starts past its window (on PostgreSQL
    // the window is read by the page's own statement, ADR 092). Some matches are 'won'.
    const matching = [...ordered.slice(0, 1001), ...ordered.slice(-3)];
    await t.db
      .update(prospects)
      .set({ title: 'Head of Qxvb', status: 'new' })
      .where(inArray(prospects.id, matching))
      .run();
    await t.db
      .update(prospects)
      .set({ status: 'won' })
      .where(inArray(prospects.id, [...matching.slice(0, 40), ...matching.slice(-1)]))
      .run();
    const pageOf = async (params: Record<string, string>) =>
      (await (
        await t.request(`/api/prospects?${new URLSearchParams(params)}`, { cookie })
      ).json()) as SearchPage;

    const everyMatch = await expectedIds(t, owner.id, 'qxvb');
    expect(everyMatch.sort()).toEqual([...matching].sort());
    const allOrders = [
      { q: 'qxvb' },
      { q: 'qxvb', sort: 'lastName', direction: 'asc' },
      { q: 'qxvb', status: 'won' },
    ] as Record<string, string>[];
    const expectEveryPage = async (orders: Record<string, string>[]) => {
      const first = await pageOf({ q: 'qxvb', limit: '100' });
      expect(first.items.map((item) => item.id).sort()).toEqual(ordered.slice(-3).sort());
      expect(first).toMatchObject({ total: 1000, totalIsCapped: true, totalIsPartial: false });
      expect(first.nextCursor).not.toBeNull();
      for (const params of orders) {
        const ids: string[] = [];
        let cursor: string | null = null;
        do {
          const page = await pageOf({ ...params, limit: '100', ...(cursor ? { cursor } : {}) });
          ids.push(...page.items.map((item) => item.id));
          cursor = page.nextCursor;
        } while (cursor);
        const expected = params.status ? [...matching.slice(0, 40), ...matching.slice(-1)] : matching;
        expect(ids.sort(), JSON.stringify(params)).toEqual([...expected].sort());
      }
    };
    await expectEveryPage(allOrders);

    // ADR 096 (PostgreSQL): the broad page read beside the probe. A probe limit of 0 makes every term look
    // broad, so the guessed page is read each time: the same pages for the broad term, and a term the
    // probe finds narrow still answers from the index, its matches outside the window too.
    const narrow = [...ordered.slice(1001, 1003), ...ordered.slice(-5, -3)];
    await t.db.update(prospects).set({ title: 'Chief Zqwj' }).where(inArray(prospects.id, narrow)).run();
    broadPageBesideProbe.probeLimit = 0;
    try {
      // A status filter is never guessed: the two orders of the term alone.
      await expectEveryPage(allOrders.slice(0, 2));
      const narrowPage = await pageOf({ q: 'zqwj', limit: '100' });
      expect(narrowPage.items.map((item) => item.id).sort()).toEqual([...narrow].sort());
      expect(narrowPage).toMatchObject({ total: 4, totalIsCapped: false, nextCursor: null });
    } finally {
      broadPageBesideProbe.probeLimit = NARROW_SEARCH_MATCHES + 1;
    }
  }, 60_000);

  it("finds a broad term's matches by their company's name too, and no one else's", async () => {
    const t = await setup();
    const ids = (
      await t.db.select({ id: prospects.id }).from(prospects).where(eq(prospects.ownerId, t.owner.id)).all()
    )
      .map((row) => row.id)
      .sort();
    // Broad by the prospects' own text (the probe counts 1,001), and more rows by their company's name:
    // PostgreSQL's broad walk tests the name through the owner's matching companies (ADR 088).
    await t.db
      .update(prospects)
      .set({ title: 'Head of Qxvd' })
      .where(inArray(prospects.id, ids.slice(0, 1001)))
      .run();
    const company = (await t.db
      .select({ id: companies.id })
      .from(companies)
      .innerJoin(prospects, eq(prospects.companyId, companies.id))
      .where(and(eq(companies.ownerId, t.owner.id), notInArray(prospects.id, ids.slice(0, 1001))))
      .get())!;
    await t.db.update(companies).set({ name: 'Qxvd Works' }).where(eq(companies.id, company.id)).run();
    // Another account's company by that name brings none of its prospects.
    const theirs = (await t.db
      .select({ id: companies.id })
      .from(companies)
      .where(ne(companies.ownerId, t.owner.id))
      .get())!;
    await t.db.update(companies).set({ name: 'Qxvd Other' }).where(eq(companies.id, theirs.id)).run();
    const expected = await expectedIds(t, t.owner.id, 'qxvd');
    expect(expected.length).toBeGreaterThan(1001);
    const { ids: found, first } = await searchAll(t, t.cookie, 'qxvd');
    expect(found.sort()).toEqual(expected.sort());
    expect(first).toMatchObject({ total: 1000, totalIsCapped: true, totalIsPartial: false });
  }, 30_000);

  it('counts an unfiltered list exactly, from the kept counts', async () => {
    const t = await setup();
    const page = (await (
      await t.request('/api/prospects?limit=5', { cookie: t.cookie })
    ).json()) as SearchPage;
    expect(page).toMatchObject({ total: 1200, totalIsCapped: false, totalIsPartial: false });
  });
});

describe('company search', () => {
  it('finds exactly the substring matches of name, domain, industry and location, and follows edits', async () => {
    const t = createTestApp();
    const owner = await t.createUser({ email: 'companies@example.com', role: 'Pro' });
    const other = await t.createUser({ email: 'other-companies@example.com', role: 'Pro' });
    await insertLeads(t.db, owner.id, { companies: 1100, prospects: 0 }, { now: t.clock.now });
    await insertLeads(t.db, other.id, { companies: 50, prospects: 0 }, { seed: 3, now: t.clock.now });
    const cookie = await t.signIn('companies@example.com');
    const rows = await t.db.select().from(companies).where(eq(companies.ownerId, owner.id)).all();
    // A company whose domain no other holds: the rename below keeps its domain, which must stay unique.
    // (The rows come in no set order: PostgreSQL's differs from SQLite's.)
    const someone = rows.find((c) => rows.filter((o) => o.domain === c.domain).length === 1)!;
    const expected = (term: string) =>
      rows
        .filter((c) =>
          [c.name, c.domain, c.industry, c.location].some((text) =>
            text.toLowerCase().includes(term.toLowerCase()),
          ),
        )
        .map((c) => c.id)
        .sort();
    for (const term of [
      'in',
      someone.domain.toUpperCase(),
      'example',
      someone.location,
      'no-such-company',
      '%_"',
    ]) {
      const { ids, first } = await searchAllCompanies(t, cookie, term);
      expect(ids.sort(), term).toEqual(expected(term));
      expect(first.total, term).toBe(Math.min(expected(term).length, 1000));
      expect(first.totalIsCapped, term).toBe(expected(term).length > 1000);
    }

    const unfiltered = (await (await t.request('/api/companies?limit=5', { cookie })).json()) as SearchPage;
    expect(unfiltered.totalIsPartial).toBe(false);
    expect(unfiltered).toMatchObject({ total: 1100, totalIsCapped: false });

    await t.request(`/api/companies/${someone.id}`, {
      method: 'PATCH',
      cookie,
      json: { name: 'Zanzibar Quokka Works', domain: someone.domain },
    });
    expect((await searchAllCompanies(t, cookie, 'quokka')).ids).toEqual([someone.id]);
    await t.request(`/api/companies/${someone.id}`, { method: 'DELETE', cookie });
    expect((await searchAllCompanies(t, cookie, 'quokka')).ids).toEqual([]);
  });
});

describe('company search on a long list', () => {
  it(`examines at most ${SEARCH_SCAN_ROWS} companies per page for a term too short for the index`, async () => {
    const t = createTestApp();
    const owner = await t.createUser({ email: 'many-companies@example.com', role: 'Pro' });
    await insertLeads(
      t.db,
      owner.id,
      { companies: SEARCH_SCAN_ROWS + 100, prospects: 0 },
      { now: t.clock.now },
    );
    const cookie = await t.signIn('many-companies@example.com');
    const { ids, pages } = await searchList(t, cookie, 'companies', '_');
    expect(ids).toEqual([]);
    // A window of SEARCH_SCAN_ROWS rows per page (ADR 019), on both engines (ADR 060).
    expect(pages.length).toBe(2);
    expect(pages[0]).toMatchObject({ total: 0, totalIsPartial: true });
  }, 30_000);
});

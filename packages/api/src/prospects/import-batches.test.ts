import { prospects } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { CSV_IMPORT_BATCH_ROWS } from './import.ts';

describe('a CSV chunk imported in short batches', () => {
  it('imports every row of a chunk that spans several batches, merging across them and reporting bad lines', async () => {
    const t = createTestApp();
    const user = await t.createUser({ email: 'importer@example.com', role: 'Pro' });
    const cookie = await t.signIn('importer@example.com');
    const size = CSV_IMPORT_BATCH_ROWS * 2 + 20;
    const rows = Array.from({ length: size }, (_, i) => ({
      line: i + 2,
      values: { fullName: `Person ${i}`, email: `person.${i}@example.com`, company: `Co ${i % 3}` },
    }));
    // A row of the last batch repeats the email of a row of the first; another is bad.
    rows[size - 1] = {
      line: size + 1,
      values: { fullName: 'Person Again', email: 'person.3@example.com', company: 'Co 0' },
    };
    rows[CSV_IMPORT_BATCH_ROWS + 1] = {
      line: CSV_IMPORT_BATCH_ROWS + 3,
      values: { fullName: 'Bad Mail', email: 'nope', company: '' },
    };
    const res = await t.request('/api/prospects/import', { method: 'POST', cookie, json: { rows } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      created: size - 2,
      merged: 1,
      errors: [{ line: CSV_IMPORT_BATCH_ROWS + 3, message: 'Please enter a valid email' }],
    });
    const own = await t.db.select().from(prospects).where(eq(prospects.ownerId, user.id)).all();
    expect(own).toHaveLength(size - 2);
    expect(own.find((row) => row.email === 'person.3@example.com')).toMatchObject({
      firstName: 'Person',
      lastName: 'Again',
    });
    // One company per name, however many batches used it.
    const companies = new Set(own.map((row) => row.companyId));
    expect(companies.size).toBe(3);
    // The kept counts and the search index saw every row of the multi-row inserts, in every batch.
    const count = await t.request('/api/prospects/count', { cookie });
    expect(await count.json()).toEqual({ count: size - 2 });
    const search = async (q: string) => {
      const res = await t.request(`/api/prospects?q=${encodeURIComponent(q)}`, { cookie });
      return ((await res.json()) as { items: { email: string }[] }).items.map((item) => item.email).sort();
    };
    expect(await search('person.1@')).toEqual(['person.1@example.com']);
    expect(await search(`person.${CSV_IMPORT_BATCH_ROWS + 7}@`)).toEqual([
      `person.${CSV_IMPORT_BATCH_ROWS + 7}@example.com`,
    ]);
    expect(await search(`Person ${size - 2}`)).toEqual([`person.${size - 2}@example.com`]);
  });
});

describe('the job-title filter menu', () => {
  it("lists the account's own distinct titles in order, without empty ones", async () => {
    const t = createTestApp();
    await t.createUser({ email: 'titles@example.com', role: 'Pro' });
    await t.createUser({ email: 'titles-other@example.com', role: 'Pro' });
    const add = async (cookie: string, rows: { title: string }[]) =>
      t.request('/api/prospects/import', {
        method: 'POST',
        cookie,
        json: { rows: rows.map((values, i) => ({ line: i + 2, values: { firstName: `P${i}`, ...values } })) },
      });
    const cookie = await t.signIn('titles@example.com');
    await add(cookie, [
      { title: 'CTO' },
      { title: 'Founder' },
      { title: '' },
      { title: 'CTO' },
      { title: 'Analyst' },
    ]);
    await add(await t.signIn('titles-other@example.com'), [{ title: 'Zookeeper' }]);
    const res = await t.request('/trpc/prospects.titles', { cookie });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { result: { data: string[] } }).result.data).toEqual([
      'Analyst',
      'CTO',
      'Founder',
    ]);
  });
});

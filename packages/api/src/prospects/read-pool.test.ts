import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insertLeads } from '@leadpath/db';
import { createFileTestDatabase, createTestDatabase, postgresTestUrl } from '@leadpath/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

// The lists and exports read in the read pool (ADR 051): on a SQLite file the app answers from the
// workers, as the server does; on PostgreSQL (no pool) the same answers come from the database.
const apps: Array<{ db: { close(): Promise<void> } }> = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.db.close();
});

interface Page {
  items: { id: string; firstName: string; lastName: string; status: string }[];
  total: number;
}

async function setup() {
  const t = createTestApp({ database: postgresTestUrl() ? createTestDatabase() : createFileTestDatabase() });
  apps.push(t);
  const pro = await t.createUser({ email: 'pro@example.com', role: 'Pro' });
  await insertLeads(t.db, pro.id, { companies: 3, prospects: 30 }, { now: t.clock.now });
  const cookie = await t.signIn('pro@example.com');
  const list = async (query: string) =>
    (await (await t.request(`/api/prospects?${query}`, { cookie })).json()) as Page;
  return { ...t, cookie, list };
}

describe('prospects read in the read pool', () => {
  it('lists, searches and exports the user’s prospects', async () => {
    const t = await setup();
    const page = await t.list('limit=10');
    expect(page.total).toBe(30);
    expect(page.items).toHaveLength(10);
    const someone = page.items[0]!;
    const found = await t.list(`q=${encodeURIComponent(someone.lastName)}`);
    expect(found.items.map((item) => item.id)).toContain(someone.id);
    const csv = await (await t.request('/api/prospects/export.csv', { cookie: t.cookie })).text();
    expect(csv.trimEnd().split('\r\n')).toHaveLength(1 + 30);
  });

  it('shows a change to the same user at once: read-your-writes after each mutation', async () => {
    const t = await setup();
    const created = await t.request('/api/prospects', {
      method: 'POST',
      cookie: t.cookie,
      json: { firstName: 'Zelda', lastName: 'Quixworth' },
    });
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: string };
    expect((await t.list('q=Quixworth')).items.map((item) => item.id)).toEqual([id]);
    expect((await t.list('limit=1')).total).toBe(31);

    const patch = { method: 'PATCH', cookie: t.cookie, json: { status: 'won' } };
    expect((await t.request(`/api/prospects/${id}`, patch)).status).toBe(200);
    expect((await t.list('q=Quixworth')).items[0]?.status).toBe('won');

    expect((await t.request(`/api/prospects/${id}`, { method: 'DELETE', cookie: t.cookie })).status).toBe(
      200,
    );
    expect((await t.list('q=Quixworth')).items).toEqual([]);
    expect((await t.list('limit=1')).total).toBe(30);
  });

  it.skipIf(postgresTestUrl())(
    'answers a list whose worker dies mid-statement with an error, and the next list from a new worker',
    async () => {
      // The first statement on prospects in a worker ends that worker while a marker file exists.
      const marker = join(mkdtempSync(join(tmpdir(), 'leadpath-die-')), 'die');
      writeFileSync(marker, '');
      const workerSetup = `
const prepare = sqlite.prepare.bind(sqlite);
sqlite.prepare = (source) => {
  if (/from "prospects"/.test(source) && require('node:fs').existsSync(${JSON.stringify(marker)})) {
    require('node:fs').rmSync(${JSON.stringify(marker)});
    process.exit(3);
  }
  return prepare(source);
};`;
      const t = createTestApp({ database: createFileTestDatabase({ readPoolSize: 1, workerSetup }) });
      apps.push(t);
      const pro = await t.createUser({ email: 'pro@example.com', role: 'Pro' });
      await insertLeads(t.db, pro.id, { companies: 1, prospects: 5 }, { now: t.clock.now });
      const cookie = await t.signIn('pro@example.com');
      const died = await t.request('/api/prospects?limit=10', { cookie });
      expect(died.status).toBe(500);
      const after = await t.request('/api/prospects?limit=10', { cookie });
      expect(after.status).toBe(200);
      expect(((await after.json()) as Page).total).toBe(5);
    },
  );
});

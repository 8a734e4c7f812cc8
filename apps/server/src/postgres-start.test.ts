import { randomBytes } from 'node:crypto';
import { createTestApp } from '@leadpath/api/testing';
import { createSecretBox, DEVELOPMENT_SECRETS_KEY } from '@leadpath/auth';
import type { AppDatabase } from '@leadpath/db';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseLocationOf, prepareDatabase } from './database.ts';

// Issue 31: `DATABASE_URL=postgres://… pnpm start` opens PostgreSQL, migrates an empty database, seeds
// the demo accounts and serves them. Runs against scripts/postgres-cluster.mjs (LEADPATH_TEST_PG_URL).
const clusterUrl = process.env.LEADPATH_TEST_PG_URL;
const DEMO_PASSWORD = 'demo-pass-1234';

interface ProspectPage {
  items: { firstName: string; lastName: string; email: string | null; title: string | null }[];
  total: number;
}

describe('where the server keeps its data', () => {
  it('is DATABASE_URL when it names PostgreSQL, the SQLite file otherwise', () => {
    const url = 'postgresql://app@db.internal:5432/leadpath';
    expect(databaseLocationOf({ DATABASE_PATH: 'data/app.db', DATABASE_URL: url })).toBe(url);
    expect(databaseLocationOf({ DATABASE_PATH: 'data/app.db', DATABASE_URL: 'POSTGRES://x/y' })).toBe(
      'POSTGRES://x/y',
    );
    expect(databaseLocationOf({ DATABASE_PATH: 'data/app.db' })).toBe('data/app.db');
  });
});

describe.skipIf(!clusterUrl)('the server started with DATABASE_URL=postgres://… on an empty database', () => {
  const name = `start_${process.pid}_${randomBytes(4).toString('hex')}`;
  let admin: pg.Client;
  let db: AppDatabase;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: clusterUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(clusterUrl ?? '');
    url.pathname = `/${name}`;
    db = await prepareDatabase(
      databaseLocationOf({ DATABASE_PATH: 'unused.db', DATABASE_URL: url.toString() }),
      {
        seed: true,
        now: Date.now(),
        firstAdminUrl: 'http://localhost/setup',
        secrets: createSecretBox(DEVELOPMENT_SECRETS_KEY),
      },
    );
  }, 60_000);

  afterAll(async () => {
    await db?.close();
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
  });

  it('signs in a demo account, lists and searches its prospects, and answers a REST call with an API key', async () => {
    expect(db.$dialect).toBe('postgres');
    const t = createTestApp({ database: db });
    const cookie = await t.signIn('pro@demo.test', DEMO_PASSWORD);

    const all = (await (await t.request('/api/prospects?limit=5', { cookie })).json()) as ProspectPage;
    expect(all.total).toBeGreaterThan(5);
    expect(all.items).toHaveLength(5);

    // The first prospect's last name, upper-cased: search ignores case on both engines.
    const wanted = all.items[0]!.lastName;
    const found = (await (
      await t.request(`/api/prospects?q=${encodeURIComponent(wanted.toUpperCase())}&limit=100`, { cookie })
    ).json()) as ProspectPage;
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThan(all.total);
    for (const p of found.items)
      expect(`${p.firstName} ${p.lastName} ${p.email} ${p.title}`.toLowerCase()).toContain(
        wanted.toLowerCase(),
      );

    const settings = await t.request('/api/api-access/settings', {
      method: 'PATCH',
      cookie,
      json: {
        enabled: true,
        rateLimit: { requestsPerMinute: 600, requestsPerHour: 5000, requestsPerDay: 10000 },
      },
    });
    expect(settings.status).toBe(200);
    const created = await t.request('/api/api-access/keys', {
      method: 'POST',
      cookie,
      json: { name: 'start test', permissions: ['leads:read'], expiresIn: 30 },
    });
    expect(created.status).toBe(200);
    const { key } = (await created.json()) as { key: string };
    const viaKey = await t.app.request('http://localhost/api/prospects?limit=5', {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(viaKey.status).toBe(200);
    expect(((await viaKey.json()) as ProspectPage).total).toBe(all.total);
  }, 60_000);
});

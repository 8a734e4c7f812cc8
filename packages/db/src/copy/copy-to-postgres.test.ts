import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../client.ts';
import { databaseUrl } from '../driver/pg/test-database.ts';
import { leadCounts, prospects, twoFactorCredentials, users } from '../schema/index.ts';
import { seedDemoData } from '../seed.ts';
import { postgresTestUrl } from '../testing.ts';
import { CopyRefusedError, copySqliteToPostgres } from './copy-to-postgres.ts';

// Runs on the PostgreSQL suite (LEADPATH_TEST_ENGINE=postgres): the copy needs a real server.
const clusterUrl = postgresTestUrl();

describe.skipIf(!clusterUrl)('copying a SQLite install into PostgreSQL', () => {
  const folder = mkdtempSync(join(tmpdir(), 'leadpath-copy-'));
  const sqlitePath = join(folder, 'app.db');
  const admin = new pg.Client({ connectionString: clusterUrl });
  const created: string[] = [];

  async function emptyDatabase(): Promise<string> {
    const name = `copy_${randomBytes(5).toString('hex')}`;
    await admin.query(`create database ${name}`);
    created.push(name);
    return databaseUrl(clusterUrl as string, name);
  }

  beforeAll(async () => {
    await admin.connect();
    const db = openDatabase(sqlitePath);
    const { migrateDatabase } = await import('../migrate.ts');
    await migrateDatabase(db);
    await seedDemoData(db, {
      now: Date.UTC(2026, 10, 2),
      hashPassword: async (password) => `hashed:${password}`,
      sealTotpSecret: (userId, secret) => `sealed:${userId}:${secret}`,
    });
    await db.close();
  });

  afterAll(async () => {
    for (const name of created) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(folder, { recursive: true, force: true });
  });

  it('copies every table with equal row counts, keeps counts and sealed secrets, and the app reads it', async () => {
    const target = await emptyDatabase();
    const seen: string[] = [];
    const report = await copySqliteToPostgres({
      sqlitePath,
      postgresUrl: target,
      onProgress: (table, copied, total) => copied === total && seen.push(table),
    });

    const sqlite = openDatabase(sqlitePath);
    const postgres = openDatabase(target);
    try {
      const byTable = Object.fromEntries(report.tables.map((table) => [table.table, table.target]));
      expect(byTable.users).toBeGreaterThan(0);
      expect(byTable.prospects).toBeGreaterThan(0);
      expect(report.tables.every((table) => table.source === table.target)).toBe(true);
      expect(seen).toContain('prospects');
      // Parents before children: users go in before the prospects that belong to them.
      expect(seen.indexOf('users')).toBeLessThan(seen.indexOf('prospects'));

      const countsOf = async (db: typeof sqlite) =>
        (await db.select().from(leadCounts).all()).sort((a, b) => a.ownerId.localeCompare(b.ownerId));
      expect(await countsOf(postgres)).toEqual(await countsOf(sqlite));

      const secretsOf = async (db: typeof sqlite) =>
        (await db.select().from(twoFactorCredentials).all()).sort((a, b) => a.userId.localeCompare(b.userId));
      expect((await secretsOf(sqlite)).length).toBeGreaterThan(0);
      expect(await secretsOf(postgres)).toEqual(await secretsOf(sqlite));

      // The kept-count triggers are on again: a new prospect counts on PostgreSQL as it would on SQLite.
      const owner = (await postgres.select().from(prospects).limit(1).get()) as typeof prospects.$inferSelect;
      const before = await postgres
        .select()
        .from(leadCounts)
        .where(eq(leadCounts.ownerId, owner.ownerId))
        .get();
      await postgres.insert(prospects).values({ ...owner, id: 'copied-then-added', email: 'new@copy.test' });
      const after = await postgres
        .select()
        .from(leadCounts)
        .where(eq(leadCounts.ownerId, owner.ownerId))
        .get();
      expect(after?.prospects).toBe((before?.prospects ?? 0) + 1);
      const total = await postgres.select({ n: sql<number>`count(*)` }).from(prospects).get();
      expect(Number(total?.n)).toBe((byTable.prospects ?? 0) + 1);
    } finally {
      await sqlite.close();
      await postgres.close();
    }
  });

  it('refuses a database that already holds rows, and leaves it as it was', async () => {
    const target = await emptyDatabase();
    await copySqliteToPostgres({ sqlitePath, postgresUrl: target });
    const error = await copySqliteToPostgres({ sqlitePath, postgresUrl: target }).catch((caught) => caught);
    expect(error).toBeInstanceOf(CopyRefusedError);
    expect(error.message).toMatch(
      /^The PostgreSQL database is not empty \(\w+ has rows\): copy into a new, empty database$/,
    );
    const postgres = openDatabase(target);
    const sqlite = openDatabase(sqlitePath);
    try {
      const count = async (db: typeof sqlite) =>
        Number((await db.select({ n: sql<number>`count(*)` }).from(users).get())?.n);
      expect(await count(postgres)).toBe(await count(sqlite));
    } finally {
      await postgres.close();
      await sqlite.close();
    }
  });
});

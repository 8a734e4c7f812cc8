import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { type SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { migrateDatabase, migrationsFolder } from './migrate.ts';
import * as schema from './schema/index.ts';
import { createSqliteTestDatabase, createTestDatabase } from './testing.ts';

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const tables = Object.values(schema as Record<string, unknown>).filter((value): value is SQLiteTable =>
  is(value, SQLiteTable),
);
const tableNamed = new Map(tables.map((table) => [getTableName(table), table]));

function columnsOf(table: SQLiteTable): Map<string, SQLiteColumn> {
  return new Map(
    Object.entries(getTableColumns(table)).map(([key, column]) => [column.name || snakeCase(key), column]),
  );
}

/** How Drizzle reads and writes a column: 'timestamp_ms', 'timestamp' (seconds) or its plain type. */
function modeOf(column: SQLiteColumn): string {
  return column.columnType === 'SQLiteTimestamp'
    ? (column as unknown as { mode: string }).mode
    : column.columnType;
}

// lucia's adapter keeps a session's expiry in unix seconds (ADR 015).
const SECONDS_COLUMNS = ['sessions.expires_at'];

describe('one timestamp convention: epoch milliseconds (ADR 015)', () => {
  it('declares every integer *_at / *_date column of the migrated database as timestamp_ms', () => {
    const db = createSqliteTestDatabase();
    const found: Record<string, string> = {};
    const sqliteTables = db.$client
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'",
      )
      .pluck()
      .all() as string[];
    for (const tableName of sqliteTables) {
      const timeColumns = (
        db.$client.prepare(`pragma table_info("${tableName}")`).all() as { name: string; type: string }[]
      ).filter((column) => column.type === 'INTEGER' && /_(at|date)$/.test(column.name));
      for (const { name } of timeColumns) {
        const table = tableNamed.get(tableName);
        const column = table && columnsOf(table).get(name);
        found[`${tableName}.${name}`] = column ? modeOf(column) : 'not in the Drizzle schema';
      }
    }
    const expected = Object.fromEntries(
      Object.keys(found).map((key) => [
        key,
        SECONDS_COLUMNS.includes(key) ? 'SQLiteInteger' : 'timestamp_ms',
      ]),
    );
    expect(found).toEqual(expected);
    // The scan saw the columns this convention is about.
    expect(Object.keys(found)).toEqual(
      expect.arrayContaining(['users.created_at', 'prospects.updated_at', 'user_integrations.added_date']),
    );
  });

  it('has no time column in seconds, and no time the database or Drizzle makes up on its own', () => {
    for (const table of tables) {
      for (const [name, column] of columnsOf(table)) {
        const where = `${getTableName(table)}.${name}`;
        if (column.columnType === 'SQLiteTimestamp') expect(modeOf(column), where).toBe('timestamp_ms');
        // No $onUpdate / $defaultFn: every update and insert passes its time from the app clock.
        expect(column.onUpdateFn, where).toBeUndefined();
        expect(column.defaultFn, where).toBeUndefined();
      }
    }
  });

  it('makes every insert pass its times: the seconds default left by migration 0000 is hidden from the types', async () => {
    const at = new Date(Date.UTC(2026, 10, 23, 12, 0, 0, 123));
    const user: typeof schema.users.$inferInsert = {
      id: 'u1',
      email: 'a@example.com',
      passwordHash: 'x',
      name: 'A',
      createdAt: at,
      updatedAt: at,
    };
    // @ts-expect-error createdAt and updatedAt must come from the app clock
    const withoutTimes: typeof schema.users.$inferInsert = {
      id: 'u2',
      email: 'b@example.com',
      passwordHash: 'x',
      name: 'B',
    };
    // @ts-expect-error addedDate must come from the app clock
    const integration: typeof schema.userIntegrations.$inferInsert = {
      id: 'i1',
      userId: 'u1',
      providerConfigKey: 'hubspot',
      connectionId: 'c1',
    };
    expect([withoutTimes, integration]).toHaveLength(2);

    const db = createTestDatabase();
    expect((await db.insert(schema.users).values(user).returning().get()).createdAt).toEqual(at);
  });
});

/** A copy of the migrations folder that stops before the given migration, as an older release shipped it. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'lp-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe('migration 0006_timestamps_in_ms', () => {
  const seconds = 1_795_000_000; // 2026-11-18, as the old columns stored it
  const ms = seconds * 1000;
  const alreadyMs = 1_795_000_000_456;

  async function databaseAtRelease0005() {
    const db = openDatabase(':memory:');
    await db.$withConnection((sqlite) =>
      migrate(drizzle({ client: sqlite }), { migrationsFolder: migrationsBefore('0006_timestamps_in_ms') }),
    );
    const run = (statement: string, ...values: unknown[]) => db.$client.prepare(statement).run(...values);
    run(
      'insert into users (id, email, password_hash, name, created_at, updated_at) values (?, ?, ?, ?, ?, ?)',
      'u1',
      'a@example.com',
      'x',
      'A',
      seconds,
      seconds + 60,
    );
    // A row written in milliseconds already (say, by a half-upgraded server) must stay as it is.
    run(
      'insert into users (id, email, password_hash, name, created_at, updated_at) values (?, ?, ?, ?, ?, ?)',
      'u2',
      'b@example.com',
      'x',
      'B',
      alreadyMs,
      alreadyMs,
    );
    run(
      'insert into sessions (id, user_id, expires_at, created_at, last_active_at) values (?, ?, ?, ?, ?)',
      's1',
      'u1',
      seconds + 30 * 86_400,
      seconds,
      seconds + 5,
    );
    run(
      'insert into companies (id, owner_id, name, created_at, updated_at) values (?, ?, ?, ?, ?)',
      'c1',
      'u1',
      'Acme Labs',
      seconds,
      seconds,
    );
    run(
      'insert into prospects (id, owner_id, company_id, first_name, last_name, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)',
      'p1',
      'u1',
      'c1',
      'Grace',
      'Hopper',
      seconds,
      seconds + 1,
    );
    run(
      'insert into teams (id, team_name, owner_id, created_at) values (?, ?, ?, ?)',
      't1',
      'Team',
      'u1',
      seconds,
    );
    run(
      'insert into team_members (id, team_id, user_id, admin, joined_at) values (?, ?, ?, ?, ?)',
      'm1',
      't1',
      'u1',
      1,
      seconds,
    );
    run(
      'insert into user_integrations (id, user_id, provider_config_key, connection_id, added_date) values (?, ?, ?, ?, ?)',
      'i1',
      'u1',
      'hubspot',
      'conn',
      seconds,
    );
    run('insert into crm_settings (user_id, updated_at) values (?, ?)', 'u1', seconds);
    run(
      'insert into sandbox_crm_fields (id, user_id, provider, object, name, label, type, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
      'f1',
      'u1',
      'hubspot',
      'contact',
      'tier',
      'Tier',
      'text',
      seconds,
    );
    run('insert into api_access_settings (user_id, updated_at) values (?, ?)', 'u1', seconds);
    return db;
  }

  const timesOf = (db: ReturnType<typeof openDatabase>) => {
    const get = (statement: string) => db.$client.prepare(statement).raw().get();
    return {
      users: db.$client.prepare('select id, created_at, updated_at from users order by id').raw().all(),
      sessions: get('select created_at, last_active_at, expires_at from sessions'),
      companies: get('select created_at, updated_at from companies'),
      prospects: get('select created_at, updated_at from prospects'),
      teams: get('select created_at from teams'),
      teamMembers: get('select joined_at from team_members'),
      userIntegrations: get('select added_date from user_integrations'),
      crmSettings: get('select updated_at from crm_settings'),
      sandboxCrmFields: get('select created_at from sandbox_crm_fields'),
      apiAccessSettings: get('select updated_at from api_access_settings'),
    };
  };

  it('turns the seconds of an older database into milliseconds, once, and keeps its rows, counts and indexes', async () => {
    const db = await databaseAtRelease0005();
    await migrateDatabase(db);
    const expected = {
      users: [
        ['u1', ms, ms + 60_000],
        ['u2', alreadyMs, alreadyMs],
      ],
      // 0006 converted the session's times too, but 0030 deletes every session (ids are hashed since).
      sessions: undefined,
      companies: [ms, ms],
      prospects: [ms, ms + 1000],
      teams: [ms],
      teamMembers: [ms],
      userIntegrations: [ms],
      crmSettings: [ms],
      sandboxCrmFields: [ms],
      apiAccessSettings: [ms],
    };
    expect(timesOf(db)).toEqual(expected);
    // Drizzle reads the converted values as the same instants.
    expect((await db.select().from(schema.users).all())[0]?.createdAt).toEqual(new Date(ms));

    // The triggers of 0002-0004 still run: no table was rebuilt.
    expect(await db.select().from(schema.leadCounts).all()).toEqual([
      { ownerId: 'u1', prospects: 1, companies: 1 },
    ]);
    const search = (statement: string) => db.$client.prepare(statement).pluck().all();
    expect(search("select rowid from prospects_search where prospects_search match 'hopper'")).toHaveLength(
      1,
    );
    expect(search("select rowid from companies_search where companies_search match 'acme'")).toHaveLength(1);

    // Running the statements again (say, by hand) changes nothing.
    const sql = readFileSync(join(migrationsFolder, '0006_timestamps_in_ms.sql'), 'utf8');
    db.$client.exec(sql.replaceAll('--> statement-breakpoint', ''));
    expect(timesOf(db)).toEqual(expected);
  });
});

import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { getTableConfig } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../client.ts';
import { asyncDatabase } from '../driver/async-sqlite.ts';
import { migrateConnection } from '../migrate.ts';
import { migratePostgres } from '../migrate-pg.ts';
import type { PgTwin } from './derive.ts';
import * as pgSchema from './index.ts';
import { keptCountsScenario, keptTables, type Statement } from './kept-counts-scenario.ts';

// PostgreSQL's migrations (drizzle/pg) on a real server: they create every derived table, and their
// triggers keep the same counts as SQLite's. Needs a cluster: LEADPATH_TEST_PG_URL, which
// `node scripts/postgres-cluster.mjs -- pnpm exec vitest run packages/db/src/schema-pg` sets.

const adminUrl = process.env.LEADPATH_TEST_PG_URL;
const skipReason = adminUrl ? '' : ' (skipped: LEADPATH_TEST_PG_URL is not set, no PostgreSQL to migrate)';

/** bigint (oid 20) as a number, as the app's pool reads it (ADR 041). */
const numberTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 20 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** `?` placeholders as PostgreSQL's $1, $2… (the scenario's SQL has no `?` inside strings). */
function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/** Rows in an order that does not depend on either engine's collation. */
function sorted(rows: Record<string, unknown>[]): string[] {
  return rows.map((row) => JSON.stringify(row)).sort();
}

describe.skipIf(!adminUrl)(`PostgreSQL migrations${skipReason}`, () => {
  const database = `leadpath_migrations_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  let postgres: pg.Client;
  let sqlite: AppDatabase;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    const url = new URL(adminUrl as string);
    url.pathname = `/${database}`;
    await migratePostgres(url.toString());
    postgres = new pg.Client({ connectionString: url.toString(), types: numberTypes });
    await postgres.connect();
    const connection = new Database(':memory:');
    migrateConnection(connection);
    connection.pragma('foreign_keys = ON');
    sqlite = asyncDatabase(connection);
  }, 120_000);

  afterAll(async () => {
    await sqlite?.close();
    await postgres?.end();
    await admin?.query(`drop database if exists ${database}`);
    await admin?.end();
  });

  it('creates every derived table with its columns, types and nullability', async () => {
    const { rows } = await postgres.query<{
      table_name: string;
      column_name: string;
      data_type: string;
      is_nullable: string;
    }>(
      `select table_name, column_name, data_type, is_nullable from information_schema.columns
       where table_schema = 'public' order by table_name, ordinal_position`,
    );
    // insertion_order (drizzle/pg/0007) is PostgreSQL's stand-in for the rowid, not a derived column.
    const actual = rows
      .filter((row) => row.column_name !== 'insertion_order')
      .map((row) => `${row.table_name}.${row.column_name} ${row.data_type} ${row.is_nullable}`);
    const expected = Object.values(pgSchema as Record<string, PgTwin>).flatMap((table) => {
      const config = getTableConfig(table);
      return config.columns.map(
        (column) => `${config.name}.${column.name} ${column.getSQLType()} ${column.notNull ? 'NO' : 'YES'}`,
      );
    });
    expect(actual.sort()).toEqual(expected.sort());
  });

  it('keeps the same counts as SQLite after every step of the same writes', async () => {
    const onSqlite = async ({ sql, params }: Statement) => {
      await sqlite.$sql.run(sql, params);
    };
    const onPostgres = async ({ sql, params }: Statement) => {
      await postgres.query(numbered(sql), params);
    };
    for (const step of keptCountsScenario) {
      for (const statement of step.statements) {
        await onSqlite(statement);
        await onPostgres(statement);
      }
      for (const query of keptTables) {
        const sqliteRows = await sqlite.$sql.all<Record<string, unknown>>(query);
        const postgresRows = (await postgres.query(query)).rows as Record<string, unknown>[];
        expect({ step: step.name, query, rows: sorted(postgresRows) }).toEqual({
          step: step.name,
          query,
          rows: sorted(sqliteRows),
        });
      }
    }
    // The scenario left counts to compare, not an empty database.
    const counts = await sqlite.$sql.all<{ synced: number; failed: number }>(
      'select synced, failed from crm_sync_counts',
    );
    expect(counts.length).toBeGreaterThan(0);
  });

  // After the parity test: the owners here take search keys, which the parity test compares.
  it('indexes search per account: the owner first, then the trigram text of the columns the FTS5 tables held', async () => {
    const { rows } = await postgres.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes where indexname like '%search_trgm_idx' order by indexname`,
    );
    expect(rows.map((row) => row.indexname)).toEqual([
      'companies_search_trgm_idx',
      'prospects_search_trgm_idx',
    ]);
    expect(rows[1]?.indexdef).toMatch(
      /USING gin \(owner_id, prospect_search_text\(first_name, last_name, email, title\) gin_trgm_ops\)/,
    );
    await postgres.query(
      `insert into users (id, email, password_hash, name, created_at, updated_at) values ('s1', 's1@x', 'h', 's', 0, 0), ('s2', 's2@x', 'h', 's', 0, 0);
       insert into prospects (id, owner_id, first_name, last_name, email, title, created_at, updated_at)
         values ('sp1', 's1', 'Ada', 'Lovelace', 'ada@engine.test', 'Analyst', 0, 0),
                ('sp2', 's2', 'Ada', 'Byron', 'byron@engine.test', 'Poet', 0, 0)`,
    );
    const search = (owner: string, term: string) =>
      postgres.query<{ id: string }>(
        `select id from prospects where owner_id = $1
         and prospect_search_text(first_name, last_name, email, title) ilike $2`,
        [owner, `%${term}%`],
      );
    expect((await search('s1', 'A LOVE')).rows).toEqual([{ id: 'sp1' }]);
    expect((await search('s1', 'byron')).rows).toEqual([]);
    await postgres.query(`delete from users where id in ('s1', 's2')`);
  });
});

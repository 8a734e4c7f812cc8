import { getTableName, is, sql, type Table } from 'drizzle-orm';
import { getTableConfig as getPgTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import {
  getTableConfig,
  index,
  integer,
  primaryKey,
  real,
  type SQLiteColumn,
  SQLiteTable,
  sqliteTable,
  text,
} from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as sqliteSchema from '../schema/index.ts';
import { derivePgTables, type PgTwin } from './derive.ts';
import * as pgSchema from './index.ts';

const sqliteTables = (Object.entries(sqliteSchema) as [string, unknown][]).filter(
  (entry): entry is [string, SQLiteTable] => is(entry[1], SQLiteTable),
);

const pgTables: Record<string, PgTwin> = { ...pgSchema };

function pgTypeFor(column: SQLiteColumn): string {
  if (column.columnType === 'SQLiteBoolean') return 'smallint';
  if (column.columnType === 'SQLiteInteger' || column.columnType === 'SQLiteTimestamp') return 'bigint';
  if (column.columnType === 'SQLiteReal') return 'double precision';
  return 'text';
}

function pgColumnByName(columns: PgColumn[], name: string): PgColumn {
  const column = columns.find((candidate) => candidate.name === name);
  if (!column) throw new Error(`no PostgreSQL column ${name}`);
  return column;
}

describe('PostgreSQL tables derived from the SQLite schema', () => {
  it('exports a twin of every SQLite table under the same name, and nothing else', () => {
    expect(sqliteTables.length).toBeGreaterThan(50);
    expect(Object.keys(pgSchema).sort()).toEqual(sqliteTables.map(([name]) => name).sort());
  });

  it.each(sqliteTables)(
    '%s keeps its columns, nullability, keys, indexes and foreign keys',
    (exportName, table) => {
      const sqlite = getTableConfig(table);
      const pg = getPgTableConfig(pgTables[exportName] as PgTwin);
      expect(pg.name).toBe(sqlite.name);
      expect(pg.columns.map((column) => column.name)).toEqual(sqlite.columns.map((column) => column.name));
      for (const column of sqlite.columns) {
        const twin = pgColumnByName(pg.columns, column.name);
        expect([column.name, twin.getSQLType(), twin.notNull, twin.primary, twin.isUnique]).toEqual([
          column.name,
          pgTypeFor(column),
          column.notNull,
          column.primary,
          column.isUnique,
        ]);
        expect(twin.hasDefault || twin.generatedIdentity !== undefined).toBe(
          column.default !== undefined || (column.primary && column.hasDefault),
        );
      }
      const names = (columns: { name: string }[]) => columns.map((column) => column.name);
      expect(pg.primaryKeys.map((key) => names(key.columns))).toEqual(
        sqlite.primaryKeys.map((key) => names(key.columns)),
      );
      expect(
        pg.indexes.map((pgIndex) => [
          pgIndex.config.name,
          pgIndex.config.unique,
          names(pgIndex.config.columns as PgColumn[]),
        ]),
      ).toEqual(
        sqlite.indexes.map((sqliteIndex) => [
          sqliteIndex.config.name,
          sqliteIndex.config.unique,
          names(sqliteIndex.config.columns as SQLiteColumn[]),
        ]),
      );
      const foreignKeys = (keys: typeof pg.foreignKeys | typeof sqlite.foreignKeys) =>
        keys.map((key) => {
          const reference = key.reference();
          return [
            names(reference.columns),
            getTableName(reference.foreignTable as Table),
            names(reference.foreignColumns),
            key.onDelete ?? 'no action',
            key.onUpdate ?? 'no action',
          ];
        });
      expect(foreignKeys(pg.foreignKeys)).toEqual(foreignKeys(sqlite.foreignKeys));
    },
  );

  it('turns a boolean into a smallint with 0/1 defaults, times and integers into bigints, reals into doubles', () => {
    const flags = sqliteTable('flags', {
      id: text().primaryKey(),
      enabled: integer({ mode: 'boolean' }).notNull().default(true),
      archived: integer({ mode: 'boolean' }).notNull().default(false),
      seenAt: integer('seen_at', { mode: 'timestamp_ms' }),
      score: real().notNull().default(1.5),
      tally: integer().notNull().default(0),
    });
    const pg = getPgTableConfig(derivePgTables({ flags }).flags as never);
    const byName = (name: string) => pgColumnByName(pg.columns, name);
    expect([byName('enabled').getSQLType(), byName('enabled').default]).toEqual(['smallint', 1]);
    expect(byName('archived').default).toBe(0);
    expect([byName('seen_at').getSQLType(), byName('seen_at').notNull]).toEqual(['bigint', false]);
    expect([byName('score').getSQLType(), byName('score').default]).toEqual(['double precision', 1.5]);
    expect(byName('tally').getSQLType()).toBe('bigint');
  });

  it('maps the legacy unixepoch() default to seconds and copies literal SQL defaults', () => {
    const pg = getPgTableConfig(pgSchema.prospects);
    const created = pgColumnByName(pg.columns, 'created_at');
    expect(dialectText(created.default)).toBe('((floor(extract(epoch from statement_timestamp())))::bigint)');
    const origins = pgColumnByName(getPgTableConfig(pgSchema.apiAccessSettings).columns, 'allowed_origins');
    expect(dialectText(origins.default)).toBe("'[]'");
  });

  it('throws naming the table and column for a default expression it does not know', () => {
    const odd = sqliteTable('odd_defaults', { token: text().notNull().default(sql`(hex(randomblob(16)))`) });
    expect(() => derivePgTables({ odd })).toThrow(
      /odd_defaults\.token: the SQLite default \(hex\(randomblob\(16\)\)\)/,
    );
  });

  it('keeps composite primary keys and gives an integer primary key numbers as SQLite rowids', () => {
    const pairs = sqliteTable('pairs', { a: text().notNull(), b: integer().notNull() }, (t) => [
      primaryKey({ columns: [t.a, t.b] }),
    ]);
    const numbered = sqliteTable('numbered', { key: integer().primaryKey(), label: text() });
    const twins = derivePgTables({ pairs, numbered });
    expect(
      getPgTableConfig(twins.pairs as never).primaryKeys[0]?.columns.map((column) => column.name),
    ).toEqual(['a', 'b']);
    const key = pgColumnByName(getPgTableConfig(twins.numbered as never).columns, 'key');
    expect(key.generatedIdentity?.type).toBe('byDefault');
  });

  it('fails loudly on an index over an expression or a partial index it cannot read', () => {
    const lowered = sqliteTable('lowered', { name: text().notNull() }, (t) => [
      index('lowered_name_idx').on(sql`lower(${t.name})`),
    ]);
    expect(() => derivePgTables({ lowered })).toThrow(/lowered\.lowered_name_idx: expression indexes/);
    const partial = sqliteTable('partial', { name: text() }, (t) => [
      index('partial_name_idx').on(t.name).where(sql`length(${t.name}) > 3`),
    ]);
    expect(() => derivePgTables({ partial })).toThrow(/partial\.partial_name_idx: partial index condition/);
  });

  it('copies a partial index whose condition is plain column tests', () => {
    const partial = sqliteTable('partial', { name: text() }, (t) => [
      index('partial_named_idx').on(t.name).where(sql`${t.name} is not null`),
    ]);
    const pg = getPgTableConfig(derivePgTables({ partial }).partial as never);
    expect(dialectText(pg.indexes[0]?.config.where)).toBe('"partial"."name" is not null');
  });
});

/** The SQL text of a raw default or condition. */
function dialectText(value: unknown): string {
  const chunks = (value as { queryChunks: { value: string[] }[] }).queryChunks;
  return chunks.map((chunk) => chunk.value.join('')).join('');
}

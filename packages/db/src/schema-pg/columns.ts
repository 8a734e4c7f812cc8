import { sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import {
  bigint,
  customType,
  doublePrecision,
  type PgColumnBuilderBase,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { pgDefaultOf } from './defaults.ts';
import { SchemaDerivationError } from './errors.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The column's name in the database. A column declared without one is named after its key at run
 * time (the driver sets no casing) but in snake_case by drizzle-kit: the two agree only when the key
 * is already snake_case, which the SQLite schema relies on too.
 */
export function columnNameOf(tableName: string, column: SQLiteColumn): string {
  if (column.keyAsName && toSnakeCase(column.name) !== column.name) {
    throw new SchemaDerivationError(
      tableName,
      column.name,
      `key without a name is not snake_case (drizzle-kit would name it ${toSnakeCase(column.name)}): give it one`,
    );
  }
  return column.name;
}

/** The PostgreSQL type of a SQLite column (ADR 041: integers stay integers, times stay milliseconds). */
function pgTypeOf(tableName: string, column: SQLiteColumn, name: string) {
  switch (column.columnType) {
    case 'SQLiteText':
    case 'SQLiteTextJson':
      return text(name);
    case 'SQLiteInteger':
    case 'SQLiteTimestamp':
      return bigint(name, { mode: 'number' });
    case 'SQLiteBoolean':
      // 0 and 1 as on SQLite, so hand-written SQL compares the same on both engines.
      return smallint(name);
    case 'SQLiteReal':
      return doublePrecision(name);
    case 'SQLiteBlobBuffer':
      return bytea(name);
    default:
      throw new SchemaDerivationError(
        tableName,
        column.name,
        `column type ${column.columnType} has no PostgreSQL twin`,
      );
  }
}

/** A SQLite `integer primary key` is the rowid: SQLite numbers rows inserted without it. */
function isRowidAlias(column: SQLiteColumn): boolean {
  return column.primary && (column.columnType === 'SQLiteInteger' || column.columnType === 'SQLiteTimestamp');
}

/** The PostgreSQL twin of one SQLite column: type, NOT NULL, single-column key, unique, default. */
export function pgColumnOf(tableName: string, column: SQLiteColumn): PgColumnBuilderBase {
  const name = columnNameOf(tableName, column);
  if ((column as { generated?: unknown }).generated) {
    throw new SchemaDerivationError(tableName, column.name, 'generated columns have no PostgreSQL twin');
  }
  let builder = pgTypeOf(tableName, column, name);
  if (column.notNull) builder = builder.notNull() as typeof builder;
  if (column.primary) builder = builder.primaryKey() as typeof builder;
  if (isRowidAlias(column) && 'generatedByDefaultAsIdentity' in builder) {
    // Rows inserted without a key get the next number, as SQLite's rowid gives them.
    builder = builder.generatedByDefaultAsIdentity() as unknown as typeof builder;
  }
  if (column.isUnique) builder = builder.unique(column.uniqueName) as typeof builder;
  const pgDefault = pgDefaultOf(tableName, column);
  if (pgDefault && 'sql' in pgDefault) builder = builder.default(sql.raw(pgDefault.sql)) as typeof builder;
  if (pgDefault && 'value' in pgDefault)
    builder = builder.default(pgDefault.value as never) as typeof builder;
  return builder;
}

import { is, SQL } from 'drizzle-orm';
import { type SQLiteColumn, SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import { SchemaDerivationError } from './errors.ts';

/** Milliseconds since the epoch at the statement's time, as SQLite's `unixepoch('subsec') * 1000`. */
const epochMillisecondsSql = '((floor(extract(epoch from statement_timestamp()) * 1000))::bigint)';
const epochSecondsSql = '((floor(extract(epoch from statement_timestamp())))::bigint)';
/** Whole seconds times 1000, as SQLite's `unixepoch() * 1000`. */
const epochWholeSecondsInMillisecondsSql =
  '((floor(extract(epoch from statement_timestamp())) * 1000)::bigint)';

/**
 * The SQLite default expressions the schema may use, and what each becomes on PostgreSQL. Keys are
 * lower-cased with spaces removed. `(unixepoch())` writes seconds (ADR 015's legacy default), so its
 * twin does too: the same insert stores the same number on both engines.
 */
const knownSqlDefaults: Record<string, string> = {
  '(unixepoch())': epochSecondsSql,
  'unixepoch()': epochSecondsSql,
  '(unixepoch()*1000)': epochWholeSecondsInMillisecondsSql,
  "(unixepoch('subsec')*1000)": epochMillisecondsSql,
  "(cast(unixepoch('subsec')*1000asinteger))": epochMillisecondsSql,
  "(cast((julianday('now')-2440587.5)*86400000asinteger))": epochMillisecondsSql,
  '(current_timestamp)': 'current_timestamp',
  current_timestamp: 'current_timestamp',
};

/** A string or number literal reads the same on both engines (both quote strings with '' escapes). */
const portableLiteral = /^(?:'(?:[^']|'')*'|-?\d+(?:\.\d+)?)$/;

const sqliteDialect = new SQLiteSyncDialect();

/** A default as PostgreSQL DDL text (raw SQL) or a value drizzle-kit quotes itself. */
export type PgDefault = { sql: string } | { value: string | number };

/**
 * The PostgreSQL twin of a column's SQL default: literals are copied, known SQLite expressions are
 * mapped, anything else throws naming the column so the derivation's test fails.
 */
export function pgDefaultOf(tableName: string, column: SQLiteColumn): PgDefault | undefined {
  if (column.default === undefined) return undefined;
  if (!is(column.default, SQL)) return { value: literalValueOf(tableName, column) };
  const { sql, params } = sqliteDialect.sqlToQuery(column.default);
  const text = sql.trim();
  if (params.length > 0 || !text) {
    throw new SchemaDerivationError(tableName, column.name, `default ${text} has parameters`);
  }
  if (portableLiteral.test(text)) return { sql: text };
  const mapped = knownSqlDefaults[text.toLowerCase().replace(/\s+/g, '')];
  if (mapped) return { sql: mapped };
  throw new SchemaDerivationError(
    tableName,
    column.name,
    `the SQLite default ${text} has no PostgreSQL twin: add it to knownSqlDefaults in schema-pg/defaults.ts`,
  );
}

/** A JavaScript default as SQLite stores it (booleans 0/1, dates in ms, JSON as text). */
function literalValueOf(tableName: string, column: SQLiteColumn): string | number {
  const stored: unknown = column.mapToDriverValue(column.default);
  if (typeof stored === 'string' || typeof stored === 'number') return stored;
  if (typeof stored === 'boolean') return stored ? 1 : 0;
  throw new SchemaDerivationError(
    tableName,
    column.name,
    `default of type ${typeof stored} has no PostgreSQL twin`,
  );
}

import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
import {
  foreignKey,
  getTableConfig as getPgTableConfig,
  index,
  type PgColumn,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
  pgTable,
  primaryKey,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  getTableConfig,
  type Index,
  type SQLiteColumn,
  SQLiteSyncDialect,
  SQLiteTable,
} from 'drizzle-orm/sqlite-core';
import { pgColumnOf } from './columns.ts';
import { SchemaDerivationError } from './errors.ts';

/** A derived table: the SQLite table's column keys, PostgreSQL columns. */
// biome-ignore lint/suspicious/noExplicitAny: the columns are known only at run time
export type PgTwin = PgTableWithColumns<any>;

/** The PostgreSQL twins derived so far, by SQLite table: foreign keys point at their targets' twins. */
type Twins = Map<SQLiteTable, PgTwin>;

const sqliteDialect = new SQLiteSyncDialect();

/**
 * Derives a PostgreSQL table from every SQLite table of a schema module (ADR 041), keyed by the
 * module's export names. Throws a SchemaDerivationError on any construct it cannot map.
 */
export function derivePgTables(schema: Record<string, unknown>): Record<string, PgTwin> {
  const twins: Twins = new Map();
  const derived: Record<string, PgTwin> = {};
  for (const [exportName, value] of Object.entries(schema)) {
    if (!is(value, SQLiteTable)) continue;
    const twin = derivePgTable(value, twins);
    twins.set(value, twin);
    derived[exportName] = twin;
  }
  // Resolve every table's keys and indexes now, so a bad one fails here rather than in drizzle-kit.
  for (const twin of Object.values(derived)) getPgTableConfig(twin);
  return derived;
}

/** The PostgreSQL twin of one SQLite table; its foreign keys resolve against `twins` lazily. */
export function derivePgTable(table: SQLiteTable, twins: Twins): PgTwin {
  const config = getTableConfig(table);
  const keyOf = columnKeys(table);
  const columns: Record<string, PgColumnBuilderBase> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    columns[key] = pgColumnOf(config.name, column as SQLiteColumn);
  }
  if (config.checks.length > 0) {
    throw new SchemaDerivationError(
      config.name,
      config.checks[0]?.name ?? 'check',
      'check constraints are not derived',
    );
  }
  return pgTable(config.name, columns, (pg) => {
    const own = (column: SQLiteColumn) => pg[keyOf(column)] as PgColumn;
    const twinColumn = (column: SQLiteColumn) => twinColumnOf(config.name, column, twins);
    const pair = <T>(list: T[]) => list as [T, ...T[]];
    return [
      ...config.primaryKeys.map((key) =>
        // PostgreSQL's own naming: drizzle-kit's default name of a wide key passes 63 characters.
        primaryKey({ name: `${config.name}_pkey`, columns: pair(key.columns.map(own)) }),
      ),
      ...config.uniqueConstraints.map((constraint) =>
        unique(constraint.name).on(...pair(constraint.columns.map(own))),
      ),
      ...config.indexes.map((sqliteIndex) => pgIndexOf(config.name, sqliteIndex, own)),
      ...config.foreignKeys.map((key) => {
        const reference = key.reference();
        return foreignKey({
          name: key.getName(),
          columns: pair(reference.columns.map(own)),
          foreignColumns: pair(reference.foreignColumns.map(twinColumn)),
        })
          .onDelete(key.onDelete ?? 'no action')
          .onUpdate(key.onUpdate ?? 'no action');
      }),
    ];
  });
}

/** The key of each column of a table, by column object (indexes and keys list columns, not keys). */
function columnKeys(table: SQLiteTable): (column: SQLiteColumn) => string {
  const keys = new Map<unknown, string>(
    Object.entries(getTableColumns(table)).map(([key, column]) => [column, key]),
  );
  return (column) => {
    const key = keys.get(column);
    if (key === undefined)
      throw new Error(`schema-pg: column ${column.name} is not one of its table's columns`);
    return key;
  };
}

function twinColumnOf(tableName: string, column: SQLiteColumn, twins: Twins): PgColumn {
  const target = twins.get(column.table);
  if (!target) {
    throw new SchemaDerivationError(tableName, column.name, 'references a table the schema does not export');
  }
  return target[columnKeys(column.table)(column)] as PgColumn;
}

function pgIndexOf(tableName: string, sqliteIndex: Index, own: (column: SQLiteColumn) => PgColumn) {
  const { name, columns, unique: isUnique, where } = sqliteIndex.config;
  const pgColumns = columns.map((column) => {
    if (is(column, SQL))
      throw new SchemaDerivationError(tableName, name, 'expression indexes are not derived');
    return own(column as SQLiteColumn);
  });
  const builder = (isUnique ? uniqueIndex(name) : index(name)).on(
    ...(pgColumns as [PgColumn, ...PgColumn[]]),
  );
  return where ? builder.where(pgWhereOf(tableName, name, where)) : builder;
}

/** Conditions of column tests and literals read the same on PostgreSQL; anything else fails loudly. */
const portableCondition =
  /^(?:"[a-z0-9_]+"(?:\."[a-z0-9_]+")?|\s+|is|not|null|and|or|=|<>|[()]|'(?:[^']|'')*'|-?\d+)+$/i;

function pgWhereOf(tableName: string, indexName: string, where: SQL): SQL {
  const { sql: text, params } = sqliteDialect.sqlToQuery(where);
  if (params.length > 0 || !portableCondition.test(text)) {
    throw new SchemaDerivationError(tableName, indexName, `partial index condition ${text} is not derived`);
  }
  return sql.raw(text);
}

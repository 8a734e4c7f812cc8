import { type AnyColumn, getTableName, type SQL, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { AppDatabase } from '../client.ts';

// The tie-break of lists ordered by a time (ADR 041): SQLite's rowid keeps rows of one millisecond in
// the order they were written; on PostgreSQL the tables listed below have an `insertion_order` identity
// column (drizzle/pg/0007) that does the same.

/** The tables whose lists break ties of time by insertion order; a new one needs its column on PostgreSQL. */
const WITH_INSERTION_ORDER = new Set([
  'outbox_messages',
  'demo_dns_records',
  'inbound_messages',
  'webhook_deliveries',
  'scheduled_steps',
]);

/** The order rows of `table` with the same time are listed in, as they were written: rowid or insertion_order. */
export function insertionOrder(db: Pick<AppDatabase, '$dialect'>, table: SQLiteTable, _id: AnyColumn): SQL {
  if (db.$dialect === 'sqlite') return sql`${table}.rowid`;
  const name = getTableName(table);
  if (!WITH_INSERTION_ORDER.has(name)) {
    throw new Error(
      `${name} has no insertion_order column on PostgreSQL: add it in a drizzle/pg migration (ADR 041)`,
    );
  }
  return sql`${table}.insertion_order`;
}

/** A cursor's stored insertion order back as the engine compares it: a number on both engines. */
export function insertionOrderValue(_db: Pick<AppDatabase, '$dialect'>, stored: string): number | null {
  return /^\d+$/.test(stored) ? Number(stored) : null;
}

/** The same order as a column of hand-written SQL over one table (db.$sql): `rowid` or `id`. */
export function insertionOrderColumn(db: Pick<AppDatabase, '$dialect'>): 'rowid' | 'id' {
  return db.$dialect === 'sqlite' ? 'rowid' : 'id';
}

import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { AppDatabase } from '../client.ts';

// The tie-break of lists ordered by a time (ADR 041): SQLite's rowid keeps rows of one millisecond in
// the order they were written; PostgreSQL's tables have no rowid, so there the row's id, a stable
// order that pages never skip or repeat, but not the writing order within one millisecond.

/** The order rows of `table` with the same time are listed in: rowid on SQLite, `id` on PostgreSQL. */
export function insertionOrder(db: Pick<AppDatabase, '$dialect'>, table: SQLiteTable, id: AnyColumn): SQL {
  return db.$dialect === 'sqlite' ? sql`${table}.rowid` : sql`${id}`;
}

/** A cursor's stored insertion order back as the engine compares it: rowid numbers on SQLite. */
export function insertionOrderValue(
  db: Pick<AppDatabase, '$dialect'>,
  stored: string,
): string | number | null {
  if (db.$dialect !== 'sqlite') return stored || null;
  return /^\d+$/.test(stored) ? Number(stored) : null;
}

/** The same order as a column of hand-written SQL over one table (db.$sql): `rowid` or `id`. */
export function insertionOrderColumn(db: Pick<AppDatabase, '$dialect'>): 'rowid' | 'id' {
  return db.$dialect === 'sqlite' ? 'rowid' : 'id';
}

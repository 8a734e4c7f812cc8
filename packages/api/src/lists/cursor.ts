import type { AppDatabase } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { type AnyColumn, and, type SQL, sql } from 'drizzle-orm';

export const INVALID_CURSOR = 'This page link is no longer valid; start from the first page';

type CursorValue = string | number;

/** An opaque cursor: the last row's sort value and id, so the next page starts right after it. */
export function encodeCursor(value: CursorValue, id: string): string {
  return Buffer.from(JSON.stringify([value, id])).toString('base64url');
}

export function decodeCursor(cursor: string): [CursorValue, string] {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      (typeof parsed[0] === 'string' || typeof parsed[0] === 'number') &&
      typeof parsed[1] === 'string'
    ) {
      return [parsed[0], parsed[1]];
    }
  } catch {
    // falls through to the error below
  }
  throw new TRPCError({ code: 'BAD_REQUEST', message: INVALID_CURSOR });
}

/** Rows strictly after (value, id) in the list order; a row value comparison walks the (owner, key, id) index. */
export function afterCursor(
  column: AnyColumn,
  idColumn: AnyColumn,
  cursor: string,
  direction: 'asc' | 'desc',
): SQL {
  const [value, id] = decodeCursor(cursor);
  return direction === 'asc'
    ? sql`(${column}, ${idColumn}) > (${value}, ${id})`
    : sql`(${column}, ${idColumn}) < (${value}, ${id})`;
}

/** A case-insensitive substring match; % and _ typed by the user match themselves. */
export function containsText(column: AnyColumn | SQL, query: string): SQL {
  return sql`${column} like ${containsPattern(query)} escape '\\'`;
}

/** The LIKE pattern (escaped with `\`) of a text that contains `query`. */
export function containsPattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** The value a cursor stores for a row's sort column: dates in epoch milliseconds, as SQLite keeps them (ADR 015). */
export function cursorValueOf(value: unknown): CursorValue {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  return String(value ?? '');
}

interface PageInput {
  cursor?: string | null;
  direction: 'asc' | 'desc';
  limit: number;
}

/** The filter of a list, narrowed to the rows after the cursor when there is one. */
export function pageWhere(filterWhere: SQL, column: AnyColumn, idColumn: AnyColumn, input: PageInput): SQL {
  return input.cursor
    ? (and(filterWhere, afterCursor(column, idColumn, input.cursor, input.direction)) as SQL)
    : filterWhere;
}

/** Splits the limit + 1 rows a page query read into the page and the cursor of the next one. */
export function pageOf<Row extends { id: string }>(
  rows: Row[],
  input: PageInput,
  sortValue: (row: Row) => unknown,
): { pageRows: Row[]; nextCursor: string | null } {
  const pageRows = rows.slice(0, input.limit);
  const last = pageRows.at(-1);
  const nextCursor =
    rows.length > input.limit && last ? encodeCursor(cursorValueOf(sortValue(last)), last.id) : null;
  return { pageRows, nextCursor };
}

/** Lists count their matches only up to this many: past it the page says "1,000+" instead of scanning every row. */
export const LIST_TOTAL_CAP = 1000;

/** How many rows of a table match, stopping at LIST_TOTAL_CAP + 1 so a broad search stays cheap. */
export async function cappedTotal(
  db: AppDatabase,
  table: SQL,
  where: SQL,
): Promise<{ total: number; totalIsCapped: boolean }> {
  const row = await db.get<{ n: number }>(
    sql`select count(*) as n from (select 1 from ${table} where ${where} limit ${LIST_TOTAL_CAP + 1})`,
  );
  const n = row?.n ?? 0;
  return { total: Math.min(n, LIST_TOTAL_CAP), totalIsCapped: n > LIST_TOTAL_CAP };
}

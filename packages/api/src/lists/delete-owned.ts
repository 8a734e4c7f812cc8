import { type AppDatabase, backgroundTurn, changesOf } from '@leadpath/db';
import { and, inArray, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';

/** Rows deleted per transaction: each fires triggers and cascades (about 1 ms a prospect), so others wait at most this long. */
export const DELETE_CHUNK = 2;

/**
 * Deletes the owner's rows among `ids` (someone else's ids are ignored) in chunks, each its own
 * transaction run when other requests leave the connection quiet. The ids drive the query:
 * `+owner_id` keeps SQLite from walking the owner's whole index instead of looking up each id.
 */
export async function deleteOwnedRows(
  db: AppDatabase,
  table: SQLiteTable & { id: SQLiteColumn; ownerId: SQLiteColumn },
  ownerId: string,
  ids: readonly string[],
): Promise<number> {
  let deleted = 0;
  for (let start = 0; start < ids.length; start += DELETE_CHUNK) {
    const chunk = ids.slice(start, start + DELETE_CHUNK);
    const where = and(inArray(table.id, chunk), sql`+${table.ownerId} = ${ownerId}`);
    deleted += await backgroundTurn(db, () =>
      db.transaction(async (tx) => changesOf(await tx.delete(table).where(where).run())),
    );
  }
  return deleted;
}

import type { AppDatabase } from '@leadpath/db';

/** The most rows one INSERT statement carries (13 columns × 100 = 1,300 parameters). */
const MOST_ROWS_A_STATEMENT = 100;

/**
 * Writes rows with one multi-row INSERT (`insert into t (…) values (…), (…), …`), in order; more than
 * MOST_ROWS_A_STATEMENT in several. Why not one statement a row: inside a transaction SQLite opens a
 * savepoint for each statement with triggers, and the search index (FTS5) writes its pending terms to
 * disk at every savepoint, so a statement a row made an index segment a row, and the merges of them
 * were most of an import's time (ADR 066). Each row count is its own statement text, prepared once
 * per connection; a batch of CSV_IMPORT_BATCH_ROWS needs at most that many. PostgreSQL takes it as it is.
 */
export async function insertRows(
  db: AppDatabase,
  /** `insert into t (a, b, c)`: the statement up to `values`. */
  head: string,
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += MOST_ROWS_A_STATEMENT) {
    const chunk = rows.slice(start, start + MOST_ROWS_A_STATEMENT);
    const tuple = `(${chunk[0]!.map(() => '?').join(', ')})`;
    await db.$sql.run(`${head} values ${Array(chunk.length).fill(tuple).join(', ')}`, chunk.flat());
  }
}

// The trigram indexes' merges, off the request thread (issue 30, ADR 087). Migration 0066 turns FTS5's
// automerge off for both indexes: with it on, whichever write came after enough new segments merged
// them inside its own statement (a 40-row insert held the app's connection up to 225 ms). The WAL
// checkpointer's worker thread runs this instead: small 'merge' steps on its own connection, each its
// own short write, with a pause between them so the app's writer gets the lock back. Searches read
// the same rows whatever the segments; the merges keep their number (and the index's size) bounded.

/** The FTS5 tables merged in the background (migrations 0003 and 0004). */
export const MERGED_SEARCH_INDEXES = ['prospects_search', 'companies_search'] as const;

/**
 * Pages written by one merge step: about 1-2 ms of the write lock on a quiet machine. An app write that
 * meets a step waits in SQLite's busy handler, on the request thread, in sleeps of 1, 2, 5, 10 ms: a step
 * of 3 ms costs it 8 (ADR 091; 16 pages before).
 */
export const MERGE_STEP_PAGES = 8;

/**
 * The worker's merge loop, as plain JavaScript for the checkpointer's eval'd worker. It defines
 * `mergeSearchIndexes(sqlite, tables, pages, budgetMs, pauseMs)`: steps while a table has work and
 * the turn's budget lasts; answers 'done', 'more' (budget spent) or 'busy' (the app held the lock); and
 * `searchStructures(sqlite, tables)`, what the indexes' segments are now.
 */
export const SEARCH_MERGE_WORKER_SOURCE = `
const mergeStatements = new Map();
function mergeStatementsOf(sqlite, table) {
  let statements = mergeStatements.get(table);
  if (statements === undefined) {
    try {
      statements = {
        merge: sqlite.prepare('INSERT INTO "' + table + '" ("' + table + '", rank) VALUES (\\'merge\\', ?)'),
        changes: sqlite.prepare('SELECT total_changes()').pluck(),
      };
    } catch (error) {
      // Not migrated yet (a new file): nothing to merge; asked again next turn.
      if (error && /no such table/.test(String(error.message))) return null;
      throw error;
    }
    mergeStatements.set(table, statements);
  }
  return statements;
}
/** One step; true when it merged something (FTS5: two or more changes), null when the lock was busy. */
function mergeStep(sqlite, table, pages) {
  const statements = mergeStatementsOf(sqlite, table);
  if (statements === null) return false;
  const before = statements.changes.get();
  try {
    statements.merge.run(pages);
  } catch (error) {
    if (error && String(error.code).startsWith('SQLITE_BUSY')) return null;
    throw error;
  }
  return statements.changes.get() - before >= 2;
}
/**
 * The indexes' structure records (FTS5 keeps its segments' list in row 10 of the _data table), as one
 * string: a read, no lock. A commit that changed no search index leaves it as it was, and the worker does
 * not take the write lock for a 'merge' that would find nothing (an enrollment's or a tick's commits).
 */
const structureStatements = new Map();
function searchStructures(sqlite, tables) {
  return tables
    .map((table) => {
      let statement = structureStatements.get(table);
      if (statement === undefined) {
        try {
          statement = sqlite.prepare('SELECT block FROM "' + table + '_data" WHERE id = 10').pluck();
        } catch (error) {
          if (error && /no such table/.test(String(error.message))) return '';
          throw error;
        }
        structureStatements.set(table, statement);
      }
      const block = statement.get();
      return block ? block.toString('hex') : '';
    })
    .join('/');
}
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function mergeSearchIndexes(sqlite, tables, pages, budgetMs, pauseMs) {
  const until = Date.now() + budgetMs;
  for (const table of tables) {
    for (;;) {
      if (Date.now() >= until) return 'more';
      const merged = mergeStep(sqlite, table, pages);
      if (merged === null) return 'busy';
      if (!merged) break;
      await pause(pauseMs);
    }
  }
  return 'done';
}
`;

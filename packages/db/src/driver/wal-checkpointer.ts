import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { MERGE_STEP_PAGES, MERGED_SEARCH_INDEXES, SEARCH_MERGE_WORKER_SOURCE } from '../search-merge.ts';

/** How often the checkpointer copies the write-ahead log into the database file. */
export const CHECKPOINT_EVERY_MS = 1000;
/** How often the same worker looks for search-index merges to run (ADR 087), and its time per turn. */
export const MERGE_EVERY_MS = 100;
const MERGE_BUDGET_MS = 40;
/** Between two merge steps the worker lets go of the write lock this long: the app's writer goes first. */
const MERGE_PAUSE_MS = 3;

// The worker is plain CommonJS evaluated from a string: it needs no TypeScript loader in any runtime.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driverPath);
const sqlite = new Database(workerData.path, { fileMustExist: true });
sqlite.pragma('busy_timeout = 0');
function checkpoint() {
  try {
    sqlite.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    // Another connection checkpointing or migrating right now: the next turn catches up.
    if (error && error.code === 'SQLITE_BUSY') return;
    parentPort.postMessage({ error: String((error && error.message) || error) });
  }
}
const timer = setInterval(checkpoint, workerData.everyMs);
${SEARCH_MERGE_WORKER_SOURCE}
// Merges only after another connection changed a search index (data_version moves, then the indexes'
// structure records differ) or while work is left: other commits never see the worker take the lock.
const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
let seenVersion = -1;
let seenStructures = '';
let mergeLeft = true;
let merging = false;
async function mergeTurn() {
  if (merging) return;
  const m = workerData.merge;
  const version = dataVersion.get();
  if (!mergeLeft && version === seenVersion) return;
  seenVersion = version;
  merging = true;
  try {
    const structures = searchStructures(sqlite, m.tables);
    if (!mergeLeft && structures === seenStructures) return;
    mergeLeft = (await mergeSearchIndexes(sqlite, m.tables, m.pages, m.budgetMs, m.pauseMs)) !== 'done';
    seenStructures = searchStructures(sqlite, m.tables);
  } catch (error) {
    mergeLeft = false;
    parentPort.postMessage({ error: 'search index merge: ' + String((error && error.message) || error) });
  } finally {
    merging = false;
  }
}
const mergeTimer = workerData.merge ? setInterval(mergeTurn, workerData.merge.everyMs) : undefined;
parentPort.on('message', async (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  clearInterval(mergeTimer);
  // A merge turn between two steps finishes its step first (the budget bounds it).
  while (merging) await pause(5);
  checkpoint();
  sqlite.close();
  parentPort.postMessage({ stopped: true });
});
`;

export interface WalCheckpointer {
  stop(): Promise<void>;
}

/**
 * Checkpoints a SQLite file's write-ahead log from a worker thread with its own connection, so the
 * app's connection never does (issue 29: an automatic checkpoint at commit held the request thread
 * for 30-70 ms). PASSIVE never blocks the app's writer or readers. The same worker merges the search
 * indexes' segments in small steps (ADR 087, ../search-merge.ts), which the app's writes no longer do.
 */
export function startWalCheckpointer(
  path: string,
  onError: (message: string) => void,
  everyMs = CHECKPOINT_EVERY_MS,
): WalCheckpointer {
  const driverPath = createRequire(import.meta.url).resolve('better-sqlite3');
  const merge = {
    tables: MERGED_SEARCH_INDEXES,
    pages: MERGE_STEP_PAGES,
    everyMs: MERGE_EVERY_MS,
    budgetMs: MERGE_BUDGET_MS,
    pauseMs: MERGE_PAUSE_MS,
  };
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { path, driverPath, everyMs, merge } });
  worker.unref();
  let stopped: Promise<void> | undefined;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.on('message', (message: { error?: string }) => {
    if (message.error !== undefined) onError(`WAL checkpoint of ${path} failed: ${message.error}`);
  });
  worker.on('error', (error) => onError(`WAL checkpointer of ${path} stopped: ${error.message}`));
  return {
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        worker.once('message', () => void worker.terminate().then(() => resolve()));
        void exited.then(resolve);
        worker.postMessage('stop');
      });
      return stopped;
    },
  };
}

import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the checkpointer copies the write-ahead log into the database file. */
export const CHECKPOINT_EVERY_MS = 1000;

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
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
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
 * for 30-70 ms). PASSIVE never blocks the app's writer or readers.
 */
export function startWalCheckpointer(
  path: string,
  onError: (message: string) => void,
  everyMs = CHECKPOINT_EVERY_MS,
): WalCheckpointer {
  const driverPath = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { path, driverPath, everyMs } });
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

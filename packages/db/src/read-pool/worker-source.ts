// The read worker is plain CommonJS evaluated from a string, as the WAL checkpointer's: it needs no
// TypeScript loader under tsx, vitest or a built server.

/** What the pool asks a worker: one read statement, and how its rows come back. */
export interface ReadRequest {
  id: number;
  sql: string;
  params: unknown[];
  /** arrays-*: Drizzle's rows as arrays; objects-*: rows as objects; pluck: each row's first column. */
  shape: 'arrays-all' | 'arrays-get' | 'objects-all' | 'objects-get' | 'pluck';
}

/** What a worker answers: the rows, or the statement's error. `ready` comes once, when its connection is open. */
export type ReadAnswer =
  | { id: number; rows: unknown }
  | { id: number; error: { message: string; code?: string } }
  | { ready: true };

export const READ_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driverPath);
const sqlite = new Database(workerData.path, { readonly: true, fileMustExist: true });
// A wait here blocks this worker only, never the request thread.
sqlite.pragma('busy_timeout = 5000');
if (workerData.setup) new Function('sqlite', workerData.setup)(sqlite);
const cache = new Map();
function prepare(sql) {
  let statement = cache.get(sql);
  if (statement) return statement;
  statement = sqlite.prepare(sql);
  if (!statement.reader) throw new Error('The read pool runs reads only, not: ' + sql.slice(0, 80));
  if (cache.size >= 500) cache.delete(cache.keys().next().value);
  cache.set(sql, statement);
  return statement;
}
const blob = (value) =>
  value instanceof Uint8Array && !Buffer.isBuffer(value)
    ? Buffer.from(value.buffer, value.byteOffset, value.byteLength)
    : value;
function run({ sql, params, shape }) {
  const statement = prepare(sql);
  const values = params.map(blob);
  if (shape === 'arrays-all') return statement.raw(true).all(...values);
  if (shape === 'arrays-get') return statement.raw(true).get(...values);
  if (shape === 'pluck') return statement.raw(false).pluck(true).all(...values);
  const objects = statement.raw(false).pluck(false);
  return shape === 'objects-get' ? objects.get(...values) : objects.all(...values);
}
parentPort.on('message', (request) => {
  let answer;
  try {
    answer = { id: request.id, rows: run(request) };
  } catch (error) {
    answer = { id: request.id, error: { message: String((error && error.message) || error), code: error && error.code } };
  }
  parentPort.postMessage(answer);
});
parentPort.postMessage({ ready: true });
`;

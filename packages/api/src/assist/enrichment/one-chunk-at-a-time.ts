/** The chunk each database is working now, so runs side by side queue instead of piling up. */
const tails = new WeakMap<object, Promise<unknown>>();

/**
 * Runs bulk enrichment chunks of one database one after another. Ten runs claimed together would
 * otherwise all pass their background turn at once and a request would wait behind ten chunks. In
 * process memory on purpose: it shares out this process's connection, as background turns do (ADR 042).
 */
export function oneChunkAtATime<T>(db: object, chunk: () => Promise<T>): Promise<T> {
  const previous = tails.get(db) ?? Promise.resolve();
  const mine = previous.then(chunk, chunk);
  tails.set(
    db,
    mine.catch(() => undefined),
  );
  return mine;
}

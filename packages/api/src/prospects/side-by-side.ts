import { type AppDatabase, searchUsesTrigramTables } from '@leadpath/db';

// A list request's reads that do not depend on each other (ADR 088). On PostgreSQL they run side by side,
// each on its own pooled connection (in a transaction, node-postgres queues them on its one client), so
// the request waits for the slower, not their sum. SQLite's one connection takes them in turn, as before.

/** Whether PostgreSQL runs independent reads side by side; pnpm bench:engines turns it off to compare. */
export const sideBySideReads = { enabled: true };

/** `first` and `second`, side by side on PostgreSQL, else `first` then `second`. */
export async function bothReads<A, B>(
  db: AppDatabase,
  first: () => Promise<A>,
  second: () => Promise<B>,
): Promise<[A, B]> {
  if (sideBySideReads.enabled && !searchUsesTrigramTables(db)) return Promise.all([first(), second()]);
  const a = await first();
  return [a, await second()];
}

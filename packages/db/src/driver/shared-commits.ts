import type { AppDatabase } from '../client.ts';
import { writerOf } from './writer-connection.ts';

interface Waiting {
  work: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Turn {
  waiting: Waiting[];
}

const turns = new WeakMap<object, Turn>();

/** Runs the batch's works one after another in one transaction; every answer after the commit. */
async function commitTogether(db: AppDatabase, batch: Waiting[]): Promise<void> {
  try {
    const results =
      batch.length === 1
        ? [await batch[0]!.work()]
        : await db.transaction(async () => {
            // Built inside: a transaction PostgreSQL runs again after a conflict starts from nothing.
            const answers: unknown[] = [];
            for (const { work } of batch) answers.push(await work());
            return answers;
          });
    for (const [index, { resolve }] of batch.entries()) resolve(results[index]);
  } catch (error) {
    for (const { reject } of batch) reject(error);
  }
}

/**
 * Group commit for the small writes every request makes (its request-rate count, an API key's
 * counters and last use): the works that arrive in one turn of the event loop run one after another
 * in ONE transaction, so a busy server pays one commit for all of them instead of one each (under
 * load that commit was the largest single cost of a signed-in call; issue 29, ADR 082). A work alone
 * in its turn runs by itself; it must then be atomic on its own (one statement), or open its own
 * transaction, which inside a batch becomes a savepoint of the shared one. One connection writes, so
 * the commit, not the statements, is what a busy SQLite server saves.
 *
 * The works see each other's writes in order, as one after another; nothing is answered before the
 * commit, so no caller acts on a write that was rolled back. The price: an error in one work fails
 * the whole batch, so a work here is only a few statements that fail only when the database does
 * (never outside I/O, never a user's input check), and a lone work waits one turn of the loop.
 * SQLite only: on PostgreSQL, and inside a transaction (in the caller's), the work runs at once.
 */
export function inSharedCommit<T>(db: AppDatabase, work: () => Promise<T>): Promise<T> {
  // PostgreSQL's transactions are serializable (ADR 041): two instances' batches upserting the same
  // counter conflict and run again, over and over under load. There each work runs alone, as before.
  const writer = writerOf(db);
  if (writer === undefined || writer.inTransaction()) return work();
  let turn = turns.get(db);
  if (turn === undefined) {
    turn = { waiting: [] };
    turns.set(db, turn);
  }
  const { waiting } = turn;
  return new Promise<T>((resolve, reject) => {
    waiting.push({ work, resolve: resolve as (value: unknown) => void, reject });
    if (waiting.length > 1) return;
    setImmediate(() => {
      const batch = waiting.splice(0);
      void commitTogether(db, batch);
    });
  });
}

import type { AppDatabase } from '../client.ts';
import { writerOf } from './writer-connection.ts';

interface Waiting {
  work: () => Promise<unknown>;
  /** The work's statements must commit together: alone it runs in a transaction of its own. */
  atomic: boolean;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Turn {
  waiting: Waiting[];
}

const turns = new WeakMap<object, Turn>();

/** A work outside a shared transaction: in one of its own when its statements must commit together. */
const alone = (db: AppDatabase, { work, atomic }: Pick<Waiting, 'work' | 'atomic'>) =>
  atomic ? db.transaction(() => work()) : work();

/** Runs the batch's works one after another in one transaction; every answer after the commit. */
async function commitTogether(db: AppDatabase, batch: Waiting[]): Promise<void> {
  try {
    const results =
      batch.length === 1
        ? [await alone(db, batch[0]!)]
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
 * in its turn runs by itself; it must then be one statement, or ask for `atomic` (ADR 086). One connection writes, so
 * the commit, not the statements, is what a busy SQLite server saves.
 *
 * The works see each other's writes in order, as one after another; nothing is answered before the
 * commit, so no caller acts on a write that was rolled back. The price: an error in one work fails
 * the whole batch, so a work here is only a few statements that fail only when the database does
 * (never outside I/O, never a user's input check), and a lone work waits one turn of the loop.
 * SQLite only: on PostgreSQL, and inside a transaction (in the caller's), the work runs at once.
 */
export function inSharedCommit<T>(
  db: AppDatabase,
  work: () => Promise<T>,
  /**
   * atomic: the work's statements commit together (a read, then writes that depend on it). In a
   * batch they already do, in the shared transaction; alone, on PostgreSQL or inside the caller's
   * transaction, the work gets a transaction (or savepoint) of its own. A savepoint per work inside
   * the batch would only cost two statements: a work that fails fails the batch anyway.
   */
  options: { atomic?: boolean } = {},
): Promise<T> {
  const atomic = options.atomic ?? false;
  // PostgreSQL's transactions are serializable (ADR 041): two instances' batches upserting the same
  // counter conflict and run again, over and over under load. There each work runs alone, as before.
  const writer = writerOf(db);
  if (writer === undefined || writer.inTransaction()) return alone(db, { work, atomic }) as Promise<T>;
  let turn = turns.get(db);
  if (turn === undefined) {
    turn = { waiting: [] };
    turns.set(db, turn);
  }
  const { waiting } = turn;
  return new Promise<T>((resolve, reject) => {
    waiting.push({ work, atomic, resolve: resolve as (value: unknown) => void, reject });
    if (waiting.length > 1) return;
    setImmediate(() => {
      const batch = waiting.splice(0);
      void commitTogether(db, batch);
    });
  });
}

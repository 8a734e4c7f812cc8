import { type SQL, sql } from 'drizzle-orm';
import { SQLiteProxyTransaction } from 'drizzle-orm/sqlite-proxy';
import type { DrizzleAsync } from './async-sqlite.ts';

type Transaction = Parameters<Parameters<DrizzleAsync['transaction']>[0]>[0];
type Callback<T> = (tx: Transaction) => Promise<T>;

/** The parts of Drizzle's sqlite-proxy database and session a transaction object is made of. */
interface DatabaseParts {
  session: SessionParts;
  dialect: unknown;
  _: unknown;
  query: unknown;
  $cache: unknown;
}
interface SessionParts {
  schema: unknown;
  run(query: SQL): Promise<unknown>;
  transaction<T>(callback: Callback<T>, config?: { behavior?: string }): Promise<T>;
}

/**
 * Drizzle's transaction object is a whole database: its constructor builds a relational query
 * builder for every table of the schema, on every transaction and savepoint. Under load that was
 * the largest single cost of an API-key call (8-10 % of its CPU: the call's counters commit in a
 * savepoint of a shared transaction; issue 29, ADR 086). Those builders hold only the dialect, the
 * schema and the session, which a transaction shares with its database (Drizzle passes the session
 * itself), so here a transaction reuses the database's and is built without the constructor.
 *
 * Everything else is Drizzle's own: the same prototype (`tx.select`, `tx.rollback()`, `is(tx, …)`),
 * the same BEGIN / COMMIT / ROLLBACK and SAVEPOINT statements through the session, in the same order.
 * Used by both engines' drivers (both speak Drizzle's sqlite-proxy).
 */
export function useLightTransactions(db: DrizzleAsync): void {
  const parts = db as unknown as DatabaseParts;
  const { session } = parts;

  const prototype = Object.create(SQLiteProxyTransaction.prototype) as {
    transaction: <T>(this: { nestedIndex: number }, callback: Callback<T>) => Promise<T>;
  };
  const transactionAt = (nestedIndex: number): Transaction =>
    Object.assign(Object.create(prototype), {
      resultKind: 'async',
      dialect: parts.dialect,
      session,
      _: parts._,
      query: parts.query,
      $cache: parts.$cache,
      schema: session.schema,
      nestedIndex,
    });

  /** As SQLiteProxyTransaction.transaction: a savepoint named by its depth. */
  prototype.transaction = async function savepoint<T>(this: { nestedIndex: number }, callback: Callback<T>) {
    const name = `sp${this.nestedIndex}`;
    const inner = transactionAt(this.nestedIndex + 1);
    await session.run(sql.raw(`savepoint ${name}`));
    try {
      const result = await callback(inner);
      await session.run(sql.raw(`release savepoint ${name}`));
      return result;
    } catch (error) {
      await session.run(sql.raw(`rollback to savepoint ${name}`));
      throw error;
    }
  };

  /** As SQLiteRemoteSession.transaction. */
  session.transaction = async <T>(callback: Callback<T>, config?: { behavior?: string }) => {
    const tx = transactionAt(0);
    await session.run(sql.raw(`begin${config?.behavior ? ` ${config.behavior}` : ''}`));
    try {
      const result = await callback(tx);
      await session.run(sql`commit`);
      return result;
    } catch (error) {
      await session.run(sql`rollback`);
      throw error;
    }
  };
}

import type { AppDatabase } from '@leadpath/db';

/**
 * The database with `before(n)` awaited ahead of its n-th transaction (from 1): a test's way to put
 * another user's change, or a crash (throw), between the steps of work that commits in several
 * transactions. Everything else goes to the database as is.
 */
export function beforeTransaction(db: AppDatabase, before: (n: number) => Promise<void> | void): AppDatabase {
  let transactions = 0;
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'transaction') return Reflect.get(target, property, receiver);
      return async (...args: Parameters<typeof target.transaction>) => {
        transactions += 1;
        await before(transactions);
        return target.transaction(...args);
      };
    },
  });
}

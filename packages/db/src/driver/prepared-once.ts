import type { AppDatabase } from '../client.ts';

/**
 * A query built and prepared once per database, for the work every request does (the session's
 * subscription, say): Drizzle then skips building the SQL again. Its values are placeholders
 * (`sql.placeholder('userId')`), given at each call.
 */
export function preparedOnce<Prepared>(build: (db: AppDatabase) => Prepared): (db: AppDatabase) => Prepared {
  const byDatabase = new WeakMap<AppDatabase, Prepared>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}

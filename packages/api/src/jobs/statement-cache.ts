import type { AppDatabase } from '@leadpath/db';

export type Sqlite = AppDatabase['$client'];

/** Prepares a set of statements once per connection. */
export function statementCache<Statements>(prepare: (sqlite: Sqlite) => Statements) {
  const bySqlite = new WeakMap<Sqlite, Statements>();
  return (sqlite: Sqlite): Statements => {
    let statements = bySqlite.get(sqlite);
    if (!statements) {
      statements = prepare(sqlite);
      bySqlite.set(sqlite, statements);
    }
    return statements;
  };
}

import type Database from 'better-sqlite3';

const STATEMENT_CACHE_SIZE = 500;

/** Prepares each SQL text once per connection; the least recently added is dropped when full. */
export function statementCache(sqlite: Database.Database): (sql: string) => Database.Statement {
  const cache = new Map<string, Database.Statement>();
  return (sql) => {
    let statement = cache.get(sql);
    if (statement) return statement;
    statement = sqlite.prepare(sql);
    if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(sql, statement);
    return statement;
  };
}

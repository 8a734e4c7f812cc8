import type Database from 'better-sqlite3';

/** Positional (`?`) or named (`@name`) parameters of one statement. */
export type SqlParams = readonly unknown[] | Record<string, unknown>;

/** What a write answers: SQLite's own counts (`changes` is the seam PostgreSQL's rowCount fills). */
export type WriteResult = { changes: number; lastInsertRowid: number | bigint };

/**
 * SQL text through the same connection lock as every Drizzle query: the dialect seam for the
 * statements an area writes by hand (the job engine, the tick, imports). Rows come back as objects.
 */
export interface RawSql {
  run(sql: string, params?: SqlParams): Promise<WriteResult>;
  get<Row>(sql: string, params?: SqlParams): Promise<Row | undefined>;
  all<Row>(sql: string, params?: SqlParams): Promise<Row[]>;
  /** The first column of every row. */
  pluck<Value>(sql: string, params?: SqlParams): Promise<Value[]>;
  /** One statement run once per parameter set, in one hold of the connection; the total of changes. */
  runMany(sql: string, paramSets: readonly SqlParams[]): Promise<number>;
  /** Several statements without parameters (schema setup of tests and tools). */
  exec(sql: string): Promise<void>;
}

const bind = (params: SqlParams | undefined): unknown[] =>
  params === undefined ? [] : Array.isArray(params) ? (params as unknown[]) : [params];

/** The synchronous half: runs on the connection once the caller holds the lock. */
export function rawStatements(prepare: (sql: string) => Database.Statement, sqlite: Database.Database) {
  const reader = (sql: string) => {
    const statement = prepare(sql);
    // A cached statement may have been left in array mode by a Drizzle query of the same text.
    return statement.reader ? statement.raw(false).pluck(false) : statement;
  };
  return {
    run: (sql: string, params?: SqlParams): WriteResult => {
      const { changes, lastInsertRowid } = prepare(sql).run(...bind(params));
      return { changes, lastInsertRowid };
    },
    get: (sql: string, params?: SqlParams) => reader(sql).get(...bind(params)),
    all: (sql: string, params?: SqlParams) => reader(sql).all(...bind(params)),
    pluck: (sql: string, params?: SqlParams) =>
      reader(sql)
        .pluck(true)
        .all(...bind(params)),
    runMany: (sql: string, paramSets: readonly SqlParams[]): number => {
      const statement = prepare(sql);
      let changes = 0;
      for (const params of paramSets) changes += statement.run(...bind(params)).changes;
      return changes;
    },
    exec: (sql: string) => {
      sqlite.exec(sql);
    },
  };
}

/** The rows a Drizzle `run()` changed (`await db.update(…).run()`): the seam PostgreSQL's rowCount fills. */
export function changesOf(result: unknown): number {
  const changes = (result as { changes?: unknown } | null)?.changes;
  if (typeof changes !== 'number') throw new Error('changesOf: not the result of a run()');
  return changes;
}

import { DrizzleQueryError, fillPlaceholders } from 'drizzle-orm';
import { runsOnEveryRequest } from './pg/prepared-statements.ts';

/** The parts of Drizzle's sqlite-proxy prepared query (both engines' drivers answer through it) used here. */
interface ProxyPreparedQuery {
  query: { sql: string; params: unknown[] };
  client: (sql: string, params: unknown[], method: Method) => Promise<{ rows: unknown }>;
  logger: { logQuery(sql: string, params: unknown[]): void };
  mapGetResult(row: unknown): unknown;
  mapAllResult(rows: unknown): unknown;
}
type Method = 'get' | 'all' | 'values' | 'run';
type Values = Record<string, unknown>;

/**
 * A statement prepared once, run for the work every request does (its session, its plan's state):
 * the same SQL, parameters, driver call and row mapping as Drizzle's `get()`, `all()`, `values()` and
 * `run()`, without
 * their three async frames, which cost each statement half a dozen promises and as many of
 * AsyncLocalStorage's hooks (issue 29, ADR 090). Errors come back as Drizzle's own query error.
 */
function runPrepared(prepared: unknown, values: Values, method: Method): Promise<{ rows: unknown }> {
  const { query, client, logger } = prepared as ProxyPreparedQuery;
  const params = fillPlaceholders(query.params, values);
  logger.logQuery(query.sql, params);
  // PostgreSQL prepares it per connection (ADR 096); SQLite's driver keeps its own statement cache.
  runsOnEveryRequest(query.sql);
  let answer: Promise<{ rows: unknown }>;
  try {
    answer = client(query.sql, params, method);
  } catch (error) {
    answer = Promise.reject(error);
  }
  return answer.catch((error: unknown) => {
    throw new DrizzleQueryError(query.sql, params, error as Error);
  });
}

const internals = (prepared: unknown) => prepared as ProxyPreparedQuery;

/** What `prepared.get(values)` answers: the one row mapped by the query's fields, or undefined. */
export function preparedGet<Row>(
  prepared: { get(values?: Values): Promise<Row | undefined> },
  values: Values,
): Promise<Row | undefined> {
  return runPrepared(prepared, values, 'get').then(
    ({ rows }) => internals(prepared).mapGetResult(rows) as Row | undefined,
  );
}

/** What `prepared.all(values)` answers: every row mapped by the query's fields. */
export function preparedAll<Row>(
  prepared: { all(values?: Values): Promise<Row[]> },
  values: Values,
): Promise<Row[]> {
  return runPrepared(prepared, values, 'all').then(
    ({ rows }) => internals(prepared).mapAllResult(rows) as Row[],
  );
}

/** What `prepared.values(values)` answers: every row as an array of driver values. */
export function preparedValues(prepared: { values(values?: Values): Promise<unknown[][]> }, values: Values) {
  return runPrepared(prepared, values, 'values').then(({ rows }) => rows as unknown[][]);
}

/**
 * The first row of `prepared.values(values)`, for a query of one row at most (a primary key): the
 * driver reads one row (better-sqlite3's get, PostgreSQL's first row) instead of collecting all.
 */
export function preparedRowValues(
  prepared: { values(values?: Values): Promise<unknown[][]> },
  values: Values,
): Promise<unknown[] | undefined> {
  return runPrepared(prepared, values, 'get').then(
    ({ rows }) => (rows ?? undefined) as unknown[] | undefined,
  );
}

/** What `prepared.run(values)` answers: the driver's result of a write. */
export function preparedRun(prepared: { run(values?: Values): Promise<unknown> }, values: Values) {
  return runPrepared(prepared, values, 'run');
}

import { DrizzleQueryError, fillPlaceholders } from 'drizzle-orm';

/** The parts of Drizzle's sqlite-proxy prepared query (both engines' drivers answer through it) used here. */
interface ProxyPreparedQuery {
  query: { sql: string; params: unknown[] };
  client: (sql: string, params: unknown[], method: 'get' | 'values') => Promise<{ rows: unknown }>;
  logger: { logQuery(sql: string, params: unknown[]): void };
  mapGetResult(row: unknown): unknown;
}

/**
 * A statement prepared once, run for the work every request does (its session, its plan's state):
 * the same SQL, parameters, driver call and row mapping as Drizzle's `get()` / `values()`, without
 * their three async frames, which cost each statement half a dozen promises and as many of
 * AsyncLocalStorage's hooks (issue 29, ADR 090). Errors come back as Drizzle's own query error.
 */
function runPrepared(prepared: unknown, values: Record<string, unknown>, method: 'get' | 'values') {
  const { query, client, logger } = prepared as ProxyPreparedQuery;
  const params = fillPlaceholders(query.params, values);
  logger.logQuery(query.sql, params);
  let answer: Promise<{ rows: unknown }>;
  try {
    answer = client(query.sql, params, method);
  } catch (error) {
    answer = Promise.reject(error);
  }
  return answer.then(
    ({ rows }) => rows,
    (error: unknown) => {
      throw new DrizzleQueryError(query.sql, params, error as Error);
    },
  );
}

/** What `prepared.get(values)` answers: the one row mapped by the query's fields, or undefined. */
export function preparedGet<Row>(
  prepared: { get(values?: Record<string, unknown>): Promise<Row | undefined> },
  values: Record<string, unknown>,
): Promise<Row | undefined> {
  return runPrepared(prepared, values, 'get').then(
    (row) => (prepared as unknown as ProxyPreparedQuery).mapGetResult(row) as Row | undefined,
  );
}

/** What `prepared.values(values)` answers: every row as an array of driver values. */
export function preparedValues(
  prepared: { values(values?: Record<string, unknown>): Promise<unknown[][]> },
  values: Record<string, unknown>,
): Promise<unknown[][]> {
  return runPrepared(prepared, values, 'values') as Promise<unknown[][]>;
}

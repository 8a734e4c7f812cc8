import pg from 'pg';

/** How many connections a process opens to PostgreSQL when DATABASE_POOL_SIZE does not say. */
export const DEFAULT_POOL_SIZE = 10;

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** The pool size from DATABASE_POOL_SIZE; a value that is not a positive integer is refused, not guessed. */
export function poolSizeFromEnvironment(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.DATABASE_POOL_SIZE;
  if (raw === undefined || raw === '') return DEFAULT_POOL_SIZE;
  const size = Number(raw);
  if (!Number.isInteger(size) || size < 1)
    throw new Error(`DATABASE_POOL_SIZE must be a positive integer (connections per process), not "${raw}"`);
  return size;
}

/**
 * bigint and numeric answer JavaScript numbers, as SQLite's integers and reals do (ADR 041): every
 * stored integer is below 2^53 (milliseconds, counts, cents), and count(*) and sum() are bigint/numeric.
 */
const numberTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: string) =>
    (oid === INT8_OID || oid === NUMERIC_OID) && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as 'text')) as pg.CustomTypesConfig['getTypeParser'],
};

/** A node-postgres pool for a postgres:// URL, sized from the environment, numbers as numbers. */
export function createPool(url: string, size = poolSizeFromEnvironment()): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: size, types: numberTypes });
  // An idle client losing its connection (server restart) must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error(`postgres pool: an idle connection failed: ${error.message}`));
  return pool;
}

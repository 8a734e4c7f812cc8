/** SQLite's unique and primary-key refusals, and PostgreSQL's unique_violation (23505). */
const UNIQUE_CODES = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', '23505']);

const codeOf = (candidate: unknown): unknown =>
  typeof candidate === 'object' && candidate !== null && 'code' in candidate
    ? (candidate as { code: unknown }).code
    : undefined;

/**
 * A write refused by a unique index or primary key: the dialect seam for "someone took it first".
 * Drizzle hands the driver's error over as the `cause` of its own query error.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let candidate = error, depth = 0; candidate && depth < 3; depth++) {
    if (UNIQUE_CODES.has(String(codeOf(candidate)))) return true;
    candidate = candidate instanceof Error ? candidate.cause : undefined;
  }
  return false;
}

import { sql } from 'drizzle-orm';
import { integer } from 'drizzle-orm/sqlite-core';

/**
 * A NOT NULL time in epoch milliseconds on a column that migration 0000 created with
 * `DEFAULT (unixepoch())` (ADR 015). That default writes seconds, so nothing may rely on it, but
 * SQLite drops a default only by rebuilding the table. It stays declared so the schema matches the
 * migrations, and is hidden from the types: every insert must pass the time from the app clock.
 */
export function timeWithLegacyDefault<TName extends string>(name: TName) {
  const column = integer(name, { mode: 'timestamp_ms' }).notNull();
  const withDefault: typeof column = column.default(sql`(unixepoch())`);
  return withDefault;
}

import {
  type AppDatabase,
  preparedOnce,
  preparedRowValues,
  sessions,
  type UserRow,
  users,
} from '@leadpath/db';
import { type Column, eq, getTableColumns, sql } from 'drizzle-orm';

/** What validating a session reads of it: its times (the device columns are not needed on a request). */
export interface FoundSession {
  userId: string;
  /** lucia's idle expiry (the table keeps unix seconds, ADR 015). */
  expiresAt: Date;
  createdAt: Date;
  lastActiveAt: Date;
  twoFactorVerifiedAt: Date | null;
}

const sessionColumns = {
  userId: sessions.userId,
  expiresAt: sessions.expiresAt,
  createdAt: sessions.createdAt,
  lastActiveAt: sessions.lastActiveAt,
  twoFactorVerifiedAt: sessions.twoFactorVerifiedAt,
};
const sessionFields = Object.entries(sessionColumns) as [keyof FoundSession, Column][];
const userFields = Object.entries(getTableColumns(users)) as [keyof UserRow, Column][];

/**
 * The session and its user in one prepared statement, as arrays: every signed-in request runs it, and
 * Drizzle's generic row mapping (nested paths, a type test per field), its async frames and lucia's
 * object spreads were a tenth of a request's CPU (issue 29, ADR 090). Each value is decoded by its own
 * column, as Drizzle does.
 */
const sessionAndUser = preparedOnce((db) =>
  db
    .select({
      ...sessionColumns,
      ...Object.fromEntries(userFields.map(([key, column]) => [`u_${key}`, column])),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare(),
);

/** One row's values from `offset` on, decoded by their columns into an object (null stays null). */
function decode<Row>(fields: [keyof Row, Column][], values: unknown[], offset: number): Row {
  const row = {} as Record<keyof Row, unknown>;
  for (let index = 0; index < fields.length; index++) {
    const [key, column] = fields[index]!;
    const value = values[offset + index];
    row[key] = value === null ? null : column.mapFromDriverValue(value);
  }
  return row as Row;
}

/**
 * The session stored as `storedId` (storedSessionIdOf of the cookie's token: the caller hashes it once
 * and keeps it), with its whole user row (ctx.user); null when there is none.
 */
export async function findSessionAndUser(
  db: AppDatabase,
  storedId: string,
): Promise<{ session: FoundSession; user: UserRow } | null> {
  const values = await preparedRowValues(sessionAndUser(db), { id: storedId });
  if (values === undefined) return null;
  const session = decode(sessionFields, values, 0);
  session.expiresAt = new Date((values[1] as number) * 1000);
  return { session, user: decode(userFields, values, sessionFields.length) };
}

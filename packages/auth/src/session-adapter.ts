import { type AppDatabase, sessions, users } from '@leadpath/db';
import { eq, lte, sql } from 'drizzle-orm';
import type { Adapter, DatabaseSession, DatabaseUser } from 'lucia';
import { storedSessionIdOf } from './session-id.ts';

/**
 * lucia's storage over Drizzle. A request's session is read by session-lookup.ts (SessionStore.validate);
 * this adapter's own join serves lucia's interface, which the app no longer calls per request.
 * expires_at is in unix seconds, as lucia's adapters keep it (ADR 015); `now` is the app clock.
 * lucia hands this adapter the cookie's token as the session id; the table keys rows by its
 * SHA-256 (storedSessionIdOf), so every id is hashed here and sessions read back carry the token.
 */
export function createSessionAdapter(db: AppDatabase, now: () => number): Adapter {
  const sessionAndUser = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare();

  const toDatabaseSession = ({
    id,
    userId,
    expiresAt,
    ...attributes
  }: typeof sessions.$inferSelect): DatabaseSession => ({
    id,
    userId,
    expiresAt: new Date(expiresAt * 1000),
    attributes,
  });

  return {
    async getSessionAndUser(token) {
      const row = await sessionAndUser.get({ id: storedSessionIdOf(token) });
      if (!row) return [null, null];
      const { id, ...attributes } = row.user;
      const user: DatabaseUser = { id, attributes };
      return [toDatabaseSession({ ...row.session, id: token }), user];
    },
    /** Ids here are the stored hashes (the tokens are not kept); the app does not call it. */
    async getUserSessions(userId) {
      return (await db.select().from(sessions).where(eq(sessions.userId, userId)).all()).map(
        toDatabaseSession,
      );
    },
    async setSession(session) {
      await db
        .insert(sessions)
        .values({
          id: storedSessionIdOf(session.id),
          userId: session.userId,
          expiresAt: Math.floor(session.expiresAt.getTime() / 1000),
          ...session.attributes,
        })
        .run();
    },
    async updateSessionExpiration(token, expiresAt) {
      await db
        .update(sessions)
        .set({ expiresAt: Math.floor(expiresAt.getTime() / 1000) })
        .where(eq(sessions.id, storedSessionIdOf(token)))
        .run();
    },
    async deleteSession(token) {
      await db
        .delete(sessions)
        .where(eq(sessions.id, storedSessionIdOf(token)))
        .run();
    },
    async deleteUserSessions(userId) {
      await db.delete(sessions).where(eq(sessions.userId, userId)).run();
    },
    async deleteExpiredSessions() {
      await db
        .delete(sessions)
        .where(lte(sessions.expiresAt, Math.floor(now() / 1000)))
        .run();
    },
  };
}

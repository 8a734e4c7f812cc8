import { type AppDatabase, sessions, users } from '@leadpath/db';
import { eq, lte, sql } from 'drizzle-orm';
import type { Adapter, DatabaseSession, DatabaseUser } from 'lucia';

/**
 * lucia's storage over Drizzle. Every request validates its session, so that one lookup is a
 * prepared join (session and user in one statement, built and prepared once); the rest is rare.
 * expires_at is in unix seconds, as lucia's adapters keep it (ADR 015); `now` is the app clock.
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
    async getSessionAndUser(sessionId) {
      const row = sessionAndUser.get({ id: sessionId });
      if (!row) return [null, null];
      const { id, ...attributes } = row.user;
      const user: DatabaseUser = { id, attributes };
      return [toDatabaseSession(row.session), user];
    },
    async getUserSessions(userId) {
      return db.select().from(sessions).where(eq(sessions.userId, userId)).all().map(toDatabaseSession);
    },
    async setSession(session) {
      db.insert(sessions)
        .values({
          id: session.id,
          userId: session.userId,
          expiresAt: Math.floor(session.expiresAt.getTime() / 1000),
          ...session.attributes,
        })
        .run();
    },
    async updateSessionExpiration(sessionId, expiresAt) {
      db.update(sessions)
        .set({ expiresAt: Math.floor(expiresAt.getTime() / 1000) })
        .where(eq(sessions.id, sessionId))
        .run();
    },
    async deleteSession(sessionId) {
      db.delete(sessions).where(eq(sessions.id, sessionId)).run();
    },
    async deleteUserSessions(userId) {
      db.delete(sessions).where(eq(sessions.userId, userId)).run();
    },
    async deleteExpiredSessions() {
      db.delete(sessions)
        .where(lte(sessions.expiresAt, Math.floor(now() / 1000)))
        .run();
    },
  };
}

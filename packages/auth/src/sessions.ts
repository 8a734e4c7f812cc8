import type { AppDatabase, SessionRow, UserRow } from '@leadpath/db';
import { sessions } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { type Cookie, Lucia, TimeSpan } from 'lucia';
import { createSessionAdapter } from './session-adapter.ts';

export const SESSION_COOKIE_NAME = 'lp_session';
/** lastActiveAt is refreshed at most this often, so reads do not write on every request. */
const LAST_ACTIVE_RESOLUTION_MS = 60_000;

export function createLucia(db: AppDatabase, now: () => number) {
  return new Lucia(createSessionAdapter(db, now), {
    sessionExpiresIn: new TimeSpan(30, 'd'),
    sessionCookie: {
      name: SESSION_COOKIE_NAME,
      expires: true,
      attributes: { sameSite: 'lax', secure: false },
    },
    // The whole user row, so a validated session needs no second lookup.
    getUserAttributes: (attributes) => attributes,
    getSessionAttributes: (attributes) => ({
      userAgent: attributes.userAgent,
      ipAddress: attributes.ipAddress,
      createdAt: attributes.createdAt,
      lastActiveAt: attributes.lastActiveAt,
    }),
  });
}

declare module 'lucia' {
  interface Register {
    Lucia: ReturnType<typeof createLucia>;
    DatabaseUserAttributes: Omit<UserRow, 'id'>;
    DatabaseSessionAttributes: Pick<SessionRow, 'userAgent' | 'ipAddress' | 'createdAt' | 'lastActiveAt'>;
  }
}

export interface SessionDevice {
  userAgent: string;
  ipAddress: string;
}

/** Sessions for the app: lucia underneath, kept behind this seam so it can be replaced; `now` is the app clock. */
export function createSessionStore(db: AppDatabase, now: () => number) {
  const lucia = createLucia(db, now);

  function withSecure(cookie: Cookie, secure: boolean): string {
    cookie.attributes.secure = secure;
    return cookie.serialize();
  }

  return {
    cookieName: lucia.sessionCookieName,

    /** A new session on every sign-in; the caller sets the returned cookie. */
    async create(userId: string, device: SessionDevice, options: { secure: boolean; now: number }) {
      const at = new Date(options.now);
      const session = await lucia.createSession(userId, { ...device, createdAt: at, lastActiveAt: at });
      return { session, cookie: withSecure(lucia.createSessionCookie(session.id), options.secure) };
    },

    /** Validates a session id; a refreshed (sliding) cookie comes back when lucia extended it. */
    async validate(sessionId: string, options: { secure: boolean; now: number }) {
      const { session, user } = await lucia.validateSession(sessionId);
      if (!session || !user)
        return {
          session: null,
          user: null,
          cookie: withSecure(lucia.createBlankSessionCookie(), options.secure),
        };
      if (options.now - session.lastActiveAt.getTime() > LAST_ACTIVE_RESOLUTION_MS) {
        db.update(sessions)
          .set({ lastActiveAt: new Date(options.now) })
          .where(eq(sessions.id, session.id))
          .run();
      }
      const cookie = session.fresh ? withSecure(lucia.createSessionCookie(session.id), options.secure) : null;
      return { session, user: user as UserRow, cookie };
    },

    async invalidate(sessionId: string) {
      await lucia.invalidateSession(sessionId);
    },

    async invalidateAllForUser(userId: string) {
      await lucia.invalidateUserSessions(userId);
    },

    blankCookie(secure: boolean): string {
      return withSecure(lucia.createBlankSessionCookie(), secure);
    },

    readSessionId(cookieHeader: string | undefined): string | null {
      return lucia.readSessionCookie(cookieHeader ?? '');
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

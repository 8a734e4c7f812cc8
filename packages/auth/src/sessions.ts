import type { AppDatabase, SessionRow, UserRow } from '@leadpath/db';
import { sessions } from '@leadpath/db';
import { eq, lte, or } from 'drizzle-orm';
import { type Adapter, Lucia, TimeSpan } from 'lucia';
import { createSessionAdapter } from './session-adapter.ts';
import { storedSessionIdOf } from './session-id.ts';
import { findSessionAndUser } from './session-lookup.ts';

/** The cookie over plain http (local development, tests): browsers refuse a __Host- cookie that is not Secure. */
export const SESSION_COOKIE_NAME = 'lp_session';
/** The cookie over https: Secure, Path=/ and no Domain, which the __Host- prefix makes browsers enforce. */
export const SECURE_SESSION_COOKIE_NAME = '__Host-lp_session';
/** A session unused this long ends (lucia's sliding expiry: a use past half of it extends it). */
export const SESSION_IDLE_DAYS = 14;
const SESSION_IDLE = new TimeSpan(SESSION_IDLE_DAYS, 'd');
/** A session ends this long after sign-in however busy it is (OWASP session management: absolute timeout). */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60_000;
/** lastActiveAt is refreshed at most this often, so reads do not write on every request. */
const LAST_ACTIVE_RESOLUTION_MS = 60_000;
/** Ended sessions are deleted at most this often, on a sign-in. */
const PURGE_INTERVAL_MS = 60 * 60_000;

export interface SessionCookie {
  name: string;
  secure: boolean;
}

/** The session cookie for where users reach the app: PUBLIC_URL's scheme decides. */
export function sessionCookieOf(publicUrl: string): SessionCookie {
  const secure = new URL(publicUrl).protocol === 'https:';
  return { name: secure ? SECURE_SESSION_COOKIE_NAME : SESSION_COOKIE_NAME, secure };
}

export function createLucia(adapter: Adapter, cookie: SessionCookie) {
  return new Lucia(adapter, {
    sessionExpiresIn: SESSION_IDLE,
    sessionCookie: {
      name: cookie.name,
      expires: true,
      attributes: { sameSite: 'lax', secure: cookie.secure, path: '/' },
    },
    // The whole user row, so a validated session needs no second lookup.
    getUserAttributes: (attributes) => attributes,
    getSessionAttributes: (attributes) => ({
      userAgent: attributes.userAgent,
      ipAddress: attributes.ipAddress,
      createdAt: attributes.createdAt,
      lastActiveAt: attributes.lastActiveAt,
      twoFactorVerifiedAt: attributes.twoFactorVerifiedAt,
    }),
  });
}

declare module 'lucia' {
  interface Register {
    Lucia: ReturnType<typeof createLucia>;
    DatabaseUserAttributes: Omit<UserRow, 'id'>;
    DatabaseSessionAttributes: Pick<
      SessionRow,
      'userAgent' | 'ipAddress' | 'createdAt' | 'lastActiveAt' | 'twoFactorVerifiedAt'
    >;
  }
}

export interface SessionDevice {
  userAgent: string;
  ipAddress: string;
}

export interface SessionStoreOptions {
  /** Where users reach the app ('https://app.example.com'): https makes the cookie Secure and __Host-. */
  publicUrl: string;
}

export interface SessionStartOptions {
  now: number;
  /** The sign-in passed the second factor (an authenticator or recovery code): the admin tools need it. */
  twoFactorVerified?: boolean;
}

/**
 * Sessions for the app: lucia underneath, kept behind this seam so it can be replaced; `now` is the
 * app clock. A session ends when unused for SESSION_IDLE_DAYS or SESSION_ABSOLUTE_LIFETIME_MS after
 * sign-in, whichever comes first. The cookie carries a token; everything this store answers and
 * takes names a session by its stored id (the token's SHA-256), which is never a credential.
 */
export function createSessionStore(db: AppDatabase, now: () => number, options: SessionStoreOptions) {
  const adapter = createSessionAdapter(db, now);
  const lucia = createLucia(adapter, sessionCookieOf(options.publicUrl));
  let purgedAt = Number.NEGATIVE_INFINITY;

  /** Deletes ended sessions, at most once per interval: one indexless delete an hour costs nothing. */
  async function purgeEnded(at: number): Promise<void> {
    if (at - purgedAt < PURGE_INTERVAL_MS) return;
    purgedAt = at;
    await db
      .delete(sessions)
      .where(
        or(
          lte(sessions.expiresAt, Math.floor(at / 1000)),
          lte(sessions.createdAt, new Date(at - SESSION_ABSOLUTE_LIFETIME_MS)),
        ),
      )
      .run();
  }

  const blankCookie = () => lucia.createBlankSessionCookie().serialize();

  return {
    cookieName: lucia.sessionCookieName,

    /** A new session on every sign-in; the caller sets the returned cookie. */
    async create(userId: string, device: SessionDevice, options: SessionStartOptions) {
      await purgeEnded(options.now);
      const at = new Date(options.now);
      const session = await lucia.createSession(userId, {
        ...device,
        createdAt: at,
        lastActiveAt: at,
        twoFactorVerifiedAt: options.twoFactorVerified ? at : null,
      });
      const cookie = lucia.createSessionCookie(session.id).serialize();
      return { session: { ...session, id: storedSessionIdOf(session.id) }, cookie };
    },

    /**
     * Validates the cookie's token; a refreshed (sliding) cookie comes back when the session was extended.
     * lucia's validateSession, step for step (its idle expiry and its extension past half of it, on the
     * real clock as lucia keeps them, through the same adapter), without its copies of the session and
     * user rows: every signed-in request runs this (issue 29, ADR 090).
     */
    async validate(token: string, options: { now: number }) {
      // The token's SHA-256, once a request (the lookup and the session's id below).
      const id = storedSessionIdOf(token);
      const found = await findSessionAndUser(db, id);
      if (found === null) return { session: null, user: null, cookie: blankCookie() };
      const { session, user } = found;
      if (Date.now() >= session.expiresAt.getTime()) {
        await adapter.deleteSession(token);
        return { session: null, user: null, cookie: blankCookie() };
      }
      if (options.now - session.createdAt.getTime() >= SESSION_ABSOLUTE_LIFETIME_MS) {
        await lucia.invalidateSession(token);
        return { session: null, user: null, cookie: blankCookie() };
      }
      const fresh = Date.now() >= session.expiresAt.getTime() - SESSION_IDLE.milliseconds() / 2;
      if (fresh) {
        session.expiresAt = new Date(Date.now() + SESSION_IDLE.milliseconds());
        await adapter.updateSessionExpiration(token, session.expiresAt);
      }
      if (options.now - session.lastActiveAt.getTime() > LAST_ACTIVE_RESOLUTION_MS) {
        await db
          .update(sessions)
          .set({ lastActiveAt: new Date(options.now) })
          .where(eq(sessions.id, id))
          .run();
      }
      const cookie = fresh ? lucia.createSessionCookie(token).serialize() : null;
      return { session: { ...session, id, fresh }, user, cookie };
    },

    /** Ends one session, named by its stored id. */
    async invalidate(storedId: string) {
      await db.delete(sessions).where(eq(sessions.id, storedId)).run();
    },

    /** The session has just proved the second factor (an authenticator confirmed in it). */
    async markTwoFactorVerified(storedId: string, now: number) {
      await db
        .update(sessions)
        .set({ twoFactorVerifiedAt: new Date(now) })
        .where(eq(sessions.id, storedId))
        .run();
    },

    /** No session of the user counts as having passed a second factor any more (two-factor turned off). */
    async forgetTwoFactorOf(userId: string) {
      await db.update(sessions).set({ twoFactorVerifiedAt: null }).where(eq(sessions.userId, userId)).run();
    },

    async invalidateAllForUser(userId: string) {
      await lucia.invalidateUserSessions(userId);
    },

    /** The cookie that clears the session cookie in the browser. */
    blankCookie,

    /** The token of the request's session cookie (validate takes it). */
    readSessionId(cookieHeader: string | undefined): string | null {
      return lucia.readSessionCookie(cookieHeader ?? '');
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

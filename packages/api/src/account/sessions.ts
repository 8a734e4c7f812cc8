import { createHash } from 'node:crypto';
import { SESSION_ABSOLUTE_LIFETIME_MS } from '@leadpath/auth';
import { type AppDatabase, sessions } from '@leadpath/db';
import { and, desc, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import { describeUserAgent } from './user-agent.ts';

export const accountSessionSchema = z.object({
  /** Not the session id (that is the cookie's secret): a hash of it, safe to show and to send back. */
  id: z.string(),
  device: z.string(),
  browser: z.string(),
  os: z.string(),
  ipAddress: z.string(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export function publicSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex').slice(0, 32);
}

function activeSessionsOf(db: AppDatabase, userId: string, now: number) {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, Math.floor(now / 1000)),
        gt(sessions.createdAt, new Date(now - SESSION_ABSOLUTE_LIFETIME_MS)),
      ),
    )
    .orderBy(desc(sessions.lastActiveAt))
    .all();
}

/** The user's unexpired sessions, most recently active first, the caller's own marked current. */
export async function listAccountSessions(
  db: AppDatabase,
  userId: string,
  currentSessionId: string | null,
  now: number,
): Promise<AccountSession[]> {
  return (await activeSessionsOf(db, userId, now)).map((session) => ({
    id: publicSessionId(session.id),
    ...describeUserAgent(session.userAgent),
    ipAddress: session.ipAddress || 'Unknown',
    createdAt: session.createdAt.toISOString(),
    lastActiveAt: session.lastActiveAt.toISOString(),
    current: session.id === currentSessionId,
  }));
}

/** The real session id behind a public id, only among the user's own sessions. */
export async function findSessionIdByPublicId(
  db: AppDatabase,
  userId: string,
  publicId: string,
  now: number,
): Promise<string | null> {
  return (
    (await activeSessionsOf(db, userId, now)).find((session) => publicSessionId(session.id) === publicId)
      ?.id ?? null
  );
}

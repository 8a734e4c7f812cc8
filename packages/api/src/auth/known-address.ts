import { type Db, sessions } from '@leadpath/db';
import { and, eq, gt } from 'drizzle-orm';

/** True when the user has a live session opened from this address: the owner's usual place. */
export async function hasSessionFrom(db: Db, userId: string, ip: string, now: number): Promise<boolean> {
  const row = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        eq(sessions.ipAddress, ip),
        gt(sessions.expiresAt, Math.floor(now / 1000)),
      ),
    )
    .limit(1)
    .get();
  return row !== undefined;
}

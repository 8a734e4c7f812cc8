import { type Db, teamMembers } from '@leadpath/db';
import { asc, eq } from 'drizzle-orm';

/** Whose disposition list a rep uses: their (first) team's, or their own when in no team. */
export async function dialerScopeOf(db: Db, userId: string): Promise<string> {
  const membership = await db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(eq(teamMembers.userId, userId))
    .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.teamId))
    .limit(1)
    .get();
  return membership?.teamId ?? userId;
}

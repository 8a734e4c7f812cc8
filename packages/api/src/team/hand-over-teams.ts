import { type Db, teamMembers, teams } from '@leadpath/db';
import { and, asc, desc, eq, ne } from 'drizzle-orm';

/**
 * Before an account is deleted, each team it owns passes to another member, so the team outlives
 * its founder: the longest-serving admin, else the longest-serving member, who becomes an admin.
 * A team with nobody else in it is deleted with the account (teams.owner_id cascades).
 */
export async function handOverTeamsOf(db: Db, userId: string): Promise<void> {
  const owned = await db.select({ id: teams.id }).from(teams).where(eq(teams.ownerId, userId)).all();
  for (const team of owned) {
    const successor = await db
      .select({ id: teamMembers.id, userId: teamMembers.userId })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, team.id), ne(teamMembers.userId, userId)))
      .orderBy(desc(teamMembers.admin), asc(teamMembers.joinedAt), asc(teamMembers.id))
      .limit(1)
      .get();
    if (!successor) continue;
    await db.update(teams).set({ ownerId: successor.userId }).where(eq(teams.id, team.id)).run();
    await db.update(teamMembers).set({ admin: true }).where(eq(teamMembers.id, successor.id)).run();
  }
}

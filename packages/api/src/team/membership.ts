import { type Db, teamMembers, teams, users } from '@leadpath/db';
import { and, desc, eq } from 'drizzle-orm';

/** The team a user works in: the one they joined last (an accepted invite moves them to the new team). */
export function currentTeamOf(db: Db, userId: string) {
  return db
    .select({
      teamId: teams.id,
      teamName: teams.teamName,
      memberId: teamMembers.id,
      admin: teamMembers.admin,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId))
    .orderBy(desc(teamMembers.joinedAt), desc(teamMembers.admin))
    .get();
}

/** Spec §6: a team admin is a user whose email matches an admin member of the team. */
export async function isTeamAdmin(db: Db, teamId: string, email: string): Promise<boolean> {
  const row = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(
      and(eq(teamMembers.teamId, teamId), eq(users.email, email.toLowerCase()), eq(teamMembers.admin, true)),
    )
    .get();
  return row !== undefined;
}

export function teamMembersOf(db: Db, teamId: string) {
  return db
    .select({
      id: teamMembers.id,
      name: users.name,
      email: users.email,
      avatar: users.image,
      admin: teamMembers.admin,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(desc(teamMembers.admin), users.name)
    .all();
}

export async function adminCountOf(db: Db, teamId: string): Promise<number> {
  return (
    await db
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.admin, true)))
      .all()
  ).length;
}

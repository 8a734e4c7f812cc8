import { teamInvitationIdSchema } from '@leadpath/core/schemas/team';
import { type Db, teamInvites, teamMembers, teams } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { authedProcedure } from '../trpc.ts';
import { inviteMail } from './invite-mail.ts';
import { hashInviteToken, INVITE_LIFETIME_MS, inviteLink, newInviteToken } from './invite-token.ts';
import { currentTeamOf, isTeamAdmin } from './membership.ts';
import { INVITATION_NOT_FOUND, ONLY_TEAM_ADMINS } from './messages.ts';

const tags = ['Team'];

const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(['member', 'admin']),
  invitedAt: z.string(),
  expiresAt: z.string(),
  /** The link has expired (the server's clock): it can be sent again. */
  expired: z.boolean(),
});

type InviteRow = typeof teamInvites.$inferSelect;

function invitationOf(row: InviteRow, now: number): z.infer<typeof invitationSchema> {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= now,
  };
}

/**
 * The pending invitation `id` for a team admin to act on. Someone outside the invitation's team gets
 * 404, as for an id that does not exist (no one learns which ids exist); a member who is no admin 403.
 */
async function pendingInvitationForAdmin(db: Db, id: string, userId: string, email: string) {
  const found = await db
    .select({ invite: teamInvites, teamName: teams.teamName })
    .from(teamInvites)
    .innerJoin(teams, eq(teams.id, teamInvites.teamId))
    .where(and(eq(teamInvites.id, id), isNull(teamInvites.acceptedAt)))
    .get();
  const isMember =
    found !== undefined &&
    (await db
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, found.invite.teamId), eq(teamMembers.userId, userId)))
      .get()) !== undefined;
  if (!found || !isMember) throw new TRPCError({ code: 'NOT_FOUND', message: INVITATION_NOT_FOUND });
  if (!(await isTeamAdmin(db, found.invite.teamId, email)))
    throw new TRPCError({ code: 'FORBIDDEN', message: ONLY_TEAM_ADMINS });
  return found;
}

/** Pending invitations of the user's team: list, send again with a new link, revoke (team admins only). */
export const invitationProcedures = {
  invitations: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/teams/invitations',
        summary: "The pending invitations of the user's team (team admins only)",
        description:
          'Invitations not accepted yet, newest first, with when they were sent and when their link expires; expired ones are listed too (expired: true) so they can be sent again. A user without a team gets an empty list; a member who is no team admin gets 403.',
        tags,
        permission: 'users:read',
      },
    })
    .output(z.object({ invitations: z.array(invitationSchema) }))
    .query(async ({ ctx }) => {
      const team = await currentTeamOf(ctx.db, ctx.user.id);
      if (!team) return { invitations: [] };
      if (!(await isTeamAdmin(ctx.db, team.teamId, ctx.user.email)))
        throw new TRPCError({ code: 'FORBIDDEN', message: ONLY_TEAM_ADMINS });
      const now = ctx.now();
      const rows = await ctx.db
        .select()
        .from(teamInvites)
        .where(and(eq(teamInvites.teamId, team.teamId), isNull(teamInvites.acceptedAt)))
        .orderBy(desc(teamInvites.createdAt), teamInvites.email)
        .all();
      return { invitations: rows.map((row) => invitationOf(row, now)) };
    }),

  resendInvitation: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/teams/invitations/{id}/resend',
        summary: 'Send a pending invitation again with a new link (team admins only)',
        description:
          'Mails a new accept link; the link sent before stops working, and the invitation expires 7 days from now.',
        tags,
        permission: null,
        errors: [404],
      },
    })
    .input(teamInvitationIdSchema)
    .output(z.object({ message: z.string(), invitation: invitationSchema }))
    .mutation(async ({ ctx, input }) => {
      const now = ctx.now();
      const token = newInviteToken();
      const { invite, teamName } = await ctx.db.transaction(async (tx) => {
        const found = await pendingInvitationForAdmin(tx, input.id, ctx.user.id, ctx.user.email);
        const invite = await tx
          .update(teamInvites)
          .set({ tokenHash: hashInviteToken(token), expiresAt: new Date(now + INVITE_LIFETIME_MS) })
          .where(eq(teamInvites.id, found.invite.id))
          .returning()
          .get();
        return { invite, teamName: found.teamName };
      });
      await ctx.services.mailer.send(
        inviteMail({
          ownerId: ctx.user.id,
          from: ctx.user.email,
          inviterName: ctx.user.name,
          teamName,
          to: invite.email,
          link: inviteLink(ctx.config.publicUrl, token),
          role: invite.role,
        }),
      );
      return { message: `Invitation sent again to ${invite.email}`, invitation: invitationOf(invite, now) };
    }),

  revokeInvitation: authedProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/teams/invitations/{id}',
        summary: 'Revoke a pending invitation: its link stops working (team admins only)',
        tags,
        permission: null,
        errors: [404],
      },
    })
    .input(teamInvitationIdSchema)
    .output(z.object({ message: z.string() }))
    .mutation(({ ctx, input }) =>
      ctx.db.transaction(async (tx) => {
        const { invite } = await pendingInvitationForAdmin(tx, input.id, ctx.user.id, ctx.user.email);
        await tx.delete(teamInvites).where(eq(teamInvites.id, invite.id)).run();
        return { message: `Invitation to ${invite.email} revoked` };
      }),
    ),
};

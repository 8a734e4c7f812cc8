import { randomUUID } from 'node:crypto';
import { acceptInviteSchema, teamActionSchema, teamInviteSchema } from '@leadpath/core/schemas/team';
import { teamInvites, teamMembers, teams, users } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { authedProcedure, createTRPCRouter, selfOnlyProcedure } from '../trpc.ts';
import { invitationProcedures } from './invitations.ts';
import { inviteMail } from './invite-mail.ts';
import { hashInviteToken, INVITE_LIFETIME_MS, inviteLink, newInviteToken } from './invite-token.ts';
import { adminCountOf, currentTeamOf, isTeamAdmin, teamMembersOf } from './membership.ts';
import {
  INVITE_EXPIRED,
  INVITE_NOT_VALID,
  INVITE_USED,
  LAST_ADMIN,
  MEMBER_NOT_FOUND,
  ONLY_TEAM_ADMINS,
} from './messages.ts';
import { renameTeam } from './rename.ts';

export {
  INVITATION_NOT_FOUND,
  INVITE_EXPIRED,
  INVITE_NOT_VALID,
  INVITE_USED,
  LAST_ADMIN,
  MEMBER_NOT_FOUND,
  NO_TEAM_YET,
  ONLY_TEAM_ADMINS,
} from './messages.ts';

const memberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  admin: z.boolean(),
});

const teamSchema = z.object({
  _id: z.string().nullable(),
  teamName: z.string().nullable(),
  totalMembers: z.number(),
  members: z.array(memberSchema),
});

export const teamRouter = createTRPCRouter({
  /** The user's team and its members; a user with no team gets an empty list, not an error. */
  members: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/teams/members',
        summary: "The user's team and its members",
        tags: ['Team'],
        permission: 'users:read',
      },
    })
    .output(teamSchema)
    .query(async ({ ctx }) => {
      const team = await currentTeamOf(ctx.db, ctx.user.id);
      if (!team) return { _id: null, teamName: null, totalMembers: 0, members: [] };
      const members = await teamMembersOf(ctx.db, team.teamId);
      return { _id: team.teamId, teamName: team.teamName, totalMembers: members.length, members };
    }),

  /** Invites by email; a user without a team founds one under teamName and becomes its admin. */
  invite: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/teams/invite',
        summary: 'Invite people to the team by email; each gets an accept link',
        tags: ['Team'],
        permission: null,
      },
    })
    .input(teamInviteSchema)
    .output(
      z.object({
        message: z.string(),
        teamId: z.string(),
        invited: z.array(z.string()),
        alreadyMembers: z.array(z.string()),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const now = ctx.now();
      const { teamId, teamName, invites, alreadyMembers } = await ctx.db.transaction(async (tx) => {
        let team = await currentTeamOf(tx, ctx.user.id);
        if (!team) {
          const id = randomUUID();
          await tx
            .insert(teams)
            .values({ id, teamName: input.teamName, ownerId: ctx.user.id, createdAt: new Date(now) })
            .run();
          await tx
            .insert(teamMembers)
            .values({
              id: randomUUID(),
              teamId: id,
              userId: ctx.user.id,
              admin: true,
              joinedAt: new Date(now),
            })
            .run();
          team = (await currentTeamOf(tx, ctx.user.id))!;
        } else if (!(await isTeamAdmin(tx, team.teamId, ctx.user.email))) {
          throw new TRPCError({ code: 'FORBIDDEN', message: ONLY_TEAM_ADMINS });
        }
        const members = new Set(
          (
            await tx
              .select({ email: users.email })
              .from(teamMembers)
              .innerJoin(users, eq(users.id, teamMembers.userId))
              .where(and(eq(teamMembers.teamId, team.teamId), inArray(users.email, input.emails)))
              .all()
          ).map((row) => row.email),
        );
        const created: { email: string; token: string }[] = [];
        for (const email of input.emails.filter((email) => !members.has(email))) {
          const token = newInviteToken();
          await tx
            .insert(teamInvites)
            .values({
              id: randomUUID(),
              tokenHash: hashInviteToken(token),
              email,
              role: input.role,
              teamId: team.teamId,
              invitedBy: ctx.user.id,
              createdAt: new Date(now),
              expiresAt: new Date(now + INVITE_LIFETIME_MS),
            })
            .run();
          created.push({ email, token });
        }
        return {
          teamId: team.teamId,
          teamName: team.teamName,
          invites: created,
          alreadyMembers: [...members],
        };
      });
      for (const invite of invites) {
        await ctx.services.mailer.send(
          inviteMail({
            ownerId: ctx.user.id,
            from: ctx.user.email,
            inviterName: ctx.user.name,
            teamName,
            to: invite.email,
            link: inviteLink(ctx.config.publicUrl, invite.token),
            role: input.role,
          }),
        );
      }
      const invited = invites.map((invite) => invite.email);
      const message = invited.length
        ? `Invitation${invited.length === 1 ? '' : 's'} sent to ${invited.join(', ')}`
        : 'Everyone you invited is already a member';
      return { message, teamId, invited, alreadyMembers };
    }),

  /** The member menu of spec §6: only an admin of the team acts, and a team always keeps one admin. */
  actions: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/teams/actions',
        summary: 'Make admin, remove admin or delete a member (team admins only)',
        tags: ['Team'],
        permission: null,
        errors: [404],
      },
    })
    .input(teamActionSchema)
    .output(z.object({ message: z.string() }))
    .mutation(({ ctx, input }) =>
      ctx.db.transaction(async (tx) => {
        if (!(await isTeamAdmin(tx, input.teamId, ctx.user.email)))
          throw new TRPCError({ code: 'FORBIDDEN', message: ONLY_TEAM_ADMINS });
        const member = await tx
          .select({ id: teamMembers.id, admin: teamMembers.admin, name: users.name })
          .from(teamMembers)
          .innerJoin(users, eq(users.id, teamMembers.userId))
          .where(and(eq(teamMembers.id, input.memberId), eq(teamMembers.teamId, input.teamId)))
          .get();
        if (!member) throw new TRPCError({ code: 'NOT_FOUND', message: MEMBER_NOT_FOUND });
        const isLastAdmin = member.admin && (await adminCountOf(tx, input.teamId)) <= 1;
        switch (input.action) {
          case 'makeAdmin':
            await tx.update(teamMembers).set({ admin: true }).where(eq(teamMembers.id, member.id)).run();
            return { message: `${member.name} is now an admin` };
          case 'removeAdmin':
            if (!member.admin)
              throw new TRPCError({ code: 'BAD_REQUEST', message: `${member.name} is not an admin` });
            if (isLastAdmin) throw new TRPCError({ code: 'BAD_REQUEST', message: LAST_ADMIN });
            await tx.update(teamMembers).set({ admin: false }).where(eq(teamMembers.id, member.id)).run();
            return { message: `${member.name} is no longer an admin` };
          case 'deleteMember':
            if (isLastAdmin) throw new TRPCError({ code: 'BAD_REQUEST', message: LAST_ADMIN });
            await tx.delete(teamMembers).where(eq(teamMembers.id, member.id)).run();
            return { message: `${member.name} was removed from the team` };
        }
      }),
    ),

  /** Opening an invite link as the signed-in account holder joins the team. */
  acceptInvite: selfOnlyProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/teams/accept-invite',
        summary: 'Accept a team invitation by its token; joins the team',
        tags: ['Team'],
        permission: null,
        errors: [404],
      },
    })
    .input(acceptInviteSchema)
    .output(z.object({ message: z.string(), teamId: z.string(), teamName: z.string() }))
    .mutation(({ ctx, input }) =>
      ctx.db.transaction(async (tx) => {
        const now = ctx.now();
        const invite = await tx
          .select({ invite: teamInvites, teamName: teams.teamName })
          .from(teamInvites)
          .innerJoin(teams, eq(teams.id, teamInvites.teamId))
          .where(eq(teamInvites.tokenHash, hashInviteToken(input.token)))
          .get();
        if (!invite) throw new TRPCError({ code: 'NOT_FOUND', message: INVITE_NOT_VALID });
        const { teamId, email, role, acceptedAt, acceptedBy, expiresAt } = invite.invite;
        const joined = { message: `You joined ${invite.teamName}`, teamId, teamName: invite.teamName };
        if (acceptedAt) {
          if (acceptedBy === ctx.user.id) return joined;
          throw new TRPCError({ code: 'BAD_REQUEST', message: INVITE_USED });
        }
        if (expiresAt.getTime() <= now) throw new TRPCError({ code: 'BAD_REQUEST', message: INVITE_EXPIRED });
        if (email !== ctx.user.email.toLowerCase()) {
          throw new TRPCError({
            code: 'FORBIDDEN',
            message: `This invitation was sent to ${email}. Sign in with that account to accept it.`,
          });
        }
        const existing = await tx
          .select({ id: teamMembers.id })
          .from(teamMembers)
          .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, ctx.user.id)))
          .get();
        if (existing) {
          // Joining again makes this the current team; an admin invite also grants the badge.
          await tx
            .update(teamMembers)
            .set({ joinedAt: new Date(now), ...(role === 'admin' ? { admin: true } : {}) })
            .where(eq(teamMembers.id, existing.id))
            .run();
        } else {
          await tx
            .insert(teamMembers)
            .values({
              id: randomUUID(),
              teamId,
              userId: ctx.user.id,
              admin: role === 'admin',
              joinedAt: new Date(now),
            })
            .run();
        }
        await tx
          .update(teamInvites)
          .set({ acceptedAt: new Date(now), acceptedBy: ctx.user.id })
          .where(eq(teamInvites.id, invite.invite.id))
          .run();
        return joined;
      }),
    ),

  ...invitationProcedures,
  rename: renameTeam,
});

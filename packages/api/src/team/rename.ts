import { renameTeamSchema } from '@leadpath/core/schemas/team';
import { teams } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { authedProcedure } from '../trpc.ts';
import { currentTeamOf, isTeamAdmin } from './membership.ts';
import { NO_TEAM_YET, ONLY_TEAM_ADMINS } from './messages.ts';

/** A team admin renames the user's team; members see the new name at once. */
export const renameTeam = authedProcedure
  .meta({
    rest: {
      method: 'PATCH',
      path: '/teams',
      summary: "Rename the user's team (team admins only)",
      description:
        'teamName is the only field that can be changed here, so the body always carries it: trimmed, 1 to 100 characters. A user without a team gets 404, a member who is no team admin 403.',
      tags: ['Team'],
      permission: null,
      errors: [404],
    },
  })
  .input(renameTeamSchema)
  .output(z.object({ message: z.string(), teamId: z.string(), teamName: z.string() }))
  .mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const team = await currentTeamOf(tx, ctx.user.id);
      if (!team) throw new TRPCError({ code: 'NOT_FOUND', message: NO_TEAM_YET });
      if (!(await isTeamAdmin(tx, team.teamId, ctx.user.email)))
        throw new TRPCError({ code: 'FORBIDDEN', message: ONLY_TEAM_ADMINS });
      await tx.update(teams).set({ teamName: input.teamName }).where(eq(teams.id, team.teamId)).run();
      return {
        message: `The team is now called ${input.teamName}`,
        teamId: team.teamId,
        teamName: input.teamName,
      };
    }),
  );

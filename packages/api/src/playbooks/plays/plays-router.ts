/** The triggered plays of a playbook (issue 34): REST under /api/gtm/playbooks/{id}/plays. */
import {
  createPlaySchema,
  playbookIdSchema,
  playIdSchema,
  updatePlaySchema,
} from '@leadpath/core/schemas/playbooks';
import { createTRPCRouter, featureProcedure } from '../../trpc.ts';
import { ownPlaybook } from '../playbook-crud.ts';
import { createPlay, deletePlay, getPlay, listPlays, updatePlay } from './play-crud.ts';
import { playListSchema, playSchema, triggeredRunListSchema } from './play-output-schemas.ts';
import { listTriggeredRuns } from './triggered-runs.ts';

const gtmProcedure = featureProcedure('go-to-market');
const tags = ['Go-to-market'];
const fieldsOf = <T extends { id: string; playId?: string }>({ id: _id, playId: _playId, ...play }: T) =>
  play;

export const playsRouter = createTRPCRouter({
  list: gtmProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/gtm/playbooks/{id}/plays',
        summary:
          "The playbook's triggered plays (prospect created or imported, meeting booked, no reply after N days), each with its latest run",
        tags,
        permission: 'campaigns:read',
      },
    })
    .input(playbookIdSchema)
    .output(playListSchema)
    .query(async ({ ctx, input }) => ({ plays: await listPlays(ctx.db, ctx.user.id, input.id) })),

  create: gtmProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/gtm/playbooks/{id}/plays',
        summary:
          'Add a triggered play: its trigger, its filter (the profile, a persona, title words) and its action (enroll in a sequence, remove from it, set a status)',
        tags,
        permission: 'campaigns:write',
      },
    })
    .input(createPlaySchema)
    .output(playSchema)
    .mutation(async ({ ctx, input }) => {
      const playId = await createPlay(ctx.db, ctx.user.id, input.id, fieldsOf(input), ctx.now());
      return getPlay(ctx.db, ctx.user.id, input.id, playId);
    }),

  update: gtmProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/gtm/playbooks/{id}/plays/{playId}',
        summary: 'Replace a triggered play: prospects it already handled stay handled',
        tags,
        permission: 'campaigns:write',
      },
    })
    .input(updatePlaySchema)
    .output(playSchema)
    .mutation(async ({ ctx, input }) => {
      await updatePlay(ctx.db, ctx.user.id, input.id, input.playId, fieldsOf(input), ctx.now());
      return getPlay(ctx.db, ctx.user.id, input.id, input.playId);
    }),

  delete: gtmProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/gtm/playbooks/{id}/plays/{playId}',
        summary: 'Delete a triggered play and its run log',
        tags,
        permission: 'campaigns:write',
      },
    })
    .input(playIdSchema)
    .output(playListSchema)
    .mutation(async ({ ctx, input }) => {
      await deletePlay(ctx.db, ctx.user.id, input.id, input.playId);
      return { plays: await listPlays(ctx.db, ctx.user.id, input.id) };
    }),

  runs: gtmProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/gtm/playbooks/{id}/triggered-runs',
        summary:
          "The triggered plays' run log, newest first (at most 50): matched prospects, those the action was applied to, and those skipped by reason",
        tags,
        permission: 'campaigns:read',
      },
    })
    .input(playbookIdSchema)
    .output(triggeredRunListSchema)
    .query(async ({ ctx, input }) => {
      await ownPlaybook(ctx.db, ctx.user.id, input.id);
      return listTriggeredRuns(ctx.db, ctx.user.id, input.id);
    }),
});

import {
  audiencePreviewSchema,
  createPlaybookSchema,
  playbookIdSchema,
  setPlaybookStatusSchema,
  updatePlaybookSchema,
} from '@leadpath/core/schemas/playbooks';
import { createTRPCRouter, featureProcedure } from '../trpc.ts';
import { previewAudience } from './audience-preview.ts';
import {
  audiencePreviewOutputSchema,
  deletedSchema,
  playbookListSchema,
  playbookSchema,
  playRunListSchema,
  prospectScoresSchema,
  suggestedProfileSchema,
  templateListSchema,
} from './output-schemas.ts';
import { listPlaybookOverviews } from './overview.ts';
import { pageScores, pageScoresInputSchema, pageScoresSchema } from './page-scores.ts';
import { listPlayRuns } from './play-runs.ts';
import {
  createPlaybook,
  deletePlaybook,
  getPlaybook,
  ownPlaybook,
  setPlaybookStatus,
  updatePlaybook,
} from './playbook-crud.ts';
import { playsRouter } from './plays/plays-router.ts';
import { prospectScores } from './prospect-scores.ts';
import { suggestProfile } from './suggested-profile.ts';
import { playbookTemplates } from './templates.ts';

/** Go-to-market is the 'go-to-market' feature of spec §6 (trial, Starter, Premium, Pro, Admin). */
const gtmProcedure = featureProcedure('go-to-market');
const tags = ['Go-to-market'];

export const playbooksRouter = createTRPCRouter({
  plays: playsRouter,

  templates: gtmProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/gtm/templates',
        summary: 'The templates a playbook can start from: profile, personas, messaging and scoring rules',
        tags,
        permission: 'campaigns:read',
      },
    })
    .output(templateListSchema)
    .query(() => ({ templates: [...playbookTemplates] })),

  suggestedProfile: gtmProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/gtm/suggested-profile',
        summary:
          "A starting profile from the user's won deals (prospects with status won): their five most frequent industries, company sizes and titles",
        tags,
        permission: 'campaigns:read',
      },
    })
    .output(suggestedProfileSchema)
    .query(({ ctx }) => suggestProfile(ctx.db, ctx.user.id)),

  list: gtmProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/gtm/playbooks',
        summary:
          "The user's playbooks (newest first, at most 100) with audience size, score histogram and the linked sequences' results per persona",
        tags,
        permission: 'campaigns:read',
      },
    })
    .output(playbookListSchema)
    .query(async ({ ctx }) => ({ playbooks: await listPlaybookOverviews(ctx.db, ctx.user.id) })),

  create: gtmProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/gtm/playbooks',
        summary: 'Create a playbook (a draft), blank or from a template; fields given replace the template’s',
        tags,
        permission: 'campaigns:write',
        errors: [404],
      },
    })
    .input(createPlaybookSchema)
    .output(playbookSchema)
    .mutation(async ({ ctx, input }) => {
      const id = await createPlaybook(ctx.db, ctx.user.id, input, ctx.now());
      return getPlaybook(ctx.db, ctx.user.id, id);
    }),

  get: gtmProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/gtm/playbooks/{id}',
        summary: 'One playbook',
        tags,
        permission: 'campaigns:read',
      },
    })
    .input(playbookIdSchema)
    .output(playbookSchema)
    .query(({ ctx, input }) => getPlaybook(ctx.db, ctx.user.id, input.id)),

  update: gtmProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/gtm/playbooks/{id}',
        summary: 'Change a playbook: the fields sent replace the stored ones; absent fields are kept',
        tags,
        permission: 'campaigns:write',
      },
    })
    .input(updatePlaybookSchema)
    .output(playbookSchema)
    .mutation(async ({ ctx, input }) => {
      await updatePlaybook(ctx.db, ctx.user.id, input, ctx.now());
      return getPlaybook(ctx.db, ctx.user.id, input.id);
    }),

  delete: gtmProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/gtm/playbooks/{id}',
        summary: 'Delete a playbook',
        tags,
        permission: 'campaigns:write',
      },
    })
    .input(playbookIdSchema)
    .output(deletedSchema)
    .mutation(async ({ ctx, input }) => {
      await deletePlaybook(ctx.db, ctx.user.id, input.id, ctx.now());
      return { deleted: true as const };
    }),

  activate: gtmProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/gtm/playbooks/{id}/activate',
        summary: 'Activate a playbook; at least one persona must link a sequence',
        tags,
        permission: 'campaigns:write',
      },
    })
    .input(playbookIdSchema)
    .output(playbookSchema)
    .mutation(async ({ ctx, input }) => {
      await setPlaybookStatus(ctx.db, ctx.user.id, input.id, 'active', ctx.now());
      return getPlaybook(ctx.db, ctx.user.id, input.id);
    }),

  setStatus: gtmProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/gtm/playbooks/{id}/status',
        summary: 'Set a playbook’s status: draft, active or archived',
        tags,
        permission: 'campaigns:write',
      },
    })
    .input(setPlaybookStatusSchema)
    .output(playbookSchema)
    .mutation(async ({ ctx, input }) => {
      await setPlaybookStatus(ctx.db, ctx.user.id, input.id, input.status, ctx.now());
      return getPlaybook(ctx.db, ctx.user.id, input.id);
    }),

  audiencePreview: gtmProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/gtm/playbooks/{id}/audience-preview',
        summary:
          'How many companies and prospects match the playbook’s profile (or the profile sent, not saved), counted up to 10,000, and the newest 10 with their scores',
        tags,
        permission: 'campaigns:read',
      },
    })
    .input(audiencePreviewSchema)
    .output(audiencePreviewOutputSchema)
    .query(async ({ ctx, input }) => {
      const row = await ownPlaybook(ctx.db, ctx.user.id, input.id);
      return previewAudience(ctx.db, ctx.user.id, input.profile ?? row.profile, row.scoringRules);
    }),

  playRuns: gtmProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/gtm/playbooks/{id}/play-runs',
        summary:
          "The playbook's play log, newest first (at most 30): each nightly run's matched prospects, those enrolled in their persona's sequence, and those skipped by reason",
        tags,
        permission: 'campaigns:read',
      },
    })
    .input(playbookIdSchema)
    .output(playRunListSchema)
    .query(async ({ ctx, input }) => {
      await ownPlaybook(ctx.db, ctx.user.id, input.id);
      return listPlayRuns(ctx.db, ctx.user.id, input.id);
    }),

  prospectScores: gtmProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/prospects/{id}/scores',
        summary: "A prospect's score under each active playbook, with the reason for each rule's points",
        tags,
        permission: 'leads:read',
      },
    })
    .input(playbookIdSchema)
    .output(prospectScoresSchema)
    .query(({ ctx, input }) => prospectScores(ctx.db, ctx.user.id, input.id)),

  /** The Prospects list's Score column: a page of prospects at once (tRPC only). */
  pageScores: gtmProcedure
    .input(pageScoresInputSchema)
    .output(pageScoresSchema)
    .query(({ ctx, input }) => pageScores(ctx.db, ctx.user.id, input.ids)),
});

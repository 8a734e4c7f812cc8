import { setPersonalitySchema, updateGuideSchema } from '@leadpath/core/schemas/engagement-guides';
import {
  bulkDeleteSchema,
  createProspectSchema,
  importProspectsSchema,
  listProspectsSchema,
  prospectFilterSchema,
  prospectIdSchema,
  updateProspectSchema,
} from '@leadpath/core/schemas/prospects';
import { readerOf } from '@leadpath/db';
import { z } from 'zod';
import { csvDownload, downloadFileSchema } from '../lists/download.ts';
import { countSchema, leadCountsOf } from '../lists/lead-counts.ts';
import { createTRPCRouter, exportProcedure, featureProcedure } from '../trpc.ts';
import { prospectCsvColumns } from './csv-columns.ts';
import { setPersonality, updateGuide } from './guide.ts';
import { importProspects, importResultSchema } from './import.ts';
import { createProspect, deleteProspects, updateProspect } from './mutations.ts';
import {
  getProspect,
  listProspects,
  prospectDetailSchema,
  prospectExportChunk,
  prospectPageSchema,
  prospectTitles,
} from './queries.ts';
import { savedFiltersRouter } from './saved-filters/router.ts';
import { sendingTimeZoneOf, sendingTimeZoneSchema } from './sending-time-zone.ts';
import { leadsSummary, leadsSummarySchema } from './summary.ts';

const prospectsProcedure = featureProcedure('prospects');
const tags = ['Prospects'];

export const prospectsRouter = createTRPCRouter({
  // First, as count: GET /prospects/saved-filters is matched before GET /prospects/{id}.
  savedFilters: savedFiltersRouter,

  // First, so GET /prospects/count is matched before GET /prospects/{id}.
  count: featureProcedure('prospects')
    .meta({
      rest: {
        method: 'GET',
        path: '/prospects/count',
        summary: 'How many prospects the user has',
        tags: ['Prospects'],
        // Counting leads is reading them.
        permission: 'leads:read',
      },
    })
    .output(countSchema)
    .query(async ({ ctx }) => ({ count: (await leadCountsOf(ctx.db, ctx.user.id)).prospects })),

  summary: prospectsProcedure
    .output(leadsSummarySchema)
    .query(({ ctx }) => leadsSummary(ctx.db, ctx.user.id, ctx.now())),

  list: prospectsProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/prospects',
        summary:
          'A page of prospects: search, filter, sort; pass nextCursor back as cursor for the next page',
        description:
          '`sort` is createdAt, lastName, email, status or score, `direction` asc or desc. `score` orders by each prospect’s kept best score under the active GTM playbooks (0 without one; its reasons: GET /api/prospects/{id}/scores), recomputed in the background when the rules, the prospect or its company change.',
        tags,
        permission: 'leads:read',
      },
    })
    .input(listProspectsSchema)
    .output(prospectPageSchema)
    // A page with search and its total: read in the read pool (ADR 051).
    .query(({ ctx, input }) => listProspects(readerOf(ctx.db), ctx.user.id, input)),

  // Session only: GET /api/prospects/export.csv turns these rows into the file.
  exportCsv: exportProcedure('prospects')
    .meta({
      rest: {
        method: 'GET',
        path: '/prospects/export.csv',
        summary:
          'Download the prospects of a filter as CSV (text/csv), streamed, at most 1,000,000 rows; takes the query parameters of GET /api/prospects',
        tags,
        permission: 'leads:read',
        answer: 'file',
        fileTypes: ['text/csv'],
      },
    })
    .input(prospectFilterSchema)
    .output(downloadFileSchema)
    .query(({ ctx, input }) =>
      csvDownload('prospects', ctx.now(), prospectCsvColumns, (cursor, limit) =>
        prospectExportChunk(readerOf(ctx.db), ctx.user.id, input, cursor, limit),
      ),
    ),

  titles: prospectsProcedure
    .output(z.array(z.string()))
    .query(({ ctx }) => prospectTitles(ctx.db, ctx.user.id)),

  // The drawer's 'Time zone': the zone sequence steps are placed in and where it came from.
  sendingTimeZone: prospectsProcedure
    .input(prospectIdSchema)
    .output(sendingTimeZoneSchema)
    .query(({ ctx, input }) => sendingTimeZoneOf(ctx.db, ctx.user.id, input.id, ctx.now())),

  get: prospectsProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/prospects/{id}',
        summary: 'One prospect',
        tags,
        permission: 'leads:read',
      },
    })
    .input(prospectIdSchema)
    .output(prospectDetailSchema)
    .query(({ ctx, input }) => getProspect(ctx.db, ctx.user.id, input.id)),

  create: prospectsProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/prospects',
        summary: 'Add a prospect',
        tags,
        permission: 'leads:write',
        errors: [404, 409],
      },
    })
    .input(createProspectSchema)
    .output(prospectDetailSchema)
    .mutation(async ({ ctx, input }) => {
      const id = await createProspect(ctx.db, ctx.user.id, input, ctx.now());
      return getProspect(ctx.db, ctx.user.id, id);
    }),

  update: prospectsProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/prospects/{id}',
        summary: 'Change a prospect: only the fields sent (JSON merge patch; null clears a field)',
        description:
          'A JSON merge patch (RFC 7396): an absent field is kept, `null` clears lastName, title, email, phone, linkedinUrl or timeZone (sequences then use the zone of the company location, else the sender zone) and unlinks companyId; firstName and status cannot be cleared. The path names the prospect: the body needs no id.',
        tags,
        permission: 'leads:write',
        errors: [409],
      },
    })
    .input(updateProspectSchema)
    .output(prospectDetailSchema)
    .mutation(async ({ ctx, input: { id, ...fields } }) => {
      await updateProspect(ctx.db, ctx.user.id, id, fields, ctx.now());
      return getProspect(ctx.db, ctx.user.id, id);
    }),

  setPersonality: prospectsProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/prospects/{id}/personality',
        summary:
          'Set the DISC personality type (D, I, S, C or null); writes the engagement guide when there is none or regenerate is true',
        tags,
        permission: 'leads:write',
      },
    })
    .input(setPersonalitySchema)
    .output(prospectDetailSchema)
    .mutation(async ({ ctx, input }) => {
      await setPersonality(ctx.db, ctx.services.guideWriter, ctx.user.id, input, ctx.now());
      return getProspect(ctx.db, ctx.user.id, input.id);
    }),

  updateGuide: prospectsProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/prospects/{id}/guide',
        summary: 'Replace the markdown engagement guide; an empty text removes it',
        tags,
        permission: 'leads:write',
      },
    })
    .input(updateGuideSchema)
    .output(prospectDetailSchema)
    .mutation(async ({ ctx, input }) => {
      await updateGuide(ctx.db, ctx.user.id, input, ctx.now());
      return getProspect(ctx.db, ctx.user.id, input.id);
    }),

  delete: prospectsProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/prospects/{id}',
        summary: 'Delete a prospect',
        tags,
        permission: 'leads:write',
      },
    })
    .input(prospectIdSchema)
    .output(z.object({ deleted: z.number().int() }))
    .mutation(async ({ ctx, input }) => {
      await getProspect(ctx.db, ctx.user.id, input.id);
      return { deleted: await deleteProspects(ctx.db, ctx.user.id, [input.id]) };
    }),

  bulkDelete: prospectsProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/prospects/bulk-delete',
        summary: 'Delete several prospects; ids that are not yours are ignored',
        tags,
        permission: 'leads:write',
      },
    })
    .input(bulkDeleteSchema)
    .output(z.object({ deleted: z.number().int() }))
    .mutation(async ({ ctx, input }) => ({ deleted: await deleteProspects(ctx.db, ctx.user.id, input.ids) })),

  import: prospectsProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/prospects/import',
        summary:
          'Import mapped CSV rows (up to 500 per call); duplicates by email or LinkedIn URL are merged',
        tags,
        permission: 'leads:write',
      },
    })
    .input(importProspectsSchema)
    .output(importResultSchema)
    .mutation(({ ctx, input }) => importProspects(ctx.db, ctx.user.id, input, ctx.now())),
});

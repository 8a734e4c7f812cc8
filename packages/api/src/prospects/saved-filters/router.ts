import {
  createSavedFilterSchema,
  savedFilterIdSchema,
  updateSavedFilterSchema,
} from '@leadpath/core/schemas/saved-filters';
import { z } from 'zod';
import { createTRPCRouter, featureProcedure } from '../../trpc.ts';
import {
  createSavedFilter,
  deleteSavedFilter,
  listSavedFilters,
  savedFilterSchema,
  updateSavedFilter,
} from './saved-filters.ts';

const prospectsProcedure = featureProcedure('prospects');
const tags = ['Prospects'];

/** Saved Prospects filters (issue 35): gated and permitted as the list they filter. */
export const savedFiltersRouter = createTRPCRouter({
  list: prospectsProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/prospects/saved-filters',
        summary: 'Your saved Prospects filters, by name',
        tags,
        permission: 'leads:read',
      },
    })
    .output(z.object({ savedFilters: z.array(savedFilterSchema) }))
    .query(async ({ ctx }) => ({ savedFilters: await listSavedFilters(ctx.db, ctx.user.id) })),

  create: prospectsProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/prospects/saved-filters',
        summary:
          'Save a Prospects filter under a name (unique per user, any case; at most 50): the filter takes the query parameters of GET /api/prospects',
        tags,
        permission: 'leads:write',
        errors: [409],
      },
    })
    .input(createSavedFilterSchema)
    .output(savedFilterSchema)
    .mutation(({ ctx, input }) => createSavedFilter(ctx.db, ctx.user.id, input, ctx.now())),

  update: prospectsProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/prospects/saved-filters/{id}',
        summary: 'Rename a saved filter or replace its filter; what is not sent is kept',
        tags,
        permission: 'leads:write',
        errors: [409],
      },
    })
    .input(updateSavedFilterSchema)
    .output(savedFilterSchema)
    .mutation(({ ctx, input }) => updateSavedFilter(ctx.db, ctx.user.id, input, ctx.now())),

  delete: prospectsProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/prospects/saved-filters/{id}',
        summary: 'Delete a saved filter',
        tags,
        permission: 'leads:write',
      },
    })
    .input(savedFilterIdSchema)
    .output(z.object({ deleted: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await deleteSavedFilter(ctx.db, ctx.user.id, input.id);
      return { deleted: true as const };
    }),
});

import {
  companyFilterSchema,
  companyIdSchema,
  createCompanySchema,
  listCompaniesSchema,
  updateCompanySchema,
} from '@leadpath/core/schemas/companies';
import { bulkDeleteSchema } from '@leadpath/core/schemas/prospects';
import { readerOf } from '@leadpath/db';
import { z } from 'zod';
import { csvDownload, downloadFileSchema } from '../lists/download.ts';
import { countSchema, leadCountsOf } from '../lists/lead-counts.ts';
import { createTRPCRouter, exportProcedure, featureProcedure } from '../trpc.ts';
import { companyCsvColumns } from './csv-columns.ts';
import { createCompany, deleteCompanies, updateCompany } from './mutations.ts';
import {
  companyExportChunk,
  companyPageSchema,
  companySchema,
  getCompany,
  listCompanies,
} from './queries.ts';

const companiesProcedure = featureProcedure('companies');
const tags = ['Companies'];

export const companiesRouter = createTRPCRouter({
  count: featureProcedure('companies')
    .meta({
      rest: {
        method: 'GET',
        path: '/companiesProspecting/count',
        summary: 'How many companies the user has',
        tags: ['Companies'],
        permission: 'analytics:read',
      },
    })
    .output(countSchema)
    .query(async ({ ctx }) => ({ count: (await leadCountsOf(ctx.db, ctx.user.id)).companies })),

  list: companiesProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/companies',
        summary: 'A page of companies: search and sort; pass nextCursor back as cursor for the next page',
        tags,
        permission: 'leads:read',
      },
    })
    .input(listCompaniesSchema)
    .output(companyPageSchema)
    // A page with search and its total: read in the read pool (ADR 051).
    .query(({ ctx, input }) => listCompanies(readerOf(ctx.db), ctx.user.id, input)),

  // Session only: GET /api/companies/export.csv turns these rows into the file.
  exportCsv: exportProcedure('companies')
    .meta({
      rest: {
        method: 'GET',
        path: '/companies/export.csv',
        summary:
          'Download the companies of a filter as CSV (text/csv), streamed, at most 1,000,000 rows; takes the query parameters of GET /api/companies',
        tags,
        permission: 'leads:read',
        answer: 'file',
        fileTypes: ['text/csv'],
      },
    })
    .input(companyFilterSchema)
    .output(downloadFileSchema)
    .query(({ ctx, input }) =>
      csvDownload('companies', ctx.now(), companyCsvColumns, (cursor, limit) =>
        companyExportChunk(readerOf(ctx.db), ctx.user.id, input, cursor, limit),
      ),
    ),

  get: companiesProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/companies/{id}',
        summary: 'One company',
        tags,
        permission: 'leads:read',
      },
    })
    .input(companyIdSchema)
    .output(companySchema)
    .query(({ ctx, input }) => getCompany(ctx.db, ctx.user.id, input.id)),

  create: companiesProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/companies',
        summary: 'Add a company; one with the domain of another of yours is refused (409) or merged into it',
        description:
          'A domain another of your companies has answers 409 naming that company. With `ifDomainTaken: "merge"` the company with that domain is answered instead, its empty fields filled from the body.',
        tags,
        permission: 'leads:write',
        errors: [409],
      },
    })
    .input(createCompanySchema)
    .output(companySchema)
    .mutation(async ({ ctx, input }) =>
      getCompany(ctx.db, ctx.user.id, await createCompany(ctx.db, ctx.user.id, input, ctx.now())),
    ),

  update: companiesProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/companies/{id}',
        summary: 'Change a company: only the fields sent (JSON merge patch; null clears a field)',
        description:
          'A JSON merge patch (RFC 7396): an absent field is kept, `null` clears domain, industry, size, location or linkedinUrl; the name cannot be cleared. The path names the company: the body needs no id. A domain another of your companies has answers 409 naming it.',
        tags,
        permission: 'leads:write',
        errors: [404, 409],
      },
    })
    .input(updateCompanySchema)
    .output(companySchema)
    .mutation(async ({ ctx, input: { id, ...fields } }) => {
      await updateCompany(ctx.db, ctx.user.id, id, fields, ctx.now());
      return getCompany(ctx.db, ctx.user.id, id);
    }),

  delete: companiesProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/companies/{id}',
        summary: 'Delete a company; its prospects stay, without a company',
        tags,
        permission: 'leads:write',
      },
    })
    .input(companyIdSchema)
    .output(z.object({ deleted: z.number().int() }))
    .mutation(async ({ ctx, input }) => {
      await getCompany(ctx.db, ctx.user.id, input.id);
      return { deleted: await deleteCompanies(ctx.db, ctx.user.id, [input.id], ctx.now()) };
    }),

  bulkDelete: companiesProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/companies/bulk-delete',
        summary: 'Delete several companies; ids that are not yours are ignored',
        tags,
        permission: 'leads:write',
      },
    })
    .input(bulkDeleteSchema)
    .output(z.object({ deleted: z.number().int() }))
    .mutation(async ({ ctx, input }) => ({
      deleted: await deleteCompanies(ctx.db, ctx.user.id, input.ids, ctx.now()),
    })),
});

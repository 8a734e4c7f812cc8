import { companyFilterSchema } from '@leadpath/core/schemas/companies';
import { prospectFilterSchema } from '@leadpath/core/schemas/prospects';
import { Hono, type Context as HonoContext } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { AppDeps, Context } from '../context.ts';
import { errorResponseOf, logServerError } from '../errors.ts';
import { createCaller } from '../root.ts';
import { admitApiKeyCall } from './api-key-gate.ts';
import { toCsv } from './csv.ts';
import type { ManualOperation } from './openapi.ts';
import { applyResponseHeaders, createRequestContext } from './request-context.ts';

const prospectColumns = [
  ['First name', 'firstName'],
  ['Last name', 'lastName'],
  ['Title', 'title'],
  ['Email', 'email'],
  ['Phone', 'phone'],
  ['LinkedIn URL', 'linkedinUrl'],
  ['Company', 'companyName'],
  ['Status', 'status'],
  ['CRM sync', 'crmSyncState'],
  ['Personality type', 'personalityType'],
  ['Engagement guide', 'engagementGuide'],
  ['Created', 'createdAt'],
] as const;

const companyColumns = [
  ['Name', 'name'],
  ['Domain', 'domain'],
  ['Industry', 'industry'],
  ['Size', 'size'],
  ['Location', 'location'],
  ['LinkedIn URL', 'linkedinUrl'],
  ['Prospects', 'prospectCount'],
  ['Created', 'createdAt'],
] as const;

/** Query parameters as the list takes them; a repeated parameter keeps every value. */
function filterQueryOf(c: HonoContext): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    query[key] = values.length > 1 ? values : (values[0] ?? '');
  }
  return query;
}

async function csvResponse(
  c: HonoContext,
  deps: AppDeps,
  name: string,
  build: (ctx: Context, query: Record<string, string | string[]>) => Promise<string>,
) {
  let ctx: Context | undefined;
  try {
    ctx = await createRequestContext(c, deps, admitApiKeyCall(c, deps));
    const csv = await build(ctx, filterQueryOf(c));
    applyResponseHeaders(c, ctx.responseHeaders);
    const date = new Date(ctx.now()).toISOString().slice(0, 10);
    c.header('content-type', 'text/csv; charset=utf-8');
    c.header('content-disposition', `attachment; filename="${name}-${date}.csv"`);
    c.header('cache-control', 'no-store');
    return c.body(csv, 200);
  } catch (error) {
    if (ctx) applyResponseHeaders(c, ctx.responseHeaders);
    logServerError(error, `GET ${c.req.path}`);
    const { status, body } = errorResponseOf(error);
    return c.json(body, status as ContentfulStatusCode);
  }
}

const prospectsCsv: ManualOperation = {
  method: 'GET',
  path: '/prospects/export.csv',
  summary:
    'Download the prospects of a filter as CSV (text/csv); takes the query parameters of GET /api/prospects',
  tags: ['Prospects'],
  public: false,
  permission: 'leads:read',
  requestBody: prospectFilterSchema,
  response: z.string().describe('text/csv'),
  errors: [400, 401, 403],
  procedure: 'prospects.exportRows',
};

const companiesCsv: ManualOperation = {
  method: 'GET',
  path: '/companies/export.csv',
  summary:
    'Download the companies of a filter as CSV (text/csv); takes the query parameters of GET /api/companies',
  tags: ['Companies'],
  public: false,
  permission: 'leads:read',
  requestBody: companyFilterSchema,
  response: z.string().describe('text/csv'),
  errors: [400, 401, 403],
  procedure: 'companies.exportRows',
};

export const leadExportOperations: ManualOperation[] = [prospectsCsv, companiesCsv];

/** CSV downloads of the current list filter: plain routes, because the REST adapter answers JSON only. */
export function createLeadExportRoutes(deps: AppDeps): Hono {
  const routes = new Hono();
  routes.get(prospectsCsv.path, (c) =>
    csvResponse(c, deps, 'prospects', async (ctx, query) => {
      const rows = await createCaller(ctx).prospects.exportRows(query);
      return toCsv(
        prospectColumns.map(([label]) => label),
        rows.map((row) => prospectColumns.map(([, key]) => row[key])),
      );
    }),
  );
  routes.get(companiesCsv.path, (c) =>
    csvResponse(c, deps, 'companies', async (ctx, query) => {
      const rows = await createCaller(ctx).companies.exportRows(query);
      return toCsv(
        companyColumns.map(([label]) => label),
        rows.map((row) => companyColumns.map(([, key]) => row[key])),
      );
    }),
  );
  return routes;
}

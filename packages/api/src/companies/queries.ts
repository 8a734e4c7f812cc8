import {
  COMPANY_NOT_FOUND,
  type companyFilterSchema,
  type listCompaniesSchema,
} from '@leadpath/core/schemas/companies';
import {
  type AppDatabase,
  companies,
  companiesSearch,
  companySearchCandidates,
  companySearchProbe,
} from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { cappedTotal, containsText, pageOf, pageWhere } from '../lists/cursor.ts';
import { leadCountsOf } from '../lists/lead-counts.ts';
import {
  type ListTotal,
  listTotalShape,
  nextPageCursor,
  type OwnerWalk,
  ownerSearchConditions,
  probedSearchTotal,
  type ScanWindowEnd,
  type SearchableList,
  type SearchRoute,
  type SearchScope,
  scanWindowEnd,
  searchJoin,
  searchRouteOf,
  searchScopeOf,
  usesSearchIndex,
  walksOwnerRows,
  withinScanWindow,
} from '../lists/search.ts';

export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  domain: z.string(),
  industry: z.string(),
  size: z.string(),
  location: z.string(),
  linkedinUrl: z.string(),
  prospectCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;

export const companyPageSchema = z.object({
  items: z.array(companySchema),
  nextCursor: z.string().nullable(),
  ...listTotalShape,
});

function selectCompanies(db: AppDatabase, viaSearchIndex = false, scope: SearchScope = null) {
  const query = db
    .select({
      id: companies.id,
      name: companies.name,
      domain: companies.domain,
      industry: companies.industry,
      size: companies.size,
      location: companies.location,
      linkedinUrl: companies.linkedinUrl,
      // Counted per row of the page only, through prospects_company_created_idx.
      prospectCount: sql<number>`(select count(*) from "prospects" as "p" where "p"."company_id" = "companies"."id")`,
      createdAt: companies.createdAt,
      updatedAt: companies.updatedAt,
    })
    .from(companies)
    .$dynamic();
  return viaSearchIndex
    ? query.innerJoin(companiesSearch, searchJoin(companiesSearch, companies, scope))
    : query;
}

type CompanySelection = Awaited<ReturnType<ReturnType<typeof selectCompanies>['all']>>[number];

function toCompany(row: CompanySelection): Company {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

const sortColumns = { name: companies.name, createdAt: companies.createdAt } as const;

/** The exact test of a search: a substring of the name, domain, industry or location. */
function companyTextMatch(term: string): SQL {
  return or(
    containsText(companies.name, term),
    containsText(companies.domain, term),
    containsText(companies.industry, term),
    containsText(companies.location, term),
  ) as SQL;
}

const searchableCompanies: SearchableList = {
  ownerColumn: companies.ownerId,
  searchTable: companiesSearch,
  textMatch: companyTextMatch,
  ownerIndexCandidates: (_ownerId, pattern) => companySearchCandidates(pattern),
  ownerTextProbe: companySearchProbe,
};

/** The companies of one owner that match a filter; viaSearchIndex: see ownerSearchConditions (ADR 014). */
export function companyFilterWhere(
  ownerId: string,
  filter: z.output<typeof companyFilterSchema>,
  viaSearchIndex = false,
  scope: SearchScope = null,
): SQL {
  return and(...ownerSearchConditions(searchableCompanies, ownerId, filter.q, viaSearchIndex, scope)) as SQL;
}

/**
 * How many companies match: the kept count when nothing filters, else counted up to LIST_TOTAL_CAP;
 * a term too short for the index counts among the first SEARCH_SCAN_ROWS rows only (totalIsPartial).
 */
async function companyTotal(
  db: AppDatabase,
  ownerId: string,
  input: z.output<typeof companyFilterSchema>,
  route: SearchRoute,
  scope: SearchScope,
): Promise<ListTotal> {
  if (!input.q)
    return {
      total: (await leadCountsOf(db, ownerId)).companies,
      totalIsCapped: false,
      totalIsPartial: false,
    };
  if (route === 'scan') {
    const walk = companyWalk(input, eq(companies.ownerId, ownerId));
    const end = await scanWindowEnd(db, walk);
    const where = companyFilterWhere(ownerId, input);
    const counted = await cappedTotal(
      db,
      sql`${companies}`,
      end ? (and(where, withinScanWindow(walk, end)) as SQL) : where,
    );
    return { ...counted, totalIsPartial: end !== null && !counted.totalIsCapped };
  }
  // The search is the companies list's only filter.
  const probed = probedSearchTotal(route, scope, true);
  if (probed) return probed;
  const viaSearchIndex = usesSearchIndex(route, scope);
  const from = viaSearchIndex
    ? sql`${companies} inner join ${companiesSearch} on ${searchJoin(companiesSearch, companies, scope)}`
    : sql`${companies}`;
  return {
    ...(await cappedTotal(db, from, companyFilterWhere(ownerId, input, viaSearchIndex, scope))),
    totalIsPartial: false,
  };
}

/** The owner's companies in the list's order, from `start`. */
function companyWalk(input: z.output<typeof companyFilterSchema>, start: SQL): OwnerWalk {
  return {
    table: companies,
    start,
    sortColumn: sortColumns[input.sort],
    idColumn: companies.id,
    direction: input.direction,
  };
}

/** One page of the owner's companies, or one chunk of the export (see prospectPagePlan). */
async function readCompanyPage(
  db: AppDatabase,
  ownerId: string,
  input: z.output<typeof companyFilterSchema> & { cursor?: string | null; limit: number },
) {
  const column = sortColumns[input.sort];
  const scope = await searchScopeOf(db, ownerId);
  const route = await searchRouteOf(db, searchableCompanies, ownerId, input.q, scope);
  const viaSearchIndex = route === 'narrow';
  // A walk tests the owner's rows itself: no index candidates (PostgreSQL's would read every match).
  let where = pageWhere(
    companyFilterWhere(ownerId, input, viaSearchIndex, walksOwnerRows(route) ? null : scope),
    column,
    companies.id,
    input,
  );
  let windowEnd: ScanWindowEnd | null = null;
  if (walksOwnerRows(route)) {
    const walk = companyWalk(input, pageWhere(eq(companies.ownerId, ownerId), column, companies.id, input));
    windowEnd = await scanWindowEnd(db, walk);
    if (windowEnd) where = and(where, withinScanWindow(walk, windowEnd)) as SQL;
  }
  const order = input.direction === 'asc' ? asc : desc;
  const rows = await selectCompanies(db, viaSearchIndex, scope)
    .where(where)
    .orderBy(order(column), order(companies.id))
    .limit(input.limit + 1)
    .all();
  const page = pageOf(rows, input, (row) => row[input.sort]);
  return {
    route,
    scope,
    rows: page.pageRows.map(toCompany),
    nextCursor: nextPageCursor(windowEnd, rows.length, input.limit, page.nextCursor),
  };
}

/**
 * One page of the owner's companies, ordered by the sort key then id; the procedure has parsed the
 * input. A search the index cannot drive examines at most SEARCH_SCAN_ROWS rows (ADR 019).
 */
export async function listCompanies(
  db: AppDatabase,
  ownerId: string,
  input: z.output<typeof listCompaniesSchema>,
) {
  const page = await readCompanyPage(db, ownerId, input);
  return {
    items: page.rows,
    nextCursor: page.nextCursor,
    ...(await companyTotal(db, ownerId, input, page.route, page.scope)),
  };
}

/** One chunk of the CSV export: up to `limit` companies of a filter after `cursor`, in list order. */
export async function companyExportChunk(
  db: AppDatabase,
  ownerId: string,
  filter: z.output<typeof companyFilterSchema>,
  cursor: string | null,
  limit: number,
): Promise<{ rows: Company[]; nextCursor: string | null }> {
  const { rows, nextCursor } = await readCompanyPage(db, ownerId, { ...filter, cursor, limit });
  return { rows, nextCursor };
}

export async function getCompany(db: AppDatabase, ownerId: string, id: string): Promise<Company> {
  const row = await selectCompanies(db)
    .where(and(eq(companies.ownerId, ownerId), eq(companies.id, id)))
    .get();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: COMPANY_NOT_FOUND });
  return toCompany(row);
}

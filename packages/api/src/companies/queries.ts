import {
  COMPANY_NOT_FOUND,
  type companyFilterSchema,
  type listCompaniesSchema,
} from '@leadpath/core/schemas/companies';
import { type AppDatabase, companies, companiesSearch } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { cappedTotal, containsText, pageOf, pageWhere } from '../lists/cursor.ts';
import { leadCountsOf } from '../lists/lead-counts.ts';
import {
  ownerSearchConditions,
  type SearchableList,
  type SearchRoute,
  searchJoin,
  searchRouteOf,
  usesSearchIndex,
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
  /** Matches counted up to LIST_TOTAL_CAP; totalIsCapped when there are more. */
  total: z.number().int().nonnegative(),
  totalIsCapped: z.boolean(),
});

function selectCompanies(db: AppDatabase, viaSearchIndex = false) {
  const query = db
    .select({
      id: companies.id,
      name: companies.name,
      domain: companies.domain,
      industry: companies.industry,
      size: companies.size,
      location: companies.location,
      linkedinUrl: companies.linkedinUrl,
      // Counted per row of the page only, through prospects_company_idx.
      prospectCount: sql<number>`(select count(*) from "prospects" as "p" where "p"."company_id" = "companies"."id")`,
      createdAt: companies.createdAt,
      updatedAt: companies.updatedAt,
    })
    .from(companies)
    .$dynamic();
  return viaSearchIndex ? query.innerJoin(companiesSearch, companiesSearchJoin) : query;
}

type CompanySelection = ReturnType<ReturnType<typeof selectCompanies>['all']>[number];

function toCompany(row: CompanySelection): Company {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

const sortColumns = { name: companies.name, createdAt: companies.createdAt } as const;

const companiesSearchJoin = searchJoin(companiesSearch, companies);

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
};

/** The companies of one owner that match a filter; viaSearchIndex: see ownerSearchConditions (ADR 014). */
export function companyFilterWhere(
  ownerId: string,
  filter: z.output<typeof companyFilterSchema>,
  viaSearchIndex = false,
): SQL {
  return and(...ownerSearchConditions(searchableCompanies, ownerId, filter.q, viaSearchIndex)) as SQL;
}

/** How many companies match: the kept count when nothing filters, else counted up to LIST_TOTAL_CAP. */
function companyTotal(
  db: AppDatabase,
  ownerId: string,
  input: z.output<typeof companyFilterSchema>,
  route: SearchRoute,
) {
  if (!input.q) return { total: leadCountsOf(db, ownerId).companies, totalIsCapped: false };
  const viaSearchIndex = usesSearchIndex(route);
  const from = viaSearchIndex
    ? sql`${companies} inner join ${companiesSearch} on ${companiesSearchJoin}`
    : sql`${companies}`;
  return cappedTotal(db, from, companyFilterWhere(ownerId, input, viaSearchIndex));
}

/** One page of the owner's companies, ordered by the sort key then id; the procedure has parsed the input. */
export function listCompanies(db: AppDatabase, ownerId: string, input: z.output<typeof listCompaniesSchema>) {
  const column = sortColumns[input.sort];
  const route = searchRouteOf(db, companiesSearch, input.q);
  const pageViaSearchIndex = route === 'narrow';
  const where = pageWhere(
    companyFilterWhere(ownerId, input, pageViaSearchIndex),
    column,
    companies.id,
    input,
  );
  const order = input.direction === 'asc' ? asc : desc;
  const rows = selectCompanies(db, pageViaSearchIndex)
    .where(where)
    .orderBy(order(column), order(companies.id))
    .limit(input.limit + 1)
    .all();
  const { pageRows, nextCursor } = pageOf(rows, input, (row) => row[input.sort]);
  return { items: pageRows.map(toCompany), nextCursor, ...companyTotal(db, ownerId, input, route) };
}

export function allCompanies(
  db: AppDatabase,
  ownerId: string,
  input: z.output<typeof companyFilterSchema>,
): Company[] {
  const order = input.direction === 'asc' ? asc : desc;
  return selectCompanies(db)
    .where(companyFilterWhere(ownerId, input))
    .orderBy(order(sortColumns[input.sort]), order(companies.id))
    .all()
    .map(toCompany);
}

export function getCompany(db: AppDatabase, ownerId: string, id: string): Company {
  const row = selectCompanies(db)
    .where(and(eq(companies.ownerId, ownerId), eq(companies.id, id)))
    .get();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: COMPANY_NOT_FOUND });
  return toCompany(row);
}

import { personalityTypes } from '@leadpath/core';
import {
  type listProspectsSchema,
  PROSPECT_NOT_FOUND,
  type prospectFilterSchema,
  prospectStatuses,
} from '@leadpath/core/schemas/prospects';
import { type AppDatabase, companies, crmSyncStates, prospects, prospectsSearch } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
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

export const prospectSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  email: z.string(),
  phone: z.string(),
  linkedinUrl: z.string(),
  status: z.enum(prospectStatuses),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  crmSyncState: z.enum(crmSyncStates),
  crmExternalId: z.string().nullable(),
  personalityType: z.enum(personalityTypes).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Prospect = z.infer<typeof prospectSchema>;

/** One prospect with its markdown engagement guide; list pages leave the guide out to stay small. */
export const prospectDetailSchema = prospectSchema.extend({
  engagementGuide: z.string().nullable(),
});
export type ProspectDetail = z.infer<typeof prospectDetailSchema>;

export const prospectPageSchema = z.object({
  items: z.array(prospectSchema),
  nextCursor: z.string().nullable(),
  /** Matches counted up to LIST_TOTAL_CAP; totalIsCapped when there are more. */
  total: z.number().int().nonnegative(),
  totalIsCapped: z.boolean(),
});

const prospectColumns = {
  id: prospects.id,
  firstName: prospects.firstName,
  lastName: prospects.lastName,
  title: prospects.title,
  email: prospects.email,
  phone: prospects.phone,
  linkedinUrl: prospects.linkedinUrl,
  status: prospects.status,
  companyId: prospects.companyId,
  companyName: companies.name,
  crmSyncState: prospects.crmSyncState,
  crmExternalId: prospects.crmExternalId,
  personalityType: prospects.personalityType,
  createdAt: prospects.createdAt,
  updatedAt: prospects.updatedAt,
};

const prospectDetailColumns = { ...prospectColumns, engagementGuide: prospects.engagementGuide };

function toProspect<Row extends { createdAt: Date; updatedAt: Date }>(
  row: Row,
): Omit<Row, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string } {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

const sortColumns = {
  createdAt: prospects.createdAt,
  lastName: prospects.lastName,
  email: prospects.email,
  status: prospects.status,
} as const;

/** The exact test of a search: a substring of the name, email, title or (joined) company name. */
function prospectTextMatch(term: string): SQL {
  return or(
    containsText(sql`${prospects.firstName} || ' ' || ${prospects.lastName}`, term),
    containsText(prospects.email, term),
    containsText(prospects.title, term),
    containsText(companies.name, term),
  ) as SQL;
}

const prospectsSearchJoin = searchJoin(prospectsSearch, prospects);

const searchableProspects: SearchableList = {
  ownerColumn: prospects.ownerId,
  searchTable: prospectsSearch,
  textMatch: prospectTextMatch,
};

/**
 * The rows of one owner that match a filter: search, status, titles, company. The query joins
 * companies; viaSearchIndex: see ownerSearchConditions (ADR 014).
 */
export function prospectFilterWhere(
  ownerId: string,
  filter: z.output<typeof prospectFilterSchema>,
  viaSearchIndex = false,
): SQL {
  const conditions = ownerSearchConditions(searchableProspects, ownerId, filter.q, viaSearchIndex);
  if (filter.status?.length) conditions.push(inArray(prospects.status, filter.status));
  if (filter.titles?.length) conditions.push(inArray(prospects.title, filter.titles));
  if (filter.companyId) conditions.push(eq(prospects.companyId, filter.companyId));
  return and(...conditions) as SQL;
}

function hasFilter(filter: z.output<typeof prospectFilterSchema>): boolean {
  return Boolean(filter.q || filter.status?.length || filter.titles?.length || filter.companyId);
}

function selectProspects(db: AppDatabase, viaSearchIndex = false) {
  const query = db
    .select(prospectColumns)
    .from(prospects)
    .leftJoin(companies, eq(companies.id, prospects.companyId))
    .$dynamic();
  return viaSearchIndex ? query.innerJoin(prospectsSearch, prospectsSearchJoin) : query;
}

function selectProspectDetails(db: AppDatabase) {
  return db
    .select(prospectDetailColumns)
    .from(prospects)
    .leftJoin(companies, eq(companies.id, prospects.companyId));
}

function prospectsFrom(viaSearchIndex: boolean): SQL {
  const withCompany = sql`${prospects} left join ${companies} on ${companies.id} = ${prospects.companyId}`;
  return viaSearchIndex
    ? sql`${withCompany} inner join ${prospectsSearch} on ${prospectsSearchJoin}`
    : withCompany;
}

/** How many prospects match: the kept count when nothing filters, else counted up to LIST_TOTAL_CAP. */
function prospectTotal(
  db: AppDatabase,
  ownerId: string,
  input: z.output<typeof prospectFilterSchema>,
  route: SearchRoute,
) {
  if (!hasFilter(input)) return { total: leadCountsOf(db, ownerId).prospects, totalIsCapped: false };
  // Any indexed term counts through the index: it stops at the cap instead of testing every row.
  const viaSearchIndex = usesSearchIndex(route);
  return cappedTotal(db, prospectsFrom(viaSearchIndex), prospectFilterWhere(ownerId, input, viaSearchIndex));
}

/**
 * One page of the owner's prospects, ordered by the sort key then id so pages never skip or repeat;
 * the procedure has parsed the input.
 */
export function listProspects(db: AppDatabase, ownerId: string, input: z.output<typeof listProspectsSchema>) {
  const column = sortColumns[input.sort];
  const route = searchRouteOf(db, prospectsSearch, input.q);
  const pageViaSearchIndex = route === 'narrow';
  const filterWhere = prospectFilterWhere(ownerId, input, pageViaSearchIndex);
  const where = pageWhere(filterWhere, column, prospects.id, input);
  const order = input.direction === 'asc' ? asc : desc;
  const rows = selectProspects(db, pageViaSearchIndex)
    .where(where)
    .orderBy(order(column), order(prospects.id))
    .limit(input.limit + 1)
    .all();
  const { pageRows, nextCursor } = pageOf(rows, input, (row) => row[input.sort]);
  return { items: pageRows.map(toProspect), nextCursor, ...prospectTotal(db, ownerId, input, route) };
}

/** Every row of a filter in list order, with the guide, for the CSV export. */
export function allProspects(
  db: AppDatabase,
  ownerId: string,
  input: z.output<typeof prospectFilterSchema>,
): ProspectDetail[] {
  const order = input.direction === 'asc' ? asc : desc;
  const rows = selectProspectDetails(db)
    .where(prospectFilterWhere(ownerId, input))
    .orderBy(order(sortColumns[input.sort]), order(prospects.id))
    .all();
  return rows.map(toProspect);
}

/** One of the owner's prospects; anyone else's id is simply not found. */
export function getProspect(db: AppDatabase, ownerId: string, id: string): ProspectDetail {
  const row = selectProspectDetails(db)
    .where(and(eq(prospects.ownerId, ownerId), eq(prospects.id, id)))
    .get();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: PROSPECT_NOT_FOUND });
  return toProspect(row);
}

/** The distinct job titles of the owner's prospects, for the title filter. */
export function prospectTitles(db: AppDatabase, ownerId: string): string[] {
  return db
    .selectDistinct({ title: prospects.title })
    .from(prospects)
    .where(and(eq(prospects.ownerId, ownerId), sql`${prospects.title} <> ''`))
    .orderBy(asc(prospects.title))
    .limit(500)
    .all()
    .map((row) => row.title);
}

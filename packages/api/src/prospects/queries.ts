import { personalityTypes } from '@leadpath/core';
import {
  type listProspectsSchema,
  PROSPECT_NOT_FOUND,
  type prospectFilterSchema,
  prospectStatuses,
} from '@leadpath/core/schemas/prospects';
import {
  type AppDatabase,
  type CrmSyncTarget,
  companies,
  crmLinkJoin,
  crmSyncLinks,
  crmSyncStateSql,
  crmSyncStates,
  crmSyncTargetOf,
  prospectCompanyNameMatch,
  prospectSearchCandidates,
  prospectSearchLooksBroad,
  prospectSearchProbe,
  prospects,
  prospectsSearch,
  searchUsesTrigramTables,
  termPattern,
} from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { cappedTotal, containsPattern, containsText, pageOf, pageWhere } from '../lists/cursor.ts';
import { leadCountsOf } from '../lists/lead-counts.ts';
import {
  isProbedTerm,
  type ListTotal,
  listTotalShape,
  literalLimit,
  NARROW_SEARCH_MATCHES,
  nextPageCursor,
  OWNER_INDEXED,
  OWNER_WALKED,
  type OwnerWalk,
  ownerSearchConditions,
  probedSearchTotal,
  type ScanWindowEnd,
  type SearchableList,
  type SearchRoute,
  type SearchScope,
  scanWindowEnd,
  scanWindowRows,
  searchJoin,
  searchRouteOf,
  searchScopeOf,
  usesSearchIndex,
  walksOwnerRows,
  withinScanWindow,
} from '../lists/search.ts';
import { bothReads } from './side-by-side.ts';

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
  /** IANA zone ('Europe/Paris') set on the prospect, or null: sequences then use the company location's zone, else the sender's. */
  timeZone: z.string().nullable(),
  /** The best score under the owner's active GTM playbooks (0 without one), as kept for sorting (ADR 074). */
  score: z.number().int(),
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
  ...listTotalShape,
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
  // Relative to the provider and connection selected now (ADR 023): the link there, if any.
  crmSyncState: crmSyncStateSql(prospects.updatedAt),
  crmExternalId: crmSyncLinks.externalId,
  personalityType: prospects.personalityType,
  timeZone: prospects.timeZone,
  score: prospects.gtmScore,
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
  score: prospects.gtmScore,
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

/**
 * PostgreSQL, a broad term's walk: prospectTextMatch with the company's name tested through the owner's
 * matching companies, the term unseen by the planner (termPattern, ADR 092): the walk's plan is the
 * owner's index in list order for every term, and its prepared statement keeps one generic plan.
 */
function prospectOwnerTextMatch(ownerId: string, term: string): SQL {
  const pattern = termPattern(containsPattern(term));
  return or(
    sql`${prospects.firstName} || ' ' || ${prospects.lastName} like ${pattern} escape '\\'`,
    sql`${prospects.email} like ${pattern} escape '\\'`,
    sql`${prospects.title} like ${pattern} escape '\\'`,
    prospectCompanyNameMatch(ownerId, containsPattern(term)),
  ) as SQL;
}

export const searchableProspects: SearchableList = {
  ownerColumn: prospects.ownerId,
  searchTable: prospectsSearch,
  textMatch: prospectTextMatch,
  ownerIndexCandidates: prospectSearchCandidates,
  ownerTextProbe: prospectSearchProbe,
  ownerTextMatch: prospectOwnerTextMatch,
};

/**
 * The rows of one owner that match a filter: search, status, titles, company. The query joins
 * companies; viaSearchIndex: see ownerSearchConditions (ADR 014).
 */
export function prospectFilterWhere(
  ownerId: string,
  filter: z.output<typeof prospectFilterSchema>,
  viaSearchIndex = false,
  scope: SearchScope = null,
): SQL {
  const conditions = ownerSearchConditions(searchableProspects, ownerId, filter.q, viaSearchIndex, scope);
  if (filter.status?.length) conditions.push(inArray(prospects.status, filter.status));
  if (filter.titles?.length) conditions.push(inArray(prospects.title, filter.titles));
  if (filter.companyId) {
    conditions.push(eq(prospects.companyId, filter.companyId));
    // A company's prospects are read through prospects_company_created_idx, in list order: they cost
    // what the company holds, not a walk of the owner's whole list in the sort order (ADR 028).
    if (!viaSearchIndex) conditions[0] = sql`+${prospects.ownerId} = ${ownerId}`;
  }
  return and(...conditions) as SQL;
}

function hasFilter(filter: z.output<typeof prospectFilterSchema>): boolean {
  return Boolean(filter.q || filter.status?.length || filter.titles?.length || filter.companyId);
}

function selectProspects(
  db: AppDatabase,
  crm: CrmSyncTarget | null,
  viaSearchIndex = false,
  scope: SearchScope = null,
) {
  const query = db
    .select(prospectColumns)
    .from(prospects)
    .leftJoin(companies, eq(companies.id, prospects.companyId))
    .leftJoin(crmSyncLinks, crmLinkJoin(crm, 'prospect', prospects))
    .$dynamic();
  return viaSearchIndex
    ? query.innerJoin(prospectsSearch, searchJoin(prospectsSearch, prospects, scope))
    : query;
}

/** selectProspects over a walk's window (scanWindowRows) instead of the whole table: PostgreSQL's broad page (ADR 092). */
function selectProspectsIn(
  db: AppDatabase,
  crm: CrmSyncTarget | null,
  windowRows: ReturnType<typeof scanWindowRows>,
) {
  return db
    .select(prospectColumns)
    .from(windowRows)
    .leftJoin(companies, eq(companies.id, prospects.companyId))
    .leftJoin(crmSyncLinks, crmLinkJoin(crm, 'prospect', prospects))
    .$dynamic();
}

function selectProspectDetails(
  db: AppDatabase,
  crm: CrmSyncTarget | null,
  viaSearchIndex = false,
  scope: SearchScope = null,
) {
  const query = db
    .select(prospectDetailColumns)
    .from(prospects)
    .leftJoin(companies, eq(companies.id, prospects.companyId))
    .leftJoin(crmSyncLinks, crmLinkJoin(crm, 'prospect', prospects))
    .$dynamic();
  return viaSearchIndex
    ? query.innerJoin(prospectsSearch, searchJoin(prospectsSearch, prospects, scope))
    : query;
}

function prospectsFrom(viaSearchIndex: boolean, scope: SearchScope = null): SQL {
  const withCompany = sql`${prospects} left join ${companies} on ${companies.id} = ${prospects.companyId}`;
  return viaSearchIndex
    ? sql`${withCompany} inner join ${prospectsSearch} on ${searchJoin(prospectsSearch, prospects, scope)}`
    : withCompany;
}

/**
 * How many prospects match: the kept count when nothing filters, else counted up to LIST_TOTAL_CAP;
 * a term too short for the index counts among the first SEARCH_SCAN_ROWS rows only (totalIsPartial).
 */
async function prospectTotal(
  db: AppDatabase,
  ownerId: string,
  input: z.output<typeof prospectFilterSchema>,
  route: SearchRoute,
  scope: SearchScope,
): Promise<ListTotal> {
  if (!hasFilter(input))
    return {
      total: (await leadCountsOf(db, ownerId)).prospects,
      totalIsCapped: false,
      totalIsPartial: false,
    };
  if (route === 'scan') {
    const walk = prospectWalk(input, eq(prospects.ownerId, ownerId));
    const end = await scanWindowEnd(db, walk);
    const where = prospectFilterWhere(ownerId, input);
    const counted = await cappedTotal(
      db,
      prospectsFrom(false),
      end ? (and(where, withinScanWindow(walk, end)) as SQL) : where,
    );
    return { ...counted, totalIsPartial: end !== null && !counted.totalIsCapped };
  }
  const onlyTerm = !input.status?.length && !input.titles?.length && !input.companyId;
  const probed = probedSearchTotal(route, scope, onlyTerm);
  if (probed) return probed;
  // Any indexed term counts through the index: it stops at the cap instead of testing every row.
  const viaSearchIndex = usesSearchIndex(route, scope);
  const counted = await cappedTotal(
    db,
    prospectsFrom(viaSearchIndex, scope),
    prospectFilterWhere(ownerId, input, viaSearchIndex, scope),
  );
  return { ...counted, totalIsPartial: false };
}

/** The owner's rows in the list's order, from `start`. */
function prospectWalk(input: z.output<typeof prospectFilterSchema>, start: SQL): OwnerWalk {
  return {
    table: prospects,
    start,
    sortColumn: sortColumns[input.sort],
    idColumn: prospects.id,
    direction: input.direction,
  };
}

type ProspectPageInput = z.output<typeof prospectFilterSchema> & { cursor?: string | null; limit: number };

/**
 * Whether PostgreSQL's broad page reads its window in its own statement (ADR 092) instead of reading the
 * window's end first (ADR 019's two statements); pnpm bench:engines turns it off to compare.
 */
export const broadWindowInPage = { enabled: true };

/**
 * PostgreSQL's broad walk with only the term and status or title filters: the page reads the window's
 * rows itself (scanWindowRows). A company's prospects keep reading the company's index within the
 * window's range (ADR 028), and SQLite, the scan route and the exports keep ADR 019's window end.
 */
function foldsWindow(
  route: SearchRoute,
  scope: SearchScope,
  input: ProspectPageInput,
  inPage: boolean,
): boolean {
  return (
    inPage && broadWindowInPage.enabled && route === 'broad' && scope === OWNER_INDEXED && !input.companyId
  );
}

/**
 * How one page is read, ordered by the sort key then id so pages never skip or repeat. A search the
 * index cannot drive examines at most SEARCH_SCAN_ROWS rows (ADR 019): its page may come back short.
 */
async function prospectPagePlan(
  db: AppDatabase,
  ownerId: string,
  input: ProspectPageInput,
  windowInPage = false,
) {
  const column = sortColumns[input.sort];
  const scope = await searchScopeOf(db, ownerId);
  const route = await searchRouteOf(db, searchableProspects, ownerId, input.q, scope);
  const viaSearchIndex = route === 'narrow';
  // A walk tests the owner's rows itself: no index candidates (PostgreSQL's would read every match).
  let where = pageWhere(
    prospectFilterWhere(ownerId, input, viaSearchIndex, walkScope(route, scope)),
    column,
    prospects.id,
    input,
  );
  let windowEnd: ScanWindowEnd | null = null;
  let windowWalk: OwnerWalk | null = null;
  if (walksOwnerRows(route)) {
    const walk = prospectWalk(input, pageWhere(eq(prospects.ownerId, ownerId), column, prospects.id, input));
    if (foldsWindow(route, scope, input, windowInPage)) {
      windowWalk = walk;
      where = windowRowsWhere(ownerId, input);
    } else {
      windowEnd = await scanWindowEnd(db, walk);
      if (windowEnd) where = and(where, withinScanWindow(walk, windowEnd)) as SQL;
    }
  }
  const order = input.direction === 'asc' ? asc : desc;
  const orderBy = [order(column), order(prospects.id)];
  return { route, scope, viaSearchIndex, where, orderBy, windowEnd, windowWalk };
}

/**
 * The test of a folded window's rows (ADR 092): the list's test and the status and title filters. The
 * owner and the cursor are the window's own, so no value here is one whose statistics make a custom plan
 * look cheaper than the generic one (the term is unseen, termPattern).
 */
function windowRowsWhere(ownerId: string, input: ProspectPageInput): SQL {
  const conditions = [prospectOwnerTextMatch(ownerId, input.q ?? '')];
  if (input.status?.length) conditions.push(inArray(prospects.status, input.status));
  if (input.titles?.length) conditions.push(inArray(prospects.title, input.titles));
  return and(...conditions) as SQL;
}

/** The scope a page's filter takes: none for a walk, except PostgreSQL's broad walk (ADR 088). */
function walkScope(route: SearchRoute, scope: SearchScope): SearchScope {
  if (!walksOwnerRows(route)) return scope;
  return route === 'broad' && scope === OWNER_INDEXED ? OWNER_WALKED : null;
}

/**
 * PostgreSQL, a search by a term alone (ADR 096): the broad page is read beside the route's probe instead
 * of after it, when the smallest sample says the term looks broad (prospectSearchLooksBroad, read beside
 * the probe with the CRM target the page joins). It is used only when the probe says broad (the route,
 * rows and total are the probe's as before); otherwise, or when the term did not look broad, the page is
 * read after the probe as before. `probeLimit` is the count the guess is derived from (the probe's); a
 * test lowers it to make every term look broad.
 */
export const broadPageBesideProbe = { enabled: true, probeLimit: NARROW_SEARCH_MATCHES + 1 };

/** Whether listProspects guesses the broad page beside the probe: PostgreSQL, a probed term, no other filter. */
function guessesBroadPage(db: AppDatabase, input: ProspectPageInput): boolean {
  return (
    broadPageBesideProbe.enabled &&
    broadWindowInPage.enabled &&
    !searchUsesTrigramTables(db) &&
    isProbedTerm(input.q) &&
    !input.status?.length &&
    !input.titles?.length &&
    !input.companyId
  );
}

/** PostgreSQL's broad page of a folded window (ADR 092). */
function broadWindowPage(
  db: AppDatabase,
  crm: CrmSyncTarget | null,
  ownerId: string,
  input: ProspectPageInput,
) {
  const walk = prospectWalk(
    input,
    pageWhere(eq(prospects.ownerId, ownerId), sortColumns[input.sort], prospects.id, input),
  );
  const order = input.direction === 'asc' ? asc : desc;
  return selectProspectsIn(db, crm, scanWindowRows(db, walk))
    .where(windowRowsWhere(ownerId, input))
    .orderBy(order(sortColumns[input.sort]), order(prospects.id))
    .limit(literalLimit(input.limit + 1))
    .all();
}

/** The CRM target and (guessesBroadPage) whether the term looks broad; then, if it does, the broad page. */
async function crmTargetAndGuessedPage(
  db: AppDatabase,
  ownerId: string,
  input: ProspectPageInput,
  guess: boolean,
) {
  const [crm, looks] = await Promise.all([
    crmSyncTargetOf(db, ownerId),
    guess
      ? db.get<{ likely: boolean }>(
          prospectSearchLooksBroad(ownerId, containsPattern(input.q ?? ''), broadPageBesideProbe.probeLimit),
        )
      : undefined,
  ]);
  return { crm, guessed: looks?.likely ? await broadWindowPage(db, crm, ownerId, input) : null };
}

/** One page of the owner's prospects; the procedure has parsed the input. */
export async function listProspects(
  db: AppDatabase,
  ownerId: string,
  input: z.output<typeof listProspectsSchema>,
) {
  const guess = guessesBroadPage(db, input);
  const [plan, { crm, guessed }] = await bothReads(
    db,
    () => prospectPagePlan(db, ownerId, input, true),
    () => crmTargetAndGuessedPage(db, ownerId, input, guess),
  );
  const [rows, total] = await bothReads(
    db,
    () =>
      plan.windowWalk
        ? guessed
          ? Promise.resolve(guessed)
          : broadWindowPage(db, crm, ownerId, input)
        : selectProspects(db, crm, plan.viaSearchIndex, plan.scope)
            .where(plan.where)
            .orderBy(...plan.orderBy)
            .limit(input.limit + 1)
            .all(),
    () => prospectTotal(db, ownerId, input, plan.route, plan.scope),
  );
  const page = pageOf(rows, input, (row) => row[input.sort]);
  // A short page examined its whole window: the next page starts after the window's last row.
  const windowEnd =
    plan.windowWalk && rows.length <= input.limit ? await scanWindowEnd(db, plan.windowWalk) : plan.windowEnd;
  return {
    items: page.pageRows.map(toProspect),
    nextCursor: nextPageCursor(windowEnd, rows.length, input.limit, page.nextCursor),
    ...total,
  };
}

/** One chunk of the CSV export: up to `limit` rows of a filter after `cursor`, in list order, with the guide. */
export async function prospectExportChunk(
  db: AppDatabase,
  ownerId: string,
  filter: z.output<typeof prospectFilterSchema>,
  cursor: string | null,
  limit: number,
): Promise<{ rows: ProspectDetail[]; nextCursor: string | null }> {
  const input = { ...filter, cursor, limit };
  const plan = await prospectPagePlan(db, ownerId, input);
  const rows = await selectProspectDetails(
    db,
    await crmSyncTargetOf(db, ownerId),
    plan.viaSearchIndex,
    plan.scope,
  )
    .where(plan.where)
    .orderBy(...plan.orderBy)
    .limit(limit + 1)
    .all();
  const page = pageOf(rows, input, (row) => row[input.sort]);
  return {
    rows: page.pageRows.map(toProspect),
    nextCursor: nextPageCursor(plan.windowEnd, rows.length, limit, page.nextCursor),
  };
}

/** One chunk of the ids a filter matches after `cursor`, in list order, read without the row's other columns. */
export async function prospectIdChunk(
  db: AppDatabase,
  ownerId: string,
  filter: z.output<typeof prospectFilterSchema>,
  cursor: string | null,
  limit: number,
): Promise<{ ids: string[]; nextCursor: string | null }> {
  const input = { ...filter, cursor, limit };
  const plan = await prospectPagePlan(db, ownerId, input);
  const query = db
    .select({ id: prospects.id, sortValue: sortColumns[input.sort] })
    .from(prospects)
    .leftJoin(companies, eq(companies.id, prospects.companyId))
    .$dynamic();
  const rows = await (plan.viaSearchIndex
    ? query.innerJoin(prospectsSearch, searchJoin(prospectsSearch, prospects, plan.scope))
    : query
  )
    .where(plan.where)
    .orderBy(...plan.orderBy)
    .limit(limit + 1)
    .all();
  const page = pageOf(rows, input, (row) => row.sortValue);
  return {
    ids: page.pageRows.map((row) => row.id),
    nextCursor: nextPageCursor(plan.windowEnd, rows.length, limit, page.nextCursor),
  };
}

/** One of the owner's prospects; anyone else's id is simply not found. */
export async function getProspect(db: AppDatabase, ownerId: string, id: string): Promise<ProspectDetail> {
  const row = await selectProspectDetails(db, await crmSyncTargetOf(db, ownerId))
    .where(and(eq(prospects.ownerId, ownerId), eq(prospects.id, id)))
    .get();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: PROSPECT_NOT_FOUND });
  return toProspect(row);
}

/**
 * The distinct job titles of the owner's prospects, for the title filter (at most 500). Each title is
 * one seek in (owner, title, ...): the next title after the last one, so the menu costs what it shows,
 * not the owner's whole list (ADR 028).
 */
export async function prospectTitles(db: AppDatabase, ownerId: string): Promise<string[]> {
  const rows = await db.all<{ title: string }>(
    sql`with recursive menu(title) as (
        select min(${prospects.title}) from ${prospects} where ${prospects.ownerId} = ${ownerId} and ${prospects.title} > ''
        union all
        select (select min(${prospects.title}) from ${prospects} where ${prospects.ownerId} = ${ownerId} and ${prospects.title} > menu.title)
        from menu where menu.title is not null
      )
      select title from menu where title is not null limit 500`,
  );
  return rows.map((row) => row.title);
}

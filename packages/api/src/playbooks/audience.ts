/** Who a profile reaches: bounded counts of matching companies and prospects, and a small sample. */
import type { IdealCustomerProfile, ScoringRule } from '@leadpath/core/schemas/playbooks';
import { companies, type Db, prospects } from '@leadpath/db';
import { and, type Column, desc, eq, isNull, not, or, type SQL, sql, type Table } from 'drizzle-orm';
import { type Score, type ScoredProspect, scoreProspect } from './scoring.ts';

/** Counts stop here ("10,000+"): a preview answers in bounded time whatever the list's size. */
export const AUDIENCE_COUNT_CAP = 10_000;
export const AUDIENCE_SAMPLE_SIZE = 10;

export interface AudienceSampleRow extends Score {
  id: string;
  name: string;
  title: string;
  company: string;
}

export interface AudiencePreview {
  companies: number;
  prospects: number;
  /** True when a count reached the cap: the real number is at least the one shown. */
  capped: boolean;
  sample: AudienceSampleRow[];
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
export const containsAny = (column: SQL, words: readonly string[]): SQL | undefined =>
  words.length ? or(...words.map((w) => sql`${column} like ${`%${escapeLike(w)}%`} escape '\\'`)) : undefined;
const equalsAny = (column: SQL, values: readonly string[]): SQL | undefined =>
  values.length ? or(...values.map((v) => sql`${column} like ${escapeLike(v)} escape '\\'`)) : undefined;
const noneOf = (condition: SQL | undefined) => (condition ? not(condition) : undefined);

const industry = sql`coalesce(${companies.industry}, '')`;
const size = sql`coalesce(${companies.size}, '')`;
const location = sql`coalesce(${companies.location}, '')`;
const title = sql`${prospects.title}`;

/** A company's facts as text ('' for a missing one): the companies table's, or the kept counts' (ADR 077). */
export type CompanyFacts = { industry: SQL; size: SQL; location: SQL };

/** The company part of the profile, on given fact columns ('' where a fact is missing). */
export function factConditions(profile: IdealCustomerProfile, facts: CompanyFacts): (SQL | undefined)[] {
  return [
    containsAny(facts.industry, profile.industries),
    equalsAny(facts.size, profile.companySizes),
    containsAny(facts.location, profile.locations),
    noneOf(containsAny(facts.industry, profile.excludedIndustries)),
  ];
}

/** The company part of the profile, on the companies table. */
export const companyConditions = (profile: IdealCustomerProfile): (SQL | undefined)[] =>
  factConditions(profile, { industry, size, location });

/** The whole profile, on prospects joined to their company. */
export function prospectConditions(ownerId: string, profile: IdealCustomerProfile): SQL | undefined {
  return and(
    eq(prospects.ownerId, ownerId),
    ...companyConditions(profile),
    containsAny(title, profile.titles),
    containsAny(title, profile.seniorities),
    noneOf(containsAny(title, profile.excludedTitles)),
  );
}

/** True when the profile says something about the title or the company: an index can narrow it. */
export const titleNarrows = (profile: IdealCustomerProfile) =>
  profile.titles.length + profile.seniorities.length + profile.excludedTitles.length > 0;
export const companyNarrows = (profile: IdealCustomerProfile) =>
  companyConditions(profile).some((condition) => condition !== undefined);
/** A prospect without a company matches when only exclusions speak of the company ('' excludes nothing). */
export const noCompanyMatches = (profile: IdealCustomerProfile) =>
  !profile.industries.length && !profile.companySizes.length && !profile.locations.length;

/** The profile's title part on a title column (the distinct-title walks test it). */
export const titleAccepts = (profile: IdealCustomerProfile, column: SQL): SQL | undefined =>
  and(
    containsAny(column, profile.titles),
    containsAny(column, profile.seniorities),
    noneOf(containsAny(column, profile.excludedTitles)),
  );

/** Where titles are walked: a table keyed (owner, title, …) (prospects, or a kept count of them). */
export type TitleSource = { table: Table; owner: Column; title: Column };
const prospectTitleSource: TitleSource = {
  table: prospects,
  owner: prospects.ownerId,
  title: prospects.title,
};

/**
 * The owner's distinct titles the profile's title part accepts: one seek per distinct title in
 * (owner, title, …), the title menu's walk (ADR 028), so it costs the distinct titles, not the rows.
 */
export function titleSet(
  ownerId: string,
  profile: IdealCustomerProfile,
  { table, owner, title: column }: TitleSource = prospectTitleSource,
): SQL {
  const accepts = titleAccepts(profile, sql`titles.title`);
  return sql`(with recursive titles(title) as (
      select min(${column}) from ${table} where ${owner} = ${ownerId}
      union all
      select (select min(${column}) from ${table} where ${owner} = ${ownerId} and ${column} > titles.title)
      from titles where titles.title is not null
    )
    select title from titles where title is not null${accepts ? sql` and ${accepts}` : sql``})`;
}

/**
 * The owner's distinct industries the profile accepts: one seek each in companies (owner, industry, …),
 * as the titles are walked, so a profile that names industries never reads another industry's companies.
 */
function industrySet(ownerId: string, profile: IdealCustomerProfile): SQL {
  const walked = sql`industries.industry`;
  const accepts = and(
    containsAny(walked, profile.industries),
    noneOf(containsAny(walked, profile.excludedIndustries)),
  );
  return sql`(with recursive industries(industry) as (
      select min(${companies.industry}) from ${companies} where ${companies.ownerId} = ${ownerId}
      union all
      select (select min(${companies.industry}) from ${companies} where ${companies.ownerId} = ${ownerId} and ${companies.industry} > industries.industry)
      from industries where industries.industry is not null
    )
    select industry from industries where industry is not null and ${accepts})`;
}

/**
 * The owner's companies the profile's company part accepts, as companies (owner, industry, size,
 * location, id) reads them (ADR 067): a profile naming industries reads only the accepted industries'
 * entries, from the walked industries (CROSS JOIN keeps SQLite's loop in that order: at 1,000,000
 * prospects its statistics otherwise chose to scan every company); else the owner's entries. The same
 * companies as `companyConditions`, which stay the test. `limit` bounds what a count reads.
 */
export function acceptedCompanies(ownerId: string, profile: IdealCustomerProfile, limit?: number): SQL {
  const tests = and(eq(companies.ownerId, ownerId), ...companyConditions(profile));
  const bounded = limit === undefined ? sql`` : sql` limit ${limit}`;
  if (!profile.industries.length)
    return sql`select ${companies.id} from ${companies} where ${tests}${bounded}`;
  return sql`select ${companies.id} from ${industrySet(ownerId, profile)} as accepted_industries
    cross join ${companies}
    where ${companies.industry} = accepted_industries.industry and ${tests}${bounded}`;
}

/** The accepted companies as a set (the pairs and the seeks test membership). */
export const companySet = (ownerId: string, profile: IdealCustomerProfile): SQL =>
  sql`(${acceptedCompanies(ownerId, profile)})`;

/**
 * The profile as index seeks on prospects (owner, title, company, created, id): the same prospects as
 * `prospectConditions`, without reading a prospect the profile does not reach (ADR 061).
 */
export function audienceSeeks(ownerId: string, profile: IdealCustomerProfile): SQL | undefined {
  const company = companyNarrows(profile);
  // A title set even when the profile only narrows companies: the company seeks need a title before them.
  const title =
    titleNarrows(profile) || company ? sql`${prospects.title} in ${titleSet(ownerId, profile)}` : undefined;
  const inCompanies = sql`${prospects.companyId} in ${companySet(ownerId, profile)}`;
  const companyPart = company
    ? noCompanyMatches(profile)
      ? or(isNull(prospects.companyId), inCompanies)
      : inCompanies
    : undefined;
  return and(eq(prospects.ownerId, ownerId), title, companyPart);
}

/** The matching prospects, at most the cap plus one: the preview counts them (the bench reads its plan). */
export const prospectMatches = (db: Db, ownerId: string, profile: IdealCustomerProfile) =>
  db
    .select({ one: sql`1`.as('one') })
    .from(prospects)
    .where(audienceSeeks(ownerId, profile))
    .limit(AUDIENCE_COUNT_CAP + 1);

/** The definition the seeks keep: every prospect of the owner tested (the bench compares, the plays filter). */
export const prospectMatchesTestedOneByOne = (db: Db, ownerId: string, profile: IdealCustomerProfile) =>
  db
    .select({ one: sql`1`.as('one') })
    .from(prospects)
    .leftJoin(companies, eq(companies.id, prospects.companyId))
    .where(prospectConditions(ownerId, profile))
    .limit(AUDIENCE_COUNT_CAP + 1);

const sampleColumns = {
  id: prospects.id,
  firstName: prospects.firstName,
  lastName: prospects.lastName,
  title: prospects.title,
  status: prospects.status,
  email: prospects.email,
  company: sql<string>`coalesce(${companies.name}, '')`,
  industry: sql<string>`${industry}`,
  companySize: sql<string>`${size}`,
  location: sql<string>`${location}`,
};

/** More matches than the cap: the newest-first walk meets one every few rows (at least cap / list size). */
const newestOfDense = (db: Db, ownerId: string, profile: IdealCustomerProfile, limit: number) =>
  db
    .select(sampleColumns)
    .from(prospects)
    .leftJoin(companies, eq(companies.id, prospects.companyId))
    .where(prospectConditions(ownerId, profile))
    .orderBy(desc(prospects.createdAt), desc(prospects.id))
    .limit(limit);

/**
 * At most the cap: all matches through the seeks (the inner limit keeps it bounded), the newest `limit`
 * picked from the index's (created, id) before any row is read, so only they are read with their company.
 */
function newestOfFew(db: Db, ownerId: string, profile: IdealCustomerProfile, limit: number) {
  const matches = db
    .select({ id: prospects.id, createdAt: prospects.createdAt })
    .from(prospects)
    .where(audienceSeeks(ownerId, profile))
    .limit(AUDIENCE_COUNT_CAP + 1)
    .as('matches');
  const newest = db
    .select({ id: matches.id, createdAt: matches.createdAt })
    .from(matches)
    .orderBy(desc(matches.createdAt), desc(matches.id))
    .limit(limit)
    .as('newest');
  return db
    .select(sampleColumns)
    .from(newest)
    .innerJoin(prospects, eq(prospects.id, newest.id))
    .leftJoin(companies, eq(companies.id, prospects.companyId))
    .orderBy(desc(newest.createdAt), desc(newest.id))
    .limit(limit);
}

/** The sample's query: `dense` (the count passed the cap) picks the plan (the plan test reads it). */
export const sampleQuery = (
  db: Db,
  ownerId: string,
  profile: IdealCustomerProfile,
  limit: number,
  dense: boolean,
) => (dense ? newestOfDense(db, ownerId, profile, limit) : newestOfFew(db, ownerId, profile, limit));

/** The newest matching prospects (at most `limit`), each with its score and reasons. */
export async function sampleAudience(
  db: Db,
  ownerId: string,
  profile: IdealCustomerProfile,
  rules: readonly ScoringRule[],
  limit: number,
  dense: boolean,
): Promise<AudienceSampleRow[]> {
  const rows = await sampleQuery(db, ownerId, profile, limit, dense).all();
  return rows.map((row) => {
    const scored: ScoredProspect = { ...row };
    return {
      id: row.id,
      name: `${row.firstName} ${row.lastName}`.trim(),
      title: row.title,
      company: row.company,
      ...scoreProspect(rules, scored),
    };
  });
}

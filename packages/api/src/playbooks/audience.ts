/** Who a profile reaches: bounded counts of matching companies and prospects, and a small sample. */
import type { IdealCustomerProfile, ScoringRule } from '@leadpath/core/schemas/playbooks';
import { companies, type Db, prospects } from '@leadpath/db';
import { and, count, desc, eq, not, or, type SQL, type Subquery, sql } from 'drizzle-orm';
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

/** The company part of the profile, on the companies table. */
function companyConditions(profile: IdealCustomerProfile): (SQL | undefined)[] {
  return [
    containsAny(industry, profile.industries),
    equalsAny(size, profile.companySizes),
    containsAny(location, profile.locations),
    noneOf(containsAny(industry, profile.excludedIndustries)),
  ];
}

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

/** The matching prospects, at most the cap plus one: the preview counts them (the bench reads its plan). */
export const prospectMatches = (db: Db, ownerId: string, profile: IdealCustomerProfile) =>
  db
    .select({ one: sql`1`.as('one') })
    .from(prospects)
    .leftJoin(companies, eq(companies.id, prospects.companyId))
    .where(prospectConditions(ownerId, profile))
    .limit(AUDIENCE_COUNT_CAP + 1);

/** Rows of a subquery already limited to the cap plus one. */
async function countRows(db: Db, matches: Subquery): Promise<number> {
  const row = await db.select({ n: count() }).from(matches).get();
  return row?.n ?? 0;
}

export async function previewAudience(
  db: Db,
  ownerId: string,
  profile: IdealCustomerProfile,
  rules: readonly ScoringRule[],
): Promise<AudiencePreview> {
  const companyCount = await countRows(
    db,
    db
      .select({ one: sql`1`.as('one') })
      .from(companies)
      .where(and(eq(companies.ownerId, ownerId), ...companyConditions(profile)))
      .limit(AUDIENCE_COUNT_CAP + 1)
      .as('matches'),
  );
  const prospectCount = await countRows(db, prospectMatches(db, ownerId, profile).as('matches'));
  const sample = await sampleAudience(db, ownerId, profile, rules, AUDIENCE_SAMPLE_SIZE);
  return {
    companies: Math.min(companyCount, AUDIENCE_COUNT_CAP),
    prospects: Math.min(prospectCount, AUDIENCE_COUNT_CAP),
    capped: companyCount > AUDIENCE_COUNT_CAP || prospectCount > AUDIENCE_COUNT_CAP,
    sample,
  };
}

/** The newest matching prospects (at most `limit`), each with its score and reasons. */
export async function sampleAudience(
  db: Db,
  ownerId: string,
  profile: IdealCustomerProfile,
  rules: readonly ScoringRule[],
  limit: number,
): Promise<AudienceSampleRow[]> {
  const rows = await db
    .select({
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
    })
    .from(prospects)
    .leftJoin(companies, eq(companies.id, prospects.companyId))
    .where(prospectConditions(ownerId, profile))
    .orderBy(desc(prospects.createdAt), desc(prospects.id))
    .limit(limit)
    .all();
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

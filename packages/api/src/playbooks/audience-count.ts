/**
 * How many prospects a profile reaches, from the kept prospect_fact_counts (ADR 077): the numbers of
 * the accepted (title, industry, size, location) rows added up. A row holds a title's prospects at
 * companies of one set of facts ('' for a missing fact or no company, as the profile's test reads a
 * missing company), so the profile's company part is tested on the row's facts, as `companyConditions`
 * tests a company's: a count reads at most the accepted titles' rows, never a company or a prospect.
 */
import type { IdealCustomerProfile } from '@leadpath/core/schemas/playbooks';
import { type Db, prospectFactCounts as facts, leadCounts } from '@leadpath/db';
import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import {
  AUDIENCE_COUNT_CAP,
  companyNarrows,
  factConditions,
  type TitleSource,
  titleNarrows,
  titleSet,
} from './audience.ts';

/** The titles are walked in the kept rows' key (owner, title, facts): one seek per distinct title. */
const factTitles: TitleSource = { table: facts, owner: facts.ownerId, title: facts.title };

/** The kept rows the profile accepts: its titles seeked, its company part tested on each row's facts. */
export function acceptedFacts(ownerId: string, profile: IdealCustomerProfile): SQL | undefined {
  const title = titleNarrows(profile)
    ? sql`${facts.title} in ${titleSet(ownerId, profile, factTitles)}`
    : undefined;
  const columns = {
    industry: sql`${facts.industry}`,
    size: sql`${facts.size}`,
    location: sql`${facts.location}`,
  };
  return and(eq(facts.ownerId, ownerId), title, ...factConditions(profile, columns));
}

/**
 * The numbers of the accepted rows, at most the cap plus one of them: every kept row has at least one
 * prospect, so more rows than the cap already means "10,000+" and the sum never reads more.
 */
export const factCountsQuery = (db: Db, ownerId: string, profile: IdealCustomerProfile) =>
  db
    .select({ prospects: facts.prospects })
    .from(facts)
    .where(acceptedFacts(ownerId, profile))
    .limit(AUDIENCE_COUNT_CAP + 1);

/** Kept rows of the accepted parts of a profile: ADR 077's fact rows. */
export type KeptCounts = (db: Db, ownerId: string, profile: IdealCustomerProfile) => SQLWrapper;

/** Prospects the profile reaches, from the kept rows `kept` selects (may exceed the cap: "10,000+"). */
export async function countFromKept(
  db: Db,
  ownerId: string,
  profile: IdealCustomerProfile,
  kept: KeptCounts,
): Promise<number> {
  if (!titleNarrows(profile) && !companyNarrows(profile)) {
    // Nothing narrows: the owner's whole list, one kept row.
    const row = await db
      .select({ n: leadCounts.prospects })
      .from(leadCounts)
      .where(eq(leadCounts.ownerId, ownerId))
      .get();
    return row?.n ?? 0;
  }
  const row = await db
    .select({ n: sql<number>`coalesce(sum(counted.prospects), 0)`.mapWith(Number) })
    .from(sql`(${kept(db, ownerId, profile)}) as counted`)
    .get();
  return row?.n ?? 0;
}

/** Prospects the profile reaches (may exceed the cap: the caller shows "10,000+"). */
export const countAudience = (db: Db, ownerId: string, profile: IdealCustomerProfile) =>
  countFromKept(db, ownerId, profile, factCountsQuery);

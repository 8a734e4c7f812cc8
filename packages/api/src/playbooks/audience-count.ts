/**
 * How many prospects a profile reaches, from the kept prospect_pair_counts (ADR 067): the numbers of
 * the accepted (title, company) pairs added up, instead of seeking every matching prospect (ADR 061).
 */
import type { IdealCustomerProfile } from '@leadpath/core/schemas/playbooks';
import { type Db, leadCounts, prospectPairCounts as pairs } from '@leadpath/db';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import {
  AUDIENCE_COUNT_CAP,
  companyNarrows,
  companySet,
  noCompanyMatches,
  titleAccepts,
  titleNarrows,
} from './audience.ts';

/** The owner's distinct titles the profile accepts: one seek each in the pairs' key (owner, title, company). */
function pairTitleSet(ownerId: string, profile: IdealCustomerProfile): SQL {
  const accepts = titleAccepts(profile, sql`titles.title`);
  return sql`(with recursive titles(title) as (
      select min(${pairs.title}) from ${pairs} where ${pairs.ownerId} = ${ownerId}
      union all
      select (select min(${pairs.title}) from ${pairs} where ${pairs.ownerId} = ${ownerId} and ${pairs.title} > titles.title)
      from titles where titles.title is not null
    )
    select title from titles where title is not null${accepts ? sql` and ${accepts}` : sql``})`;
}

/** The pairs the profile accepts ('' is the pair of prospects without a company). */
export function acceptedPairs(ownerId: string, profile: IdealCustomerProfile): SQL | undefined {
  const title = titleNarrows(profile) ? sql`${pairs.title} in ${pairTitleSet(ownerId, profile)}` : undefined;
  const inCompanies = sql`${pairs.companyId} in ${companySet(ownerId, profile)}`;
  const company = companyNarrows(profile)
    ? noCompanyMatches(profile)
      ? or(eq(pairs.companyId, ''), inCompanies)
      : inCompanies
    : undefined;
  return and(eq(pairs.ownerId, ownerId), title, company);
}

/**
 * The numbers of the accepted pairs, at most the cap plus one of them: every kept pair has at least one
 * prospect, so more pairs than the cap already means "10,000+" and the sum never reads more.
 */
export const pairCountsQuery = (db: Db, ownerId: string, profile: IdealCustomerProfile) =>
  db
    .select({ prospects: pairs.prospects })
    .from(pairs)
    .where(acceptedPairs(ownerId, profile))
    .limit(AUDIENCE_COUNT_CAP + 1);

/** Prospects the profile reaches (may exceed the cap: the caller shows "10,000+"). */
export async function countAudience(db: Db, ownerId: string, profile: IdealCustomerProfile): Promise<number> {
  if (!titleNarrows(profile) && !companyNarrows(profile)) {
    // Nothing narrows: the owner's whole list, one kept row.
    const row = await db
      .select({ n: leadCounts.prospects })
      .from(leadCounts)
      .where(eq(leadCounts.ownerId, ownerId))
      .get();
    return row?.n ?? 0;
  }
  const counted = pairCountsQuery(db, ownerId, profile).as('counted');
  const row = await db
    .select({ n: sql<number>`coalesce(sum(${counted.prospects}), 0)`.mapWith(Number) })
    .from(counted)
    .get();
  return row?.n ?? 0;
}

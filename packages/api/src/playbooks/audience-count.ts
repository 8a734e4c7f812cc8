/**
 * How many prospects a profile reaches, from the kept prospect_fact_counts (ADR 077): the numbers of
 * the accepted (title, industry, size, location) rows added up. A row holds a title's prospects at
 * companies of one set of facts ('' for a missing fact or no company, as the profile's test reads a
 * missing company), so the profile's company part is tested on the row's facts, as `companyConditions`
 * tests a company's: a count reads at most the accepted titles' rows, never a company or a prospect.
 */
import type { IdealCustomerProfile } from '@leadpath/core/schemas/playbooks';
import { type Db, prospectFactCounts as facts, leadCounts } from '@leadpath/db';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import {
  AUDIENCE_COUNT_CAP,
  companyNarrows,
  factConditions,
  titleAccepts,
  titleNarrows,
} from './audience.ts';

/** The owner's distinct titles the profile accepts: one seek each in the key (owner, title, facts). */
function factTitleSet(ownerId: string, profile: IdealCustomerProfile): SQL {
  const accepts = titleAccepts(profile, sql`titles.title`);
  return sql`(with recursive titles(title) as (
      select min(${facts.title}) from ${facts} where ${facts.ownerId} = ${ownerId}
      union all
      select (select min(${facts.title}) from ${facts} where ${facts.ownerId} = ${ownerId} and ${facts.title} > titles.title)
      from titles where titles.title is not null
    )
    select title from titles where title is not null${accepts ? sql` and ${accepts}` : sql``})`;
}

/** The kept rows the profile accepts: its titles seeked, its company part tested on each row's facts. */
export function acceptedFacts(ownerId: string, profile: IdealCustomerProfile): SQL | undefined {
  const title = titleNarrows(profile) ? sql`${facts.title} in ${factTitleSet(ownerId, profile)}` : undefined;
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
  const counted = factCountsQuery(db, ownerId, profile).as('counted');
  const row = await db
    .select({ n: sql<number>`coalesce(sum(${counted.prospects}), 0)`.mapWith(Number) })
    .from(counted)
    .get();
  return row?.n ?? 0;
}

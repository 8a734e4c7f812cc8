/** An earlier audience query, kept so the bench (scripts/bench/gtm-audience.ts) measures it beside the current one. */
import type { IdealCustomerProfile } from '@leadpath/core/schemas/playbooks';
import { companies, type Db, prospectPairCounts as pairs, prospects } from '@leadpath/db';
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import {
  AUDIENCE_COUNT_CAP,
  companyConditions,
  companyNarrows,
  companySet,
  noCompanyMatches,
  titleNarrows,
  titleSet,
} from './audience.ts';
import { countFromKept } from './audience-count.ts';

/**
 * ADR 061's count as it was built, kept here to compare in the same run: seeks per (title, company)
 * with the company set read from every company of the owner (no industry walk, no kept pairs).
 */
export function countAsInAdr061(db: Db, ownerId: string, profile: IdealCustomerProfile) {
  const everyCompany = sql`(select ${companies.id} from ${companies} where ${and(eq(companies.ownerId, ownerId), ...companyConditions(profile))})`;
  const company = companyNarrows(profile);
  const inCompanies = sql`${prospects.companyId} in ${everyCompany}`;
  return db
    .select({ one: sql`1`.as('one') })
    .from(prospects)
    .where(
      and(
        eq(prospects.ownerId, ownerId),
        titleNarrows(profile) || company
          ? sql`${prospects.title} in ${titleSet(ownerId, profile)}`
          : undefined,
        company
          ? noCompanyMatches(profile)
            ? or(isNull(prospects.companyId), inCompanies)
            : inCompanies
          : undefined,
      ),
    )
    .limit(AUDIENCE_COUNT_CAP + 1);
}

/** ADR 061's companies count: every company of the owner tested, at most the cap plus one. */
export const companiesAsInAdr061 = (db: Db, ownerId: string, profile: IdealCustomerProfile) =>
  db
    .select({ one: sql`1`.as('one') })
    .from(companies)
    .where(and(eq(companies.ownerId, ownerId), ...companyConditions(profile)))
    .limit(AUDIENCE_COUNT_CAP + 1);

// ADR 067's count, kept to compare in the same run (the app counts from prospect_fact_counts, ADR 077).

const pairTitles = { table: pairs, owner: pairs.ownerId, title: pairs.title };

/** The pairs the profile accepts ('' is the pair of prospects without a company). */
function acceptedPairs(ownerId: string, profile: IdealCustomerProfile): SQL | undefined {
  const title = titleNarrows(profile)
    ? sql`${pairs.title} in ${titleSet(ownerId, profile, pairTitles)}`
    : undefined;
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

/** ADR 067's count: the accepted pairs' numbers added up (the bench times it beside ADR 077's). */
export const countAsInAdr067 = (db: Db, ownerId: string, profile: IdealCustomerProfile) =>
  countFromKept(db, ownerId, profile, pairCountsQuery);

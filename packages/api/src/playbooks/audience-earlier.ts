/** An earlier audience query, kept so the bench (scripts/bench/gtm-audience.ts) measures it beside the current one. */
import type { IdealCustomerProfile } from '@leadpath/core/schemas/playbooks';
import { companies, type Db, prospects } from '@leadpath/db';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import {
  AUDIENCE_COUNT_CAP,
  companyConditions,
  companyNarrows,
  noCompanyMatches,
  titleNarrows,
  titleSet,
} from './audience.ts';

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

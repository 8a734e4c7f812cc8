/** A starting profile from the team's won deals: their most frequent industries, sizes and titles. */
import { emptyProfile, type IdealCustomerProfile } from '@leadpath/core/schemas/playbooks';
import { companies, type Db, prospects } from '@leadpath/db';
import { and, count, desc, eq, ne } from 'drizzle-orm';

/** How many of each kind of value the suggestion offers, most frequent first. */
export const SUGGESTED_VALUES = 5;

export interface SuggestedProfile {
  /** How many won prospects the suggestion is drawn from (0: nothing to suggest yet). */
  wonProspects: number;
  profile: IdealCustomerProfile;
}

const won = (ownerId: string) => and(eq(prospects.ownerId, ownerId), eq(prospects.status, 'won'));

type Counted = typeof companies.industry | typeof companies.size | typeof prospects.title;

async function mostFrequent(db: Db, ownerId: string, column: Counted): Promise<string[]> {
  const rows = await db
    .select({ value: column, n: count() })
    .from(prospects)
    .leftJoin(companies, eq(companies.id, prospects.companyId))
    .where(and(won(ownerId), ne(column, '')))
    .groupBy(column)
    .orderBy(desc(count()), column)
    .limit(SUGGESTED_VALUES)
    .all();
  return rows.map((row) => String(row.value));
}

/** The won prospects (status won, as a CRM's closed-won deals set it) of the owner, summarised. */
export async function suggestProfile(db: Db, ownerId: string): Promise<SuggestedProfile> {
  const total = await db.select({ n: count() }).from(prospects).where(won(ownerId)).get();
  const wonProspects = total?.n ?? 0;
  if (wonProspects === 0) return { wonProspects, profile: emptyProfile() };
  return {
    wonProspects,
    profile: {
      ...emptyProfile(),
      industries: await mostFrequent(db, ownerId, companies.industry),
      companySizes: await mostFrequent(db, ownerId, companies.size),
      titles: await mostFrequent(db, ownerId, prospects.title),
    },
  };
}

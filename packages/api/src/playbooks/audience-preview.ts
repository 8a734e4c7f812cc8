/** New GTM's live preview: the companies and prospects a profile reaches, bounded, and a scored sample. */
import type { IdealCustomerProfile, ScoringRule } from '@leadpath/core/schemas/playbooks';
import type { Db } from '@leadpath/db';
import { count, sql } from 'drizzle-orm';
import {
  AUDIENCE_COUNT_CAP,
  AUDIENCE_SAMPLE_SIZE,
  type AudiencePreview,
  acceptedCompanies,
  sampleAudience,
} from './audience.ts';
import { countAudience } from './audience-count.ts';

/** The owner's companies the profile accepts, at most the cap plus one. */
export async function countCompanies(
  db: Db,
  ownerId: string,
  profile: IdealCustomerProfile,
): Promise<number> {
  const matches = sql`(${acceptedCompanies(ownerId, profile, AUDIENCE_COUNT_CAP + 1)}) as matches`;
  const row = await db.select({ n: count() }).from(matches).get();
  return row?.n ?? 0;
}

export async function previewAudience(
  db: Db,
  ownerId: string,
  profile: IdealCustomerProfile,
  rules: readonly ScoringRule[],
): Promise<AudiencePreview> {
  const companyCount = await countCompanies(db, ownerId, profile);
  const prospectCount = await countAudience(db, ownerId, profile);
  const capped = companyCount > AUDIENCE_COUNT_CAP || prospectCount > AUDIENCE_COUNT_CAP;
  const dense = prospectCount > AUDIENCE_COUNT_CAP;
  const sample = await sampleAudience(db, ownerId, profile, rules, AUDIENCE_SAMPLE_SIZE, dense);
  return {
    companies: Math.min(companyCount, AUDIENCE_COUNT_CAP),
    prospects: Math.min(prospectCount, AUDIENCE_COUNT_CAP),
    capped,
    sample,
  };
}

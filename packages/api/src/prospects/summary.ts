import { DAY_MS } from '@leadpath/core';
import { type AppDatabase, crmSyncTargetOf, prospectDayCounts } from '@leadpath/db';
import { and, eq, gte, sum } from 'drizzle-orm';
import { z } from 'zod';
import { leadCountsOf } from '../lists/lead-counts.ts';
import { crmStateCounts } from './crm-counts.ts';

export const leadsSummarySchema = z.object({
  prospects: z.number().int(),
  companies: z.number().int(),
  addedThisWeek: z.number().int(),
  crm: z.object({ pending: z.number().int(), synced: z.number().int(), failed: z.number().int() }),
});
export type LeadsSummary = z.infer<typeof leadsSummarySchema>;

/**
 * The numbers of the home page; "this week" is today and the six days before it (UTC days). Every
 * number is a kept count (migrations 0002, 0017, 0025): a few rows read, whatever the list's size.
 */
export async function leadsSummary(db: AppDatabase, ownerId: string, now: number): Promise<LeadsSummary> {
  const totals = await leadCountsOf(db, ownerId);
  // Relative to the provider and connection selected now (ADR 023).
  const { pending, synced, failed } = await crmStateCounts(db, ownerId, await crmSyncTargetOf(db, ownerId));
  const today = Math.floor(now / DAY_MS);
  const added = await db
    .select({ n: sum(prospectDayCounts.added) })
    .from(prospectDayCounts)
    .where(and(eq(prospectDayCounts.ownerId, ownerId), gte(prospectDayCounts.day, today - 6)))
    .get();
  const addedThisWeek = Number(added?.n ?? 0);
  return {
    prospects: totals.prospects,
    companies: totals.companies,
    addedThisWeek,
    crm: { pending, synced, failed },
  };
}

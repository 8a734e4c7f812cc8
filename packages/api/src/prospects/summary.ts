import { DAY_MS } from '@leadpath/core';
import { type AppDatabase, crmSyncTargetOf, prospects } from '@leadpath/db';
import { and, count, eq, gte } from 'drizzle-orm';
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
 * The numbers of the home page; "this week" is the last seven days. Totals and CRM states are kept
 * counts (migrations 0002, 0017); the week's additions are a range of (owner, created_at, id).
 */
export function leadsSummary(db: AppDatabase, ownerId: string, now: number): LeadsSummary {
  const totals = leadCountsOf(db, ownerId);
  // Relative to the provider and connection selected now (ADR 023).
  const { pending, synced, failed } = crmStateCounts(db, ownerId, crmSyncTargetOf(db, ownerId));
  const addedThisWeek =
    db
      .select({ n: count() })
      .from(prospects)
      .where(and(eq(prospects.ownerId, ownerId), gte(prospects.createdAt, new Date(now - 7 * DAY_MS))))
      .get()?.n ?? 0;
  return {
    prospects: totals.prospects,
    companies: totals.companies,
    addedThisWeek,
    crm: { pending, synced, failed },
  };
}

import { DAY_MS } from '@leadpath/core';
import {
  type AppDatabase,
  companies,
  crmLinkJoin,
  crmSyncLinks,
  crmSyncStateSql,
  crmSyncTargetOf,
  prospects,
} from '@leadpath/db';
import { and, count, eq, gte } from 'drizzle-orm';
import { z } from 'zod';

export const leadsSummarySchema = z.object({
  prospects: z.number().int(),
  companies: z.number().int(),
  addedThisWeek: z.number().int(),
  crm: z.object({ pending: z.number().int(), synced: z.number().int(), failed: z.number().int() }),
});
export type LeadsSummary = z.infer<typeof leadsSummarySchema>;

/** The numbers of the home page; "this week" is the last seven days. */
export function leadsSummary(db: AppDatabase, ownerId: string, now: number): LeadsSummary {
  const mine = eq(prospects.ownerId, ownerId);
  const total = (table: typeof prospects | typeof companies, where = eq(table.ownerId, ownerId)) =>
    db.select({ n: count() }).from(table).where(where).get()?.n ?? 0;
  const crm = { pending: 0, synced: 0, failed: 0 };
  // Relative to the provider and connection selected now (ADR 023).
  const state = crmSyncStateSql(prospects.updatedAt);
  const states = db
    .select({ state, n: count() })
    .from(prospects)
    .leftJoin(crmSyncLinks, crmLinkJoin(crmSyncTargetOf(db, ownerId), 'prospect', prospects))
    .where(mine)
    .groupBy(state)
    .all();
  for (const { state, n } of states) crm[state] = n;
  return {
    prospects: total(prospects),
    companies: total(companies),
    addedThisWeek: total(prospects, and(mine, gte(prospects.createdAt, new Date(now - 7 * DAY_MS)))),
    crm,
  };
}

import {
  type AppDatabase,
  type CrmSyncTarget,
  crmLinkJoin,
  crmSyncLinks,
  crmSyncStateSql,
  prospects,
} from '@leadpath/db';
import { count, eq, sql } from 'drizzle-orm';

/** How many of the user's prospects are synced, failed and pending in the target connection (ADR 023). */
export function syncCounts(db: AppDatabase, userId: string, target: CrmSyncTarget | null) {
  const state = crmSyncStateSql(prospects.updatedAt);
  const row = db
    .select({
      total: count(),
      synced: sql<number>`coalesce(sum(case when ${state} = 'synced' then 1 else 0 end), 0)`,
      failed: sql<number>`coalesce(sum(case when ${state} = 'failed' then 1 else 0 end), 0)`,
    })
    .from(prospects)
    .leftJoin(crmSyncLinks, crmLinkJoin(target, 'prospect', prospects))
    .where(eq(prospects.ownerId, userId))
    .get();
  const total = row?.total ?? 0;
  const synced = Number(row?.synced ?? 0);
  return { total, synced, failed: Number(row?.failed ?? 0), pending: total - synced };
}

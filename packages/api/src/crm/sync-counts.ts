import type { AppDatabase, CrmSyncTarget } from '@leadpath/db';
import { crmStateCounts } from '../prospects/crm-counts.ts';

/**
 * How many of the user's prospects are synced, failed and pending in the target connection
 * (ADR 023), from the counts triggers keep (ADR 028): the cost does not grow with the list.
 * Pending still includes the failed ones: both are what the next sync sends.
 */
export async function syncCounts(db: AppDatabase, userId: string, target: CrmSyncTarget | null) {
  const counts = await crmStateCounts(db, userId, target);
  return {
    total: counts.total,
    synced: counts.synced,
    failed: counts.failed,
    pending: counts.total - counts.synced,
  };
}

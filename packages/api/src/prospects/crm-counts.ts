import type { AppDatabase, CrmSyncTarget } from '@leadpath/db';
import { sql } from 'drizzle-orm';
import { leadCountsOf } from '../lists/lead-counts.ts';

export interface CrmStateCounts {
  total: number;
  synced: number;
  failed: number;
  pending: number;
}

/**
 * How many of the owner's prospects are synced, failed and pending in the target connection (ADR 023),
 * from counts kept by triggers (migration 0017, ADR 028): two rows read whatever the list's size.
 * The same numbers as grouping crmSyncStateSql over every prospect; with no target all are pending.
 */
export async function crmStateCounts(
  db: AppDatabase,
  ownerId: string,
  target: CrmSyncTarget | null,
): Promise<CrmStateCounts> {
  const total = (await leadCountsOf(db, ownerId)).prospects;
  const kept = target
    ? await db.get<{ synced: number; failed: number }>(
        sql`select synced, failed from crm_sync_counts where owner_id = ${ownerId} and provider = ${target.provider} and connection_id = ${target.connectionId}`,
      )
    : undefined;
  const synced = kept?.synced ?? 0;
  const failed = kept?.failed ?? 0;
  return { total, synced, failed, pending: total - synced - failed };
}

import type { CrmProviderKey } from '@leadpath/core';
import type { CrmSyncState } from '@leadpath/core/schemas/prospects';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from './client.ts';
import { type CrmLocalKind, crmSettings, crmSyncLinks } from './schema/crm.ts';
import { userIntegrations } from './schema/integrations.ts';

/** The CRM connection a user syncs to now: the selected provider and that provider's connection. */
export interface CrmSyncTarget {
  provider: CrmProviderKey;
  connectionId: string;
}

/** The selected provider and its connection, or null when no provider is selected or it is not connected. */
export async function crmSyncTargetOf(db: Db, userId: string): Promise<CrmSyncTarget | null> {
  const row = await db
    .select({ provider: crmSettings.provider, connectionId: userIntegrations.connectionId })
    .from(crmSettings)
    .innerJoin(
      userIntegrations,
      and(
        eq(userIntegrations.userId, crmSettings.userId),
        eq(userIntegrations.providerConfigKey, crmSettings.provider),
      ),
    )
    .where(eq(crmSettings.userId, userId))
    .get();
  return row?.provider ? { provider: row.provider, connectionId: row.connectionId } : null;
}

/**
 * The join condition of a local row's link in the target connection (a left join keeps the rows
 * without one). With no target nothing joins, so every row reads as pending.
 */
export function crmLinkJoin(
  target: CrmSyncTarget | null,
  kind: CrmLocalKind,
  local: { id: SQLiteColumn; ownerId: SQLiteColumn },
): SQL {
  if (!target) return sql`0`;
  return and(
    eq(crmSyncLinks.ownerId, local.ownerId),
    eq(crmSyncLinks.localKind, kind),
    eq(crmSyncLinks.localId, local.id),
    eq(crmSyncLinks.provider, target.provider),
    eq(crmSyncLinks.connectionId, target.connectionId),
  ) as SQL;
}

/** The joined link holds the row as it is now: pushed, and not updated since. */
export function crmLinkIsCurrent(updatedAt: SQLiteColumn): SQL {
  return sql`(${crmSyncLinks.syncedVersion} is not null and ${updatedAt} <= ${crmSyncLinks.syncedVersion})`;
}

/** The row still has to reach the target connection (no link, never pushed, or updated since). */
export function crmLinkIsPending(updatedAt: SQLiteColumn): SQL {
  return sql`not ${crmLinkIsCurrent(updatedAt)}`;
}

/**
 * A row's CRM state relative to the joined link: synced when current, failed when its last push
 * failed and it has not changed since, else pending.
 */
export function crmSyncStateSql(updatedAt: SQLiteColumn): SQL<CrmSyncState> {
  return sql<CrmSyncState>`case when ${crmLinkIsCurrent(updatedAt)} then 'synced' when ${crmSyncLinks.failedVersion} is not null and ${updatedAt} <= ${crmSyncLinks.failedVersion} then 'failed' else 'pending' end`;
}

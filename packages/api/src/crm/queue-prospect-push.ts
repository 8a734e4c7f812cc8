/**
 * The CRM area's entry for other areas (issue 34: a play's "push to the CRM"): queue a sync of the
 * owner's pending leads to the connected CRM, which pushes the prospects the caller changed or made.
 * Without a ready CRM nothing is queued and the answer says why, so the caller can log it.
 */
import { type AppDatabase, crmSyncTargetOf } from '@leadpath/db';
import { readCrmSettings } from './connection.ts';
import { startCrmSync } from './sync-job.ts';

export const CRM_PUSH_NOT_CONNECTED =
  'No CRM connected and on: connect Salesforce or HubSpot in Settings → CRM to push prospects';
export const CRM_PUSH_SYNC_OFF = 'Lead sync is turned off in the CRM settings';
export const CRM_PUSH_NOTHING_TO_CREATE = 'The CRM settings create neither contacts nor accounts';

export type CrmPushQueued = { queued: true; started: boolean } | { queued: false; reason: string };

/**
 * One sync run covers every pending lead (ADR 024): a run under way already takes the prospects in
 * its id order or the next one does, so a second call while one runs queues nothing more.
 */
export async function queueCrmPush(db: AppDatabase, ownerId: string, now: number): Promise<CrmPushQueued> {
  const settings = await readCrmSettings(db, ownerId);
  if (!settings.provider || !settings.enabled || !settings.connected)
    return { queued: false, reason: CRM_PUSH_NOT_CONNECTED };
  if (!settings.syncLeadsEnabled) return { queued: false, reason: CRM_PUSH_SYNC_OFF };
  if (!settings.autoCreateContacts && !settings.autoCreateAccounts)
    return { queued: false, reason: CRM_PUSH_NOTHING_TO_CREATE };
  const target = await crmSyncTargetOf(db, ownerId);
  if (!target) return { queued: false, reason: CRM_PUSH_NOT_CONNECTED };
  const { started } = await startCrmSync(db, ownerId, target, now);
  return { queued: true, started };
}

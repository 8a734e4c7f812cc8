import { crmProviderLabels } from '@leadpath/core';
import { crmSyncTargetOf } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import type { Context } from '../context.ts';
import { accessProcedure } from '../trpc.ts';
import { crmSyncResultSchema, crmSyncStatsSchema, crmTestSyncResultSchema } from './answers.ts';
import {
  CONFIGURE_CRM_FIRST,
  crmFailure,
  LEAD_SYNC_OFF,
  readCrmSettings,
  requireReadyCrm,
} from './connection.ts';
import { hasPendingAfter, pushLeads } from './push-leads.ts';
import { syncCounts } from './sync-counts.ts';
import { activeStateOf, latestSyncJob, startCrmSync } from './sync-job.ts';

const tags = ['CRM'];
/** Not ready to sync (400), the CRM's rate limit (429), the CRM down (502). */
const crmCallErrors = [400, 429, 502];
export const NO_LEADS_TO_TEST = 'Add a prospect before testing the sync';
export const NOTHING_TO_CREATE = 'Turn on account or contact creation in the sync options first';
export const SYNC_ALREADY_RUNNING = 'A sync is already running: its progress shows in the CRM section';
export const ALL_SYNCED = 'All leads are already synced';

export function syncStartedMessage(pending: number, providerName: string): string {
  const leads = `${pending.toLocaleString('en-US')} ${pending === 1 ? 'lead' : 'leads'}`;
  return `Sync started: pushing ${leads} to ${providerName} in the background`;
}

function plural(n: number, word: string) {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** The checks of requireReadyCrm, and the connection the links of this sync belong to. */
async function readySyncTarget(ctx: Context & { user: { id: string } }) {
  const ready = await requireReadyCrm(ctx);
  const target = await crmSyncTargetOf(ctx.db, ctx.user.id);
  if (!target || target.provider !== ready.provider)
    throw new TRPCError({ code: 'BAD_REQUEST', message: CONFIGURE_CRM_FIRST });
  return { ...ready, target };
}

/** GET and POST /api/crm/sync-leads (POST starts the background sync, ADR 024), POST /api/crm/test-sync. */
export const crmSyncProcedures = {
  syncStats: accessProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/crm/sync-leads',
        summary: 'How many leads are synced to the CRM',
        tags,
        permission: 'leads:read',
      },
    })
    .output(crmSyncStatsSchema)
    .query(async ({ ctx }) => {
      const counts = await syncCounts(ctx.db, ctx.user.id, await crmSyncTargetOf(ctx.db, ctx.user.id));
      return {
        statistics: {
          totalLeads: counts.total,
          syncedLeads: counts.synced,
          pendingLeads: counts.pending,
          failedLeads: counts.failed,
        },
        lastSyncAt: (await readCrmSettings(ctx.db, ctx.user.id)).lastSyncAt,
      };
    }),

  syncLeads: accessProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/crm/sync-leads',
        summary: 'Start pushing the pending leads to the CRM in the background',
        tags,
        permission: 'leads:write',
        // The CRM is called by the background job: its errors show in GET /crm/sync-status.
        errors: [400],
      },
    })
    .output(crmSyncResultSchema)
    .mutation(async ({ ctx }) => {
      const { settings, provider, target } = await readySyncTarget(ctx);
      if (!settings.syncLeadsEnabled) throw new TRPCError({ code: 'BAD_REQUEST', message: LEAD_SYNC_OFF });
      if (!settings.autoCreateContacts && !settings.autoCreateAccounts) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: NOTHING_TO_CREATE });
      }
      const answer = { syncedLeads: 0, failedLeads: 0, accounts: 0 };
      const now = ctx.now();
      const running = activeStateOf(await latestSyncJob(ctx.db, ctx.user.id, target), now);
      if (!running && !(await hasPendingAfter(ctx.db, ctx.user.id, target, ''))) {
        return { ...answer, message: ALL_SYNCED, morePending: false, started: false, state: 'idle' as const };
      }
      const { job, started } = await startCrmSync(ctx.db, ctx.user.id, target, now);
      const pending = (await syncCounts(ctx.db, ctx.user.id, target)).pending;
      return {
        ...answer,
        message: started ? syncStartedMessage(pending, crmProviderLabels[provider]) : SYNC_ALREADY_RUNNING,
        morePending: true,
        started,
        state: activeStateOf(job, now) ?? 'queued',
      };
    }),

  testSync: accessProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/crm/test-sync',
        summary: 'Push one lead to the CRM and report what was written',
        tags,
        permission: 'leads:write',
        errors: crmCallErrors,
      },
    })
    .output(crmTestSyncResultSchema)
    .mutation(async ({ ctx }) => {
      const { settings, provider, crm, target } = await readySyncTarget(ctx);
      // Two pushes of one lead at once could both create it: the test waits for the background sync.
      if (activeStateOf(await latestSyncJob(ctx.db, ctx.user.id, target), ctx.now()))
        throw new TRPCError({ code: 'BAD_REQUEST', message: SYNC_ALREADY_RUNNING });
      const pending = (await syncCounts(ctx.db, ctx.user.id, target)).pending;
      if (pending === 0) throw new TRPCError({ code: 'BAD_REQUEST', message: NO_LEADS_TO_TEST });
      try {
        const outcome = await pushLeads(
          { db: ctx.db, userId: ctx.user.id, target, crm, settings, now: ctx.now },
          { limit: 1 },
        );
        const failure = outcome.failed[0];
        return {
          success: failure === undefined,
          message: failure
            ? `Test sync failed: ${failure.error}`
            : `Test sync wrote ${plural(outcome.written.length, 'record')} to ${crmProviderLabels[provider]}`,
          written: outcome.written,
          failed: outcome.failed,
        };
      } catch (error) {
        throw crmFailure(error);
      }
    }),
};

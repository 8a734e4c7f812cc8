import { crmProviderLabels } from '@leadpath/core';
import {
  type AppDatabase,
  type CrmSyncTarget,
  crmLinkJoin,
  crmSyncLinks,
  crmSyncStateSql,
  crmSyncTargetOf,
  prospects,
} from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { count, eq, sql } from 'drizzle-orm';
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
import { CRM_SYNC_MAX_LEADS, pushLeads } from './push-leads.ts';

const tags = ['CRM'];
/** Not ready to sync (400), the CRM's rate limit (429), the CRM down (502). */
const crmCallErrors = [400, 429, 502];
export const NO_LEADS_TO_TEST = 'Add a prospect before testing the sync';
export const NOTHING_TO_CREATE = 'Turn on account or contact creation in the sync options first';
export const MORE_LEADS_PENDING = `More leads are waiting: sync again to push the next ${CRM_SYNC_MAX_LEADS.toLocaleString('en-US')}`;

function plural(n: number, word: string) {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** How many of the user's prospects are synced, failed and pending in the target connection (ADR 023). */
function syncCounts(db: AppDatabase, userId: string, target: CrmSyncTarget | null) {
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

/** The checks of requireReadyCrm, and the connection the links of this sync belong to. */
function readySyncTarget(ctx: Context & { user: { id: string } }) {
  const ready = requireReadyCrm(ctx);
  const target = crmSyncTargetOf(ctx.db, ctx.user.id);
  if (!target || target.provider !== ready.provider)
    throw new TRPCError({ code: 'BAD_REQUEST', message: CONFIGURE_CRM_FIRST });
  return { ...ready, target };
}

/** GET and POST /api/crm/sync-leads, POST /api/crm/test-sync. */
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
    .query(({ ctx }) => {
      const counts = syncCounts(ctx.db, ctx.user.id, crmSyncTargetOf(ctx.db, ctx.user.id));
      return {
        statistics: {
          totalLeads: counts.total,
          syncedLeads: counts.synced,
          pendingLeads: counts.pending,
          failedLeads: counts.failed,
        },
        lastSyncAt: readCrmSettings(ctx.db, ctx.user.id).lastSyncAt,
      };
    }),

  syncLeads: accessProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/crm/sync-leads',
        summary: 'Push the pending leads to the CRM',
        tags,
        permission: 'leads:write',
        errors: crmCallErrors,
      },
    })
    .output(crmSyncResultSchema)
    .mutation(async ({ ctx }) => {
      const { settings, provider, crm, target } = readySyncTarget(ctx);
      if (!settings.syncLeadsEnabled) throw new TRPCError({ code: 'BAD_REQUEST', message: LEAD_SYNC_OFF });
      if (!settings.autoCreateContacts && !settings.autoCreateAccounts) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: NOTHING_TO_CREATE });
      }
      try {
        const outcome = await pushLeads(
          {
            db: ctx.db,
            userId: ctx.user.id,
            target,
            crm,
            settings,
            now: ctx.now,
          },
          { limit: CRM_SYNC_MAX_LEADS },
        );
        const name = crmProviderLabels[provider];
        const failedContacts = outcome.failed.filter((item) => item.object === 'contact').length;
        let message: string;
        if (!settings.autoCreateContacts)
          message = `Synced ${plural(outcome.accounts, 'account')} to ${name}`;
        else if (outcome.syncedLeads === 0 && failedContacts === 0) message = 'All leads are already synced';
        else message = `Synced ${plural(outcome.syncedLeads, 'lead')} to ${name}`;
        if (failedContacts > 0) message += `; ${failedContacts} failed: ${outcome.failed[0]?.error ?? ''}`;
        if (outcome.morePending) message += `. ${MORE_LEADS_PENDING}`;
        return {
          message,
          syncedLeads: outcome.syncedLeads,
          failedLeads: failedContacts,
          accounts: outcome.accounts,
          morePending: outcome.morePending,
        };
      } catch (error) {
        throw crmFailure(error);
      }
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
      const { settings, provider, crm, target } = readySyncTarget(ctx);
      const pending = syncCounts(ctx.db, ctx.user.id, target).pending;
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

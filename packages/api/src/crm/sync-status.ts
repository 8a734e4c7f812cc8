import {
  type AppDatabase,
  type CrmSyncTarget,
  crmLinkJoin,
  crmSyncLinks,
  crmSyncTargetOf,
  prospects,
  readerOf,
} from '@leadpath/db';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { accessProcedure } from '../trpc.ts';
import { crmSyncStatusSchema } from './answers.ts';
import { syncCounts } from './sync-counts.ts';
import { activeStateOf, latestSyncJob, payloadOf } from './sync-job.ts';

export type CrmSyncStatus = z.infer<typeof crmSyncStatusSchema>;

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** The run's pushed and failed leads: links written in the connection since it started. */
async function runCounts(db: AppDatabase, userId: string, target: CrmSyncTarget, since: Date) {
  const row = await db
    .select({
      pushed: sql<number>`coalesce(sum(case when ${crmSyncLinks.syncedAt} >= ${since.getTime()} then 1 else 0 end), 0)`,
      failed: sql<number>`coalesce(sum(case when ${crmSyncLinks.failedAt} >= ${since.getTime()} and ${crmSyncLinks.failedVersion} is not null then 1 else 0 end), 0)`,
    })
    .from(prospects)
    .innerJoin(crmSyncLinks, crmLinkJoin(target, 'prospect', prospects))
    .where(eq(prospects.ownerId, userId))
    .get();
  return { pushed: Number(row?.pushed ?? 0), failed: Number(row?.failed ?? 0) };
}

export async function crmSyncStatusOf(db: AppDatabase, userId: string, now: number): Promise<CrmSyncStatus> {
  const target = await crmSyncTargetOf(db, userId);
  const pending = (await syncCounts(db, userId, target)).pending;
  const idle: CrmSyncStatus = {
    state: 'idle',
    pushed: 0,
    failed: 0,
    pending,
    lastError: null,
    startedAt: null,
    finishedAt: null,
    resumeAt: null,
  };
  const job = target ? await latestSyncJob(db, userId, target) : null;
  if (!target || !job) return idle;
  const payload = payloadOf(job);
  const startedAt = new Date(payload.startedAt);
  const active = activeStateOf(job, now);
  const base = { ...idle, ...(await runCounts(db, userId, target, startedAt)), startedAt: iso(startedAt) };
  if (active === 'waiting')
    return {
      ...base,
      state: active,
      resumeAt: iso(job.runAt),
      lastError: payload.rateLimited ?? job.lastError,
    };
  if (active) return { ...base, state: active, lastError: job.lastError };
  if (job.status === 'done') return { ...base, finishedAt: iso(job.finishedAt) };
  return { ...base, state: 'failed', lastError: job.lastError, finishedAt: iso(job.finishedAt) };
}

/** GET /api/crm/sync-status. */
export const crmSyncStatusProcedures = {
  syncStatus: accessProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/crm/sync-status',
        summary:
          'Where the background lead sync is: queued, running, waiting on the CRM rate limit, done or failed',
        tags: ['CRM'],
        permission: 'leads:read',
      },
    })
    .output(crmSyncStatusSchema)
    // Counts over every synced lead: read in the read pool (ADR 051).
    .query(({ ctx }) => crmSyncStatusOf(readerOf(ctx.db), ctx.user.id, ctx.now())),
};

import type { AppDeps } from './context.ts';
import { CRM_SYNC_JOB, crmSyncJobHandler } from './crm/sync-job.ts';
import { defineJobHandlers } from './jobs/job-handlers.ts';
import { webhookDeliverJobHandler } from './webhooks/deliver-job.ts';
import { WEBHOOK_DELIVER_JOB } from './webhooks/emit.ts';

/**
 * Every kind of background job the app runs, listed by hand as root.ts lists the routers: an area
 * that enqueues a kind adds its handler here (sequence sends, CRM syncs, webhook deliveries,
 * inbound polling). The server's job runner (in process, or `pnpm worker`) runs these.
 */
export function appJobHandlers(deps: AppDeps) {
  return defineJobHandlers({
    [CRM_SYNC_JOB]: crmSyncJobHandler(deps),
    [WEBHOOK_DELIVER_JOB]: webhookDeliverJobHandler(deps),
  });
}

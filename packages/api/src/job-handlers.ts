import { CALL_OPENER_JOB, callOpenerJobHandler } from './ai-training/call-opener.ts';
import { ENRICH_RUN_JOB, enrichRunJobHandler } from './assist/enrichment/enrichment-run.ts';
import {
  REPLY_MODEL_CLASSIFY_JOB,
  replyModelClassifyJobHandler,
} from './assist/replies/inbound/model-classify-job.ts';
import { REPLY_RESUME_JOB, replyResumeJobHandler } from './assist/replies/inbound/resume-job.ts';
import type { AppDeps } from './context.ts';
import { CRM_SYNC_JOB, crmSyncJobHandler } from './crm/sync-job.ts';
import {
  carrierCallbackJobHandler,
  DIALER_CARRIER_CALLBACK_JOB,
} from './dialer/carrier/carrier-callback-job.ts';
import { DOMAINS_RECHECK_JOB, domainsRecheckJobHandler } from './domains/recheck-job.ts';
import { INBOUND_POLL_JOB, inboundPollJobHandler } from './inbound/poll-job.ts';
import { defineJobHandlers } from './jobs/job-handlers.ts';
import { LINKEDIN_SYNC_JOB, linkedinSyncJobHandler } from './linkedin/execution/linkedin-sync.ts';
import { GTM_NIGHTLY_PLAY_JOB, gtmNightlyPlayJobHandler } from './playbooks/nightly-play.ts';
import { GTM_NO_REPLY_PLAY_JOB, gtmNoReplyPlayJobHandler } from './playbooks/plays/no-reply-play.ts';
import { gtmPlayEventJobHandler } from './playbooks/plays/play-event-job.ts';
import { GTM_PLAY_EVENT_JOB } from './playbooks/plays/play-events.ts';
import { GTM_SCORE_JOB, gtmScoreJobHandler } from './playbooks/score-job.ts';
import { holdScheduledJobHandler, SEQUENCE_HOLD_SCHEDULED_JOB } from './sequences/engine/hold-scheduled.ts';
import { releaseHeldJobHandler, SEQUENCE_RELEASE_HELD_JOB } from './sequences/engine/release-held.ts';
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
    [INBOUND_POLL_JOB]: inboundPollJobHandler(deps),
    [DOMAINS_RECHECK_JOB]: domainsRecheckJobHandler(deps),
    [LINKEDIN_SYNC_JOB]: linkedinSyncJobHandler(deps),
    [ENRICH_RUN_JOB]: enrichRunJobHandler(deps),
    [REPLY_RESUME_JOB]: replyResumeJobHandler(deps),
    [REPLY_MODEL_CLASSIFY_JOB]: replyModelClassifyJobHandler(deps),
    [CALL_OPENER_JOB]: callOpenerJobHandler(deps),
    [GTM_NIGHTLY_PLAY_JOB]: gtmNightlyPlayJobHandler(deps),
    [GTM_PLAY_EVENT_JOB]: gtmPlayEventJobHandler(deps),
    [GTM_NO_REPLY_PLAY_JOB]: gtmNoReplyPlayJobHandler(deps),
    [GTM_SCORE_JOB]: gtmScoreJobHandler(deps),
    [DIALER_CARRIER_CALLBACK_JOB]: carrierCallbackJobHandler(deps),
    [SEQUENCE_RELEASE_HELD_JOB]: releaseHeldJobHandler(deps),
    [SEQUENCE_HOLD_SCHEDULED_JOB]: holdScheduledJobHandler(deps),
  });
}

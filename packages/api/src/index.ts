export { selectLanguageModel } from './assist/language-model/select-model.ts';
export { modelReadsReplies } from './assist/replies/inbound/model-classify-job.ts';
export { DEFAULT_PRICE_IDS, type PriceIds } from './billing/price-ids.ts';
export type { AppDeps, AppServices, Context } from './context.ts';
export { type CrmProvidersConfig, createCrmProviderFactory } from './crm/crm-providers.ts';
export { selectTelephony } from './dialer/telephony.ts';
export { selectSpeechSynthesizer } from './dialer/voices/openai-speech.ts';
export { createDbFlowStateStore } from './flow-state/db-flow-state-store.ts';
export { mountHttpRoutes } from './http/http-routes.ts';
export { listRestProcedures, type RestProcedure } from './http/rest-procedures.ts';
export { INBOUND_POLL_JOB, inboundPollTicker } from './inbound/poll-job.ts';
export { startInboundListener } from './inbound/smtp-inbound.ts';
export { appJobHandlers } from './job-handlers.ts';
export { type EnqueueJobInput, enqueueJob } from './jobs/enqueue-job.ts';
export {
  defineJobHandlers,
  type JobContext,
  type JobHandler,
  type JobHandlerMap,
  type JobPayload,
  PermanentJobError,
} from './jobs/job-handlers.ts';
export {
  createJobRunner,
  type JobRunner,
  type JobRunnerOptions,
  type Ticker,
  type TickerContext,
  type TickResult,
} from './jobs/job-runner.ts';
export { type RunDueJobsOptions, type RunDueJobsResult, runDueJobs } from './jobs/run-due-jobs.ts';
export { ACCOUNT_MAILS_PER_IP_PER_HOUR, SIGN_UPS_PER_IP_PER_HOUR } from './limits/account-mails.ts';
export { createLimits, type Limits } from './limits/limits.ts';
export { DEFAULT_REQUEST_RATE_LIMITS, type RequestRateLimits } from './limits/request-rate.ts';
export type { LinkedinServices } from './linkedin/execution/connectors.ts';
export { LINKEDIN_SYNC_JOB, linkedinSyncTicker } from './linkedin/execution/linkedin-sync.ts';
export { createMailboxMailer } from './mailboxes/mailbox-mailer.ts';
export { createOutboxMailer } from './mailboxes/outbox-mailer.ts';
export { GTM_NIGHTLY_PLAY_JOB, gtmNightlyPlayTicker } from './playbooks/nightly-play.ts';
export { type AppRouter, appRouter, createCaller, type RouterInputs, type RouterOutputs } from './root.ts';
export {
  runSequenceTick,
  type SequenceTickOptions,
  type SequenceTickResult,
} from './sequences/engine/tick.ts';

import {
  type AppDeps,
  appJobHandlers,
  createJobRunner,
  gtmNightlyPlayTicker,
  inboundPollTicker,
  type JobRunner,
  linkedinSyncTicker,
  runSequenceTick,
} from '@leadpath/api';

/**
 * Starts the job engine's runner of this process on the app's job handlers (ADR 021), with the
 * sequence engine's tick as a ticker under the same 'job-tick' lease (ADR 026). The inline runner of
 * the server and `pnpm worker` both start it here.
 */
export function startJobRunner(deps: AppDeps): JobRunner {
  const runner = createJobRunner({
    db: deps.db,
    now: deps.now,
    handlers: appJobHandlers(deps),
    tickers: [
      ({ owner, holdsLease }) =>
        runSequenceTick({
          db: deps.db,
          mailer: deps.services.mailer,
          now: deps.now,
          owner,
          publicUrl: deps.config.publicUrl,
          beforeBatch: holdsLease,
          linkedin: deps.services.linkedin,
          secrets: deps.secrets,
          languageModel: deps.services.languageModel,
        }),
      // Issue 20: schedules each IMAP mailbox's 'inbound.poll' job (ADR 030).
      inboundPollTicker(deps.db, deps.now),
      // Issue 21: schedules each LinkedIn account's 'linkedin.sync' job (ADR 032).
      linkedinSyncTicker(deps.db, deps.now),
      // Issue 34: enqueues each active playbook's nightly play once a day (ADR 045).
      gtmNightlyPlayTicker(deps.db, deps.now),
    ],
  });
  runner.start();
  console.info(JSON.stringify({ level: 'info', msg: 'job runner started', owner: runner.owner }));
  return runner;
}

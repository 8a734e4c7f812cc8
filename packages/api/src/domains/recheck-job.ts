import { type Db, sendingDomains } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../context.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import type { JobContext } from '../jobs/job-handlers.ts';
import { verifyDomain } from './verify-domain.ts';

export const DOMAINS_RECHECK_JOB = 'domains.recheck';
export const DOMAIN_RECHECK_INTERVAL_MS = 24 * 60 * 60 * 1000;

export interface DomainsRecheckPayload {
  domainId: string;
  /** Counts up from 1: the key of each day's check, so one day is never enqueued twice. */
  round: number;
}

/** Schedules the domain's next daily check (idempotent per round). */
export function scheduleDomainRecheck(db: Db, domainId: string, round: number, now: number) {
  return enqueueJob<typeof DOMAINS_RECHECK_JOB, DomainsRecheckPayload>(
    db,
    {
      kind: DOMAINS_RECHECK_JOB,
      payload: { domainId, round },
      runAt: now + DOMAIN_RECHECK_INTERVAL_MS,
      idempotencyKey: `domains-recheck:${domainId}:${round}`,
      maxAttempts: 3,
    },
    now,
  );
}

/**
 * The daily recheck of one domain: looks its records up again (a record that broke unverifies the
 * domain and its mail goes out unsigned), then schedules the next day's. A deleted domain ends the chain.
 */
export function domainsRecheckJobHandler(deps: AppDeps) {
  return async (job: JobContext<DomainsRecheckPayload>) => {
    const row = deps.db
      .select()
      .from(sendingDomains)
      .where(eq(sendingDomains.id, job.payload.domainId))
      .get();
    if (!row) return;
    await verifyDomain(deps, deps.config.domains ?? {}, row);
    scheduleDomainRecheck(deps.db, row.id, job.payload.round + 1, job.now());
  };
}

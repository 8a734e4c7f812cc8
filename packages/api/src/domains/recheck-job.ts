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
}

/**
 * Schedules the domain's next check a day from now. The key names the (UTC) day it is due, so a
 * domain has at most one check a day however often this is called: adding, each check, and each
 * "Verify now" call it, which also restarts a chain a failed job ended.
 */
export async function scheduleDomainRecheck(db: Db, domainId: string, now: number) {
  const runAt = now + DOMAIN_RECHECK_INTERVAL_MS;
  return enqueueJob<typeof DOMAINS_RECHECK_JOB, DomainsRecheckPayload>(
    db,
    {
      kind: DOMAINS_RECHECK_JOB,
      payload: { domainId },
      runAt,
      idempotencyKey: `domains-recheck:${domainId}:${Math.floor(runAt / DOMAIN_RECHECK_INTERVAL_MS)}`,
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
    const row = await deps.db
      .select()
      .from(sendingDomains)
      .where(eq(sendingDomains.id, job.payload.domainId))
      .get();
    if (!row) return;
    await verifyDomain(deps, deps.config.domains ?? {}, row);
    await scheduleDomainRecheck(deps.db, row.id, job.now());
  };
}

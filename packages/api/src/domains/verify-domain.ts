import { type AppDatabase, type SendingDomainRow, sendingDomains } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../context.ts';
import { resolverFor } from './demo-zone.ts';
import { checkDomainRecords, type DomainsConfig } from './records.ts';

/**
 * Looks the domain's records up and records each one's state, when it was checked, and whether it
 * is verified (SPF, DKIM and DMARC ok; verified_at keeps the moment it first became so). Returns
 * the updated row (null when the domain was deleted meanwhile).
 */
export async function verifyDomain(
  deps: { db: AppDatabase; services: Pick<AppServices, 'dnsResolver'>; now: () => number },
  config: DomainsConfig,
  row: SendingDomainRow,
): Promise<SendingDomainRow | null> {
  const { resolver } = resolverFor(deps, row.ownerId);
  const { checks, verified } = await checkDomainRecords(
    resolver,
    { domain: row.domain, selector: row.dkimSelector, publicKey: row.dkimPublicKey },
    config,
    row.recordChecks,
  );
  const now = deps.now();
  return (
    (await deps.db
      .update(sendingDomains)
      .set({
        recordChecks: checks,
        lastCheckedAt: new Date(now),
        verifiedAt: verified ? (row.verifiedAt ?? new Date(now)) : null,
      })
      .where(eq(sendingDomains.id, row.id))
      .returning()
      .get()) ?? null
  );
}

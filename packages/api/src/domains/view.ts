import type { DomainRecordKind, SendingDomainRow } from '@leadpath/db';
import { z } from 'zod';
import type { DnsResolverMode } from './demo-zone.ts';
import { type DomainsConfig, expectedRecords } from './records.ts';

export const domainRecordSchema = z.object({
  kind: z.enum(['spf', 'dkim', 'dmarc', 'mx']),
  type: z.enum(['TXT', 'MX']),
  /** Fully qualified name of the record. */
  name: z.string(),
  /** The name relative to the domain, as DNS panels ask for it (`@` for the domain itself). */
  host: z.string(),
  /** The exact value to publish; null for MX when it is the user's mailbox provider's. */
  value: z.string().nullable(),
  priority: z.number().int().nullable(),
  /** SPF, DKIM and DMARC must be ok for the domain to be verified; MX is where replies come back. */
  required: z.boolean(),
  purpose: z.string(),
  /** 'unchecked' until the first verification. */
  state: z.enum(['unchecked', 'missing', 'wrong', 'ok']),
  /** What the last lookup found at the name (up to five values). */
  found: z.array(z.string()),
  /** What to fix, in words; null when ok or unchecked. */
  fix: z.string().nullable(),
});

export const sendingDomainSchema = z.object({
  id: z.string(),
  domain: z.string(),
  dkimSelector: z.string(),
  /** verified: SPF, DKIM and DMARC are ok, and mail from this domain is DKIM-signed. */
  status: z.enum(['unchecked', 'not_verified', 'verified']),
  verifiedAt: z.string().nullable(),
  lastCheckedAt: z.string().nullable(),
  createdAt: z.string(),
  records: z.array(domainRecordSchema),
});

export type SendingDomainView = z.infer<typeof sendingDomainSchema>;

export const domainsListSchema = z.object({
  /** 'demo': lookups go to the built-in demo zone (DNS_RESOLVER=demo), not to real DNS. */
  resolver: z.enum(['system', 'demo']),
  domains: z.array(sendingDomainSchema),
});

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The answer for one domain: never the private key. */
export function toDomainView(row: SendingDomainRow, config: DomainsConfig): SendingDomainView {
  const records = expectedRecords(row.domain, row.dkimSelector, row.dkimPublicKey, config).map((record) => {
    const check = row.recordChecks[record.kind as DomainRecordKind];
    return {
      ...record,
      state: check?.state ?? ('unchecked' as const),
      found: check?.found ?? [],
      fix: check?.fix ?? null,
    };
  });
  return {
    id: row.id,
    domain: row.domain,
    dkimSelector: row.dkimSelector,
    status: row.verifiedAt ? 'verified' : row.lastCheckedAt ? 'not_verified' : 'unchecked',
    verifiedAt: iso(row.verifiedAt),
    lastCheckedAt: iso(row.lastCheckedAt),
    createdAt: row.createdAt.toISOString(),
    records,
  };
}

export type { DnsResolverMode };

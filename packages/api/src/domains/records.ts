import type { DomainRecordCheck, DomainRecordChecks, DomainRecordKind } from '@leadpath/db';
import { DnsLookupError, type DnsResolver } from '@leadpath/integrations';

/** SPF_INCLUDE and INBOUND_MX_HOST: what the SPF and MX records must name. */
export interface DomainsConfig {
  /** An SPF mechanism such as `include:_spf.leadpath.example`; absent: `a mx`. */
  spfInclude?: string;
  /** The host replies are received on (the app's inbound SMTP listener); absent: the user's mailbox provider. */
  inboundMxHost?: string;
}

export const DEFAULT_SPF_MECHANISMS = ['a', 'mx'];
export const MX_PRIORITY = 10;

/** One record to publish, exactly: its fully qualified name, type and value. */
export interface ExpectedRecord {
  kind: DomainRecordKind;
  type: 'TXT' | 'MX';
  /** Fully qualified, without the trailing dot. */
  name: string;
  /** The name relative to the domain, as most DNS panels ask for it (`@` for the domain itself). */
  host: string;
  /** TXT: the whole text; MX: the exchange host, or null when it is the user's mailbox provider's. */
  value: string | null;
  priority: number | null;
  /** SPF, DKIM and DMARC must be ok for the domain to be verified (and its mail signed); MX is for replies. */
  required: boolean;
  purpose: string;
}

/** The SPF mechanisms the record must hold. */
export function spfMechanisms(config: DomainsConfig): string[] {
  const include = config.spfInclude?.trim();
  if (!include) return DEFAULT_SPF_MECHANISMS;
  return include.split(/\s+/).map((term) => term.toLowerCase());
}

/** The base64 `p=` of a DKIM record from an SPKI PEM or DER public key. */
export function dkimPublicKeyValue(publicKeyPem: string): string {
  return publicKeyPem
    .replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '')
    .replace(/\s+/g, '')
    .trim();
}

export const dkimRecordName = (selector: string, domain: string) => `${selector}._domainkey.${domain}`;
export const dmarcRecordName = (domain: string) => `_dmarc.${domain}`;
export const dkimRecordValue = (publicKey: string) => `v=DKIM1; k=rsa; p=${publicKey}`;
export const dmarcRecordValue = (domain: string) => `v=DMARC1; p=none; rua=mailto:dmarc@${domain}`;
export const spfRecordValue = (config: DomainsConfig) => `v=spf1 ${spfMechanisms(config).join(' ')} ~all`;

/** The four records of a domain, as the page shows them and the demo zone publishes them. */
export function expectedRecords(
  domain: string,
  selector: string,
  publicKey: string,
  config: DomainsConfig,
): ExpectedRecord[] {
  const mxHost = config.inboundMxHost?.trim().toLowerCase().replace(/\.$/, '') || null;
  return [
    {
      kind: 'spf',
      type: 'TXT',
      name: domain,
      host: '@',
      value: spfRecordValue(config),
      priority: null,
      required: true,
      purpose: 'SPF: which servers may send mail as this domain',
    },
    {
      kind: 'dkim',
      type: 'TXT',
      name: dkimRecordName(selector, domain),
      host: `${selector}._domainkey`,
      value: dkimRecordValue(publicKey),
      priority: null,
      required: true,
      purpose: 'DKIM: the public key receivers check the signature of your mail with',
    },
    {
      kind: 'dmarc',
      type: 'TXT',
      name: dmarcRecordName(domain),
      host: '_dmarc',
      value: dmarcRecordValue(domain),
      priority: null,
      required: true,
      purpose: 'DMARC: what receivers do with mail that fails SPF and DKIM, and where they report',
    },
    {
      kind: 'mx',
      type: 'MX',
      name: domain,
      host: '@',
      value: mxHost,
      priority: MX_PRIORITY,
      required: false,
      purpose: mxHost
        ? `MX: replies come back to ${mxHost}, where the app receives them`
        : "MX: replies come back to your mailbox provider's mail servers (the MX records it gives you)",
    },
  ];
}

/** `k=v; k=v` tags, names lower-case; the last of a repeated name wins. */
export function parseTags(value: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const part of value.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    tags.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).trim());
  }
  return tags;
}

const MAX_FOUND = 5;
const found = (values: string[]) => values.slice(0, MAX_FOUND);
const ok = (values: string[]): DomainRecordCheck => ({ state: 'ok', found: found(values), fix: null });
const missing = (fix: string): DomainRecordCheck => ({ state: 'missing', found: [], fix });
const wrong = (values: string[], fix: string): DomainRecordCheck => ({
  state: 'wrong',
  found: found(values),
  fix,
});

/** A mechanism term without its `+` qualifier (the default), lower-case. */
const bareTerm = (term: string) => term.toLowerCase().replace(/^\+/, '');

export function checkSpf(domain: string, txt: string[], config: DomainsConfig): DomainRecordCheck {
  const expected = spfRecordValue(config);
  const spf = txt.filter((value) => /^v=spf1(\s|$)/i.test(value.trim()));
  if (spf.length === 0)
    return missing(`Publish a TXT record at ${domain} (host @) with the value: ${expected}`);
  if (spf.length > 1)
    return wrong(
      spf,
      `There are ${spf.length} SPF records at ${domain}; receivers treat that as an error (permerror). Merge them into one record that holds ${spfMechanisms(config).join(' ')}, and delete the others.`,
    );
  const record = spf[0] ?? '';
  const terms = record.trim().split(/\s+/).slice(1);
  const present = new Set(terms.map(bareTerm));
  if (present.has('all'))
    return wrong(
      spf,
      `"+all" lets anyone send mail as ${domain}: end the record with ~all or -all instead, e.g. ${expected}`,
    );
  const absent = spfMechanisms(config).filter((mechanism) => !present.has(bareTerm(mechanism)));
  if (absent.length > 0) {
    const allAt = terms.findIndex((term) => /^[~?-]?all$/i.test(term));
    const merged = [...terms];
    merged.splice(allAt < 0 ? merged.length : allAt, 0, ...absent);
    if (allAt < 0) merged.push('~all');
    return wrong(
      spf,
      `The SPF record does not name ${absent.join(' ')}, so mail sent by the app may fail SPF. Change it to: v=spf1 ${merged.join(' ')}`,
    );
  }
  return ok(spf);
}

export function checkDkim(name: string, txt: string[], publicKey: string): DomainRecordCheck {
  const expected = dkimRecordValue(publicKey);
  if (txt.length === 0) return missing(`Publish a TXT record at ${name} with the value: ${expected}`);
  if (txt.length > 1)
    return wrong(
      txt,
      `There are ${txt.length} TXT records at ${name}: keep only one, with the value: ${expected}`,
    );
  const tags = parseTags(txt[0] ?? '');
  const version = tags.get('v');
  if (version !== undefined && version !== 'DKIM1')
    return wrong(txt, `The record must start with v=DKIM1 (it has v=${version}). Use the value: ${expected}`);
  const keyType = tags.get('k');
  if (keyType !== undefined && keyType.toLowerCase() !== 'rsa')
    return wrong(txt, `The key type must be k=rsa (it has k=${keyType}). Use the value: ${expected}`);
  const key = tags.get('p')?.replace(/\s+/g, '');
  if (key === undefined) return wrong(txt, `The record has no public key (p=). Use the value: ${expected}`);
  if (key === '')
    return wrong(txt, `The public key (p=) is empty, which revokes the key. Use the value: ${expected}`);
  if (key !== publicKey)
    return wrong(
      txt,
      `The public key (p=) is not this domain's key: it may be cut short or from another service. Replace the value with: ${expected}`,
    );
  return ok(txt);
}

export function checkDmarc(domain: string, txt: string[]): DomainRecordCheck {
  const name = dmarcRecordName(domain);
  const expected = dmarcRecordValue(domain);
  const dmarc = txt.filter((value) => /^v\s*=\s*DMARC1\s*(;|$)/i.test(value.trim()));
  if (dmarc.length === 0) {
    if (txt.length === 0) return missing(`Publish a TXT record at ${name} with the value: ${expected}`);
    return wrong(txt, `The TXT record at ${name} must start with v=DMARC1. Use the value: ${expected}`);
  }
  if (dmarc.length > 1)
    return wrong(
      dmarc,
      `There are ${dmarc.length} DMARC records at ${name}; receivers then ignore DMARC. Keep only one: ${expected}`,
    );
  const tags = parseTags(dmarc[0] ?? '');
  const policy = tags.get('p')?.toLowerCase();
  if (!policy || !['none', 'quarantine', 'reject'].includes(policy))
    return wrong(
      dmarc,
      `The record needs a policy: p=none (only report), p=quarantine or p=reject. For a start use: ${expected}`,
    );
  const rua = tags.get('rua') ?? '';
  if (!/mailto:[^\s,@]+@[^\s,]+/i.test(rua))
    return wrong(
      dmarc,
      `The record has no reporting address, so you never see who sends as ${domain}. Add rua=mailto:dmarc@${domain}, e.g. ${expected}`,
    );
  return ok(dmarc);
}

export function checkMx(
  domain: string,
  mx: { exchange: string; priority: number }[],
  config: DomainsConfig,
): DomainRecordCheck {
  const host = config.inboundMxHost?.trim().toLowerCase().replace(/\.$/, '');
  const values = [...mx].sort((a, b) => a.priority - b.priority).map((r) => `${r.priority} ${r.exchange}`);
  if (host) {
    if (mx.length === 0)
      return missing(
        `Publish an MX record at ${domain} (host @) pointing to ${host} with priority ${MX_PRIORITY}, so replies reach the app`,
      );
    if (!mx.some((record) => record.exchange === host))
      return wrong(
        values,
        `Replies to ${domain} go to ${mx.map((r) => r.exchange).join(', ')}, not to ${host}. Add an MX record pointing to ${host} with priority ${MX_PRIORITY} (lower than the others to receive replies first)`,
      );
    return ok(values);
  }
  if (mx.length === 0)
    return missing(
      `Publish the MX records your mailbox provider gives you (Google Workspace: smtp.google.com; Microsoft 365: the host its admin center shows), so replies to ${domain} reach you`,
    );
  return ok(values);
}

export interface RecordsCheck {
  checks: DomainRecordChecks;
  /** SPF, DKIM and DMARC are ok. */
  verified: boolean;
}

/**
 * Looks each record up and says missing, wrong or ok with what to fix. A lookup that got no answer
 * (DnsLookupError) keeps that record's previous result, so a DNS outage does not unverify a domain.
 */
export async function checkDomainRecords(
  resolver: DnsResolver,
  domain: { domain: string; selector: string; publicKey: string },
  config: DomainsConfig,
  previous: DomainRecordChecks,
): Promise<RecordsCheck> {
  const dkimName = dkimRecordName(domain.selector, domain.domain);
  const lookups: Record<DomainRecordKind, [string, () => Promise<DomainRecordCheck>]> = {
    spf: [domain.domain, async () => checkSpf(domain.domain, await resolver.txt(domain.domain), config)],
    dkim: [dkimName, async () => checkDkim(dkimName, await resolver.txt(dkimName), domain.publicKey)],
    dmarc: [
      dmarcRecordName(domain.domain),
      async () => checkDmarc(domain.domain, await resolver.txt(dmarcRecordName(domain.domain))),
    ],
    mx: [domain.domain, async () => checkMx(domain.domain, await resolver.mx(domain.domain), config)],
  };
  const kinds = Object.keys(lookups) as DomainRecordKind[];
  const results = await Promise.all(
    kinds.map(async (kind): Promise<[DomainRecordKind, DomainRecordCheck]> => {
      const [name, run] = lookups[kind];
      try {
        return [kind, await run()];
      } catch (error) {
        if (!(error instanceof DnsLookupError)) throw error;
        const before = previous[kind];
        return [
          kind,
          {
            state: before?.state ?? 'missing',
            found: before?.found ?? [],
            fix: `Could not look up ${name} (${error.code}); the last result is kept. Check again later.`,
          },
        ];
      }
    }),
  );
  const checks: DomainRecordChecks = Object.fromEntries(results);
  const verified = (['spf', 'dkim', 'dmarc'] as const).every((kind) => checks[kind]?.state === 'ok');
  return { checks, verified };
}

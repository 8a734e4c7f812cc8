/**
 * DNS lookups behind an interface (issue 20, Domains): the system resolver for real
 * (node:dns/promises), a fake zone in tests, and the app's demo zone offline.
 */

/** One MX record: the host mail for the domain goes to, and its preference (lower first). */
export interface MxRecord {
  exchange: string;
  priority: number;
}

export interface DnsResolver {
  /**
   * The TXT records at `name`, each record's character strings joined (as SPF, DKIM and DMARC read
   * them). An empty list when the name or its TXT records do not exist (NXDOMAIN, NODATA).
   * Throws DnsLookupError when no answer could be had (timeout, SERVFAIL, refused, no network).
   */
  txt(name: string): Promise<string[]>;
  /** The MX records at `name`, exchanges lower-case without the trailing dot; empty when there are none. */
  mx(name: string): Promise<MxRecord[]>;
}

/** A lookup that got no answer: the record's state cannot be told, so the last result is kept. */
export class DnsLookupError extends Error {
  override name = 'DnsLookupError';
  constructor(
    /** The resolver's code (ETIMEOUT, ESERVFAIL, ECONNREFUSED ...). */
    readonly code: string,
    readonly hostname: string,
  ) {
    super(`DNS lookup of ${hostname} failed (${code})`);
  }
}

/** Lower-case, no trailing dot: the form names are compared in. */
export const normalizeDnsName = (name: string) => name.trim().toLowerCase().replace(/\.+$/, '');

/** Codes node:dns answers with when a name or its records simply do not exist. */
export const NOT_FOUND_CODES: ReadonlySet<string> = new Set(['ENOTFOUND', 'ENODATA', 'ENONAME']);

import type { MailauthResolver } from './fake-zone.ts';
import type { DnsResolver } from './resolver.ts';

/**
 * A DnsResolver (the demo zone) as mailauth's `resolver` option: TXT as lists of strings and MX as
 * node:dns gives them, ENOTFOUND when there is nothing, so SPF, DKIM and DMARC read the same records.
 */
export function mailauthResolverOf(resolver: DnsResolver): MailauthResolver {
  return async (name, rrtype) => {
    const type = rrtype.toUpperCase();
    const answer: unknown[] =
      type === 'TXT'
        ? (await resolver.txt(name)).map((value) => value.match(/.{1,255}/gs) ?? [''])
        : type === 'MX'
          ? await resolver.mx(name)
          : [];
    if (answer.length === 0)
      throw Object.assign(new Error(`query${type} ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    return answer;
  };
}

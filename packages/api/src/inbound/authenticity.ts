/**
 * Whether a mail delivered to the inbound listener really comes from the domain it names (issue 27):
 * anyone can connect to an SMTP port and write any From, so a bounce, an unsubscribe or a reply
 * acts only when SPF, DKIM and DMARC (mailauth, a well-kept verifier) say the mail is authentic.
 */
import type { AppDatabase } from '@leadpath/db';
import {
  checkMailAuthentication,
  type DnsResolver,
  type MailAuthenticationCheck,
  type MailauthResolver,
  mailauthResolverOf,
} from '@leadpath/integrations';
import type { InboundEnvelope } from '@leadpath/integrations/mail/inbound';
import { createDemoZoneResolver } from '../domains/demo-zone.ts';

/**
 * DMARC pass; or, where the From domain publishes no DMARC policy, an SPF or DKIM pass (what a
 * receiver accepts then). A DMARC fail, or no pass at all, is not authentic.
 */
export function isAuthentic(check: MailAuthenticationCheck): boolean {
  if (check.dmarc === 'pass') return true;
  if (check.dmarc !== 'none') return false;
  return check.spf === 'pass' || check.dkim.some((signature) => signature.result === 'pass');
}

/**
 * The DNS the check reads: a test's fake zone, the system's (mailauth's own node:dns) when the server
 * uses real DNS, or, offline (no resolver: the demo), the demo zone of the mail's owner.
 */
function resolverFor(
  db: AppDatabase,
  dns: DnsResolver | undefined,
  ownerId: string,
): MailauthResolver | undefined {
  if (dns && 'mailauthResolver' in dns)
    return (dns as { mailauthResolver: MailauthResolver }).mailauthResolver;
  if (dns) return undefined;
  return mailauthResolverOf(createDemoZoneResolver(db, ownerId));
}

/** The authenticity check of one delivered mail, run once its owner (whose demo zone it may read) is known. */
export function listenerAuthenticity(
  db: AppDatabase,
  dns: DnsResolver | undefined,
  raw: Buffer,
  envelope: InboundEnvelope,
): (ownerId: string) => Promise<boolean> {
  return async (ownerId) => {
    try {
      const resolver = resolverFor(db, dns, ownerId);
      const check = await checkMailAuthentication(raw, {
        ip: envelope.remoteAddress.replace(/^::ffff:/i, ''),
        sender: envelope.mailFrom,
        helo: envelope.helo || undefined,
        ...(resolver ? { resolver } : {}),
      });
      return isAuthentic(check);
    } catch {
      // A check that cannot run proves nothing: the mail is kept but not acted on.
      return false;
    }
  };
}

import type { SecretBox } from '@leadpath/auth';
import { type Db, sendingDomains } from '@leadpath/db';
import { and, eq, isNotNull } from 'drizzle-orm';

/** What nodemailer's `dkim` option takes for one message (and M's SMTP mailer's `dkim` send option). */
export interface DkimSigningKey {
  domainName: string;
  keySelector: string;
  /** PKCS#8 PEM. Never logged, never returned by an API answer. */
  privateKey: string;
}

/** Each sealed key is bound to its domain row: copied to another row, it does not open. */
export const dkimKeyPurpose = (domainId: string) => `dkim-key:${domainId}`;

/** The domain part of an address, lower-case, without a trailing dot; null when there is none. */
export function domainOfAddress(address: string): string | null {
  const trimmed = address.trim();
  const angle = /<([^>]*)>\s*$/.exec(trimmed);
  const bare = (angle ? angle[1] : trimmed) ?? '';
  const at = bare.lastIndexOf('@');
  if (at < 0) return null;
  const domain = bare
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
  return domain.length > 0 ? domain : null;
}

/**
 * The DKIM key to sign a message whose From is `fromAddress`, sent by `ownerId`: the key of the
 * owner's VERIFIED sending domain equal to the From address's domain (DMARC strict alignment), or
 * null (not verified, no such domain, or a key that does not open) — then the message goes unsigned.
 */
export async function dkimSignerFor(
  db: Db,
  secrets: SecretBox,
  ownerId: string,
  fromAddress: string,
): Promise<DkimSigningKey | null> {
  const domain = domainOfAddress(fromAddress);
  if (!domain) return null;
  const [row] = await db
    .select({
      id: sendingDomains.id,
      domain: sendingDomains.domain,
      selector: sendingDomains.dkimSelector,
      sealed: sendingDomains.dkimPrivateKeySealed,
    })
    .from(sendingDomains)
    .where(
      and(
        eq(sendingDomains.ownerId, ownerId),
        eq(sendingDomains.domain, domain),
        isNotNull(sendingDomains.verifiedAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  let privateKey: string;
  try {
    privateKey = secrets.open(row.sealed, dkimKeyPurpose(row.id));
  } catch {
    return null;
  }
  return { domainName: row.domain, keySelector: row.selector, privateKey };
}

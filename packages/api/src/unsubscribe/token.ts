/** One-click unsubscribe (RFC 8058) links: a token naming the sender and the recipient, sealed with SECRETS_KEY. */
import type { SecretBox } from '@leadpath/auth';

const PURPOSE = 'unsubscribe';

export interface UnsubscribeSubject {
  ownerId: string;
  /** Lower-cased. */
  email: string;
}

/**
 * The token of a link: the owner and address sealed with AES-256-GCM under the secrets key, so it is
 * both authenticated (a changed or forged token does not open) and opaque (the address is not in
 * the URL). Base64url with dots: safe in a path.
 */
export function unsubscribeTokenFor(secrets: SecretBox, subject: UnsubscribeSubject): string {
  return secrets.seal(JSON.stringify([subject.ownerId, subject.email.trim().toLowerCase()]), PURPOSE);
}

/** The owner and address a token names, or null when it was altered, forged or sealed under another key. */
export function openUnsubscribeToken(secrets: SecretBox, token: string): UnsubscribeSubject | null {
  if (token.length > 1000 || !/^[A-Za-z0-9_.-]+$/.test(token)) return null;
  try {
    const value: unknown = JSON.parse(secrets.open(token, PURPOSE));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [ownerId, email] = value;
    if (typeof ownerId !== 'string' || typeof email !== 'string') return null;
    return { ownerId, email };
  } catch {
    return null;
  }
}

export const unsubscribeUrlOf = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/api/unsubscribe/${token}`;

/**
 * The headers of a sequence mail to `email` (RFC 2369, RFC 8058): the https link a mail client POSTs
 * to for one click, and a mailto the sender's mailbox receives (the inbound path reads "unsubscribe").
 */
export function listUnsubscribeHeaders(
  secrets: SecretBox,
  publicUrl: string,
  subject: UnsubscribeSubject,
  replyTo: string,
): Record<string, string> {
  const url = unsubscribeUrlOf(publicUrl, unsubscribeTokenFor(secrets, subject));
  const mailto = `mailto:${replyTo}?subject=unsubscribe`;
  return {
    'List-Unsubscribe': `<${url}>, <${mailto}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

import { PrivateAddressError } from '../net/address-policy.ts';

/** Where a mail connection went: for sentences that name the server. */
export interface MailServerRef {
  protocol: 'SMTP' | 'IMAP';
  host: string;
  port: number;
}

/** The mail server is on an address the address policy refuses: nothing was connected. */
export const mailHostRefused = (server: MailServerRef, error: PrivateAddressError) =>
  `The ${server.protocol} server ${server.host}:${server.port} is not allowed: ${error.message}. Use a mail server on a public address.`;

const CERTIFICATE_PROBLEMS: [RegExp, string][] = [
  [/CERT_HAS_EXPIRED|certificate has expired/i, 'its TLS certificate has expired'],
  [/CERT_NOT_YET_VALID|certificate is not yet valid/i, 'its TLS certificate is not valid yet'],
  [/SELF_SIGNED|self[- ]signed certificate/i, 'its TLS certificate is self-signed, so it cannot be checked'],
  [
    /ALTNAME|does not match certificate/i,
    'its TLS certificate is for another name: use the host name the certificate names',
  ],
  [
    /UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|unable to verify|unable to get (local )?issuer/i,
    'its TLS certificate is not signed by a known authority',
  ],
];

/** Text of an error and its causes, to recognise what failed. */
function textsOf(error: unknown): string {
  const parts: string[] = [];
  let current = error as { code?: unknown; message?: unknown; reason?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth += 1) {
    parts.push(String(current.code ?? ''), String(current.message ?? ''), String(current.reason ?? ''));
    current = current.cause as typeof current;
  }
  return parts.join(' ');
}

/**
 * What failed while connecting to a mail server, in words a user can act on (never OpenSSL's text),
 * or null when the error is not a connection problem (the server answered and refused).
 */
export function connectionProblemOf(error: unknown, server: MailServerRef): string | null {
  const text = textsOf(error);
  const tlsHint = 'Port 465 (and 993 for IMAP) takes TLS; port 587 (and 143) takes STARTTLS.';
  if (
    /wrong version number|WRONG_VERSION_NUMBER|packet length too long|unknown protocol|http request/i.test(
      text,
    )
  )
    return `it did not answer with TLS on port ${server.port}. ${tlsHint}`;
  for (const [pattern, sentence] of CERTIFICATE_PROBLEMS) if (pattern.test(text)) return sentence;
  if (/STARTTLS/i.test(text)) return `it does not offer STARTTLS on port ${server.port}. ${tlsHint}`;
  if (/SSL routines|:error:|alert|handshake|ERR_SSL|EPROTO\b/i.test(text))
    return 'the TLS handshake failed: the server and Leadpath share no TLS version or cipher';
  if (/ECONNREFUSED/.test(text)) return `nothing accepted the connection on port ${server.port}`;
  if (/ENOTFOUND|EAI_AGAIN|EAI_NONAME|ENODATA|EDNS|has no address/.test(text))
    return `the host name ${server.host} was not found in DNS`;
  if (/EHOSTUNREACH|ENETUNREACH|EADDRNOTAVAIL/.test(text)) return 'the network cannot reach it';
  if (/ETIMEDOUT|timed? ?out|Timeout/i.test(text)) return 'it did not answer in time';
  if (/ECONNRESET|EPIPE|closed|ECONNECTION/i.test(text)) return 'it closed the connection';
  if (/Invalid greeting|EPROTOCOL|Unexpected|greeting/i.test(text))
    return `what answers on port ${server.port} is not ${server.protocol === 'SMTP' ? 'an SMTP' : 'an IMAP'} server`;
  return null;
}

/** A failed connection or session as one sentence naming the server and what to fix, or null. */
export function mailConnectionFailure(error: unknown, server: MailServerRef): string | null {
  if (error instanceof PrivateAddressError) return mailHostRefused(server, error);
  const problem = connectionProblemOf(error, server);
  return problem
    ? `Could not connect to the ${server.protocol} server ${server.host}:${server.port}: ${problem}`
    : null;
}

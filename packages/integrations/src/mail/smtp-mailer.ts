import { isIP } from 'node:net';
import nodemailer from 'nodemailer';
import {
  type AddressPolicy,
  PrivateAddressError,
  preferredAddress,
  resolvePublicAddresses,
} from '../net/address-policy.ts';
import { mailConnectionFailure } from './connection-problem.ts';
import type { OutgoingMail } from './mailer.ts';

/** How an SMTP connection is secured: implicit TLS (465), a STARTTLS upgrade (587), or none (loopback). */
export type SmtpSecurity = 'tls' | 'starttls' | 'none';

/** Where a mailbox's mail goes out. The password is opened from its sealed column only for the send. */
export interface SmtpConfig {
  host: string;
  port: number;
  security: SmtpSecurity;
  username: string;
  password: string;
}

/** What nodemailer's `dkim` option takes for one message (the key of a verified sending domain). */
export interface SmtpDkimKey {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

export interface SmtpConnectOptions {
  /** Milliseconds to connect, greet and answer; 15 s by default. */
  timeoutMs?: number;
  /** Which addresses the server may be on; absent: public addresses only, resolved by the system's DNS. */
  hosts?: AddressPolicy;
}

export interface SmtpSendOptions extends SmtpConnectOptions {
  /** Signs the message with this key (the From domain's verified key); absent: unsigned. */
  dkim?: SmtpDkimKey | null;
}

export interface SmtpSendResult {
  /** The Message-ID the message carries. */
  messageId: string;
  accepted: string[];
  rejected: string[];
  /** The server's last answer ('250 OK: queued as ...'). */
  response: string;
}

/** A send or check that failed, with a message the user can act on (never the password). */
export class SmtpError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'SmtpError';
  }
}

/** The domain part of an address ('Ann <ann@Acme.com>' → 'acme.com'), lower-case; null when there is none. */
export function sendingDomainOf(address: string): string | null {
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
 * Opens a transport to the address the policy checked (the host's name is still the TLS name), so a
 * name that resolves elsewhere at connection time (DNS rebinding) reaches nothing else.
 */
async function transportOf(config: SmtpConfig, options: SmtpConnectOptions) {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const addresses = await resolvePublicAddresses(config.host, options.hosts ?? { allowPrivate: false });
  const bareHost = config.host.trim().replace(/^\[|\]$/g, '');
  return nodemailer.createTransport({
    host: preferredAddress(addresses).address,
    ...(isIP(bareHost) ? {} : { servername: bareHost }),
    port: config.port,
    secure: config.security === 'tls',
    requireTLS: config.security === 'starttls',
    ignoreTLS: config.security === 'none',
    auth: config.username ? { user: config.username, pass: config.password } : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs * 2,
    // Never write the conversation (it carries AUTH) to any log.
    logger: false,
    debug: false,
  });
}

/** A nodemailer failure as a sentence naming what to fix; the password never appears in it. */
export function smtpErrorOf(error: unknown, config: Pick<SmtpConfig, 'host' | 'port'>): SmtpError {
  const raw = error as { code?: string; responseCode?: number; response?: string; message?: string };
  const where = `${config.host}:${config.port}`;
  const code = raw?.code;
  const failure =
    code === 'EAUTH' || code === 'EENVELOPE' || code === 'EMESSAGE'
      ? null
      : mailConnectionFailure(error, { protocol: 'SMTP', host: config.host, port: config.port });
  let message: string;
  if (failure) message = failure;
  else if (code === 'EAUTH') message = `The SMTP server ${where} refused the username or password`;
  else if (code === 'EENVELOPE')
    message = `The SMTP server ${where} refused the recipient: ${raw.response ?? raw.message}`;
  else
    message = `The SMTP server ${where} refused the message: ${raw?.response ?? raw?.message ?? String(error)}`;
  return new SmtpError(message, error instanceof PrivateAddressError ? error.code : code);
}

/** Connects, says hello and signs in, then hangs up: what "Send test" checks before anything goes out. */
export async function verifySmtp(config: SmtpConfig, options: SmtpConnectOptions = {}): Promise<void> {
  let transport: Awaited<ReturnType<typeof transportOf>> | undefined;
  try {
    transport = await transportOf(config, options);
    await transport.verify();
  } catch (error) {
    throw smtpErrorOf(error, config);
  } finally {
    transport?.close();
  }
}

/**
 * Sends one mail through an SMTP server with nodemailer: the Message-ID the app chose, In-Reply-To and
 * References for a thread, the extra headers (List-Unsubscribe ...), and a DKIM signature when a key
 * is given.
 */
export async function sendSmtp(
  config: SmtpConfig,
  mail: OutgoingMail,
  options: SmtpSendOptions = {},
): Promise<SmtpSendResult> {
  const { References: references, ...headers } = mail.headers ?? {};
  let transport: Awaited<ReturnType<typeof transportOf>> | undefined;
  try {
    transport = await transportOf(config, options);
    const info = await transport.sendMail({
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...(mail.messageId ? { messageId: mail.messageId } : {}),
      ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo } : {}),
      ...(references ? { references } : {}),
      headers,
      attachments: (mail.attachments ?? []).map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: attachment.contentBase64,
        encoding: 'base64',
      })),
      ...(options.dkim ? { dkim: options.dkim } : {}),
    });
    return {
      messageId: info.messageId,
      accepted: (info.accepted ?? []).map(String),
      rejected: (info.rejected ?? []).map(String),
      response: info.response ?? '',
    };
  } catch (error) {
    throw smtpErrorOf(error, config);
  } finally {
    transport?.close();
  }
}

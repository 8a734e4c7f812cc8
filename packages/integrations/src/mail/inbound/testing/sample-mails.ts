/** Raw inbound mails as mail servers write them, for tests (CRLF line ends), and a loopback SMTP delivery. */
import { createTransport } from 'nodemailer';

/** Delivers a raw mail over SMTP to a listener on 127.0.0.1 (no TLS): what a mail server does. */
export function deliverRawMail(port: number, envelope: { from: string; to: string[] }, raw: string) {
  return createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true }).sendMail({
    envelope,
    raw,
  });
}

const crlf = (lines: string[]) => `${lines.join('\r\n')}\r\n`;

export function replyMail(options: {
  from: string;
  to: string;
  inReplyTo: string;
  references?: string[];
  subject?: string;
  text?: string;
  messageId?: string;
  headers?: string[];
}): string {
  return crlf([
    `From: Ada Lovelace <${options.from}>`,
    `To: ${options.to}`,
    `Subject: ${options.subject ?? 'Re: Hello'}`,
    `Message-ID: ${options.messageId ?? `<reply-${Math.random().toString(36).slice(2)}@acme.test>`}`,
    `In-Reply-To: ${options.inReplyTo}`,
    `References: ${(options.references ?? [options.inReplyTo]).join(' ')}`,
    'Date: Mon, 23 Nov 2026 12:30:00 +0000',
    ...(options.headers ?? []),
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    ...(options.text ?? 'Sounds good, let us talk on Thursday.').split('\n'),
    '',
    'On Mon, 23 Nov 2026 at 12:00, Sam Sender <sam@northwind.test> wrote:',
    '> Hello Ada',
    '> To stop these mails, unsubscribe here: https://app.example.com/api/unsubscribe/x',
  ]);
}

export function dsnMail(options: {
  to: string;
  failedRecipient: string;
  originalMessageId: string;
  action?: string;
  status?: string;
  messageId?: string;
}): string {
  return crlf([
    'From: Mail Delivery System <MAILER-DAEMON@mx.acme.test>',
    `To: ${options.to}`,
    'Subject: Undelivered Mail Returned to Sender',
    `Message-ID: ${options.messageId ?? `<dsn-${Math.random().toString(36).slice(2)}@mx.acme.test>`}`,
    'Date: Mon, 23 Nov 2026 12:01:00 +0000',
    'Auto-Submitted: auto-replied',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status;',
    '\tboundary="=_dsn_boundary"',
    '',
    'This is a MIME-encapsulated message.',
    '',
    '--=_dsn_boundary',
    'Content-Type: text/plain; charset=us-ascii',
    '',
    'This is the mail system at host mx.acme.test.',
    'I am sorry to have to inform you that your message could not be delivered.',
    '',
    '--=_dsn_boundary',
    'Content-Description: Delivery report',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.acme.test',
    'Arrival-Date: Mon, 23 Nov 2026 12:00:59 +0000',
    '',
    `Final-Recipient: rfc822; ${options.failedRecipient}`,
    `Original-Recipient: rfc822;${options.failedRecipient}`,
    `Action: ${options.action ?? 'failed'}`,
    `Status: ${options.status ?? '5.1.1'}`,
    `Diagnostic-Code: smtp; 550 5.1.1 <${options.failedRecipient}>: Recipient address`,
    '    rejected: User unknown in virtual mailbox table',
    '',
    '--=_dsn_boundary',
    'Content-Description: Undelivered Message Headers',
    'Content-Type: text/rfc822-headers',
    '',
    `From: Sam Sender <${options.to}>`,
    `To: ${options.failedRecipient}`,
    'Subject: Hello',
    `Message-ID: ${options.originalMessageId}`,
    '',
    '--=_dsn_boundary--',
  ]);
}

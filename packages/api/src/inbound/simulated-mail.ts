/**
 * The mails "Simulate a reply" feeds into the inbound path (ADR 030): what a person, an
 * out-of-office responder, a receiving mail server (a DSN, RFC 3464) or a person asking to be
 * removed would send back to a sent mail, as raw RFC 5322 text.
 */
import { randomUUID } from 'node:crypto';
import type { SimulatedReplyKind } from '@leadpath/core/schemas/inbound';

export interface AnsweredMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  messageId: string;
  /** References of the sent mail (a same-thread step carries its thread). */
  references: string[];
  sentAt: number;
}

const crlf = (lines: string[]) => `${lines.join('\r\n')}\r\n`;

/** Header values are the app's own strings; strip line breaks so none can add a header. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

const domainOf = (address: string) => address.split('@')[1] ?? 'localhost';

const quote = (mail: AnsweredMail) => [
  '',
  `On ${new Date(mail.sentAt).toUTCString()}, ${oneLine(mail.from)} wrote:`,
  ...mail.text.split(/\r?\n/).map((line) => `> ${line}`),
];

const replySubject = (subject: string) => (/^re:/i.test(subject) ? subject : `Re: ${subject}`);

export const SIMULATED_TEXTS: Record<Exclude<SimulatedReplyKind, 'bounce'>, string> = {
  reply: 'Thanks for reaching out. This sounds interesting: could we talk on Thursday?',
  out_of_office:
    'I am out of the office until next Monday with limited access to email. I will answer when I am back.',
  unsubscribe: 'Please remove me from your list and stop emailing me.',
};

/** The raw mail of the given kind answering `mail`, dated `now`. */
export function simulatedMail(
  kind: SimulatedReplyKind,
  mail: AnsweredMail,
  now: number,
  text?: string,
): string {
  const recipient = oneLine(mail.to);
  const sender = oneLine(mail.from);
  const date = new Date(now).toUTCString().replace('GMT', '+0000');
  const messageId = `<simulated-${randomUUID()}@${oneLine(domainOf(recipient))}>`;
  const references = [...mail.references.filter((id) => id !== mail.messageId), mail.messageId].join(' ');
  if (kind === 'bounce') {
    const boundary = `=_dsn_${randomUUID()}`;
    return crlf([
      `From: Mail Delivery System <MAILER-DAEMON@${oneLine(domainOf(recipient))}>`,
      `To: ${sender}`,
      'Subject: Undelivered Mail Returned to Sender',
      `Message-ID: ${messageId}`,
      `Date: ${date}`,
      'Auto-Submitted: auto-replied',
      'MIME-Version: 1.0',
      `Content-Type: multipart/report; report-type=delivery-status; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Your message could not be delivered to one or more recipients.',
      '',
      `--${boundary}`,
      'Content-Type: message/delivery-status',
      '',
      `Reporting-MTA: dns; mx.${oneLine(domainOf(recipient))}`,
      '',
      `Final-Recipient: rfc822; ${recipient}`,
      'Action: failed',
      'Status: 5.1.1',
      `Diagnostic-Code: smtp; 550 5.1.1 <${recipient}>: Recipient address rejected: User unknown`,
      '',
      `--${boundary}`,
      'Content-Type: text/rfc822-headers',
      '',
      `From: ${sender}`,
      `To: ${recipient}`,
      `Subject: ${oneLine(mail.subject)}`,
      `Message-ID: ${oneLine(mail.messageId)}`,
      '',
      `--${boundary}--`,
    ]);
  }
  const automatic = kind === 'out_of_office';
  return crlf([
    `From: ${recipient}`,
    `To: ${sender}`,
    `Subject: ${automatic ? `Automatic reply: ${oneLine(mail.subject)}` : replySubject(oneLine(mail.subject))}`,
    `Message-ID: ${messageId}`,
    `In-Reply-To: ${oneLine(mail.messageId)}`,
    `References: ${oneLine(references)}`,
    `Date: ${date}`,
    ...(automatic ? ['Auto-Submitted: auto-replied', 'X-Autoreply: yes'] : []),
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    ...(text ? text.split(/\r?\n/) : [SIMULATED_TEXTS[kind]]),
    ...(automatic ? [] : quote(mail)),
  ]);
}

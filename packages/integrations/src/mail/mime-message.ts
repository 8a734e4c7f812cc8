import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type { OutgoingMail } from './mailer.ts';

/**
 * The RFC 822 message of a mail, built by nodemailer's MailComposer exactly as sendSmtp gives it to
 * an SMTP server (the Message-ID the app chose, In-Reply-To/References, List-Unsubscribe ...), unsigned:
 * Gmail and Microsoft sign what they send with their own keys.
 */
export async function composeMime(mail: OutgoingMail): Promise<Buffer> {
  const { References: references, ...headers } = mail.headers ?? {};
  const composer = new MailComposer({
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
  });
  const built = await composer.compile().build();
  // Line endings as nodemailer's SMTP stream sends them (CRLF everywhere, the body's included).
  return Buffer.from(built.toString('latin1').replace(/\r?\n/g, '\r\n'), 'latin1');
}

/** The Message-ID header of a composed message ('<id@host>'). */
export function messageIdOf(raw: Buffer): string {
  const head = raw.toString('utf8').split(/\r?\n\r?\n/, 1)[0] ?? '';
  return /^message-id:\s*(.+)$/im.exec(head)?.[1]?.trim() ?? '';
}

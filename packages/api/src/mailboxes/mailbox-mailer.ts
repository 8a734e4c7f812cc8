/**
 * The app's mailer (issue 20): a mail that names a mailbox goes out through that mailbox's SMTP
 * server (its From, the DKIM key of its verified domain), or its Google or Outlook account (the Gmail
 * API or Microsoft Graph with the user's own token), and is recorded in the outbox with the mailbox;
 * any other mail goes to the local outbox as before. Sequence mail gets the one-click
 * List-Unsubscribe headers either way.
 */
import type { SecretBox } from '@leadpath/auth';
import { type AppDatabase, type MailboxRow, mailboxes } from '@leadpath/db';
import {
  type AddressPolicy,
  type Mailer,
  type OutgoingMail,
  type SmtpConfig,
  type SmtpDkimKey,
  type SmtpSendOptions,
  type SmtpSendResult,
  sendSmtp,
} from '@leadpath/integrations';
import { eq } from 'drizzle-orm';
import { dkimSignerFor } from '../domains/dkim-signer.ts';
import { listUnsubscribeHeaders } from '../unsubscribe/token.ts';
import {
  type AccountSender,
  type AccountSenderConfig,
  createAccountSender,
  isAccountKind,
} from './account-sender.ts';
import { fromHeaderOf, readMailbox, smtpConfigOf } from './mailbox-rows.ts';
import { createOutboxMailer } from './outbox-mailer.ts';

export const MAILBOX_GONE = 'The mailbox this prospect is sent from was removed';
export const MAILBOX_NO_SMTP = 'This mailbox has no SMTP server. Edit it and enter one.';

export interface MailboxMailerOptions {
  db: AppDatabase;
  now: () => number;
  secrets: SecretBox;
  /** Where users reach the app: the unsubscribe links point there. */
  publicUrl: string;
  /** Where every mail is recorded (and where mail without a mailbox goes); the local outbox by default. */
  outbox?: Mailer;
  /** The DKIM key of a From address; D's dkimSignerFor (a verified sending domain) by default. */
  dkimFor?: (ownerId: string, fromAddress: string) => Promise<SmtpDkimKey | null>;
  /** Which addresses SMTP servers may be on (MAIL_ALLOW_PRIVATE_HOSTS); absent: public addresses only. */
  hosts?: AddressPolicy;
  /** The SMTP client; sendSmtp (nodemailer) by default. */
  smtp?: (config: SmtpConfig, mail: OutgoingMail, options: SmtpSendOptions) => Promise<SmtpSendResult>;
  /**
   * Google and Outlook mailboxes: each user's own connection through Nango (the Gmail API, Microsoft
   * Graph); without Nango the sandbox, where the outbox record is the send.
   */
  accounts?: AccountSenderConfig;
  /** The account sender itself (tests); built from `accounts` by default. */
  accountSender?: AccountSender;
}

/** The bare address of a From header ('Sam <sam@x.test>' → 'sam@x.test'). */
const bareAddress = (from: string) => (/<([^>]*)>\s*$/.exec(from)?.[1] ?? from).trim();

export function createMailboxMailer(options: MailboxMailerOptions): Mailer {
  const { db, secrets, publicUrl } = options;
  const outbox = options.outbox ?? createOutboxMailer(db, options.now);
  const dkimFor =
    options.dkimFor ??
    ((ownerId: string, fromAddress: string) => dkimSignerFor(db, secrets, ownerId, fromAddress));
  const smtp = options.smtp ?? sendSmtp;
  const accounts = options.accountSender ?? createAccountSender(db, options.accounts);

  function withUnsubscribe(mail: OutgoingMail, from: string): OutgoingMail {
    const [to] = mail.to;
    if (!mail.listUnsubscribe || mail.to.length !== 1 || !to) return mail;
    return {
      ...mail,
      headers: {
        ...mail.headers,
        ...listUnsubscribeHeaders(
          secrets,
          publicUrl,
          { ownerId: mail.ownerId, email: to },
          bareAddress(from),
        ),
      },
    };
  }

  async function setStatus(row: MailboxRow, status: 'active' | 'error', lastError: string | null) {
    if (row.status === 'paused' || (row.status === status && row.lastError === lastError)) return;
    await db
      .update(mailboxes)
      .set({ status, lastError, updatedAt: new Date(options.now()) })
      .where(eq(mailboxes.id, row.id))
      .run();
  }

  async function sendFromMailbox(mail: OutgoingMail, mailboxId: string) {
    const row = await readMailbox(db, mail.ownerId, mailboxId);
    if (!row) throw new Error(MAILBOX_GONE);
    const config = isAccountKind(row.kind) ? null : smtpConfigOf(secrets, row);
    if (!config && !isAccountKind(row.kind)) throw new Error(MAILBOX_NO_SMTP);
    // Sent already under this Message-ID (a send repeated after a crash): not sent twice.
    if (mail.messageId) {
      const known = await outbox.findSent?.(mail.ownerId, mail.messageId);
      if (known) return known;
    }
    const from = fromHeaderOf(row);
    const outgoing = withUnsubscribe({ ...mail, from }, from);
    try {
      if (config)
        await smtp(config, outgoing, {
          dkim: await dkimFor(mail.ownerId, row.fromAddress),
          ...(options.hosts ? { hosts: options.hosts } : {}),
        });
      else await accounts.send(row, outgoing);
    } catch (error) {
      await setStatus(row, 'error', error instanceof Error ? error.message : String(error));
      throw error;
    }
    await setStatus(row, 'active', null);
    return outbox.send(outgoing);
  }

  return {
    send(mail) {
      if (mail.mailboxId) return sendFromMailbox(mail, mail.mailboxId);
      return outbox.send(withUnsubscribe(mail, mail.from));
    },
    saveDraft: (mail) => outbox.saveDraft(mail),
    findSent: (ownerId, messageId) =>
      outbox.findSent ? outbox.findSent(ownerId, messageId) : Promise.resolve(null),
    accountAddress: (ownerId, provider) => accounts.addressOf(ownerId, provider),
  };
}

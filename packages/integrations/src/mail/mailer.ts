/** A file attached to a mail (an .ics invitation, an export). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64-encoded. */
  contentBase64: string;
}

export interface OutgoingMail {
  /** The user on whose behalf the mail goes out; their Mailboxes page lists it. */
  ownerId: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /**
   * The Message-ID header, chosen by the sender ('<key@domain>'): a sequence step derives it from its
   * idempotency key, so a send repeated after a crash carries the same one and is found (not sent twice).
   */
  messageId?: string;
  /** The Message-ID this mail answers (same-thread steps). */
  inReplyTo?: string;
  /** Extra headers (References, List-Unsubscribe ...). */
  headers?: Record<string, string>;
  /**
   * The user's mailbox it goes out from (issue 20): the app's mailer sends it through that mailbox's
   * SMTP server, with the mailbox's From; absent: the local outbox only.
   */
  mailboxId?: string;
  /** Sequence mail: the app's mailer adds one-click List-Unsubscribe headers (RFC 8058) for the recipient. */
  listUnsubscribe?: boolean;
}

/** Sends mail and saves drafts. The embedded default keeps both in the local outbox. */
export interface Mailer {
  /** Sends a mail. A mail whose messageId already went out is not sent again: its id is returned. */
  send(mail: OutgoingMail): Promise<{ id: string }>;
  saveDraft(mail: OutgoingMail): Promise<{ id: string }>;
  /**
   * The sent mail of an owner carrying this Message-ID, or null: how a send whose outcome was not
   * recorded (a crash) is reconciled. Optional: without it the engine reads the local outbox.
   */
  findSent?(ownerId: string, messageId: string): Promise<{ id: string } | null>;
  /**
   * The address of an owner's connected Google or Outlook account, as the provider gives it; null when
   * it gives none (the sandbox). Optional: without it the user's own email stands for it.
   */
  accountAddress?(ownerId: string, provider: 'google' | 'outlook'): Promise<string | null>;
}

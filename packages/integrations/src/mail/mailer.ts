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
}

/** Sends mail and saves drafts. The embedded default keeps both in the local outbox. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<{ id: string }>;
  saveDraft(mail: OutgoingMail): Promise<{ id: string }>;
}

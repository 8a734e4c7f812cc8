import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { prospects } from './leads.ts';
import { mailboxes } from './mailboxes.ts';
import { outboxMessages } from './outbox.ts';
import { scheduledSteps, sequenceEnrollments } from './sequences.ts';
import { users } from './users.ts';

/**
 * What an inbound mail is (ADR 030): a reply, an automatic out-of-office answer, a bounce notice
 * (DSN, RFC 3464), a request to be removed, or a reply that answers no mail the app sent.
 */
export type InboundClassification = 'reply' | 'out_of_office' | 'bounce' | 'unsubscribe' | 'unmatched';

/** Who classified a reply (ADR 052): the phrase rules, the configured language model, or a person's correction. */
export type ReplyClassSource = 'rules' | 'model' | 'user';

/** How it came in: the local inbound SMTP listener, a mailbox's IMAP folder, or the "Simulate a reply" action. */
export type InboundSource = 'smtp' | 'imap' | 'simulated';

/** Mail that came back to a user: replies, out-of-office answers, bounces; matched to what was sent. */
export const inboundMessages = sqliteTable(
  'inbound_messages',
  {
    id: text().primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The mailbox it came back to: the IMAP folder it was read from, else the one that sent the mail it answers. */
    mailboxId: text('mailbox_id').references(() => mailboxes.id, { onDelete: 'set null' }),
    source: text().$type<InboundSource>().notNull(),
    /** Its Message-ID header ('<...>'), or one derived from its bytes when it has none: one row per mail. */
    messageId: text('message_id').notNull(),
    inReplyTo: text('in_reply_to'),
    references: text({ mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    /** The sender's address, lower-cased. */
    from: text('from_address').notNull(),
    fromName: text('from_name').notNull().default(''),
    subject: text().notNull(),
    text: text('body_text').notNull(),
    classification: text().$type<InboundClassification>().notNull(),
    /** A bounce: the recipients whose delivery failed (lower-cased). */
    bouncedRecipients: text('bounced_recipients', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    /** The sent mail it answers, the sequence step that sent it, its enrollment and prospect. */
    outboxMessageId: text('outbox_message_id').references(() => outboxMessages.id, { onDelete: 'set null' }),
    scheduledStepId: text('scheduled_step_id').references(() => scheduledSteps.id, { onDelete: 'set null' }),
    enrollmentId: text('enrollment_id').references(() => sequenceEnrollments.id, { onDelete: 'set null' }),
    prospectId: text('prospect_id').references(() => prospects.id, { onDelete: 'set null' }),
    /** When its stop signal was recorded; null while one is due (a second delivery records it) or none is. */
    signaledAt: integer('signaled_at', { mode: 'timestamp_ms' }),
    /** What the reply says (issue 33, ADR 052): interested, out-of-office, unsubscribe...; null: not classified. */
    replyClass: text('reply_class'),
    /** Who decided: 'rules' (the embedded phrase rules), 'model' (the configured language model) or 'user'. */
    replyClassSource: text('reply_class_source').$type<ReplyClassSource>(),
    /** The rule or model that decided, shown to the user ("Phrase rule: …", the model's name). */
    replyClassReason: text('reply_class_reason'),
    /** The date the reply named to come back (out of office, not now): YYYY-MM-DD. */
    replyResumeOn: text('reply_resume_on'),
    /** Who to write instead, when the wrong person named someone. */
    replyReferral: text('reply_referral', { mode: 'json' }).$type<{ name: string; email: string } | null>(),
    replyClassifiedAt: integer('reply_classified_at', { mode: 'timestamp_ms' }),
    /** When the user read it in the Mailboxes inbox; null: unread (issue 28). */
    readAt: integer('read_at', { mode: 'timestamp_ms' }),
    receivedAt: integer('received_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [
    // A mail delivered twice (IMAP re-read, SMTP retry) is stored and acted on once.
    uniqueIndex('inbound_owner_message_id_idx').on(table.ownerId, table.messageId),
    index('inbound_outbox_message_idx').on(table.outboxMessageId, table.receivedAt),
    index('inbound_owner_received_idx').on(table.ownerId, table.receivedAt),
    // Deleting a prospect sets this foreign key to null: found by index, not by a scan.
    index('inbound_messages_prospect_idx').on(table.prospectId),
    // A deleted enrollment's or scheduled step's `set null` (ADR 079).
    index('inbound_messages_enrollment_idx').on(table.enrollmentId),
    index('inbound_messages_scheduled_step_idx').on(table.scheduledStepId),
  ],
);

export type InboundMessageRow = typeof inboundMessages.$inferSelect;

/** Where a mailbox's IMAP polling stopped: its INBOX's UIDVALIDITY and the last UID read. */
export const imapCursors = sqliteTable('imap_cursors', {
  mailboxId: text('mailbox_id')
    .primaryKey()
    .references(() => mailboxes.id, { onDelete: 'cascade' }),
  /** A changed UIDVALIDITY means the UIDs were renumbered: the folder is read again (Message-IDs dedupe). */
  uidValidity: text('uid_validity').notNull(),
  lastUid: integer('last_uid').notNull(),
  lastPolledAt: integer('last_polled_at', { mode: 'timestamp_ms' }),
  lastError: text('last_error'),
});

export type ImapCursorRow = typeof imapCursors.$inferSelect;

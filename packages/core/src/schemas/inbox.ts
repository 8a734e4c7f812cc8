/**
 * The Mailboxes inbox (issue 28): replies first, unread state, answering in the thread, and the
 * paged outbox. Inputs shared by the page and the procedures; exact messages are contracts.
 */
import { z } from 'zod';
import { replyClasses } from './assist.ts';

/** The inbox's groups: what a person wrote, what a server or an auto-responder sent, and what matched nothing. */
export const inboxGroups = ['replies', 'automatic', 'unmatched'] as const;
export type InboxGroup = (typeof inboxGroups)[number];
export const inboxGroupLabels: Record<InboxGroup, string> = {
  replies: 'Replies',
  automatic: 'Bounces and auto-replies',
  unmatched: 'Not matched',
};

/** Which inbound classifications each group shows; any other (unmatched, or not trusted) is 'unmatched'. */
export const inboxGroupClassifications = {
  replies: ['reply', 'unsubscribe'],
  automatic: ['out_of_office', 'bounce'],
} as const;

export const INBOX_MESSAGE_NOT_FOUND = 'This message was not found.';
export const REPLY_TEXT_REQUIRED = 'Please write your reply';
export const REPLY_TEXT_MAX_LENGTH = 20_000;
export const REPLY_TEXT_TOO_LONG = `A reply can be at most ${REPLY_TEXT_MAX_LENGTH.toLocaleString('en-US')} characters`;
export const CANNOT_REPLY_TO_BOUNCE =
  'A bounce comes from a mail server, not a person: there is no one to answer.';
export const REPLY_SENT = 'Reply sent';

const pageLimit = (defaultSize: number) =>
  z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be between 1 and 100')
    .max(100, 'Limit must be between 1 and 100')
    .default(defaultSize);

/** A page of the inbox: one group, newest first; pass nextCursor back as cursor. */
export const listInboxSchema = z.object({
  group: z.enum(inboxGroups, { error: 'Choose replies, automatic or unmatched' }).default('replies'),
  unreadOnly: z
    .preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean())
    .optional(),
  cursor: z.string().max(500).optional(),
  limit: pageLimit(25),
  /** Only the replies of this class (issue 33): interested, out-of-office... */
  replyClass: z.enum(replyClasses, { error: `Choose one of: ${replyClasses.join(', ')}` }).optional(),
});
export type ListInboxInput = z.input<typeof listInboxSchema>;

/** A page of the outbox, newest first; without a limit the newest 100, as before it was paged. */
export const listOutboxSchema = z
  .object({
    kind: z.enum(['sent', 'draft'], { error: 'Choose sent or draft' }).optional(),
    cursor: z.string().max(500).optional(),
    limit: pageLimit(100),
  })
  .default({ limit: 100 });
export type ListOutboxInput = z.input<typeof listOutboxSchema>;

/** One inbound mail of the inbox. */
export const inboxMessageIdSchema = z.object({
  id: z.string().trim().min(1, { error: 'Choose a message.' }).max(100),
});

/** Read or unread again. */
export const markInboxReadSchema = inboxMessageIdSchema.extend({
  read: z.boolean({ error: 'read must be true or false' }).default(true),
});

/** An answer in the thread; requestId (a UUID per composed reply) makes a retried send go out once. */
export const replyToInboxMessageSchema = inboxMessageIdSchema.extend({
  text: z
    .string({ error: REPLY_TEXT_REQUIRED })
    .trim()
    .min(1, { error: REPLY_TEXT_REQUIRED })
    .max(REPLY_TEXT_MAX_LENGTH, { error: REPLY_TEXT_TOO_LONG }),
  requestId: z.uuid({ error: 'requestId must be a UUID' }).optional(),
});
export type ReplyToInboxMessageInput = z.input<typeof replyToInboxMessageSchema>;

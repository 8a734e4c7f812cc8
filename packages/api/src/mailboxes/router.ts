import { canUseFeature, hasProductAccess, keyMayCall } from '@leadpath/core';
import {
  inboxMessageIdSchema,
  listInboxSchema,
  listOutboxSchema,
  markInboxReadSchema,
  REPLY_SENT,
  replyToInboxMessageSchema,
} from '@leadpath/core/schemas/inbox';
import {
  connectAccountMailboxSchema,
  connectSmtpMailboxSchema,
  MAILBOX_CONNECTED,
  mailboxIdSchema,
  mailboxTestSent,
  testMailboxSchema,
  testSmtpSettingsSchema,
  updateMailboxSchema,
} from '@leadpath/core/schemas/mailboxes';
import type { Db } from '@leadpath/db';
import { z } from 'zod';
import type { Context } from '../context.ts';
import { authedProcedure, createTRPCRouter } from '../trpc.ts';
import {
  emailItem,
  inboxItemSchema,
  inboxPage,
  inboxPageSchema,
  markInboundRead,
  ownInboundMessage,
  threadEntriesOf,
  threadEntrySchema,
} from './inbox.ts';
import { replyTargetOf, replyTargetSchema, replyToInboundMessage } from './inbox-reply.ts';
import {
  connectAccountMailbox,
  connectSmtpMailbox,
  removeMailbox,
  testMailbox,
  testSmtpSettings,
  updateMailbox,
} from './mailbox-actions.ts';
import { mailboxViewSchema, mailboxViews } from './mailbox-rows.ts';
import { outboxPage } from './outbox-page.ts';

const tags = ['Mailboxes'];

/** One mailbox as the answers show it, counts included. */
const viewOf = async (ctx: { db: Db; now: () => number; user: { id: string } }, id: string) => {
  const view = (await mailboxViews(ctx.db, ctx.user.id, ctx.now())).find((candidate) => candidate.id === id);
  if (!view) throw new Error('The mailbox just written was not found');
  return view;
};

/** LinkedIn conversations join the replies for a user with LinkedIn messaging, and a key that may read them. */
const inboxHasLinkedin = (
  ctx: Pick<Context, 'auth' | 'now'> & { user: Parameters<typeof hasProductAccess>[0] },
) =>
  hasProductAccess(ctx.user, ctx.now()) &&
  canUseFeature(ctx.user, 'linkedin-messaging', ctx.now()) &&
  (ctx.auth?.kind !== 'apiKey' || keyMayCall(ctx.auth.permissions, 'linkedin:read'));

const outboxMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(['sent', 'draft']),
  from: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
  createdAt: z.string(),
});

export const mailboxesRouter = createTRPCRouter({
  /** The user's sending mailboxes with their caps and counts; passwords are never in the answer. */
  list: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/mailboxes',
        summary: "Sending mailboxes with caps, today's count, sent, replies and bounces",
        description:
          'Passwords are write-only: an answer says whether one is stored (passwordSet), never the password.',
        tags,
        permission: 'campaigns:read',
      },
    })
    .output(z.object({ mailboxes: z.array(mailboxViewSchema) }))
    .query(async ({ ctx }) => ({ mailboxes: await mailboxViews(ctx.db, ctx.user.id, ctx.now()) })),

  /** Connects an SMTP mailbox after the server accepted the sign-in. */
  connectSmtp: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/mailboxes',
        summary: 'Connect an SMTP mailbox (the server must accept the sign-in)',
        description:
          'The SMTP server is asked to accept the sign-in before anything is saved (502 with its refusal otherwise). Passwords are encrypted at rest and never returned.',
        tags,
        permission: 'campaigns:write',
        errors: [502],
      },
    })
    .input(connectSmtpMailboxSchema)
    .output(z.object({ message: z.string(), mailbox: mailboxViewSchema }))
    .mutation(async ({ ctx, input }) => {
      const row = await connectSmtpMailbox(ctx, input);
      return { message: MAILBOX_CONNECTED, mailbox: await viewOf(ctx, row.id) };
    }),

  /** Adds the user's connected Google or Outlook account as a sending mailbox. */
  connectAccount: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/mailboxes/account',
        summary: 'Add your connected Google or Outlook account as a sending mailbox',
        description:
          "The integration must be connected under Integrations first (400 otherwise). Mail goes out through the Gmail API or Microsoft Graph with your own connection; the From address is the account's. Caps are optional (the defaults of a new mailbox).",
        tags,
        permission: 'campaigns:write',
        errors: [502],
      },
    })
    .input(connectAccountMailboxSchema)
    .output(z.object({ message: z.string(), mailbox: mailboxViewSchema }))
    .mutation(async ({ ctx, input }) => {
      const row = await connectAccountMailbox(ctx, input);
      return { message: MAILBOX_CONNECTED, mailbox: await viewOf(ctx, row.id) };
    }),

  /** Changes a mailbox: only the fields sent (a JSON merge of the settings). */
  update: authedProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/mailboxes/{id}',
        summary: 'Change a mailbox (partial: only the fields sent change)',
        description:
          'Partial: absent fields are kept; an empty or absent password keeps the stored one; imap null removes IMAP. A changed SMTP connection is checked with the server first (502 with its refusal). status pauses or resumes the mailbox.',
        tags,
        permission: 'campaigns:write',
        errors: [502],
      },
    })
    .input(updateMailboxSchema)
    .output(z.object({ mailbox: mailboxViewSchema }))
    .mutation(async ({ ctx, input }) => {
      const row = await updateMailbox(ctx, input);
      return { mailbox: await viewOf(ctx, row.id) };
    }),

  /** Removes a mailbox; its sent mail stays in the outbox. */
  remove: authedProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/mailboxes/{id}',
        summary: 'Remove a mailbox (its sent mail stays in the outbox)',
        tags,
        permission: 'campaigns:write',
      },
    })
    .input(mailboxIdSchema)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await removeMailbox(ctx, input.id);
      return { ok: true as const };
    }),

  /** Sends one test message through a saved mailbox. */
  test: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/mailboxes/{id}/test',
        summary: 'Send a test message through a mailbox',
        tags,
        permission: 'campaigns:write',
        errors: [502],
      },
    })
    .input(testMailboxSchema)
    .output(z.object({ message: z.string(), messageId: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const { messageId } = await testMailbox(ctx, input);
      return { message: mailboxTestSent(input.to), messageId };
    }),

  /** "Send test" in the connect dialog: the settings as typed, nothing saved. */
  testSettings: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/mailboxes/test',
        summary: 'Send a test message through SMTP settings before saving them',
        tags,
        permission: 'campaigns:write',
        errors: [502],
      },
    })
    .input(testSmtpSettingsSchema)
    .output(z.object({ message: z.string(), messageId: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const { messageId } = await testSmtpSettings(ctx, input);
      return { message: mailboxTestSent(input.to), messageId };
    }),

  /** The embedded outbox of the user: drafts and sent mails, newest first, in cursor pages. */
  outbox: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/mailboxes/outbox',
        summary:
          'Drafts and sent mails of the local outbox, newest first: pass nextCursor back as cursor for the next page (without a limit, the newest 100)',
        tags: ['Mailboxes'],
        permission: null,
      },
    })
    .input(listOutboxSchema)
    .output(z.object({ messages: z.array(outboxMessageSchema), nextCursor: z.string().nullable() }))
    .query(({ ctx, input }) => outboxPage(ctx.db, ctx.user.id, input)),

  /** The inbox: replies first (email and LinkedIn), automatic answers, unmatched mail; unread counts. */
  inbox: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/mailboxes/inbox',
        summary:
          'The inbox, one group a page (replies, automatic, unmatched), newest first, with unread state: pass nextCursor back as cursor',
        description:
          'Replies are email replies and unsubscribe requests, and LinkedIn conversations in which the other side wrote (for users with LinkedIn messaging, and keys that also hold linkedin:read). automatic: bounces and out-of-office answers. unmatched: mail that answers nothing sent.',
        tags,
        permission: 'campaigns:read',
      },
    })
    .input(listInboxSchema)
    .output(inboxPageSchema)
    .query(({ ctx, input }) =>
      inboxPage(ctx.db, ctx.user.id, input, { withLinkedin: inboxHasLinkedin(ctx) }),
    ),

  /** One inbound mail with its thread and where a reply goes from. */
  inboxMessage: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/mailboxes/inbox/{id}',
        summary: 'An inbound mail with its thread (oldest first) and the mailbox an answer goes out from',
        tags,
        permission: 'campaigns:read',
        errors: [404],
      },
    })
    .input(inboxMessageIdSchema)
    .output(
      z.object({ message: inboxItemSchema, thread: z.array(threadEntrySchema), reply: replyTargetSchema }),
    )
    .query(async ({ ctx, input }) => {
      const row = await ownInboundMessage(ctx.db, ctx.user.id, input.id);
      return {
        message: emailItem(row),
        thread: await threadEntriesOf(ctx.db, ctx.user.id, row),
        reply: await replyTargetOf(ctx.db, ctx.user, row),
      };
    }),

  /** Marks an inbound mail read, or unread again. */
  markRead: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/mailboxes/inbox/{id}/read',
        summary: 'Mark an inbound mail read (read: true, the default) or unread (read: false)',
        tags,
        permission: 'campaigns:write',
        errors: [404],
      },
    })
    .input(markInboxReadSchema)
    .output(inboxItemSchema)
    .mutation(({ ctx, input }) => markInboundRead(ctx.db, ctx.user.id, input.id, input.read, ctx.now())),

  /** Answers an inbound mail in its thread, from the mailbox that sent the mail it answers. */
  reply: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/mailboxes/inbox/{id}/reply',
        summary: 'Answer an inbound mail in its thread, from the mailbox that sent the mail it answers',
        description:
          'The answer carries In-Reply-To and References, goes out through the mailbox that sent the answered mail (its SMTP server, or its Google or Outlook account; else the mailbox it came in to; else the local outbox) and is recorded in the outbox. The same requestId sends once. A bounce cannot be answered (400); a mail server refusing the answer gives 502 with its reason.',
        tags,
        permission: 'campaigns:write',
        errors: [404, 502],
      },
    })
    .input(replyToInboxMessageSchema)
    .output(
      z.object({
        message: z.string(),
        outboxMessageId: z.string(),
        messageId: z.string(),
        from: z.string(),
        to: z.string(),
      }),
    )
    .mutation(async ({ ctx, input }) => ({
      message: REPLY_SENT,
      ...(await replyToInboundMessage(ctx, input)),
    })),
});

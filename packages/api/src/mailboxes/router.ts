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
import { type Db, outboxMessages } from '@leadpath/db';
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { authedProcedure, createTRPCRouter } from '../trpc.ts';
import {
  connectAccountMailbox,
  connectSmtpMailbox,
  removeMailbox,
  testMailbox,
  testSmtpSettings,
  updateMailbox,
} from './mailbox-actions.ts';
import { mailboxViewSchema, mailboxViews } from './mailbox-rows.ts';

const tags = ['Mailboxes'];

/** One mailbox as the answers show it, counts included. */
const viewOf = (ctx: { db: Db; now: () => number; user: { id: string } }, id: string) => {
  const view = mailboxViews(ctx.db, ctx.user.id, ctx.now()).find((candidate) => candidate.id === id);
  if (!view) throw new Error('The mailbox just written was not found');
  return view;
};

const MAILBOX_PAGE_SIZE = 100;

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
    .query(({ ctx }) => ({ mailboxes: mailboxViews(ctx.db, ctx.user.id, ctx.now()) })),

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
      return { message: MAILBOX_CONNECTED, mailbox: viewOf(ctx, row.id) };
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
      return { message: MAILBOX_CONNECTED, mailbox: viewOf(ctx, row.id) };
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
      return { mailbox: viewOf(ctx, row.id) };
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
    .mutation(({ ctx, input }) => {
      removeMailbox(ctx, input.id);
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

  /** The embedded outbox of the user: drafts and sent mails, newest first. */
  outbox: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/mailboxes/outbox',
        summary: 'Drafts and sent mails of the local outbox, newest first',
        tags: ['Mailboxes'],
        permission: null,
      },
    })
    .output(z.object({ messages: z.array(outboxMessageSchema) }))
    .query(({ ctx }) => {
      const rows = ctx.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.ownerId, ctx.user.id))
        .orderBy(desc(outboxMessages.createdAt), desc(sql`rowid`))
        .limit(MAILBOX_PAGE_SIZE)
        .all();
      return {
        messages: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          from: row.from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          attachments: row.attachments.map(({ filename, contentType }) => ({ filename, contentType })),
          createdAt: row.createdAt.toISOString(),
        })),
      };
    }),
});

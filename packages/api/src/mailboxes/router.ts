import { outboxMessages } from '@leadpath/db';
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { authedProcedure, createTRPCRouter } from '../trpc.ts';

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

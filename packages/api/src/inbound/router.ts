import { outboxMessageIdSchema, simulateReplySchema } from '@leadpath/core/schemas/inbound';
import { modelReadsReplies } from '../assist/replies/inbound/model-classify-job.ts';
import { authedProcedure, createTRPCRouter } from '../trpc.ts';
import {
  conversationOf,
  conversationSchema,
  inboundListSchema,
  listInbound,
  listSuppressions,
  suppressionListSchema,
} from './conversation.ts';
import { simulateReply, simulateResultSchema } from './simulate.ts';

const tags = ['Mailboxes'];

/** Replies, bounces and unsubscribe requests that came back (issue 20, ADR 030), under Mailboxes. */
export const inboundRouter = createTRPCRouter({
  conversation: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/mailboxes/messages/{id}/conversation',
        summary: 'A sent mail with its thread: the sequence mails of the same prospect and what came back',
        tags,
        permission: null,
      },
    })
    .input(outboxMessageIdSchema)
    .output(conversationSchema)
    .query(({ ctx, input }) => conversationOf(ctx.db, ctx.user.id, input.id)),

  simulateReply: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/mailboxes/messages/{id}/simulate-reply',
        summary:
          'Simulate an answer to a sent mail (demos): a reply, an out-of-office, a bounce or an unsubscribe request',
        description:
          'Builds the mail that would come back and feeds it to the same inbound path as mail received over SMTP or IMAP: a reply stops the enrollment, an out-of-office answer does not, a bounce (a DSN) and an unsubscribe request stop it and suppress the address.',
        tags,
        permission: null,
      },
    })
    .input(simulateReplySchema)
    .output(simulateResultSchema)
    .mutation(({ ctx, input }) =>
      simulateReply(ctx.db, ctx.user.id, input, ctx.now(), {
        modelClassifies: modelReadsReplies(ctx.services.languageModel),
      }),
    ),

  inbound: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/mailboxes/inbound',
        summary:
          'Mail that came back (replies, out-of-office answers, bounces, unsubscribe requests), newest first',
        tags,
        permission: null,
      },
    })
    .output(inboundListSchema)
    .query(({ ctx }) => listInbound(ctx.db, ctx.user.id)),

  suppressions: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/mailboxes/suppressions',
        summary: 'Addresses no sequence mails again (unsubscribed, bounced), newest first',
        tags,
        permission: null,
      },
    })
    .output(suppressionListSchema)
    .query(({ ctx }) => listSuppressions(ctx.db, ctx.user.id)),
});

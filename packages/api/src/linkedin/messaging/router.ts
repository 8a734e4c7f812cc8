/**
 * LinkedIn messaging and the LinkedIn account (issue 21). The inbox (conversations, a thread, mark
 * read, reply) is the 'linkedin-messaging' feature of spec §6; the account card of the LinkedIn
 * settings (connect sandbox / Unipile / manual, pause state and reason, sync now) is behind the
 * access rule like the rest of those settings. Reads need linkedin:read, sending linkedin:schedule.
 */

import { correctLinkedinReplyClassSchema, storedReplyClassSchema } from '@leadpath/core/schemas/assist';
import {
  connectLinkedinSchema,
  conversationIdSchema,
  linkedinSignalSchema,
  sendLinkedinMessageSchema,
} from '@leadpath/core/schemas/linkedin-messaging';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { correctLinkedinReplyClass } from '../../assist/replies/inbound/correct-linkedin-reply-class.ts';
import { modelReadsReplies } from '../../assist/replies/inbound/model-classify-job.ts';
import { accessProcedure, createTRPCRouter, featureProcedure } from '../../trpc.ts';
import { connectLinkedinAccount, readLinkedinAccount } from '../execution/accounts.ts';
import { accountRefOf, sandboxNetworkOf } from '../execution/connectors.ts';
import { syncLinkedinAccount } from '../execution/linkedin-sync.ts';
import {
  accountOutput,
  conversationListSchema,
  conversationSchema,
  linkedinAccountSchema,
  listConversations,
  markRead,
  readThread,
  sendResultSchema,
  threadSchema,
  UNIPILE_NOT_CONFIGURED,
} from './messaging.ts';
import { sendFromInbox } from './send-from-inbox.ts';

const messagingProcedure = featureProcedure('linkedin-messaging');
const tags = ['LinkedIn'];
export const NO_LINKEDIN_ACCOUNT = 'Connect a LinkedIn account first';
export const SANDBOX_ONLY = 'Signals can be simulated on the sandbox account only';

export const linkedinMessagingRouter = createTRPCRouter({
  account: accessProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/linkedin/account',
        summary:
          "The LinkedIn account: connector, pause state and reason, today's actions against today's limit",
        tags,
        permission: 'linkedin:read',
      },
    })
    .output(linkedinAccountSchema)
    .query(({ ctx }) => accountOutput(ctx.db, ctx.user.id, ctx.services.linkedin, ctx.now())),

  connect: accessProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/linkedin/account',
        summary:
          'Connect the LinkedIn account: the sandbox network, a Unipile account, or manual mode (tasks)',
        description:
          'A new connection starts the warmup ramp today. Switching keeps the ramp; a pause is lifted. Unipile needs the server configured with UNIPILE_DSN and UNIPILE_API_KEY and the account id from Unipile.',
        tags,
        permission: 'linkedin:schedule',
      },
    })
    .input(connectLinkedinSchema)
    .output(linkedinAccountSchema)
    .mutation(async ({ ctx, input }) => {
      if (input.kind === 'unipile' && !ctx.services.linkedin?.unipile)
        throw new TRPCError({ code: 'BAD_REQUEST', message: UNIPILE_NOT_CONFIGURED });
      await connectLinkedinAccount(ctx.db, {
        ownerId: ctx.user.id,
        kind: input.kind,
        externalAccountId:
          input.kind === 'unipile'
            ? (input.externalAccountId ?? null)
            : input.kind === 'sandbox'
              ? `sandbox-${ctx.user.id}`
              : null,
        name:
          input.name ||
          (input.kind === 'manual'
            ? 'Manual mode'
            : input.kind === 'sandbox'
              ? 'Sandbox network'
              : 'Unipile'),
        now: ctx.now(),
      });
      return accountOutput(ctx.db, ctx.user.id, ctx.services.linkedin, ctx.now());
    }),

  sync: accessProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/linkedin/account/sync',
        summary: 'Poll the connector now: accepted invitations advance, new messages land in the inbox',
        tags,
        // A sync advances sequences and sends queued replies: a change, not a read.
        permission: 'linkedin:schedule',
      },
    })
    .output(
      z.object({
        accepted: z.number().int(),
        messages: z.number().int(),
        replies: z.number().int(),
        sent: z.number().int(),
      }),
    )
    .mutation(async ({ ctx }) => {
      const account = await readLinkedinAccount(ctx.db, ctx.user.id);
      if (!account) throw new TRPCError({ code: 'BAD_REQUEST', message: NO_LINKEDIN_ACCOUNT });
      const result = await syncLinkedinAccount(ctx.db, account.id, {
        now: ctx.now(),
        services: ctx.services.linkedin,
        modelClassifies: modelReadsReplies(ctx.services.languageModel),
      });
      return result ?? { accepted: 0, messages: 0, replies: 0, sent: 0 };
    }),

  simulateSignal: accessProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/linkedin/account/simulate-signal',
        summary:
          "Sandbox only: LinkedIn's next answer is a limit or a security check (a demo of the automatic pause)",
        tags,
        permission: 'linkedin:schedule',
      },
    })
    .input(linkedinSignalSchema)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      const account = await readLinkedinAccount(ctx.db, ctx.user.id);
      if (!account) throw new TRPCError({ code: 'BAD_REQUEST', message: NO_LINKEDIN_ACCOUNT });
      if (account.kind !== 'sandbox') throw new TRPCError({ code: 'BAD_REQUEST', message: SANDBOX_ONLY });
      await sandboxNetworkOf(ctx.db).provoke(accountRefOf(account), input.signal);
      return { ok: true as const };
    }),

  conversations: messagingProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/linkedin/conversations',
        summary:
          'LinkedIn conversations, newest first, with unread counts and the prospect each is linked to',
        tags,
        permission: 'linkedin:read',
      },
    })
    .output(conversationListSchema)
    .query(({ ctx }) => listConversations(ctx.db, ctx.user.id)),

  thread: messagingProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/linkedin/conversations/{id}/messages',
        summary: 'The messages of one conversation, oldest first',
        tags,
        permission: 'linkedin:read',
        errors: [404],
      },
    })
    .input(conversationIdSchema)
    .output(threadSchema)
    .query(({ ctx, input }) => readThread(ctx.db, ctx.user.id, input.id)),

  markRead: messagingProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/linkedin/conversations/{id}/read',
        summary: 'Mark a conversation read',
        tags,
        // Changes the inbox's unread state: the messaging write permission, as a reply needs.
        permission: 'linkedin:schedule',
        errors: [404],
      },
    })
    .input(conversationIdSchema)
    .output(conversationSchema)
    .mutation(({ ctx, input }) => markRead(ctx.db, ctx.user.id, input.id)),

  send: messagingProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/linkedin/conversations/{id}/messages',
        summary: 'Reply in a conversation, through the connector within the pacing',
        description:
          "Sent now when an action may run now (inside the activity window, under today's limit, after the gap, not paused); otherwise queued and sent by the sync when its turn comes (`outcome: queued`, `sendAt`). Counts toward today's limit.",
        tags,
        permission: 'linkedin:schedule',
        errors: [404],
      },
    })
    .input(sendLinkedinMessageSchema)
    .output(sendResultSchema)
    .mutation(({ ctx, input }) =>
      sendFromInbox(ctx.db, {
        ownerId: ctx.user.id,
        id: input.id,
        text: input.text,
        now: ctx.now(),
        services: ctx.services.linkedin,
      }),
    ),

  correctReplyClass: messagingProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/linkedin/conversations/{id}/class',
        summary:
          'Correct the class of a reply of the conversation (messageId; absent: its latest classified one); the correction is kept and its effect applied, as for a mail',
        tags,
        permission: 'campaigns:write',
        errors: [400, 404],
      },
    })
    .input(correctLinkedinReplyClassSchema)
    .output(z.object({ replyClass: storedReplyClassSchema.nullable() }))
    .mutation(async ({ ctx, input }) => ({
      replyClass: await correctLinkedinReplyClass(ctx.db, ctx.user.id, input, ctx.now()),
    })),
});

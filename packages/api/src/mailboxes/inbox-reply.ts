/**
 * Answering an inbound mail from the inbox (issue 28): in its thread (In-Reply-To, References), from
 * the mailbox that sent the mail it answers, through the app's mailer as sequence mail goes (so it is
 * recorded in the outbox), and marked read.
 */
import { createHash, randomUUID } from 'node:crypto';
import { CANNOT_REPLY_TO_BOUNCE } from '@leadpath/core/schemas/inbox';
import { type AppDatabase, type InboundMessageRow, type MailboxRow, outboxMessages } from '@leadpath/db';
import type { Mailer } from '@leadpath/integrations';
import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { markInboundRead, ownInboundMessage } from './inbox.ts';
import { fromHeaderOf, readMailbox } from './mailbox-rows.ts';

/** A thread's References keep the newest of its Message-IDs, as mail clients trim long threads. */
const REFERENCES_KEPT = 20;

export const replyTargetSchema = z.object({
  /** The mailbox a reply goes out from, or null: the local outbox with the user's own address. */
  mailbox: z.object({ id: z.string(), label: z.string(), from: z.string() }).nullable(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  /** Why this mail cannot be answered (a bounce), or null. */
  cannotReply: z.string().nullable(),
});
export type ReplyTarget = z.infer<typeof replyTargetSchema>;

/** 'Re: ' once, as mail clients write it. */
export const replySubjectOf = (subject: string) =>
  /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;

/**
 * The mailbox that sent the mail this one answers; else the mailbox it came in to (its IMAP folder);
 * else none. A removed mailbox is skipped.
 */
export async function replyMailboxOf(
  db: AppDatabase,
  ownerId: string,
  message: InboundMessageRow,
): Promise<MailboxRow | null> {
  const answered = message.outboxMessageId
    ? await db
        .select({ mailboxId: outboxMessages.mailboxId })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.ownerId, ownerId), eq(outboxMessages.id, message.outboxMessageId)))
        .get()
    : undefined;
  for (const id of [answered?.mailboxId, message.mailboxId]) {
    const row = id ? await readMailbox(db, ownerId, id) : undefined;
    if (row) return row;
  }
  return null;
}

export async function replyTargetOf(
  db: AppDatabase,
  user: { id: string; email: string },
  message: InboundMessageRow,
): Promise<ReplyTarget> {
  const mailbox = await replyMailboxOf(db, user.id, message);
  return {
    mailbox: mailbox ? { id: mailbox.id, label: mailbox.label, from: fromHeaderOf(mailbox) } : null,
    from: mailbox ? fromHeaderOf(mailbox) : user.email,
    to: message.from,
    subject: replySubjectOf(message.subject),
    cannotReply: message.classification === 'bounce' ? CANNOT_REPLY_TO_BOUNCE : null,
  };
}

/** RFC 5322 §3.6.4: the parent's References (else its In-Reply-To), then the parent's Message-ID. */
export function referencesOf(message: InboundMessageRow): string[] {
  const parents = message.references.length
    ? message.references
    : message.inReplyTo
      ? [message.inReplyTo]
      : [];
  return [...parents.filter((id) => id !== message.messageId), message.messageId].slice(-REFERENCES_KEPT);
}

/** The reply's Message-ID on the sending address's domain; one requestId gives one Message-ID (sent once). */
export function replyMessageIdOf(requestId: string, fromAddress: string): string {
  const hash = createHash('sha256').update(`inbox-reply:${requestId}`).digest('hex').slice(0, 32);
  const domain = fromAddress.split('@')[1]?.replace(/>.*$/, '').trim() || 'leadpath.local';
  return `<reply-${hash}@${domain}>`;
}

/** Sends the answer; 400 for a bounce, 502 naming what to fix when the mail server refuses it. */
export async function replyToInboundMessage(
  ctx: {
    db: AppDatabase;
    now: () => number;
    user: { id: string; email: string };
    services: { mailer: Mailer };
  },
  input: { id: string; text: string; requestId?: string },
) {
  const message = await ownInboundMessage(ctx.db, ctx.user.id, input.id);
  const target = await replyTargetOf(ctx.db, ctx.user, message);
  if (target.cannotReply) throw new TRPCError({ code: 'BAD_REQUEST', message: target.cannotReply });
  const mailbox = target.mailbox ? await readMailbox(ctx.db, ctx.user.id, target.mailbox.id) : undefined;
  const messageId = replyMessageIdOf(input.requestId ?? randomUUID(), mailbox?.fromAddress ?? ctx.user.email);
  const references = referencesOf(message);
  let sent: { id: string };
  try {
    sent = await ctx.services.mailer.send({
      ownerId: ctx.user.id,
      from: ctx.user.email,
      to: [message.from],
      subject: target.subject,
      text: input.text,
      messageId,
      inReplyTo: message.messageId,
      headers: { References: references.join(' ') },
      ...(mailbox ? { mailboxId: mailbox.id } : {}),
    });
  } catch (error) {
    throw new TRPCError({
      code: 'BAD_GATEWAY',
      message: error instanceof Error ? error.message : String(error),
    });
  }
  await markInboundRead(ctx.db, ctx.user.id, message.id, true, ctx.now());
  return { outboxMessageId: sent.id, messageId, from: target.from, to: message.from };
}

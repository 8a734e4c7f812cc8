/** Reading what came back: a sent mail's threaded conversation, the inbound list, the suppression list. */
import { OUTBOX_MESSAGE_NOT_FOUND } from '@leadpath/core/schemas/inbound';
import {
  type AppDatabase,
  inboundMessages,
  insertionOrder,
  outboxMessages,
  scheduledSteps,
  sequenceEnrollments,
  sequences,
  suppressedAddresses,
} from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { z } from 'zod';
import { mailThreadEntries } from './thread-entries.ts';

export const INBOUND_PAGE_SIZE = 100;
export const SUPPRESSIONS_PAGE_SIZE = 200;
/** A thread shows at most this many mails each way. */
const THREAD_LIMIT = 100;

const classificationSchema = z.enum(['reply', 'out_of_office', 'bounce', 'unsubscribe', 'unmatched']);

export const conversationEntrySchema = z.object({
  id: z.string(),
  direction: z.enum(['sent', 'received']),
  from: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  at: z.string(),
  /** Received mails: what it was recognised as. */
  classification: classificationSchema.nullable(),
});

export const conversationSchema = z.object({
  messageId: z.string(),
  subject: z.string(),
  /** The sequence enrollment the mail was a step of, and where it stands. */
  enrollment: z
    .object({
      id: z.string(),
      sequenceId: z.string(),
      sequenceName: z.string(),
      status: z.enum(['active', 'paused', 'finished']),
      finishReason: z.string().nullable(),
    })
    .nullable(),
  /** The recipient is on the suppression list: no sequence mails them again. */
  suppression: z
    .object({ email: z.string(), reason: z.enum(['unsubscribed', 'bounced', 'manual']) })
    .nullable(),
  /** Sent mails of the thread and what came back, oldest first. */
  entries: z.array(conversationEntrySchema),
});

export const inboundListSchema = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      from: z.string(),
      fromName: z.string(),
      subject: z.string(),
      classification: classificationSchema,
      source: z.enum(['smtp', 'imap', 'simulated']),
      outboxMessageId: z.string().nullable(),
      receivedAt: z.string(),
    }),
  ),
});

export const suppressionListSchema = z.object({
  addresses: z.array(
    z.object({
      email: z.string(),
      reason: z.enum(['unsubscribed', 'bounced', 'manual']),
      createdAt: z.string(),
    }),
  ),
});

/** The owner's sent mail, or 404. */
export async function ownOutboxMessage(db: AppDatabase, ownerId: string, id: string) {
  const row = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.ownerId, ownerId)))
    .get();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: OUTBOX_MESSAGE_NOT_FOUND });
  return row;
}

export async function conversationOf(
  db: AppDatabase,
  ownerId: string,
  id: string,
): Promise<z.infer<typeof conversationSchema>> {
  const message = await ownOutboxMessage(db, ownerId, id);
  const enrollment = await enrollmentThatSent(db, ownerId, message.messageId);
  const sent = enrollment ? await mailsTheEnrollmentSent(db, ownerId, enrollment.id) : [];
  const thread = sent.some((row) => row.id === message.id) ? sent : [message, ...sent];
  const received = await db
    .select()
    .from(inboundMessages)
    .where(
      and(
        eq(inboundMessages.ownerId, ownerId),
        or(
          inArray(
            inboundMessages.outboxMessageId,
            thread.map((row) => row.id),
          ),
          enrollment ? eq(inboundMessages.enrollmentId, enrollment.id) : undefined,
        ),
      ),
    )
    .orderBy(desc(inboundMessages.receivedAt))
    .limit(THREAD_LIMIT)
    .all();
  return {
    messageId: message.id,
    subject: message.subject,
    enrollment: enrollment ?? null,
    suppression: (await suppressionOf(db, ownerId, message.to[0])) ?? null,
    entries: mailThreadEntries(thread, received),
  };
}

/** The enrollment (with its sequence) whose step sent this mail, if a sequence sent it. */
async function enrollmentThatSent(db: AppDatabase, ownerId: string, messageId: string | null) {
  const step = messageId
    ? await db
        .select({ enrollmentId: scheduledSteps.enrollmentId })
        .from(scheduledSteps)
        .where(and(eq(scheduledSteps.ownerId, ownerId), eq(scheduledSteps.messageId, messageId)))
        .get()
    : undefined;
  if (!step) return undefined;
  return db
    .select({
      id: sequenceEnrollments.id,
      sequenceId: sequenceEnrollments.sequenceId,
      sequenceName: sequences.name,
      status: sequenceEnrollments.status,
      finishReason: sequenceEnrollments.finishReason,
    })
    .from(sequenceEnrollments)
    .innerJoin(sequences, eq(sequences.id, sequenceEnrollments.sequenceId))
    .where(eq(sequenceEnrollments.id, step.enrollmentId))
    .get();
}

/** The thread: every mail the enrollment sent (its same-thread steps). */
async function mailsTheEnrollmentSent(db: AppDatabase, ownerId: string, enrollmentId: string) {
  const messageIds = (
    await db
      .select({ messageId: scheduledSteps.messageId })
      .from(scheduledSteps)
      .where(and(eq(scheduledSteps.enrollmentId, enrollmentId), isNotNull(scheduledSteps.messageId)))
      .all()
  ).map((row) => row.messageId as string);
  if (!messageIds.length) return [];
  return db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.ownerId, ownerId),
        eq(outboxMessages.kind, 'sent'),
        inArray(outboxMessages.messageId, messageIds),
      ),
    )
    .limit(THREAD_LIMIT)
    .all();
}

/** The recipient's suppression (bounced, unsubscribed, …), if any. */
async function suppressionOf(db: AppDatabase, ownerId: string, to: string | undefined) {
  const recipient = to?.trim().toLowerCase();
  if (!recipient) return undefined;
  return db
    .select({ email: suppressedAddresses.email, reason: suppressedAddresses.reason })
    .from(suppressedAddresses)
    .where(and(eq(suppressedAddresses.ownerId, ownerId), eq(suppressedAddresses.email, recipient)))
    .get();
}

export async function listInbound(
  db: AppDatabase,
  ownerId: string,
): Promise<z.infer<typeof inboundListSchema>> {
  const rows = await db
    .select()
    .from(inboundMessages)
    .where(eq(inboundMessages.ownerId, ownerId))
    .orderBy(desc(inboundMessages.receivedAt), desc(insertionOrder(db, inboundMessages, inboundMessages.id)))
    .limit(INBOUND_PAGE_SIZE)
    .all();
  return {
    messages: rows.map((row) => ({
      id: row.id,
      from: row.from,
      fromName: row.fromName,
      subject: row.subject,
      classification: row.classification,
      source: row.source,
      outboxMessageId: row.outboxMessageId,
      receivedAt: row.receivedAt.toISOString(),
    })),
  };
}

export async function listSuppressions(
  db: AppDatabase,
  ownerId: string,
): Promise<z.infer<typeof suppressionListSchema>> {
  const rows = await db
    .select()
    .from(suppressedAddresses)
    .where(eq(suppressedAddresses.ownerId, ownerId))
    .orderBy(desc(suppressedAddresses.createdAt), suppressedAddresses.email)
    .limit(SUPPRESSIONS_PAGE_SIZE)
    .all();
  return {
    addresses: rows.map((row) => ({
      email: row.email,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

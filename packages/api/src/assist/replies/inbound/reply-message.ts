/**
 * A classified reply, whichever channel brought it (ADR 052, 063): an inbound mail or a LinkedIn
 * message. The effects, corrections, the model's second reading and the resume job act on this,
 * so both channels go through the same functions.
 */
import {
  type Db,
  type InboundClassification,
  type InboundMessageRow,
  inboundMessages,
  type LinkedinMessageRow,
  linkedinConversations,
  linkedinMessages,
  type ReplyClassSource,
} from '@leadpath/db';
import { and, eq } from 'drizzle-orm';

export type ReplyChannel = 'email' | 'linkedin';

export interface ReplyMessage {
  channel: ReplyChannel;
  id: string;
  ownerId: string;
  prospectId: string | null;
  enrollmentId: string | null;
  /** The sender's address (email); '' on LinkedIn, where the conversation names the prospect. */
  from: string;
  bouncedRecipients: string[];
  /** The transport's sorting (ADR 030); a LinkedIn message from the other side is always a reply. */
  classification: InboundClassification;
  text: string;
  receivedAt: Date;
  signaledAt: Date | null;
  replyClass: string | null;
  replyClassSource: ReplyClassSource | null;
  replyClassReason: string | null;
  replyResumeOn: string | null;
  replyReferral: { name: string; email: string } | null;
  replyClassifiedAt: Date | null;
}

/** The columns a class, its dates and the signal set (the same names on both tables). */
export type ReplyColumns = Partial<
  Pick<
    ReplyMessage,
    | 'signaledAt'
    | 'replyClass'
    | 'replyClassSource'
    | 'replyClassReason'
    | 'replyResumeOn'
    | 'replyReferral'
    | 'replyClassifiedAt'
  >
>;

/** An inbound mail row as a reply (rows passed as they are stay email). */
export const replyMessageOf = (row: InboundMessageRow | ReplyMessage): ReplyMessage =>
  'channel' in row ? row : { ...row, channel: 'email' };

export const linkedinReplyOf = (row: LinkedinMessageRow, prospectId: string | null): ReplyMessage => ({
  channel: 'linkedin',
  id: row.id,
  ownerId: row.ownerId,
  prospectId,
  enrollmentId: row.enrollmentId,
  from: '',
  bouncedRecipients: [],
  classification: 'reply',
  text: row.text,
  receivedAt: row.at,
  signaledAt: row.signaledAt,
  replyClass: row.replyClass,
  replyClassSource: row.replyClassSource,
  replyClassReason: row.replyClassReason,
  replyResumeOn: row.replyResumeOn,
  replyReferral: row.replyReferral ?? null,
  replyClassifiedAt: row.replyClassifiedAt,
});

/** A reply read again by its channel and id (a job's payload names them); undefined when gone. */
export async function readReplyMessage(
  db: Db,
  channel: ReplyChannel,
  id: string,
): Promise<ReplyMessage | undefined> {
  if (channel === 'email') {
    const row = await db.select().from(inboundMessages).where(eq(inboundMessages.id, id)).get();
    return row ? replyMessageOf(row) : undefined;
  }
  const found = await db
    .select({ message: linkedinMessages, prospectId: linkedinConversations.prospectId })
    .from(linkedinMessages)
    .innerJoin(linkedinConversations, eq(linkedinConversations.id, linkedinMessages.conversationId))
    .where(and(eq(linkedinMessages.id, id), eq(linkedinMessages.direction, 'inbound')))
    .get();
  return found ? linkedinReplyOf(found.message, found.prospectId) : undefined;
}

/** Writes a class (or the signal's time) on the reply's own row, the owner checked. */
export async function updateReplyMessage(db: Db, message: ReplyMessage, columns: ReplyColumns) {
  if (message.channel === 'email')
    await db
      .update(inboundMessages)
      .set(columns)
      .where(and(eq(inboundMessages.id, message.id), eq(inboundMessages.ownerId, message.ownerId)))
      .run();
  else
    await db
      .update(linkedinMessages)
      .set(columns)
      .where(and(eq(linkedinMessages.id, message.id), eq(linkedinMessages.ownerId, message.ownerId)))
      .run();
}

/**
 * A person corrects the class of a LinkedIn conversation's reply (ADR 063, 069): the one named, else its
 * latest classified one, as for a mail: kept with source 'user' and its effect applied when it differs.
 */
import type { CorrectLinkedinReplyClassInput, StoredReplyClass } from '@leadpath/core/schemas/assist';
import { type AppDatabase, linkedinConversations, linkedinMessages } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { CONVERSATION_NOT_FOUND } from '../../../linkedin/messaging/messaging.ts';
import { changeReplyClass, correctionVerdict } from './correct-reply-class.ts';
import { readReplyMessage } from './reply-message.ts';
import { storedReplyClassOf } from './stored-reply-class.ts';

export const NO_CLASSIFIED_LINKEDIN_REPLY = 'This conversation has no classified reply to correct';
export const NO_SUCH_LINKEDIN_REPLY =
  'This conversation has no classified reply with this id: GET /api/linkedin/conversations/{id}/messages lists them';

/** `input.id`: the conversation. Answers the reply's class as stored after the correction. */
export async function correctLinkedinReplyClass(
  db: AppDatabase,
  ownerId: string,
  input: CorrectLinkedinReplyClassInput,
  now: number,
): Promise<StoredReplyClass | null> {
  const conversation = await db
    .select({ id: linkedinConversations.id })
    .from(linkedinConversations)
    .where(and(eq(linkedinConversations.id, input.id), eq(linkedinConversations.ownerId, ownerId)))
    .get();
  if (!conversation) throw new TRPCError({ code: 'NOT_FOUND', message: CONVERSATION_NOT_FOUND });
  const chosen = await db
    .select({ id: linkedinMessages.id })
    .from(linkedinMessages)
    .where(
      and(
        eq(linkedinMessages.conversationId, conversation.id),
        eq(linkedinMessages.direction, 'inbound'),
        isNotNull(linkedinMessages.replyClass),
        input.messageId ? eq(linkedinMessages.id, input.messageId) : undefined,
      ),
    )
    .orderBy(desc(linkedinMessages.at), desc(linkedinMessages.id))
    .get();
  const reply = chosen ? await readReplyMessage(db, 'linkedin', chosen.id) : undefined;
  if (!reply)
    throw new TRPCError({
      code: 'NOT_FOUND',
      message: input.messageId ? NO_SUCH_LINKEDIN_REPLY : NO_CLASSIFIED_LINKEDIN_REPLY,
    });
  await changeReplyClass(db, reply, correctionVerdict(input, reply), now);
  const changed = await readReplyMessage(db, 'linkedin', reply.id);
  return changed ? storedReplyClassOf(changed) : null;
}

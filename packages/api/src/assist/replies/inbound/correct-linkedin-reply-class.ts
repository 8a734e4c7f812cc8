/**
 * A person corrects the class of a LinkedIn conversation's latest classified reply (ADR 063), as for
 * a mail: kept with source 'user' and its effect applied when it differs (changeReplyClass).
 */
import type { CorrectReplyClassInput, StoredReplyClass } from '@leadpath/core/schemas/assist';
import { type AppDatabase, linkedinConversations, linkedinMessages } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { CONVERSATION_NOT_FOUND } from '../../../linkedin/messaging/messaging.ts';
import { changeReplyClass, correctionVerdict } from './correct-reply-class.ts';
import { readReplyMessage } from './reply-message.ts';
import { storedReplyClassOf } from './stored-reply-class.ts';

export const NO_CLASSIFIED_LINKEDIN_REPLY = 'This conversation has no classified reply to correct';

/** `input.id`: the conversation. Answers the reply's class as stored after the correction. */
export async function correctLinkedinReplyClass(
  db: AppDatabase,
  ownerId: string,
  input: CorrectReplyClassInput,
  now: number,
): Promise<StoredReplyClass | null> {
  const conversation = await db
    .select({ id: linkedinConversations.id })
    .from(linkedinConversations)
    .where(and(eq(linkedinConversations.id, input.id), eq(linkedinConversations.ownerId, ownerId)))
    .get();
  if (!conversation) throw new TRPCError({ code: 'NOT_FOUND', message: CONVERSATION_NOT_FOUND });
  const latest = await db
    .select({ id: linkedinMessages.id })
    .from(linkedinMessages)
    .where(
      and(
        eq(linkedinMessages.conversationId, conversation.id),
        eq(linkedinMessages.direction, 'inbound'),
        isNotNull(linkedinMessages.replyClass),
      ),
    )
    .orderBy(desc(linkedinMessages.at), desc(linkedinMessages.id))
    .get();
  const reply = latest ? await readReplyMessage(db, 'linkedin', latest.id) : undefined;
  if (!reply) throw new TRPCError({ code: 'NOT_FOUND', message: NO_CLASSIFIED_LINKEDIN_REPLY });
  await changeReplyClass(db, reply, correctionVerdict(input, reply), now);
  const changed = await readReplyMessage(db, 'linkedin', reply.id);
  return changed ? storedReplyClassOf(changed) : null;
}

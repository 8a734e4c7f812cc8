/** The class a LinkedIn conversation shows in the inbox (ADR 063): its latest classified reply's. */
import type { StoredReplyClass } from '@leadpath/core/schemas/assist';
import { type Db, linkedinMessages } from '@leadpath/db';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { linkedinReplyOf } from './reply-message.ts';
import { storedReplyClassOf } from './stored-reply-class.ts';

/** By conversation id, for a page of conversations (one read through the conversation's index). */
export async function latestLinkedinReplyClasses(
  db: Db,
  conversationIds: string[],
): Promise<Map<string, StoredReplyClass>> {
  const classes = new Map<string, StoredReplyClass>();
  if (conversationIds.length === 0) return classes;
  const rows = await db
    .select()
    .from(linkedinMessages)
    .where(
      and(
        inArray(linkedinMessages.conversationId, conversationIds),
        eq(linkedinMessages.direction, 'inbound'),
        isNotNull(linkedinMessages.replyClass),
      ),
    )
    .orderBy(desc(linkedinMessages.at), desc(linkedinMessages.id))
    .all();
  for (const row of rows) {
    if (classes.has(row.conversationId)) continue;
    const stored = storedReplyClassOf(linkedinReplyOf(row, null));
    if (stored) classes.set(row.conversationId, stored);
  }
  return classes;
}

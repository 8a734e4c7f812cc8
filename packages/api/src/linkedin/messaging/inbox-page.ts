/**
 * LinkedIn conversations for the Mailboxes inbox (issue 28): a page of the conversations in which the
 * other side wrote, newest first, after a keyset cursor the inbox shares with its email replies.
 */
import { type AppDatabase, linkedinConversations, linkedinMessages, prospects } from '@leadpath/db';
import { and, count, desc, eq, exists, gt, type SQL, sql } from 'drizzle-orm';
import { conversationOutput } from './conversation-output.ts';

export interface LinkedinInboxConversation {
  id: string;
  name: string;
  profileUrl: string;
  prospect: { id: string; name: string } | null;
  unreadCount: number;
  lastMessageAt: number;
  lastMessageText: string;
}

/** The inbox's sort key of a conversation: its last message's time, then 'linkedin:<id>'. */
export const linkedinInboxKey = (id: string) => `linkedin:${id}`;

const answered = (db: AppDatabase) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(linkedinMessages)
      .where(
        and(
          eq(linkedinMessages.conversationId, linkedinConversations.id),
          eq(linkedinMessages.direction, 'inbound'),
        ),
      ),
  );

/** Up to `limit` conversations with an inbound message, strictly before (at, key) when given. */
export async function linkedinInboxPage(
  db: AppDatabase,
  ownerId: string,
  options: { before: { at: number; key: string } | null; limit: number; unreadOnly?: boolean },
): Promise<LinkedinInboxConversation[]> {
  const conditions: (SQL | undefined)[] = [eq(linkedinConversations.ownerId, ownerId), answered(db)];
  if (options.before)
    conditions.push(
      sql`(${linkedinConversations.lastMessageAt}, 'linkedin:' || ${linkedinConversations.id}) < (${options.before.at}, ${options.before.key})`,
    );
  if (options.unreadOnly) conditions.push(gt(linkedinConversations.unreadCount, 0));
  return (
    await db
      .select({
        conversation: linkedinConversations,
        prospectFirst: prospects.firstName,
        prospectLast: prospects.lastName,
      })
      .from(linkedinConversations)
      .leftJoin(prospects, eq(prospects.id, linkedinConversations.prospectId))
      .where(and(...conditions))
      .orderBy(desc(linkedinConversations.lastMessageAt), desc(linkedinConversations.id))
      .limit(options.limit)
      .all()
  ).map(conversationOutput);
}

/** How many conversations have unread messages. */
export async function linkedinUnreadConversations(db: AppDatabase, ownerId: string): Promise<number> {
  return (
    (
      await db
        .select({ n: count() })
        .from(linkedinConversations)
        .where(and(eq(linkedinConversations.ownerId, ownerId), gt(linkedinConversations.unreadCount, 0)))
        .get()
    )?.n ?? 0
  );
}

/**
 * LinkedIn conversations for the Mailboxes inbox (issue 28): a page of the conversations in which the
 * other side wrote, newest first (or interested first, ADR 052), after a keyset cursor the inbox shares
 * with its email replies.
 */
import type { ReplyClass } from '@leadpath/core/schemas/assist';
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

/** The class of the conversation's latest classified reply (ADR 063), through its (conversation, at) index. */
const latestClass = sql<string | null>`(select m.reply_class from ${linkedinMessages} m
  where m.conversation_id = ${linkedinConversations.id} and m.direction = 'inbound' and m.reply_class is not null
  order by m.at desc, m.id desc limit 1)`;

/** As the email replies rank (ADR 052): interested and meeting requests 0, everything else 1. */
export const INTERESTED_CLASSES: readonly ReplyClass[] = ['interested', 'meeting-request'];
const interestRank = sql<number>`(case when ${latestClass} in ('interested', 'meeting-request') then 0 else 1 end)`;

export interface LinkedinInboxOptions {
  /** Strictly after this position in the page's order; `rank` only when ranked. */
  before: { rank?: number; at: number; key: string } | null;
  limit: number;
  unreadOnly?: boolean;
  /** Interested first, then newest first (the replies group); newest first otherwise. */
  ranked?: boolean;
  /** Only conversations whose latest classified reply has this class. */
  replyClass?: ReplyClass;
}

/** Up to `limit` conversations with an inbound message, in the page's order after `before`. */
export async function linkedinInboxPage(
  db: AppDatabase,
  ownerId: string,
  options: LinkedinInboxOptions,
): Promise<LinkedinInboxConversation[]> {
  const conditions: (SQL | undefined)[] = [eq(linkedinConversations.ownerId, ownerId), answered(db)];
  const { before } = options;
  if (before) {
    const afterTime = sql`(${linkedinConversations.lastMessageAt}, 'linkedin:' || ${linkedinConversations.id}) < (${before.at}, ${before.key})`;
    const rank = before.rank ?? 1;
    conditions.push(
      options.ranked
        ? sql`(${interestRank} > ${rank} or (${interestRank} = ${rank} and ${afterTime}))`
        : afterTime,
    );
  }
  if (options.unreadOnly) conditions.push(gt(linkedinConversations.unreadCount, 0));
  if (options.replyClass) conditions.push(sql`${latestClass} = ${options.replyClass}`);
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
      .orderBy(
        ...(options.ranked ? [interestRank] : []),
        desc(linkedinConversations.lastMessageAt),
        desc(linkedinConversations.id),
      )
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

/**
 * The Mailboxes inbox (issue 28): what came back, replies first (email and LinkedIn), each with its
 * unread state, in cursor pages; and one inbound mail's thread with where a reply would go from.
 */

import { type ReplyClass, storedReplyClassSchema } from '@leadpath/core/schemas/assist';
import {
  INBOX_MESSAGE_NOT_FOUND,
  type InboxGroup,
  inboxGroupClassifications,
  inboxGroups,
} from '@leadpath/core/schemas/inbox';
import { type AppDatabase, type InboundMessageRow, inboundMessages, outboxMessages } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, count, desc, eq, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { latestLinkedinReplyClasses } from '../assist/replies/inbound/linkedin-conversation-classes.ts';
import { storedReplyClassOf } from '../assist/replies/inbound/stored-reply-class.ts';
import { mailThreadEntries } from '../inbound/thread-entries.ts';
import {
  INTERESTED_CLASSES,
  linkedinInboxPage,
  linkedinUnreadConversations,
} from '../linkedin/messaging/inbox-page.ts';
import { decodeCursor, encodeCursor } from '../lists/cursor.ts';

const emailKey = (id: string) => `email:${id}`;

export const inboxItemSchema = z.discriminatedUnion('channel', [
  z.object({
    channel: z.literal('email'),
    id: z.string(),
    from: z.string(),
    fromName: z.string(),
    subject: z.string(),
    /** The first characters of its text. */
    preview: z.string(),
    /** reply, unsubscribe, out_of_office, bounce, unmatched (or another state the inbound path gives). */
    classification: z.string(),
    unread: z.boolean(),
    at: z.string(),
    /** The sent mail it answers, when it matched one. */
    outboxMessageId: z.string().nullable(),
    /** What it says (interested, out of office...), who decided it and the date it named (ADR 052). */
    replyClass: storedReplyClassSchema.nullable(),
  }),
  z.object({
    channel: z.literal('linkedin'),
    /** The LinkedIn conversation (GET /api/linkedin/conversations/{id}/messages). */
    id: z.string(),
    name: z.string(),
    profileUrl: z.string(),
    prospect: z.object({ id: z.string(), name: z.string() }).nullable(),
    preview: z.string(),
    unread: z.boolean(),
    unreadCount: z.number().int(),
    at: z.string(),
    /** Its latest reply's class (ADR 063); null: none classified. */
    replyClass: storedReplyClassSchema.nullable(),
  }),
]);
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxPageSchema = z.object({
  items: z.array(inboxItemSchema),
  nextCursor: z.string().nullable(),
  /** Unread items per group (LinkedIn conversations with unread messages count in replies). */
  unread: z.object({ replies: z.number().int(), automatic: z.number().int(), unmatched: z.number().int() }),
  /** Whether LinkedIn conversations are part of the replies (the LinkedIn messaging feature). */
  includesLinkedin: z.boolean(),
});

const PREVIEW_LENGTH = 160;
const previewOf = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, PREVIEW_LENGTH);

const knownClassifications = [...inboxGroupClassifications.replies, ...inboxGroupClassifications.automatic];

/** The inbound rows of a group: anything not a reply or automatic answer is 'unmatched'. */
export function groupCondition(group: InboxGroup): SQL {
  return group === 'unmatched'
    ? notInArray(inboundMessages.classification, knownClassifications)
    : inArray(inboundMessages.classification, [...inboxGroupClassifications[group]]);
}

async function unreadCounts(db: AppDatabase, ownerId: string, withLinkedin: boolean) {
  const rows = await db
    .select({ classification: inboundMessages.classification, n: count() })
    .from(inboundMessages)
    .where(and(eq(inboundMessages.ownerId, ownerId), isNull(inboundMessages.readAt)))
    .groupBy(inboundMessages.classification)
    .all();
  const counts = { replies: 0, automatic: 0, unmatched: 0 };
  for (const row of rows) {
    const group =
      inboxGroups.find((candidate) =>
        candidate === 'unmatched'
          ? false
          : (inboxGroupClassifications[candidate] as readonly string[]).includes(row.classification),
      ) ?? 'unmatched';
    counts[group] += row.n;
  }
  if (withLinkedin) counts.replies += await linkedinUnreadConversations(db, ownerId);
  return counts;
}

export const emailItem = (row: InboundMessageRow): InboxItem => ({
  channel: 'email',
  id: row.id,
  from: row.from,
  fromName: row.fromName,
  subject: row.subject,
  preview: previewOf(row.text),
  classification: row.classification,
  unread: row.readAt === null,
  at: row.receivedAt.toISOString(),
  outboxMessageId: row.outboxMessageId,
  replyClass: storedReplyClassOf(row),
});

/** Replies first by interest (ADR 052): interested and meeting requests rank 0, everything else 1. */
const interestRank = sql<number>`(case when ${inboundMessages.replyClass} in ('interested', 'meeting-request') then 0 else 1 end)`;
const rankOf = (item: InboxItem) =>
  INTERESTED_CLASSES.includes(item.replyClass?.class as ReplyClass) ? 0 : 1;

/** The cursor's time and rank: ranked pages (replies) write "rank:time", others the time alone. */
function cursorPosition(value: string | number): { rank: number; at: number } {
  if (typeof value === 'number') return { rank: 1, at: value };
  const [rank, at] = value.split(':').map(Number);
  return { rank: rank === 0 ? 0 : 1, at: Number.isFinite(at) ? (at as number) : 0 };
}

/** An inbox page's input: one group, optionally unread only or one reply class, after a cursor. */
interface InboxPageInput {
  group: InboxGroup;
  unreadOnly?: boolean;
  cursor?: string;
  limit: number;
  replyClass?: ReplyClass;
}

/** Where the page starts: after the cursor's (rank, time, key), or at the top. */
interface PageStart {
  rank: number;
  at: number;
  key: string;
}

/** An item on the merged keyset: its time and 'email:<id>' | 'linkedin:<id>' key. */
interface InboxEntry {
  at: number;
  key: string;
  item: InboxItem;
}

/**
 * A page of one group, newest first. Email replies and LinkedIn conversations share one keyset
 * (time, 'email:<id>' | 'linkedin:<id>'), so the merged page is cut where either list goes on.
 */
export async function inboxPage(
  db: AppDatabase,
  ownerId: string,
  input: InboxPageInput,
  options: { withLinkedin: boolean },
): Promise<z.infer<typeof inboxPageSchema>> {
  const before = input.cursor ? decodeCursor(input.cursor) : null;
  const start: PageStart | null = before ? { ...cursorPosition(before[0]), key: before[1] } : null;
  // Replies list the interested first, then newest first; the other groups are newest first.
  const ranked = input.group === 'replies';
  const emails = await emailEntries(db, ownerId, input, start, ranked);
  // A conversation ranks and filters by its latest classified reply (ADR 063), as an email reply by its own.
  const conversations =
    options.withLinkedin && input.group === 'replies'
      ? await conversationEntries(db, ownerId, input, start, ranked)
      : [];
  const rank = (entry: InboxEntry) => (ranked ? rankOf(entry.item) : 1);
  const merged = [...emails, ...conversations].sort(
    (a, b) => rank(a) - rank(b) || b.at - a.at || (b.key < a.key ? -1 : b.key > a.key ? 1 : 0),
  );
  const page = merged.slice(0, input.limit);
  const last = page.at(-1);
  const cursorOf = (entry: InboxEntry) =>
    ranked ? encodeCursor(`${rank(entry)}:${entry.at}`, entry.key) : encodeCursor(entry.at, entry.key);
  return {
    items: page.map((entry) => entry.item),
    nextCursor: merged.length > input.limit && last ? cursorOf(last) : null,
    unread: await unreadCounts(db, ownerId, options.withLinkedin),
    includesLinkedin: options.withLinkedin,
  };
}

/** The group's email replies after the start, one more than the page. */
async function emailEntries(
  db: AppDatabase,
  ownerId: string,
  input: InboxPageInput,
  start: PageStart | null,
  ranked: boolean,
): Promise<InboxEntry[]> {
  const conditions: (SQL | undefined)[] = [eq(inboundMessages.ownerId, ownerId), groupCondition(input.group)];
  if (start) {
    const afterTime = sql`(${inboundMessages.receivedAt}, 'email:' || ${inboundMessages.id}) < (${start.at}, ${start.key})`;
    conditions.push(
      ranked
        ? sql`(${interestRank} > ${start.rank} or (${interestRank} = ${start.rank} and ${afterTime}))`
        : afterTime,
    );
  }
  if (input.unreadOnly) conditions.push(isNull(inboundMessages.readAt));
  if (input.replyClass) conditions.push(eq(inboundMessages.replyClass, input.replyClass));
  const rows = await db
    .select()
    .from(inboundMessages)
    .where(and(...conditions))
    .orderBy(
      ...(ranked ? [interestRank] : []),
      desc(inboundMessages.receivedAt),
      desc(sql`'email:' || ${inboundMessages.id}`),
    )
    .limit(input.limit + 1)
    .all();
  return rows.map((row) => ({ at: row.receivedAt.getTime(), key: emailKey(row.id), item: emailItem(row) }));
}

/** The LinkedIn conversations after the start, one more than the page, with their latest reply class. */
async function conversationEntries(
  db: AppDatabase,
  ownerId: string,
  input: InboxPageInput,
  start: PageStart | null,
  ranked: boolean,
): Promise<InboxEntry[]> {
  const conversations = await linkedinInboxPage(db, ownerId, {
    before: start,
    limit: input.limit + 1,
    unreadOnly: input.unreadOnly,
    ranked,
    replyClass: input.replyClass,
  });
  const classes = await latestLinkedinReplyClasses(
    db,
    conversations.map((conversation) => conversation.id),
  );
  return conversations.map((conversation) => ({
    at: conversation.lastMessageAt,
    key: `linkedin:${conversation.id}`,
    item: {
      channel: 'linkedin' as const,
      id: conversation.id,
      name: conversation.name,
      profileUrl: conversation.profileUrl,
      prospect: conversation.prospect,
      preview: previewOf(conversation.lastMessageText),
      unread: conversation.unreadCount > 0,
      unreadCount: conversation.unreadCount,
      at: new Date(conversation.lastMessageAt).toISOString(),
      replyClass: classes.get(conversation.id) ?? null,
    },
  }));
}

/** The owner's inbound mail, or 404. */
export async function ownInboundMessage(
  db: AppDatabase,
  ownerId: string,
  id: string,
): Promise<InboundMessageRow> {
  const row = await db
    .select()
    .from(inboundMessages)
    .where(and(eq(inboundMessages.ownerId, ownerId), eq(inboundMessages.id, id)))
    .get();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: INBOX_MESSAGE_NOT_FOUND });
  return row;
}

/** Marks an inbound mail read (now) or unread again. */
export async function markInboundRead(
  db: AppDatabase,
  ownerId: string,
  id: string,
  read: boolean,
  now: number,
) {
  await ownInboundMessage(db, ownerId, id);
  await db
    .update(inboundMessages)
    .set({ readAt: read ? new Date(now) : null })
    .where(and(eq(inboundMessages.ownerId, ownerId), eq(inboundMessages.id, id)))
    .run();
  return emailItem(await ownInboundMessage(db, ownerId, id));
}

export const threadEntrySchema = z.object({
  id: z.string(),
  direction: z.enum(['sent', 'received']),
  from: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  at: z.string(),
  classification: z.string().nullable(),
});

/** A thread shows at most this many mails each way. */
const THREAD_LIMIT = 100;

/**
 * The mails of an inbound mail's thread, oldest first: the sent mails and answers whose Message-IDs
 * it names (In-Reply-To, References), the sent mail it matched, and everything answering those.
 */
export async function threadEntriesOf(db: AppDatabase, ownerId: string, message: InboundMessageRow) {
  const ids = [
    ...new Set([message.messageId, ...(message.inReplyTo ? [message.inReplyTo] : []), ...message.references]),
  ];
  const sent = await db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.ownerId, ownerId),
        eq(outboxMessages.kind, 'sent'),
        or(
          inArray(outboxMessages.messageId, ids),
          inArray(outboxMessages.inReplyTo, ids),
          message.outboxMessageId ? eq(outboxMessages.id, message.outboxMessageId) : undefined,
        ),
      ),
    )
    .orderBy(desc(outboxMessages.createdAt))
    .limit(THREAD_LIMIT)
    .all();
  const sentIds = sent.map((row) => row.id);
  const received = await db
    .select()
    .from(inboundMessages)
    .where(
      and(
        eq(inboundMessages.ownerId, ownerId),
        or(
          eq(inboundMessages.id, message.id),
          inArray(inboundMessages.messageId, ids),
          inArray(inboundMessages.inReplyTo, ids),
          sentIds.length ? inArray(inboundMessages.outboxMessageId, sentIds) : undefined,
        ),
      ),
    )
    .orderBy(desc(inboundMessages.receivedAt))
    .limit(THREAD_LIMIT)
    .all();
  return mailThreadEntries(sent, received);
}

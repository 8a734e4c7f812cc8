/** LinkedIn conversations and messages as stored (issue 21): written by the sync and by sends. */
import { randomUUID } from 'node:crypto';
import {
  type Db,
  type LinkedinConversationRow,
  type LinkedinMessageRow,
  linkedinConversations,
  linkedinMessages,
  prospects,
} from '@leadpath/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { normaliseProfileUrl } from '../execution/connectors.ts';

/** The owner's prospect with this LinkedIn profile (the URL compared normalised), or null. */
export async function prospectByProfileUrl(db: Db, ownerId: string, profileUrl: string) {
  const normal = normaliseProfileUrl(profileUrl);
  if (!normal) return null;
  const slugUrl = normal.slice(0, -1);
  const candidates = [
    normal,
    slugUrl,
    normal.replace('https://www.', 'https://'),
    slugUrl.replace('https://www.', 'https://'),
  ];
  const exact = await db
    .select({ id: prospects.id, firstName: prospects.firstName, lastName: prospects.lastName })
    .from(prospects)
    .where(and(eq(prospects.ownerId, ownerId), inArray(prospects.linkedinUrl, candidates)))
    .get();
  if (exact) return exact;
  // URLs stored as typed (upper case, a query string): compared normalised, the owner's LinkedIn prospects only.
  const slug = normal.split('/in/')[1]?.replace(/\/$/, '') ?? '';
  const rows = await db
    .select({
      id: prospects.id,
      firstName: prospects.firstName,
      lastName: prospects.lastName,
      linkedinUrl: prospects.linkedinUrl,
    })
    .from(prospects)
    .where(and(eq(prospects.ownerId, ownerId), sql`lower(${prospects.linkedinUrl}) like ${`%/in/${slug}%`}`))
    .all();
  const found = rows.find((row) => normaliseProfileUrl(row.linkedinUrl) === normal);
  return found ? { id: found.id, firstName: found.firstName, lastName: found.lastName } : null;
}

/** The conversation of a chat, created (and linked to the prospect) when first seen. */
export async function upsertConversation(
  db: Db,
  input: {
    ownerId: string;
    externalChatId: string;
    profileUrl: string;
    name: string | null;
    prospectId?: string | null;
    at: number;
  },
): Promise<LinkedinConversationRow> {
  const existing = await db
    .select()
    .from(linkedinConversations)
    .where(
      and(
        eq(linkedinConversations.ownerId, input.ownerId),
        eq(linkedinConversations.externalChatId, input.externalChatId),
      ),
    )
    .get();
  if (existing) return existing;
  const prospect =
    input.prospectId !== undefined && input.prospectId !== null
      ? { id: input.prospectId, firstName: '', lastName: '' }
      : await prospectByProfileUrl(db, input.ownerId, input.profileUrl);
  const prospectName = await db
    .select({ firstName: prospects.firstName, lastName: prospects.lastName })
    .from(prospects)
    .where(eq(prospects.id, prospect?.id ?? ''))
    .get();
  const name =
    input.name?.trim() ||
    (prospectName ? `${prospectName.firstName} ${prospectName.lastName}`.trim() : '') ||
    normaliseProfileUrl(input.profileUrl).split('/in/')[1]?.replace(/\/$/, '') ||
    'LinkedIn member';
  return db
    .insert(linkedinConversations)
    .values({
      id: randomUUID(),
      ownerId: input.ownerId,
      prospectId: prospect?.id ?? null,
      externalChatId: input.externalChatId,
      profileUrl: normaliseProfileUrl(input.profileUrl) || input.profileUrl,
      name,
      unreadCount: 0,
      lastMessageAt: new Date(input.at),
      lastMessageText: '',
      createdAt: new Date(input.at),
    })
    .returning()
    .get();
}

/**
 * Adds a message to a conversation once (a message id seen again changes nothing); an inbound one
 * counts as unread. Returns the new row, or null when it was known.
 */
export async function addMessage(
  db: Db,
  conversation: LinkedinConversationRow,
  input: {
    externalMessageId: string | null;
    direction: 'inbound' | 'outbound';
    status: LinkedinMessageRow['status'];
    text: string;
    at: number;
  },
): Promise<LinkedinMessageRow | null> {
  if (input.externalMessageId) {
    const known = await db
      .select({ id: linkedinMessages.id })
      .from(linkedinMessages)
      .where(
        and(
          eq(linkedinMessages.conversationId, conversation.id),
          eq(linkedinMessages.externalMessageId, input.externalMessageId),
        ),
      )
      .get();
    if (known) return null;
  }
  const row = await db
    .insert(linkedinMessages)
    .values({
      id: randomUUID(),
      ownerId: conversation.ownerId,
      conversationId: conversation.id,
      externalMessageId: input.externalMessageId,
      direction: input.direction,
      status: input.status,
      text: input.text,
      at: new Date(input.at),
    })
    .returning()
    .get();
  await db
    .update(linkedinConversations)
    .set({
      unreadCount: input.direction === 'inbound' ? sql`${linkedinConversations.unreadCount} + 1` : undefined,
      lastMessageAt: sql`max(${linkedinConversations.lastMessageAt}, ${input.at})`,
      lastMessageText: sql`case when ${linkedinConversations.lastMessageAt} <= ${input.at} then ${input.text} else ${linkedinConversations.lastMessageText} end`,
    })
    .where(eq(linkedinConversations.id, conversation.id))
    .run();
  return row;
}

/** The conversation with a prospect, or null. */
export async function conversationOfProspect(db: Db, ownerId: string, prospectId: string) {
  return (
    (await db
      .select()
      .from(linkedinConversations)
      .where(
        and(eq(linkedinConversations.ownerId, ownerId), eq(linkedinConversations.prospectId, prospectId)),
      )
      .get()) ?? null
  );
}

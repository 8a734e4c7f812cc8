import { storedReplyClassSchema } from '@leadpath/core/schemas/assist';
import {
  type AppDatabase,
  type LinkedinAccountRow,
  linkedinConversations,
  linkedinMessages,
  prospects,
} from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { linkedinReplyOf } from '../../assist/replies/inbound/reply-message.ts';
import { storedReplyClassOf } from '../../assist/replies/inbound/stored-reply-class.ts';
import { readLinkedinAccount } from '../execution/accounts.ts';
import type { LinkedinServices } from '../execution/connectors.ts';
import { settingsOfOwner, todayOf } from '../execution/pacing.ts';
import { conversationOutput } from './conversation-output.ts';

export const CONVERSATION_NOT_FOUND = 'Conversation not found';
export const CONNECT_TO_SEND =
  'Connect a LinkedIn account (sandbox or Unipile) to send messages from the app';
export const ACCOUNT_PAUSED_QUEUED = 'LinkedIn is paused: the message is queued and goes out when it resumes';
export const UNIPILE_NOT_CONFIGURED =
  'Unipile is not configured on this server (UNIPILE_DSN and UNIPILE_API_KEY)';

export const linkedinAccountSchema = z.object({
  connected: z.boolean(),
  kind: z.enum(['sandbox', 'unipile', 'manual']).nullable(),
  name: z.string(),
  status: z.enum(['active', 'paused', 'disconnected']).nullable(),
  pausedUntil: z.number().nullable(),
  pauseReason: z.string().nullable(),
  warmupStartedOn: z.string().nullable(),
  lastSyncedAt: z.number().nullable(),
  today: z.object({ date: z.string(), count: z.number().int(), limit: z.number().int() }),
  /** Whether this server can connect through Unipile. */
  unipileAvailable: z.boolean(),
});
export type LinkedinAccountOutput = z.infer<typeof linkedinAccountSchema>;

export async function accountOutput(
  db: AppDatabase,
  ownerId: string,
  services: LinkedinServices | undefined,
  now: number,
): Promise<LinkedinAccountOutput> {
  const account = await readLinkedinAccount(db, ownerId);
  const settings = await settingsOfOwner(db, ownerId, now);
  const today = account
    ? await todayOf(db, account, settings, now)
    : {
        date: '',
        count: 0,
        limit: settings.warmupEnabled ? settings.startEndLimit.low : settings.startEndLimit.high,
      };
  const paused = account?.status === 'paused' && (account.pausedUntil?.getTime() ?? 0) > now;
  return {
    connected: !!account,
    kind: account?.kind ?? null,
    name: account?.name ?? '',
    status: account ? (account.status === 'paused' && !paused ? 'active' : account.status) : null,
    pausedUntil: paused ? (account?.pausedUntil?.getTime() ?? null) : null,
    pauseReason: paused ? (account?.pauseReason ?? null) : null,
    warmupStartedOn: account?.warmupStartedOn ?? null,
    lastSyncedAt: account?.lastSyncedAt?.getTime() ?? null,
    today,
    unipileAvailable: !!services?.unipile,
  };
}

export const conversationSchema = z.object({
  id: z.string(),
  name: z.string(),
  profileUrl: z.string(),
  prospect: z.object({ id: z.string(), name: z.string() }).nullable(),
  unreadCount: z.number().int(),
  lastMessageAt: z.number(),
  lastMessageText: z.string(),
});

export const conversationListSchema = z.object({
  conversations: z.array(conversationSchema),
  unreadTotal: z.number().int(),
});

export const messageSchema = z.object({
  id: z.string(),
  direction: z.enum(['inbound', 'outbound']),
  status: z.enum(['queued', 'sent', 'received', 'failed']),
  text: z.string(),
  at: z.number(),
  note: z.string().nullable(),
  /** An inbound message's class (ADR 063); null: outbound or not classified. */
  replyClass: storedReplyClassSchema.nullable(),
});

export const threadSchema = z.object({ conversation: conversationSchema, messages: z.array(messageSchema) });

export const sendResultSchema = z.object({
  message: messageSchema,
  /** sent: through the connector now; queued: waiting for the pacing (window, today's limit, gap, pause). */
  outcome: z.enum(['sent', 'queued']),
  /** When a queued message is expected to go (epoch ms), or null. */
  sendAt: z.number().nullable(),
});

const CONVERSATION_LIST_LIMIT = 500;

async function conversationRows(db: AppDatabase, ownerId: string, id?: string) {
  return (
    await db
      .select({
        conversation: linkedinConversations,
        prospectFirst: prospects.firstName,
        prospectLast: prospects.lastName,
      })
      .from(linkedinConversations)
      .leftJoin(prospects, eq(prospects.id, linkedinConversations.prospectId))
      .where(
        id
          ? and(eq(linkedinConversations.ownerId, ownerId), eq(linkedinConversations.id, id))
          : eq(linkedinConversations.ownerId, ownerId),
      )
      .orderBy(desc(linkedinConversations.lastMessageAt), desc(linkedinConversations.id))
      .limit(CONVERSATION_LIST_LIMIT)
      .all()
  ).map(conversationOutput);
}

export async function listConversations(db: AppDatabase, ownerId: string) {
  const conversations = await conversationRows(db, ownerId);
  return { conversations, unreadTotal: conversations.reduce((sum, row) => sum + row.unreadCount, 0) };
}

async function conversationOrThrow(db: AppDatabase, ownerId: string, id: string) {
  const [conversation] = await conversationRows(db, ownerId, id);
  if (!conversation) throw new TRPCError({ code: 'NOT_FOUND', message: CONVERSATION_NOT_FOUND });
  return conversation;
}

export const messageOutput = (row: typeof linkedinMessages.$inferSelect) => ({
  id: row.id,
  direction: row.direction,
  status: row.status,
  text: row.text,
  at: row.at.getTime(),
  note: row.note,
  replyClass: row.direction === 'inbound' ? storedReplyClassOf(linkedinReplyOf(row, null)) : null,
});

export async function readThread(db: AppDatabase, ownerId: string, id: string) {
  const conversation = await conversationOrThrow(db, ownerId, id);
  const messages = (
    await db
      .select()
      .from(linkedinMessages)
      .where(eq(linkedinMessages.conversationId, id))
      .orderBy(asc(linkedinMessages.at), asc(linkedinMessages.id))
      .all()
  ).map(messageOutput);
  return { conversation, messages };
}

export async function markRead(db: AppDatabase, ownerId: string, id: string) {
  await conversationOrThrow(db, ownerId, id);
  await db
    .update(linkedinConversations)
    .set({ unreadCount: 0 })
    .where(and(eq(linkedinConversations.id, id), eq(linkedinConversations.ownerId, ownerId)))
    .run();
  return conversationOrThrow(db, ownerId, id);
}

/** The account as the pacing sees it now (a pause that is over does not hold anything back). */
export function liveAccount(account: LinkedinAccountRow, now: number): LinkedinAccountRow {
  return account.status === 'paused' && (account.pausedUntil?.getTime() ?? 0) <= now
    ? { ...account, status: 'active', pausedUntil: null }
    : account;
}

/** The LinkedIn inbox and account card (issue 21): what the messaging router answers. */
import { randomUUID } from 'node:crypto';
import { storedReplyClassSchema } from '@leadpath/core/schemas/assist';
import {
  type AppDatabase,
  type LinkedinAccountRow,
  linkedinAccounts,
  linkedinActions,
  linkedinConversations,
  linkedinMessages,
  prospects,
} from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { linkedinReplyOf } from '../../assist/replies/inbound/reply-message.ts';
import { storedReplyClassOf } from '../../assist/replies/inbound/stored-reply-class.ts';
import { pauseForSignal, readLinkedinAccount } from '../execution/accounts.ts';
import { accountRefOf, connectorFor, type LinkedinServices } from '../execution/connectors.ts';
import { actionGapMs, actionsOn, nextActionSlot, settingsOfOwner, todayOf } from '../execution/pacing.ts';
import { conversationOutput } from './conversation-output.ts';
import { addMessage } from './conversations.ts';

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

const messageOutput = (row: typeof linkedinMessages.$inferSelect) => ({
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

/**
 * Sends a message from the inbox within the pacing: now through the connector when an action may
 * run now, else queued (the 'linkedin.sync' job sends it when its turn comes). Counts toward today's limit.
 */
export async function sendFromInbox(
  db: AppDatabase,
  input: { ownerId: string; id: string; text: string; now: number; services: LinkedinServices | undefined },
) {
  const conversationRow = await db
    .select()
    .from(linkedinConversations)
    .where(and(eq(linkedinConversations.ownerId, input.ownerId), eq(linkedinConversations.id, input.id)))
    .get();
  if (!conversationRow) throw new TRPCError({ code: 'NOT_FOUND', message: CONVERSATION_NOT_FOUND });
  const { now } = input;
  const actionId = randomUUID();
  // The pacing's decision and the pending action in one transaction: another send or the tick
  // cannot take the same slot (today's limit, the gap) in between.
  const decided = await db.transaction(async (tx) => {
    const account = await readLinkedinAccount(tx, input.ownerId);
    const connector = account ? connectorFor(db, account, input.services) : null;
    if (!account || !connector) throw new TRPCError({ code: 'BAD_REQUEST', message: CONNECT_TO_SEND });
    const settings = await settingsOfOwner(tx, input.ownerId, now);
    const slot = await nextActionSlot({
      at: now,
      settings,
      account: liveAccount(account, now),
      countedOn: (date) => actionsOn(tx, account.id, settings, date),
    });
    if (slot === null || slot > now) {
      const queued = await tx
        .insert(linkedinMessages)
        .values({
          id: randomUUID(),
          ownerId: input.ownerId,
          conversationId: conversationRow.id,
          externalMessageId: null,
          direction: 'outbound',
          status: 'queued',
          text: input.text,
          at: new Date(slot ?? now),
        })
        .returning()
        .get();
      return { queued: { message: messageOutput(queued), outcome: 'queued' as const, sendAt: slot } };
    }
    // An action now: recorded first (it counts toward today's limit), then the connector.
    await tx
      .insert(linkedinActions)
      .values({
        id: actionId,
        ownerId: input.ownerId,
        accountId: account.id,
        prospectId: conversationRow.prospectId,
        kind: 'message',
        status: 'pending',
        profileUrl: conversationRow.profileUrl,
        text: input.text,
        at: new Date(now),
      })
      .run();
    await tx
      .update(linkedinAccounts)
      .set({ nextActionAt: new Date(now + actionGapMs(Math.random)) })
      .where(eq(linkedinAccounts.id, account.id))
      .run();
    return { account, connector };
  });
  if (decided.queued) return decided.queued;
  const { account, connector } = decided;
  const result = await connector
    .sendMessage(
      accountRefOf(account),
      { profileUrl: conversationRow.profileUrl },
      input.text,
      conversationRow.externalChatId,
      now,
    )
    .catch((error: unknown) => ({
      ok: false as const,
      signal: 'error' as const,
      message: error instanceof Error ? error.message : String(error),
    }));
  if (!result.ok) {
    // The failure, the pause and the queued message in one transaction: no send sees the account between them.
    const queued = await db.transaction(async (tx) => {
      await tx
        .update(linkedinActions)
        .set({ status: 'failed', note: result.message })
        .where(eq(linkedinActions.id, actionId))
        .run();
      if (result.signal === 'error') return null;
      // LinkedIn said stop: the account pauses and the message waits for the end of the pause.
      const until = await pauseForSignal(tx, account, result.signal, result.message, now);
      const row = await tx
        .insert(linkedinMessages)
        .values({
          id: randomUUID(),
          ownerId: input.ownerId,
          conversationId: conversationRow.id,
          externalMessageId: null,
          direction: 'outbound',
          status: 'queued',
          text: input.text,
          note: result.message,
          at: new Date(until),
        })
        .returning()
        .get();
      return { message: messageOutput(row), outcome: 'queued' as const, sendAt: until };
    });
    if (!queued)
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: `LinkedIn did not take the message: ${result.message}`,
      });
    return queued;
  }
  const message = await db.transaction(async (tx) => {
    await tx
      .update(linkedinActions)
      .set({ status: 'done', externalId: result.externalId })
      .where(eq(linkedinActions.id, actionId))
      .run();
    return addMessage(tx, conversationRow, {
      externalMessageId: result.externalId,
      direction: 'outbound',
      status: 'sent',
      text: input.text,
      at: now,
    });
  });
  if (!message)
    throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'The message was recorded twice' });
  return { message: messageOutput(message), outcome: 'sent' as const, sendAt: null };
}

/** The account as the pacing sees it now (a pause that is over does not hold anything back). */
function liveAccount(account: LinkedinAccountRow, now: number): LinkedinAccountRow {
  return account.status === 'paused' && (account.pausedUntil?.getTime() ?? 0) <= now
    ? { ...account, status: 'active', pausedUntil: null }
    : account;
}

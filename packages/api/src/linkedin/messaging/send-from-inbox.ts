/** Sending a LinkedIn message from the inbox (issue 21): now within the pacing, or queued. */
import { randomUUID } from 'node:crypto';
import {
  type AppDatabase,
  type Db,
  type LinkedinAccountRow,
  linkedinAccounts,
  linkedinActions,
  linkedinConversations,
  linkedinMessages,
} from '@leadpath/db';
import type { LinkedinActionResult, LinkedinConnector } from '@leadpath/integrations/linkedin';
import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { pauseForSignal, readLinkedinAccount } from '../execution/accounts.ts';
import { accountRefOf, connectorFor, type LinkedinServices } from '../execution/connectors.ts';
import { actionGapMs, actionsOn, nextActionSlot, settingsOfOwner } from '../execution/pacing.ts';
import { addMessage } from './conversations.ts';
import { CONNECT_TO_SEND, CONVERSATION_NOT_FOUND, liveAccount, messageOutput } from './messaging.ts';

interface SendInput {
  ownerId: string;
  id: string;
  text: string;
  now: number;
  services: LinkedinServices | undefined;
}

type ConversationRow = typeof linkedinConversations.$inferSelect;
type Queued = { message: ReturnType<typeof messageOutput>; outcome: 'queued'; sendAt: number | null };

/**
 * Sends a message from the inbox within the pacing: now through the connector when an action may
 * run now, else queued (the 'linkedin.sync' job sends it when its turn comes). Counts toward today's limit.
 */
export async function sendFromInbox(db: AppDatabase, input: SendInput) {
  const conversation = await db
    .select()
    .from(linkedinConversations)
    .where(and(eq(linkedinConversations.ownerId, input.ownerId), eq(linkedinConversations.id, input.id)))
    .get();
  if (!conversation) throw new TRPCError({ code: 'NOT_FOUND', message: CONVERSATION_NOT_FOUND });
  const actionId = randomUUID();
  const decided = await takeSlotOrQueue(db, input, conversation, actionId);
  if ('queued' in decided) return decided.queued;
  const result = await decided.connector
    .sendMessage(
      accountRefOf(decided.account),
      { profileUrl: conversation.profileUrl },
      input.text,
      conversation.externalChatId,
      input.now,
    )
    .catch((error: unknown) => ({
      ok: false as const,
      signal: 'error' as const,
      message: error instanceof Error ? error.message : String(error),
    }));
  if (!result.ok) return recordRefusal(db, input, conversation, decided.account, actionId, result);
  return recordSent(db, input, conversation, actionId, result.externalId);
}

/**
 * The pacing's decision and the pending action in one transaction: another send or the tick
 * cannot take the same slot (today's limit, the gap) in between.
 */
function takeSlotOrQueue(
  db: AppDatabase,
  input: SendInput,
  conversation: ConversationRow,
  actionId: string,
): Promise<{ queued: Queued } | { account: LinkedinAccountRow; connector: LinkedinConnector }> {
  const { now } = input;
  return db.transaction(async (tx) => {
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
    if (slot === null || slot > now)
      return { queued: await queueMessage(tx, input, conversation, slot ?? now, null, slot) };
    // An action now: recorded first (it counts toward today's limit), then the connector.
    await tx
      .insert(linkedinActions)
      .values({
        id: actionId,
        ownerId: input.ownerId,
        accountId: account.id,
        prospectId: conversation.prospectId,
        kind: 'message',
        status: 'pending',
        profileUrl: conversation.profileUrl,
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
}

/** A queued outbound message, sent by the sync job at `at`. */
async function queueMessage(
  tx: Db,
  input: SendInput,
  conversation: ConversationRow,
  at: number,
  note: string | null,
  sendAt: number | null,
): Promise<Queued> {
  const row = await tx
    .insert(linkedinMessages)
    .values({
      id: randomUUID(),
      ownerId: input.ownerId,
      conversationId: conversation.id,
      externalMessageId: null,
      direction: 'outbound',
      status: 'queued',
      text: input.text,
      note,
      at: new Date(at),
    })
    .returning()
    .get();
  return { message: messageOutput(row), outcome: 'queued', sendAt };
}

/**
 * LinkedIn refused: the action fails; a limit or security signal pauses the account and queues the
 * message for the end of the pause (in one transaction: no send sees the account between them).
 */
async function recordRefusal(
  db: AppDatabase,
  input: SendInput,
  conversation: ConversationRow,
  account: LinkedinAccountRow,
  actionId: string,
  result: Extract<LinkedinActionResult, { ok: false }>,
): Promise<Queued> {
  const queued = await db.transaction(async (tx) => {
    await tx
      .update(linkedinActions)
      .set({ status: 'failed', note: result.message })
      .where(eq(linkedinActions.id, actionId))
      .run();
    if (result.signal === 'error') return null;
    const until = await pauseForSignal(tx, account, result.signal, result.message, input.now);
    return queueMessage(tx, input, conversation, until, result.message, until);
  });
  if (!queued)
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: `LinkedIn did not take the message: ${result.message}`,
    });
  return queued;
}

async function recordSent(
  db: AppDatabase,
  input: SendInput,
  conversation: ConversationRow,
  actionId: string,
  externalId: string | null,
) {
  const message = await db.transaction(async (tx) => {
    await tx
      .update(linkedinActions)
      .set({ status: 'done', externalId })
      .where(eq(linkedinActions.id, actionId))
      .run();
    return addMessage(tx, conversation, {
      externalMessageId: externalId,
      direction: 'outbound',
      status: 'sent',
      text: input.text,
      at: input.now,
    });
  });
  if (!message)
    throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'The message was recorded twice' });
  return { message: messageOutput(message), outcome: 'sent' as const, sendAt: null };
}

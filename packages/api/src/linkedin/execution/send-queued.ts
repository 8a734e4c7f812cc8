/** The inbox's queued LinkedIn messages, sent by the 'linkedin.sync' job when the pacing gives them a turn. */
import {
  type AppDatabase,
  type LinkedinAccountRow,
  type LinkedinMessageRow,
  linkedinAccounts,
  linkedinActions,
  linkedinConversations,
  linkedinMessages,
} from '@leadpath/db';
import type { LinkedinActionResult } from '@leadpath/integrations/linkedin';
import { and, asc, eq, lte } from 'drizzle-orm';
import { pauseForSignal } from './accounts.ts';
import { accountRefOf, connectorFor, type LinkedinServices } from './connectors.ts';
import { actionGapMs, actionsOn, nextActionSlot, settingsOfOwner } from './pacing.ts';

type Settings = Awaited<ReturnType<typeof settingsOfOwner>>;
type ConversationRow = typeof linkedinConversations.$inferSelect;

/** Sends the inbox's queued messages whose turn has come, one at a time within the pacing. */
export async function sendQueued(
  db: AppDatabase,
  account: LinkedinAccountRow,
  services: LinkedinServices | undefined,
  now: number,
  random: () => number,
) {
  const connector = connectorFor(db, account, services);
  if (!connector) return 0;
  const settings = await settingsOfOwner(db, account.ownerId, now);
  const queued = await db
    .select()
    .from(linkedinMessages)
    .where(
      and(
        eq(linkedinMessages.ownerId, account.ownerId),
        eq(linkedinMessages.status, 'queued'),
        lte(linkedinMessages.at, new Date(now)),
      ),
    )
    .orderBy(asc(linkedinMessages.at))
    .limit(20)
    .all();
  for (const message of queued) {
    const actionId = crypto.randomUUID();
    const claimed = await claimTurn(db, { account, settings, message, actionId, now, random });
    if (claimed === 'stop') break;
    if (claimed === 'skip') continue;
    const result = await connector
      .sendMessage(
        accountRefOf(account),
        { profileUrl: claimed.profileUrl },
        message.text,
        claimed.externalChatId,
        now,
      )
      .catch((error: unknown) => ({ ok: false as const, signal: 'error' as const, message: String(error) }));
    await settleSend(db, { account, message, conversation: claimed, actionId, now }, result);
    // One message per run: the next one waits for the gap (the next run).
    return result.ok ? 1 : 0;
  }
  return 0;
}

/**
 * The pacing's decision and the pending action in one transaction: an inbox send or the tick cannot
 * take the same slot (today's limit, the gap) in between. 'stop': no turn now; 'skip': the
 * conversation is gone.
 */
function claimTurn(
  db: AppDatabase,
  turn: {
    account: LinkedinAccountRow;
    settings: Settings;
    message: LinkedinMessageRow;
    actionId: string;
    now: number;
    random: () => number;
  },
): Promise<ConversationRow | 'stop' | 'skip'> {
  const { account, settings, message, now } = turn;
  return db.transaction(async (tx) => {
    const current = await tx.select().from(linkedinAccounts).where(eq(linkedinAccounts.id, account.id)).get();
    if (!current) return 'stop' as const;
    const slot = await nextActionSlot({
      at: now,
      settings,
      account: current,
      countedOn: (date) => actionsOn(tx, account.id, settings, date),
    });
    if (slot === null || slot > now) return 'stop' as const;
    const conversation = await tx
      .select()
      .from(linkedinConversations)
      .where(eq(linkedinConversations.id, message.conversationId))
      .get();
    if (!conversation) return 'skip' as const;
    await tx
      .insert(linkedinActions)
      .values({
        id: turn.actionId,
        ownerId: account.ownerId,
        accountId: account.id,
        prospectId: conversation.prospectId,
        kind: 'message',
        status: 'pending',
        profileUrl: conversation.profileUrl,
        text: message.text,
        at: new Date(now),
      })
      .run();
    await tx
      .update(linkedinAccounts)
      .set({ nextActionAt: new Date(now + actionGapMs(turn.random)) })
      .where(eq(linkedinAccounts.id, account.id))
      .run();
    return conversation;
  });
}

/**
 * What the connector answered, in one transaction: sent (the action, the message, the conversation's
 * last message), or failed; a limit or security signal pauses the account and leaves the message queued.
 */
function settleSend(
  db: AppDatabase,
  send: {
    account: LinkedinAccountRow;
    message: LinkedinMessageRow;
    conversation: ConversationRow;
    actionId: string;
    now: number;
  },
  result: LinkedinActionResult,
) {
  const { account, message, conversation, actionId, now } = send;
  return db.transaction(async (tx) => {
    if (result.ok) {
      await tx
        .update(linkedinActions)
        .set({ status: 'done', externalId: result.externalId })
        .where(eq(linkedinActions.id, actionId))
        .run();
      await tx
        .update(linkedinMessages)
        .set({ status: 'sent', externalMessageId: result.externalId, at: new Date(now), note: null })
        .where(eq(linkedinMessages.id, message.id))
        .run();
      await tx
        .update(linkedinConversations)
        .set({ lastMessageAt: new Date(now), lastMessageText: message.text })
        .where(eq(linkedinConversations.id, conversation.id))
        .run();
      return;
    }
    await tx
      .update(linkedinActions)
      .set({ status: 'failed', note: result.message })
      .where(eq(linkedinActions.id, actionId))
      .run();
    if (result.signal === 'error')
      await tx
        .update(linkedinMessages)
        .set({ status: 'failed', note: result.message })
        .where(eq(linkedinMessages.id, message.id))
        .run();
    else await pauseForSignal(tx, account, result.signal, result.message, now);
  });
}

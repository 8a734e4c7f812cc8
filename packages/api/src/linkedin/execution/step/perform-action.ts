/** Stage 5: the action through the connector, outside any transaction (it may be a network call). */
import type { AppDatabase, ScheduledStepRow } from '@leadpath/db';
import type { LinkedinActionResult } from '@leadpath/integrations/linkedin';
import { conversationOfProspect } from '../../messaging/conversations.ts';
import { accountRefOf } from '../connectors.ts';
import type { ClaimedAction } from './linkedin-step.ts';

/** The connector's answer; a thrown error becomes a failed result with its message, never lost. */
export async function performAction(
  db: AppDatabase,
  row: Pick<ScheduledStepRow, 'ownerId'>,
  action: ClaimedAction,
  now: number,
): Promise<LinkedinActionResult> {
  const { connector, kind, text } = action;
  const ref = accountRefOf(action.account);
  const profile = { profileUrl: action.profileUrl };
  try {
    if (kind === 'visit') return await connector.visitProfile(ref, profile, now);
    if (kind === 'invite') return await connector.sendInvitation(ref, profile, text || null, now);
    // A message goes into the prospect's existing chat when there is one.
    const conversation = await conversationOfProspect(db, row.ownerId, action.prospect.id);
    return await connector.sendMessage(ref, profile, text ?? '', conversation?.externalChatId ?? null, now);
  } catch (error) {
    return { ok: false, signal: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}

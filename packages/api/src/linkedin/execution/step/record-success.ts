/**
 * Stage 6, when the action went out: the action and the row are done, the prospect's timeline shows
 * it and the prospect is contacted; a message lands in the inbox's conversation. A visit or a message
 * schedules the next step at once; an invitation waits for its acceptance (linkedin-sync.ts).
 */
import type { AppDatabase, Db, LinkedinActionKindColumn, SequenceEventKind } from '@leadpath/db';
import { linkedinActions } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { insertEvent } from '../../../sequences/engine/engine-rows.ts';
import { engineStatements } from '../../../sequences/engine/statements.ts';
import { addMessage, upsertConversation } from '../../messaging/conversations.ts';
import { continueEnrollment } from './continue-enrollment.ts';
import type { ClaimedAction, LinkedinStepInput } from './linkedin-step.ts';
import { releaseRow } from './record-failure.ts';

const eventKindOf: Record<LinkedinActionKindColumn, SequenceEventKind> = {
  visit: 'linkedin_visit',
  invite: 'invitation_sent',
  message: 'linkedin_message_sent',
};

export interface Delivery {
  externalId: string | null;
  chatId?: string | null;
}

export async function recordSuccess(
  tx: Db,
  db: AppDatabase,
  input: Pick<LinkedinStepInput, 'row' | 'enrollment' | 'step' | 'now'>,
  action: ClaimedAction,
  delivery: Delivery,
): Promise<'done' | 'waiting'> {
  const { row, now } = input;
  const { kind, text, prospect } = action;
  await tx
    .update(linkedinActions)
    .set({ status: 'done', externalId: delivery.externalId })
    .where(eq(linkedinActions.id, action.actionId))
    .run();
  await releaseRow(tx, row, { status: 'done', doneAt: new Date(now), note: null });
  await insertEvent(tx, { ...row, kind: eventKindOf[kind], detail: text ?? action.profileUrl, at: now });
  // The database's prepared statement; it runs inside this transaction (the data layer's lock).
  await engineStatements(db.$sql).markContacted.run({ id: prospect.id, now });
  if (kind === 'message' && delivery.chatId)
    await recordSentMessage(tx, input, action, { ...delivery, chatId: delivery.chatId });
  if (kind === 'invite') return 'waiting';
  await continueEnrollment(tx, {
    enrollmentId: input.enrollment.id,
    afterPosition: input.step.position,
    now,
    goesOn: (status) => status !== 'finished',
  });
  return 'done';
}

/** The sent message in the prospect's conversation, so the inbox shows what went out. */
async function recordSentMessage(
  tx: Db,
  input: Pick<LinkedinStepInput, 'row' | 'now'>,
  action: ClaimedAction,
  delivery: Delivery & { chatId: string },
) {
  const { prospect, profileUrl } = action;
  const conversation = await upsertConversation(tx, {
    ownerId: input.row.ownerId,
    externalChatId: delivery.chatId,
    profileUrl,
    name: `${prospect.firstName} ${prospect.lastName}`.trim(),
    prospectId: prospect.id,
    at: input.now,
  });
  await addMessage(tx, conversation, {
    externalMessageId: delivery.externalId,
    direction: 'outbound',
    status: 'sent',
    text: action.text ?? '',
    at: input.now,
  });
}

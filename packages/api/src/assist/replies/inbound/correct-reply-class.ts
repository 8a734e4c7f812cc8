/**
 * A person corrects a reply's class (issue 33, ADR 052). The correction is kept on the message
 * (source 'user', a labelled example) and its effect is applied when it differs from what the
 * message already did: a stop, an unsubscribe, a pause until a new date, or the end of a pause.
 */
import type { CorrectReplyClassInput, ReplyClass } from '@leadpath/core/schemas/assist';
import { type AppDatabase, type InboundMessageRow, sequenceEnrollments } from '@leadpath/db';
import { and, eq } from 'drizzle-orm';
import { ownInboundMessage } from '../../../mailboxes/inbox.ts';
import { resumeEnrollment } from '../../../sequences/engine/enrollment-actions.ts';
import { applyReplyEffect, emitReplyClassified } from './apply-reply-effect.ts';
import { datedClasses, type ReplyEffect, replyEffectOf } from './reply-effect.ts';
import { type ReplyMessage, readReplyMessage, replyMessageOf, updateReplyMessage } from './reply-message.ts';
import { type ReplyVerdict, verdictColumns } from './reply-verdict.ts';

/** A person's word overrides the transport's sorting; only a mail that answers nothing still acts on nothing. */
const effectFor = (row: ReplyMessage, replyClass: ReplyClass | null, resumeOn: string | null) =>
  replyEffectOf(row.classification === 'unmatched' ? 'unmatched' : 'reply', replyClass, resumeOn, true);

const sameEffect = (a: ReplyEffect, b: ReplyEffect) => JSON.stringify(a) === JSON.stringify(b);

async function endPause(db: AppDatabase, row: ReplyMessage, now: number) {
  if (!row.enrollmentId) return;
  const enrollment = await db
    .select()
    .from(sequenceEnrollments)
    .where(and(eq(sequenceEnrollments.id, row.enrollmentId), eq(sequenceEnrollments.status, 'paused')))
    .get();
  if (enrollment) await resumeEnrollment(db, { ...enrollment, now });
}

/**
 * Stores a new class on a reply, mail or LinkedIn message (a person's correction, or the configured
 * model's answer) and applies its effect when it differs from what the message already did; tells webhooks.
 */
export async function changeReplyClass(
  db: AppDatabase,
  stored: InboundMessageRow | ReplyMessage,
  verdict: ReplyVerdict,
  now: number,
): Promise<void> {
  const row = replyMessageOf(stored);
  const before = effectFor(row, row.replyClass as ReplyClass | null, row.replyResumeOn);
  const after = effectFor(row, verdict.replyClass, verdict.resumeOn);
  await updateReplyMessage(db, row, verdictColumns(verdict, now));
  const changed = await readReplyMessage(db, row.channel, row.id);
  if (!changed) throw new Error('The reply whose class changed was deleted meanwhile');
  const acted = row.signaledAt !== null;
  if (!(acted && sameEffect(before, after))) {
    if (before.kind === 'pause' && after.kind === 'none' && acted) await endPause(db, changed, now);
    await applyReplyEffect(db, changed, after, now, { reschedule: before.kind === 'pause' && acted });
  }
  await emitReplyClassified(db, changed, now);
}

/** A person's correction as a verdict: out of office or not now without a new date keeps the date found before. */
export function correctionVerdict(
  input: CorrectReplyClassInput,
  row: Pick<ReplyMessage, 'replyResumeOn' | 'replyReferral'>,
): ReplyVerdict {
  return {
    replyClass: input.class,
    source: 'user',
    reason: 'Corrected by a person',
    resumeOn: datedClasses.includes(input.class) ? (input.resumeOn ?? row.replyResumeOn) : null,
    referral: input.class === 'wrong-person' ? (row.replyReferral ?? null) : null,
  };
}

export async function correctReplyClass(
  db: AppDatabase,
  ownerId: string,
  input: CorrectReplyClassInput,
  now: number,
): Promise<InboundMessageRow> {
  const row = await ownInboundMessage(db, ownerId, input.id);
  await changeReplyClass(db, row, correctionVerdict(input, row), now);
  return ownInboundMessage(db, ownerId, input.id);
}

/**
 * A person corrects a reply's class (issue 33, ADR 052). The correction is kept on the message
 * (source 'user', a labelled example) and its effect is applied when it differs from what the
 * message already did: a stop, an unsubscribe, a pause until a new date, or the end of a pause.
 */
import type { CorrectReplyClassInput, ReplyClass } from '@leadpath/core/schemas/assist';
import { type AppDatabase, type InboundMessageRow, inboundMessages, sequenceEnrollments } from '@leadpath/db';
import { and, eq } from 'drizzle-orm';
import { ownInboundMessage } from '../../../mailboxes/inbox.ts';
import { resumeEnrollment } from '../../../sequences/engine/enrollment-actions.ts';
import { applyReplyEffect, emitReplyClassified } from './apply-reply-effect.ts';
import { datedClasses, type ReplyEffect, replyEffectOf } from './reply-effect.ts';

/** A person's word overrides the transport's sorting; only a mail that answers nothing still acts on nothing. */
const effectFor = (row: InboundMessageRow, replyClass: ReplyClass | null, resumeOn: string | null) =>
  replyEffectOf(row.classification === 'unmatched' ? 'unmatched' : 'reply', replyClass, resumeOn, true);

const sameEffect = (a: ReplyEffect, b: ReplyEffect) => JSON.stringify(a) === JSON.stringify(b);

async function endPause(db: AppDatabase, row: InboundMessageRow, now: number) {
  if (!row.enrollmentId) return;
  const enrollment = await db
    .select()
    .from(sequenceEnrollments)
    .where(and(eq(sequenceEnrollments.id, row.enrollmentId), eq(sequenceEnrollments.status, 'paused')))
    .get();
  if (enrollment) await resumeEnrollment(db, { ...enrollment, now });
}

export async function correctReplyClass(
  db: AppDatabase,
  ownerId: string,
  input: CorrectReplyClassInput,
  now: number,
): Promise<InboundMessageRow> {
  const row = await ownInboundMessage(db, ownerId, input.id);
  const dated = datedClasses.includes(input.class);
  // Out of office or not now without a new date keeps the date found before, if any.
  const resumeOn = dated ? (input.resumeOn ?? row.replyResumeOn) : null;
  const before = effectFor(row, row.replyClass as ReplyClass | null, row.replyResumeOn);
  const after = effectFor(row, input.class, resumeOn);
  await db
    .update(inboundMessages)
    .set({
      replyClass: input.class,
      replyClassSource: 'user',
      replyClassReason: 'Corrected by a person',
      replyResumeOn: resumeOn,
      replyClassifiedAt: new Date(now),
    })
    .where(and(eq(inboundMessages.id, row.id), eq(inboundMessages.ownerId, ownerId)))
    .run();
  const corrected = await ownInboundMessage(db, ownerId, row.id);
  const acted = row.signaledAt !== null;
  if (!(acted && sameEffect(before, after))) {
    if (before.kind === 'pause' && after.kind === 'none' && acted) await endPause(db, corrected, now);
    await applyReplyEffect(db, corrected, after, now, { reschedule: before.kind === 'pause' && acted });
  }
  await emitReplyClassified(db, corrected, now);
  return ownInboundMessage(db, ownerId, row.id);
}

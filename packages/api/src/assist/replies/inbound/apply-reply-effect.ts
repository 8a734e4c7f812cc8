/** Carries out what a classified reply (a mail or a LinkedIn message) calls for, and tells webhooks its class (ADR 052, 063). */
import type { AppDatabase, Db, InboundMessageRow } from '@leadpath/db';
import { type ProspectSignalKind, recordProspectSignal } from '../../../sequences/engine/stop-rules.ts';
import { emitWebhookEvent } from '../../../webhooks/emit.ts';
import type { ReplyEffect } from './reply-effect.ts';
import { type ReplyMessage, replyMessageOf, updateReplyMessage } from './reply-message.ts';
import { pauseUntil } from './resume-job.ts';

/** What was done: a stop signal, a pause until a date, or nothing. */
export type AppliedEffect = ProspectSignalKind | 'paused' | null;

async function recordSignal(db: AppDatabase, row: ReplyMessage, kind: ProspectSignalKind, now: number) {
  const prospectId = row.prospectId ?? undefined;
  if (kind === 'bounced') {
    for (const email of row.bouncedRecipients)
      await recordProspectSignal(db, { ownerId: row.ownerId, kind, now, email, prospectId });
    return;
  }
  // A reply matched to a step is about that step's prospect (the answer may come from another address).
  await recordProspectSignal(db, {
    ownerId: row.ownerId,
    kind,
    now,
    prospectId,
    email: prospectId && kind === 'replied' ? undefined : row.from || undefined,
  });
}

/**
 * Applies an effect to the mail's prospect and enrollment and marks the mail signaled when it did
 * something. `reschedule`: a correction moved the date of a pause this mail made.
 */
export async function applyReplyEffect(
  db: AppDatabase,
  stored: InboundMessageRow | ReplyMessage,
  effect: ReplyEffect,
  now: number,
  options: { reschedule?: boolean } = {},
): Promise<AppliedEffect> {
  const row = replyMessageOf(stored);
  let applied: AppliedEffect = null;
  if (effect.kind === 'signal') {
    await recordSignal(db, row, effect.signal, now);
    applied = effect.signal;
  } else if (effect.kind === 'pause' && row.enrollmentId) {
    const paused = await pauseUntil(db, {
      message: row,
      enrollmentId: row.enrollmentId,
      until: effect.until,
      now,
      reschedule: options.reschedule,
    });
    applied = paused ? 'paused' : null;
  }
  if (applied) await updateReplyMessage(db, row, { signaledAt: new Date(now) });
  return applied;
}

/** The 'reply.classified' webhook event: the message, its prospect and enrollment, the class and dates. */
export async function emitReplyClassified(db: Db, stored: InboundMessageRow | ReplyMessage, now: number) {
  const row = replyMessageOf(stored);
  if (!row.replyClass || row.classification === 'unmatched') return;
  await emitWebhookEvent(db, {
    ownerId: row.ownerId,
    type: 'reply.classified',
    data: {
      channel: row.channel,
      // A mail's id as before; a LinkedIn message's under its own name.
      ...(row.channel === 'email' ? { inboundMessageId: row.id } : { linkedinMessageId: row.id }),
      prospectId: row.prospectId,
      enrollmentId: row.enrollmentId,
      from: row.from,
      class: row.replyClass,
      source: row.replyClassSource,
      resumeOn: row.replyResumeOn,
      referral: row.replyReferral,
    },
    now,
  });
}

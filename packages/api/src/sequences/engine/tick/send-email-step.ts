/**
 * A due automatic email, step by step (ADR 026): the recipient, the content, the sender's pace, then
 * exactly once: the intent claimed, the mail sent (outside any transaction), the outcome marked.
 */
import type { Db, ScheduledStepRow, SequenceEnrollmentRow, SequenceStepRow } from '@leadpath/db';
import { recordReviewedSend, reviewGate } from '../../../ai-training/review/review-gate.ts';
import type { SequenceShape } from '../engine-rows.ts';
import { claimIntent } from './claim-intent.ts';
import { composeEmail, emailContentOf } from './compose-email.ts';
import { flagRow, NO_EMAIL_NOTE } from './flag-row.ts';
import { markFailed } from './mark-failed.ts';
import { markSent } from './mark-sent.ts';
import { countSend, planSend } from './plan-send.ts';
import { sendWithTimeout } from './send-mail.ts';
import { skipIfSuppressed } from './skip-suppressed.ts';
import { DEFAULT_SEND_TIMEOUT_MS, type TickContext } from './tick-context.ts';

export async function sendEmailStep(
  ctx: TickContext,
  input: {
    row: ScheduledStepRow;
    enrollment: SequenceEnrollmentRow;
    shape: SequenceShape;
    step: SequenceStepRow;
    now: number;
  },
): Promise<void> {
  const { row, enrollment, shape, step, now } = input;
  const prospect = await ctx.reads.prospectById.get({ id: row.prospectId });
  const state = await ctx.senders.stateOf(row.ownerId, now);
  if (!prospect || !state) return;
  const to = prospect.email.trim();
  if (!to) return flagRow(ctx, row, NO_EMAIL_NOTE, now);
  if (await skipIfSuppressed(ctx, { row, enrollment, to, now })) return;
  const content = await emailContentOf(ctx, { row, enrollment, shape, step, prospect, state });
  if ('note' in content) return flagRow(ctx, row, content.note, now);
  // A review-mode step is drafted into AI Training's queue; only an approved draft goes out (ADR 058).
  const gate = await reviewGate(ctx.db, {
    model: ctx.options.languageModel,
    row,
    step,
    values: content.values,
    now,
  });
  if (gate.kind === 'held') return;
  if (gate.kind === 'flag') return flagRow(ctx, row, gate.note, now);
  const reviewed = gate.kind === 'send' ? gate.draft : null;
  const text = reviewed ? { ...content, variant: { ...content.variant, ...pick(reviewed) } } : content;
  const plan = await planSend(ctx, { row, enrollment, sameThread: step.sameThread, state, now });
  if (plan.kind === 'flag') return flagRow(ctx, row, plan.note, now);
  if (plan.kind === 'wait') return;
  const { pace, thread } = plan;
  const mail = await composeEmail(ctx, { row, step, content: text, thread, pace, state, to });

  const claimed = await claimIntent(ctx, {
    row,
    messageId: mail.messageId,
    variantId: content.variant.id,
    pace,
    now,
  });
  if (!claimed) return; // another runner took it
  try {
    await sendWithTimeout(ctx.options.mailer, mail, ctx.options.sendTimeoutMs ?? DEFAULT_SEND_TIMEOUT_MS);
  } catch (error) {
    await markFailed(ctx, claimed, error, now);
    return;
  }
  const sentAt = ctx.options.now();
  const known = { shape, settings: state.settings, emailSentWebhook: state.emailSentWebhook };
  const alsoRecord = reviewed
    ? (tx: Db) => recordReviewedSend(tx, reviewed.id, { messageId: mail.messageId, sentAt })
    : undefined;
  if (!(await markSent(ctx, claimed, { subject: mail.subject, to, sentAt, known, alsoRecord }))) return;
  ctx.result.sent += 1;
  await countSend(ctx, plan, sentAt);
}

/** A reviewed draft's text as the variant to render. */
const pick = (draft: { subject: string; body: string }) => ({ subject: draft.subject, body: draft.body });

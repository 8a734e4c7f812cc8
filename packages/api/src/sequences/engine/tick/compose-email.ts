/** Composing a step's email: its variant and values, then the subject, body and headers as sent. */
import { renderTemplate, type SequencePlaceholderValues } from '@leadpath/core';
import {
  mailboxes,
  type ProspectRow,
  type ScheduledStepRow,
  type SequenceEnrollmentRow,
  type SequenceStepRow,
  type SequenceStepVariantRow,
} from '@leadpath/db';
import type { OutgoingMail } from '@leadpath/integrations';
import { eq } from 'drizzle-orm';
import type { Pace } from '../../../mailboxes/engine-pacing.ts';
import { unsubscribeTokenFor, unsubscribeUrlOf } from '../../../unsubscribe/token.ts';
import {
  type EmailThread,
  messageIdFor,
  missingNote,
  missingValues,
  prospectValuesOf,
  replySubject,
  withSignature,
  withUnsubscribeLine,
} from '../compose.ts';
import { type SequenceShape, variantForSlot } from '../engine-rows.ts';
import { NO_VARIANT_NOTE } from './flag-row.ts';
import type { SenderState } from './sender-pace.ts';
import type { TickContext } from './tick-context.ts';

/** The email's variant with every placeholder value, or the note to flag the row with. */
export type EmailContent =
  | { variant: SequenceStepVariantRow; values: SequencePlaceholderValues }
  | { note: string };

/** The variant chosen at scheduling, else (deleted since) the enrollment's slot now; its values. */
export async function emailContentOf(
  ctx: TickContext,
  input: {
    row: ScheduledStepRow;
    enrollment: SequenceEnrollmentRow;
    shape: SequenceShape;
    step: SequenceStepRow;
    prospect: ProspectRow;
    state: SenderState;
  },
): Promise<EmailContent> {
  const variants = input.shape.variants.get(input.step.id) ?? [];
  const variant =
    variants.find((candidate) => candidate.id === input.row.variantId) ??
    variantForSlot(variants, input.enrollment.variantSlot);
  if (!variant) return { note: NO_VARIANT_NOTE };
  const values = { ...(await prospectValuesOf(ctx.db, input.prospect)), ...input.state.sender.values };
  const missing = missingValues([variant.subject, variant.body], values);
  if (missing.length > 0) return { note: missingNote(missing) };
  return { variant, values };
}

/** The mail as it goes out: rendered, signed, with its unsubscribe line, Message-ID and thread headers. */
export async function composeEmail(
  ctx: TickContext,
  input: {
    row: ScheduledStepRow;
    step: SequenceStepRow;
    content: { variant: SequenceStepVariantRow; values: SequencePlaceholderValues };
    thread: EmailThread | null;
    pace: Pace;
    state: SenderState;
    to: string;
  },
): Promise<OutgoingMail & { messageId: string }> {
  const { row, content, thread, pace, state, to } = input;
  // Same-thread steps answer the previous email of this enrollment.
  const previous = thread?.messageIds.at(-1);
  const renderedSubject = renderTemplate(content.variant.subject, content.values).text;
  const subject =
    thread?.lastSubject && (input.step.sameThread || !renderedSubject.trim())
      ? replySubject(thread.lastSubject)
      : renderedSubject;
  const fromAddress = await fromAddressOf(ctx, pace, state);
  const body = withUnsubscribeLine(
    withSignature(renderTemplate(content.variant.body, content.values).text, state.sender.signature),
    state.settings.unsubscribeLine,
    unsubscribeLinkFor(ctx, row.ownerId, to, fromAddress),
  );
  return {
    ownerId: row.ownerId,
    from: state.sender.user.email,
    to: [to],
    subject,
    text: body.text,
    html: body.html,
    messageId: row.messageId ?? messageIdFor(row.idempotencyKey, fromAddress),
    // Mailboxes (issue 20): sent from the lane's mailbox, with one-click List-Unsubscribe headers.
    ...(pace.mailboxId ? { mailboxId: pace.mailboxId } : {}),
    listUnsubscribe: true,
    ...(previous
      ? { inReplyTo: previous, headers: { References: thread?.messageIds.join(' ') ?? previous } }
      : {}),
  };
}

/** The address it goes out from: the mailbox's, else the user's (the Message-ID names its domain). */
async function fromAddressOf(ctx: TickContext, pace: Pace, state: SenderState): Promise<string> {
  if (!pace.mailboxId) return state.sender.user.email;
  const mailbox = await ctx.db
    .select({ address: mailboxes.fromAddress })
    .from(mailboxes)
    .where(eq(mailboxes.id, pace.mailboxId))
    .get();
  return mailbox?.address ?? state.sender.user.email;
}

/** The recipient's own unsubscribe link: the one-click page, or a mailto to the sender without secrets. */
function unsubscribeLinkFor(ctx: TickContext, ownerId: string, email: string, fromAddress: string) {
  const { secrets, publicUrl } = ctx.options;
  if (secrets && publicUrl)
    return unsubscribeUrlOf(publicUrl, unsubscribeTokenFor(secrets, { ownerId, email }));
  return `mailto:${fromAddress}?subject=unsubscribe`;
}

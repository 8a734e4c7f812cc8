/**
 * Planning the sender's pace for one email: the lane it goes out on (a mailbox, or the sender's own
 * caps), the next slot the window, the daily cap and the gap allow, and a row that must wait moved
 * to that slot (ADR 026 "Caps", issue 20).
 */
import {
  gapAfterSendMs,
  localDateOf,
  nextSendSlot,
  type SendingWindow,
  type SendSlotInput,
} from '@leadpath/core';
import { NO_ACTIVE_MAILBOX_NOTE } from '@leadpath/core/schemas/mailboxes';
import type { ScheduledStepRow, SequenceEnrollmentRow } from '@leadpath/db';
import { NO_ACTIVE_MAILBOX, type Pace } from '../../../mailboxes/engine-pacing.ts';
import { type EmailThread, threadOf } from '../compose.ts';
import { senderTimeZoneOf, sendingWindowOf } from '../outreach-settings.ts';
import { NO_WINDOW_NOTE } from './flag-row.ts';
import { updateScheduledRow } from './scheduled-row.ts';
import type { SenderState } from './sender-pace.ts';
import type { TickContext } from './tick-context.ts';

/** Go now on this lane; flag the row with a note; or wait (the row was moved to its slot). */
export type SendPlan =
  | { kind: 'go'; pace: Pace; senderZone: string; thread: EmailThread | null }
  | { kind: 'flag'; note: string }
  | { kind: 'wait' };

export async function planSend(
  ctx: TickContext,
  input: {
    row: ScheduledStepRow;
    enrollment: SequenceEnrollmentRow;
    sameThread: boolean;
    state: SenderState;
    now: number;
  },
): Promise<SendPlan> {
  const { row, enrollment, state, now } = input;
  // Window (the enrollment's zone), daily cap (the sender's days) and gap.
  const window = sendingWindowOf(state.settings, enrollment.timeZone);
  const senderZone = senderTimeZoneOf(state.settings);
  const thread = input.sameThread ? await threadOf(ctx.db, enrollment) : null;
  const pace = await laneOf(ctx, { row, enrollment, state, thread, window, senderZone, now });
  if (pace === NO_ACTIVE_MAILBOX) return { kind: 'flag', note: NO_ACTIVE_MAILBOX_NOTE };
  const slot = await nextSendSlotReading({
    at: now,
    window,
    senderTimeZone: senderZone,
    caps: pace.caps,
    sentOn: pace.sentOn,
    notBefore: pace.notBefore,
  });
  if (slot === null) return { kind: 'flag', note: NO_WINDOW_NOTE };
  if (slot > now) {
    await deferToSlot(ctx, row, pace, slot, senderZone);
    return { kind: 'wait' };
  }
  return { kind: 'go', pace, senderZone, thread };
}

/** The lane of this send: the enrollment's mailbox, NO_ACTIVE_MAILBOX, or the sender's own caps. */
async function laneOf(
  ctx: TickContext,
  input: {
    row: ScheduledStepRow;
    enrollment: SequenceEnrollmentRow;
    state: SenderState;
    thread: EmailThread | null;
    window: SendingWindow;
    senderZone: string;
    now: number;
  },
): Promise<Pace | typeof NO_ACTIVE_MAILBOX> {
  const { thread } = input;
  // A thread keeps its sender: a same-thread step answering an email of the local outbox goes out
  // from it too, even when a mailbox was connected since (the rotation would pick the new one).
  const threadFromOutbox = thread !== null && thread.messageIds.length > 0 && thread.lastMailboxId === null;
  const mailboxPace = threadFromOutbox
    ? null
    : await ctx.mailboxPacing.paceFor({
        ownerId: input.row.ownerId,
        enrollment: input.enrollment,
        senderTimeZone: input.senderZone,
        window: input.window,
        now: input.now,
      });
  return mailboxPace ?? ctx.senders.paceOf(input.state);
}

/**
 * Wait: plans the row at its slot (with jitter) and counts it on that day, so the next rows queue
 * behind it. Only a wait for the gap moves the lane's next free time: a wait for this prospect's
 * window (another zone) must not hold back prospects whose window is open.
 */
async function deferToSlot(
  ctx: TickContext,
  row: ScheduledStepRow,
  pace: Pace,
  slot: number,
  senderZone: string,
) {
  const planned = slot + Math.floor(ctx.random() * pace.caps.jitterSeconds * 1000);
  const gapBound = pace.notBefore !== null && slot === pace.notBefore;
  if (!(await updateScheduledRow(ctx.db, row, { dueAt: new Date(planned) }))) return;
  ctx.result.deferred += 1;
  await pace.countOn(localDateOf(slot, senderZone));
  if (gapBound) pace.notBefore = planned + pace.caps.minGapSeconds * 1000;
}

/** Counts a send made at `sentAt` on its lane: that day's cap, and the gap (with jitter) after it. */
export async function countSend(ctx: TickContext, plan: { pace: Pace; senderZone: string }, sentAt: number) {
  const { pace } = plan;
  await pace.countOn(localDateOf(sentAt, plan.senderZone));
  pace.notBefore = Math.max(pace.notBefore ?? 0, sentAt + gapAfterSendMs(pace.caps, ctx.random));
}

/**
 * nextSendSlot over counts read as the search needs them: a date not read yet stops the search, is
 * read (sentOn may answer a promise), and the search runs again. Each round reads one more date.
 */
export async function nextSendSlotReading(
  input: Omit<SendSlotInput, 'sentOn'> & { sentOn: (date: string) => number | Promise<number> },
): Promise<number | null> {
  const read = new Map<string, number>();
  for (;;) {
    let missing: string | undefined;
    const slot = nextSendSlot({
      ...input,
      sentOn: (date) => {
        const known = read.get(date);
        if (known !== undefined) return known;
        missing ??= date;
        return 0; // not read yet: read below, then searched again
      },
    });
    if (missing === undefined) return slot;
    read.set(missing, await input.sentOn(missing));
  }
}

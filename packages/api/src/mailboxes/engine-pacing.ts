/**
 * The mailbox choice of the sequence engine (issue 20). A sender with mailboxes sends each prospect's
 * steps from one of them: chosen at the prospect's first send by rotation (the mailbox whose next
 * free slot comes first; then the fewest sends today; then the oldest), then the same one for every
 * later step (sequence_enrollments.mailbox_id). Each mailbox keeps its own daily cap, warmup ramp,
 * minimum gap and jitter. A sender without mailboxes paces on their outreach settings (the local
 * outbox), as before.
 */
import {
  addCalendarDays,
  localDateOf,
  nextSendSlot,
  type SendCaps,
  type SendingWindow,
  startOfLocalDay,
} from '@leadpath/core';
import {
  type AppDatabase,
  type MailboxRow,
  mailboxes,
  type SequenceEnrollmentRow,
  scheduledSteps,
  sequenceEnrollments,
} from '@leadpath/db';
import { and, asc, desc, eq, gte } from 'drizzle-orm';
import { mailboxCapsOf } from './mailbox-rows.ts';

/** How one lane of sends is paced: the sender's own caps, or one mailbox's. */
export interface Pace {
  /** The mailbox the send goes out from; null: the local outbox (the sender's caps). */
  mailboxId: string | null;
  caps: SendCaps;
  /** The earliest the lane's next send may go (its last send + gap). */
  notBefore: number | null;
  /**
   * Sends counted on a date of the sender's zone (recorded, plus planned this tick); the sender's own
   * lane reads them as asked (a promise), a mailbox's answers at once.
   */
  sentOn(date: string): number | Promise<number>;
  /** Counts one more send (made, or planned by a deferral) on a date. */
  countOn(date: string): void | Promise<void>;
}

/** A mailbox's lane: its recorded sends are read up front, so the rotation can ask them synchronously. */
type MailboxPace = Omit<Pace, 'sentOn' | 'countOn'> & {
  sentOn(date: string): number;
  countOn(date: string): void;
};

/** The user has mailboxes, but every one is paused: nothing is sent until one is resumed. */
export const NO_ACTIVE_MAILBOX = 'no-active-mailbox' as const;

export interface PaceRequest {
  ownerId: string;
  enrollment: Pick<SequenceEnrollmentRow, 'id' | 'mailboxId'>;
  /** The sender's zone: their days are counted in it. */
  senderTimeZone: string;
  /** The window this send is placed in (for the rotation's "next free slot"). */
  window: SendingWindow;
  now: number;
}

/** The per-tick mailbox lanes: read once per tick, counted as the tick sends and plans. */
export function createMailboxPacing(db: AppDatabase) {
  const lanesByOwner = new Map<string, { row: MailboxRow; pace: MailboxPace }[]>();

  async function laneOf(row: MailboxRow, senderTimeZone: string, now: number): Promise<MailboxPace> {
    const counted = new Map<string, number>();
    const caps = mailboxCapsOf(row);
    const last = (
      await db
        .select({ at: scheduledSteps.doneAt })
        .from(scheduledSteps)
        .where(and(eq(scheduledSteps.mailboxId, row.id), eq(scheduledSteps.status, 'sent')))
        .orderBy(desc(scheduledSteps.doneAt))
        .limit(1)
        .get()
    )?.at;
    // The slot search asks sentOn synchronously, and only about now's day and later: the recorded
    // sends from the day before now's day on are read here once, counted per day of the sender's zone.
    const since = startOfLocalDay(addCalendarDays(localDateOf(now, senderTimeZone), -1), senderTimeZone);
    const recorded = new Map<string, number>();
    for (const { at } of await db
      .select({ at: scheduledSteps.doneAt })
      .from(scheduledSteps)
      .where(
        and(
          eq(scheduledSteps.mailboxId, row.id),
          eq(scheduledSteps.status, 'sent'),
          gte(scheduledSteps.doneAt, new Date(since)),
        ),
      )
      .all()) {
      if (!at) continue;
      const date = localDateOf(at.getTime(), senderTimeZone);
      recorded.set(date, (recorded.get(date) ?? 0) + 1);
    }
    const sentOn = (date: string) => {
      const known = counted.get(date);
      if (known !== undefined) return known;
      const sent = recorded.get(date) ?? 0;
      counted.set(date, sent);
      return sent;
    };
    return {
      mailboxId: row.id,
      caps,
      notBefore: last ? last.getTime() + caps.minGapSeconds * 1000 : null,
      sentOn,
      countOn: (date) => {
        counted.set(date, sentOn(date) + 1);
      },
    };
  }

  async function lanesOf(ownerId: string, senderTimeZone: string, now: number) {
    let lanes = lanesByOwner.get(ownerId);
    if (!lanes) {
      lanes = [];
      for (const row of await db
        .select()
        .from(mailboxes)
        .where(eq(mailboxes.ownerId, ownerId))
        .orderBy(asc(mailboxes.createdAt), asc(mailboxes.id))
        .all())
        lanes.push({ row, pace: await laneOf(row, senderTimeZone, now) });
      lanesByOwner.set(ownerId, lanes);
    }
    return lanes;
  }

  /**
   * The lane of this send: null when the sender has no mailbox (pace on the outreach settings, send
   * to the local outbox); NO_ACTIVE_MAILBOX when every mailbox is paused; else the enrollment's
   * mailbox (chosen now by rotation when it has none, or its own was paused or removed).
   */
  async function paceFor(request: PaceRequest): Promise<Pace | typeof NO_ACTIVE_MAILBOX | null> {
    const lanes = await lanesOf(request.ownerId, request.senderTimeZone, request.now);
    if (lanes.length === 0) return null;
    const active = lanes.filter((lane) => lane.row.status !== 'paused');
    if (active.length === 0) return NO_ACTIVE_MAILBOX;
    const sticky = active.find((lane) => lane.row.id === request.enrollment.mailboxId);
    if (sticky) return sticky.pace;
    const today = localDateOf(request.now, request.senderTimeZone);
    let best: { lane: (typeof active)[number]; slot: number; today: number } | null = null;
    for (const lane of active) {
      const slot = nextSendSlot({
        at: request.now,
        window: request.window,
        senderTimeZone: request.senderTimeZone,
        caps: lane.pace.caps,
        sentOn: lane.pace.sentOn,
        notBefore: lane.pace.notBefore,
      });
      if (slot === null) continue;
      const sentToday = lane.pace.sentOn(today);
      if (!best || slot < best.slot || (slot === best.slot && sentToday < best.today))
        best = { lane, slot, today: sentToday };
    }
    const chosen = (best?.lane ?? active[0]) as (typeof active)[number];
    await db
      .update(sequenceEnrollments)
      .set({ mailboxId: chosen.row.id })
      .where(eq(sequenceEnrollments.id, request.enrollment.id))
      .run();
    return chosen.pace;
  }

  /** Records which mailbox a claimed row goes out from (its cap and gap count it once sent). */
  async function claimed(rowId: string, pace: Pace) {
    if (!pace.mailboxId) return;
    await db
      .update(scheduledSteps)
      .set({ mailboxId: pace.mailboxId })
      .where(eq(scheduledSteps.id, rowId))
      .run();
  }

  return { paceFor, claimed };
}

export type MailboxPacing = ReturnType<typeof createMailboxPacing>;

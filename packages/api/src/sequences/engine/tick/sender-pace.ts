/**
 * The sender's pace during one tick: their settings and values, read once, and the sends counted and
 * planned per day of their zone, so the rows behind a deferred one queue up in the same pass.
 */
import { addCalendarDays, localDateOf, startOfLocalDay } from '@leadpath/core';
import { type AppDatabase, type OutreachSettingsRow, scheduledSteps } from '@leadpath/db';
import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Pace } from '../../../mailboxes/engine-pacing.ts';
import { type SenderValues, senderValuesOf } from '../compose.ts';
import { lastSentAt } from '../engine-rows.ts';
import { readOutreachSettings, sendCapsOf, senderTimeZoneOf } from '../outreach-settings.ts';
import { hasWebhookSubscribers } from '../statements.ts';

/** A sender's state during one tick: settings, values, and the sends counted and planned per day. */
export interface SenderState {
  ownerId: string;
  settings: OutreachSettingsRow;
  sender: SenderValues;
  /** Sends counted (sent, or planned by a deferral of this tick) on a date of the sender's zone. */
  counted: Map<string, number>;
  /** The earliest the sender's next send may go. */
  notBefore: number | null;
  /** Whether an endpoint of the sender takes email.sent (else no webhook is emitted per send). */
  emailSentWebhook: boolean;
}

export function createSenders(db: AppDatabase, publicUrl: string | undefined) {
  const senders = new Map<string, SenderState | null>();

  /** The sender's state, read at their first row of the tick; null when the user is gone. */
  async function stateOf(ownerId: string, now: number): Promise<SenderState | null> {
    if (!senders.has(ownerId)) senders.set(ownerId, await readSenderState(db, ownerId, now, publicUrl));
    return senders.get(ownerId) ?? null;
  }

  /** Sends of the sender on a date of their zone: the recorded ones, plus those planned this tick. */
  async function countedOn(state: SenderState, date: string): Promise<number> {
    const known = state.counted.get(date);
    if (known !== undefined) return known;
    const sent = await sentOnDate(db, state, date);
    state.counted.set(date, sent);
    return sent;
  }

  /** Counts one more send (made, or planned) on a date of the sender's zone. */
  async function countOn(state: SenderState, date: string): Promise<void> {
    state.counted.set(date, (await countedOn(state, date)) + 1);
  }

  /** The sender's own lane: their caps pace the local outbox. */
  const paceOf = (state: SenderState): Pace => ({
    mailboxId: null,
    caps: sendCapsOf(state.settings),
    get notBefore() {
      return state.notBefore;
    },
    set notBefore(value) {
      state.notBefore = value;
    },
    sentOn: (date) => countedOn(state, date),
    countOn: (date) => countOn(state, date),
  });

  /** Counts a send recorded at `at` (a reconciled one) on its day of the sender's zone. */
  async function countSentAt(ownerId: string, at: number): Promise<void> {
    const state = await stateOf(ownerId, at);
    if (state) await countOn(state, localDateOf(at, senderTimeZoneOf(state.settings)));
  }

  return { stateOf, countedOn, paceOf, countSentAt };
}

export type Senders = ReturnType<typeof createSenders>;

/** The sender's settings, values, last send and webhook subscription; null for an unknown user. */
async function readSenderState(
  db: AppDatabase,
  ownerId: string,
  now: number,
  publicUrl: string | undefined,
): Promise<SenderState | null> {
  const sender = await senderValuesOf(db, ownerId, publicUrl);
  if (!sender) return null;
  const settings = await readOutreachSettings(db, ownerId, now);
  const last = await lastSentAt(db, ownerId);
  return {
    ownerId,
    settings,
    sender,
    counted: new Map(),
    notBefore: last ? last.getTime() + settings.minGapSeconds * 1000 : null,
    emailSentWebhook: await hasWebhookSubscribers(db, ownerId, 'email.sent'),
  };
}

/** The sender's sends recorded on a date of their zone. */
async function sentOnDate(db: AppDatabase, state: SenderState, date: string): Promise<number> {
  const zone = senderTimeZoneOf(state.settings);
  const from = startOfLocalDay(date, zone);
  const to = startOfLocalDay(addCalendarDays(date, 1), zone);
  const row = await db
    .select({ n: count() })
    .from(scheduledSteps)
    .where(
      and(
        eq(scheduledSteps.ownerId, state.ownerId),
        eq(scheduledSteps.status, 'sent'),
        gte(scheduledSteps.doneAt, new Date(from)),
        lt(scheduledSteps.doneAt, new Date(to)),
      ),
    )
    .get();
  return row?.n ?? 0;
}

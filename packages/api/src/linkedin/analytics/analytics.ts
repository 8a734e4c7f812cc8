/**
 * LinkedIn analytics (issue 21, ADR 033): per day and per sequence, counted from the sequence
 * events LinkedIn execution writes. Days are the LinkedIn settings' timezone's calendar days.
 *
 * Rates are cohort rates, so they stay between 0 and 1 whatever the range: the acceptance rate of
 * a day (or sequence) is the share of the invitations sent then whose prospect has accepted since;
 * the reply rate the share of the prospects written to then (a message, or an invitation, whose
 * note a reply answers too) who have replied since. Only sequences with a LinkedIn step are listed.
 */
import { addCalendarDays, dailyLimitOnDay, localDateOf, startOfLocalDay } from '@leadpath/core';
import type { linkedinAnalyticsSchema } from '@leadpath/core/schemas/linkedin-upload';
import {
  type AppDatabase,
  type SequenceEventKind,
  sequenceEvents,
  sequenceSteps,
  sequences,
} from '@leadpath/db';
import { and, asc, eq, exists, gte, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { readLinkedinAccount } from '../execution/accounts.ts';
import { linkedinWindowOf, rampDayOf, todayOf } from '../execution/pacing.ts';
import { ensureLinkedinSettings } from '../linkedin-settings.ts';

/** The sequence event kinds LinkedIn execution writes (engineer L's widening of SequenceEventKind). */
export const LINKEDIN_EVENT_KINDS = {
  visit: 'linkedin_visit',
  invitation: 'invitation_sent',
  accepted: 'invitation_accepted',
  message: 'linkedin_message_sent',
  reply: 'linkedin_reply',
} as const;
const kinds = Object.values(LINKEDIN_EVENT_KINDS);
type LinkedinEventKind = (typeof kinds)[number];

/** The actions the daily limit counts (acceptances and replies are the prospects', not ours). */
const ACTION_KINDS: readonly string[] = [
  LINKEDIN_EVENT_KINDS.visit,
  LINKEDIN_EVENT_KINDS.invitation,
  LINKEDIN_EVENT_KINDS.message,
];

export const DEFAULT_ANALYTICS_DAYS = 30;

const countsShape = {
  visits: z.number().int(),
  invitations: z.number().int(),
  accepted: z.number().int(),
  /** Of the invitations sent in this bucket, the share accepted since; null without invitations. */
  acceptanceRate: z.number().nullable(),
  messages: z.number().int(),
  replies: z.number().int(),
  /** Of the prospects invited or messaged in this bucket, the share who replied since; null without either. */
  replyRate: z.number().nullable(),
};
export const linkedinCountsSchema = z.object(countsShape);
export type LinkedinCounts = z.infer<typeof linkedinCountsSchema>;

export const linkedinAnalyticsOutputSchema = z.object({
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  today: z.object({
    date: z.string(),
    /** Today's action limit: the warmup ramp's value for today, or the end limit without warmup. */
    limit: z.number().int(),
    /** Actions today (visits, invitations, messages): the account's logged actions, as pacing counts them. */
    used: z.number().int(),
    /** Day of the warmup ramp today (day 1: the day the LinkedIn account was connected); null: warmup off. */
    warmupDay: z.number().int().nullable(),
  }),
  totals: linkedinCountsSchema,
  days: z.array(linkedinCountsSchema.extend({ date: z.string() })),
  sequences: z.array(linkedinCountsSchema.extend({ sequenceId: z.string(), name: z.string() })),
});
export type LinkedinAnalytics = z.infer<typeof linkedinAnalyticsOutputSchema>;

interface Tally {
  visits: number;
  invitations: number;
  invitedAccepted: number;
  accepted: number;
  messages: number;
  /** Enrollments invited (a note) or messaged: the reply rate's cohort. */
  reached: Set<string>;
  replies: number;
}

const emptyTally = (): Tally => ({
  visits: 0,
  invitations: 0,
  invitedAccepted: 0,
  accepted: 0,
  messages: 0,
  reached: new Set(),
  replies: 0,
});

function countsOf(tally: Tally, replied: Set<string>): LinkedinCounts {
  const reachedReplied = [...tally.reached].filter((id) => replied.has(id)).length;
  return {
    visits: tally.visits,
    invitations: tally.invitations,
    accepted: tally.accepted,
    acceptanceRate: tally.invitations ? tally.invitedAccepted / tally.invitations : null,
    messages: tally.messages,
    replies: tally.replies,
    replyRate: tally.reached.size ? reachedReplied / tally.reached.size : null,
  };
}

export async function linkedinAnalytics(
  db: AppDatabase,
  user: { id: string; timeZone: string | null },
  input: z.output<typeof linkedinAnalyticsSchema>,
  now: number,
): Promise<LinkedinAnalytics> {
  const settings = await ensureLinkedinSettings(db, user, now);
  const range = analyticsRange(settings.timezone.value, input, now);
  const owned = await linkedinSequencesOf(db, user.id, input.sequenceId);
  const ids = owned.map((row) => row.id);
  const events = await linkedinEventsSince(db, ids, range.fromAt);
  const { byDay, bySequence, total, usedToday, replied } = tallyEvents(events, ids, range);
  return {
    timeZone: range.timeZone,
    from: range.from,
    to: range.to,
    today: { date: range.today, ...(await todaysLimit(db, user.id, settings, now, usedToday)) },
    totals: countsOf(total, replied),
    days: [...byDay].map(([date, tally]) => ({ date, ...countsOf(tally, replied) })),
    sequences: owned.map((row) => ({
      sequenceId: row.id,
      name: row.name,
      ...countsOf(bySequence.get(row.id) ?? emptyTally(), replied),
    })),
  };
}

/** The range's calendar days in the settings' timezone, and the instants that bound them. */
interface AnalyticsRange {
  timeZone: string;
  today: string;
  from: string;
  to: string;
  fromAt: number;
  toEnd: number;
  todayStart: number;
}

function analyticsRange(
  timeZone: string,
  input: z.output<typeof linkedinAnalyticsSchema>,
  now: number,
): AnalyticsRange {
  const today = localDateOf(now, timeZone);
  const to = input.to ?? today;
  const from = input.from ?? addCalendarDays(to, -((input.days ?? DEFAULT_ANALYTICS_DAYS) - 1));
  return {
    timeZone,
    today,
    from,
    to,
    fromAt: startOfLocalDay(from, timeZone),
    toEnd: startOfLocalDay(addCalendarDays(to, 1), timeZone),
    todayStart: startOfLocalDay(today, timeZone),
  };
}

/** The owner's sequences with a LinkedIn step (email-only sequences have nothing to show here). */
async function linkedinSequencesOf(db: AppDatabase, ownerId: string, sequenceId?: string) {
  const hasLinkedinStep = exists(
    db
      .select({ one: sql`1` })
      .from(sequenceSteps)
      .where(
        and(
          eq(sequenceSteps.sequenceId, sequences.id),
          inArray(sequenceSteps.kind, ['linkedin_visit', 'linkedin_connect', 'linkedin_message']),
        ),
      ),
  );
  return db
    .select({ id: sequences.id, name: sequences.name })
    .from(sequences)
    .where(
      and(
        eq(sequences.ownerId, ownerId),
        sequenceId ? eq(sequences.id, sequenceId) : undefined,
        hasLinkedinStep,
      ),
    )
    .orderBy(asc(sequences.createdAt), asc(sequences.id))
    .all();
}

interface LinkedinEvent {
  sequenceId: string;
  enrollmentId: string;
  kind: string;
  at: Date;
}

/**
 * Acceptances and replies come after the invitation or message they answer, so every event the
 * range's cohorts need is at or after its first day (read through the (sequence, kind) index).
 */
async function linkedinEventsSince(
  db: AppDatabase,
  sequenceIds: string[],
  fromAt: number,
): Promise<LinkedinEvent[]> {
  const events: LinkedinEvent[] = [];
  for (let i = 0; i < sequenceIds.length; i += 500)
    events.push(
      ...(await db
        .select({
          sequenceId: sequenceEvents.sequenceId,
          enrollmentId: sequenceEvents.enrollmentId,
          kind: sequenceEvents.kind,
          at: sequenceEvents.at,
        })
        .from(sequenceEvents)
        .where(
          and(
            inArray(sequenceEvents.sequenceId, sequenceIds.slice(i, i + 500)),
            // The kinds L's execution adds to the union; compared as text here.
            inArray(sequenceEvents.kind, kinds as unknown as SequenceEventKind[]),
            gte(sequenceEvents.at, new Date(fromAt)),
          ),
        )
        .all()),
    );
  return events;
}

/** Each event counted in its day's, its sequence's and the total's tally; today's actions beside. */
function tallyEvents(events: LinkedinEvent[], sequenceIds: string[], range: AnalyticsRange) {
  const accepted = enrollmentsWith(events, LINKEDIN_EVENT_KINDS.accepted);
  const replied = enrollmentsWith(events, LINKEDIN_EVENT_KINDS.reply);
  const byDay = new Map<string, Tally>();
  for (let date = range.from; date <= range.to; date = addCalendarDays(date, 1))
    byDay.set(date, emptyTally());
  const bySequence = new Map(sequenceIds.map((id) => [id, emptyTally()]));
  const total = emptyTally();
  let usedToday = 0;
  for (const event of events) {
    const at = event.at.getTime();
    if (at >= range.todayStart && ACTION_KINDS.includes(event.kind)) usedToday++;
    if (at >= range.toEnd) continue;
    const date = localDateOf(at, range.timeZone);
    for (const tally of [byDay.get(date), bySequence.get(event.sequenceId), total])
      if (tally) countEvent(tally, event, accepted);
  }
  return { byDay, bySequence, total, usedToday, replied };
}

function enrollmentsWith(events: LinkedinEvent[], kind: string): Set<string> {
  return new Set(events.filter((event) => event.kind === kind).map((event) => event.enrollmentId));
}

function countEvent(tally: Tally, event: LinkedinEvent, accepted: Set<string>): void {
  switch (event.kind as LinkedinEventKind) {
    case 'linkedin_visit':
      tally.visits++;
      break;
    case 'invitation_sent':
      tally.invitations++;
      tally.reached.add(event.enrollmentId);
      if (accepted.has(event.enrollmentId)) tally.invitedAccepted++;
      break;
    case 'invitation_accepted':
      tally.accepted++;
      break;
    case 'linkedin_message_sent':
      tally.messages++;
      tally.reached.add(event.enrollmentId);
      break;
    case 'linkedin_reply':
      tally.replies++;
      break;
  }
}

/**
 * Today's limit and count: those of the connected LinkedIn account (engineer L's pacing: the ramp
 * counted from the day the account was connected, its logged actions). Without an account: the
 * ramp's first day (or the end limit without warmup), and today's action events.
 */
async function todaysLimit(
  db: AppDatabase,
  ownerId: string,
  settings: Awaited<ReturnType<typeof ensureLinkedinSettings>>,
  now: number,
  usedByEvents: number,
): Promise<{ limit: number; used: number; warmupDay: number | null }> {
  const account = await readLinkedinAccount(db, ownerId);
  const today = localDateOf(now, settings.timezone.value);
  if (account) {
    const { count, limit } = await todayOf(db, account, settings, now);
    const warmupDay = settings.warmupEnabled
      ? rampDayOf(linkedinWindowOf(settings), account.warmupStartedOn, today)
      : null;
    return { limit, used: count, warmupDay };
  }
  const warmup = {
    startEndLimit: settings.startEndLimit,
    increaseBy: settings.increaseBy,
    warmupPeriod: settings.warmupPeriod,
  };
  return settings.warmupEnabled
    ? { limit: dailyLimitOnDay(warmup, 1), used: usedByEvents, warmupDay: 1 }
    : { limit: warmup.startEndLimit.high, used: usedByEvents, warmupDay: null };
}

/** The CSV of the analytics: one line per day, then one per sequence. */
export function analyticsCsv(analytics: LinkedinAnalytics): string[][] {
  const rate = (value: number | null) => (value === null ? '' : `${(value * 100).toFixed(1)}%`);
  const cells = (c: LinkedinCounts) => [
    String(c.visits),
    String(c.invitations),
    String(c.accepted),
    rate(c.acceptanceRate),
    String(c.messages),
    String(c.replies),
    rate(c.replyRate),
  ];
  return [
    ...analytics.days.map((day) => ['day', day.date, '', ...cells(day)]),
    ...analytics.sequences.map((s) => [
      'sequence',
      `${analytics.from}..${analytics.to}`,
      s.name,
      ...cells(s),
    ]),
    ['total', `${analytics.from}..${analytics.to}`, '', ...cells(analytics.totals)],
  ];
}

export const ANALYTICS_CSV_HEADER = [
  'Row',
  'Date',
  'Sequence',
  'Profile visits',
  'Invitations sent',
  'Accepted',
  'Acceptance rate',
  'Messages',
  'Replies',
  'Reply rate',
] as const;

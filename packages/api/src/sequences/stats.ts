/** A sequence's results from sequence_events: totals, per step and variant, per day. */
import {
  type Db,
  type SequenceEventKind,
  sequenceEnrollments,
  sequenceEvents,
  sequenceSteps,
  sequenceStepVariants,
} from '@leadpath/db';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { replyClassCounts } from '../assist/replies/inbound/reply-class-counts.ts';
import { callStepCounts } from '../dialer/call-step-counts.ts';
import type { Counts, SequenceStats } from './output-schemas.ts';
import { ownSequence } from './sequence-crud.ts';

const countedKinds = {
  enrolled: 'enrolled',
  sent: 'sent',
  replied: 'replied',
  bounced: 'bounced',
  unsubscribed: 'unsubscribed',
  meeting: 'meetings',
} as const satisfies Partial<Record<SequenceEventKind, keyof Counts>>;
type CountedKind = keyof typeof countedKinds;
const counted = Object.keys(countedKinds) as CountedKind[];

const zero = (): Counts => ({ enrolled: 0, sent: 0, replied: 0, bounced: 0, unsubscribed: 0, meetings: 0 });

/** Buckets of 15 minutes: every timezone's midnight falls on one, so days add up exactly. */
const BUCKET_MS = 15 * 60_000;

/** YYYY-MM-DD of an instant in a timezone. */
function dateIn(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return (at: number) => format.format(at);
}

/**
 * Replies and meetings per variant, counted for every variant the prospect got before (an A/B test of
 * step 1 is judged by the replies that came after step 2 too): distinct enrollments that received the
 * variant and replied, or booked. One pass over the sequence's sends; the outcomes are few.
 */
async function outcomesByVariant(
  db: Db,
  sequenceId: string,
): Promise<Map<string, Pick<Counts, 'replied' | 'meetings'>>> {
  const rows = await db
    .select({
      variantId: sequenceEvents.variantId,
      replied: sql<number>`count(distinct case when ${sequenceEvents.enrollmentId} in (select o.enrollment_id from sequence_events o where o.sequence_id = ${sequenceId} and o.kind = 'replied') then ${sequenceEvents.enrollmentId} end)`,
      meetings: sql<number>`count(distinct case when ${sequenceEvents.enrollmentId} in (select o.enrollment_id from sequence_events o where o.sequence_id = ${sequenceId} and o.kind = 'meeting') then ${sequenceEvents.enrollmentId} end)`,
    })
    .from(sequenceEvents)
    .where(
      and(
        eq(sequenceEvents.sequenceId, sequenceId),
        eq(sequenceEvents.kind, 'sent'),
        isNotNull(sequenceEvents.variantId),
      ),
    )
    .groupBy(sequenceEvents.variantId)
    .all();
  return new Map(
    rows.map((row) => [row.variantId as string, { replied: row.replied, meetings: row.meetings }]),
  );
}

/**
 * Counts per kind, step and variant come from one grouped read of the (sequence, kind, step) index;
 * enrolled is counted from the enrollments (every enrollment counts, also after a step was removed);
 * the daily sends and replies are grouped by quarter hour in SQL, then by the sender's date.
 */
export async function sequenceStats(
  db: Db,
  ownerId: string,
  id: string,
  timeZone = 'UTC',
): Promise<SequenceStats> {
  await ownSequence(db, ownerId, id);
  const { totals, byStep, byVariant } = await eventCounts(db, id);
  const { steps, variants } = await stepsWithVariants(db, id);
  const outcomes = await outcomesByVariant(db, id);
  const { enrolled, slots } = await enrollmentSlots(db, id);
  totals.enrolled = enrolled;
  const daily = await dailySendsAndReplies(db, id, timeZone);
  return {
    totals,
    replyClasses: await replyClassCounts(db, ownerId, id),
    calls: await callStepCounts(db, ownerId, id),
    steps: steps.map((step) => {
      const own = variants.filter((variant) => variant.stepId === step.id);
      return {
        stepId: step.id,
        position: step.position,
        kind: step.kind,
        ...(byStep.get(step.id) ?? zero()),
        enrolled,
        variants: own.map((variant, index) => {
          const counts = { ...(byVariant.get(variant.id) ?? zero()), ...outcomes.get(variant.id) };
          // The variants' share of the enrollments: each enrollment's slot picks the variant of its label.
          const share = slots
            .filter((slot) => slot.slot % own.length === index)
            .reduce((sum, slot) => sum + slot.count, 0);
          return { variantId: variant.id, label: variant.label, ...counts, enrolled: share };
        }),
      };
    }),
    daily,
  };
}

/** The counted events' totals, per step and per variant (enrolled stays 0: it is the enrollments'). */
async function eventCounts(db: Db, sequenceId: string) {
  const grouped = await db
    .select({
      kind: sequenceEvents.kind,
      stepId: sequenceEvents.stepId,
      variantId: sequenceEvents.variantId,
      count: sql<number>`count(*)`,
    })
    .from(sequenceEvents)
    .where(and(eq(sequenceEvents.sequenceId, sequenceId), inArray(sequenceEvents.kind, counted)))
    .groupBy(sequenceEvents.kind, sequenceEvents.stepId, sequenceEvents.variantId)
    .all();
  const totals = zero();
  const byStep = new Map<string, Counts>();
  const byVariant = new Map<string, Counts>();
  const add = (map: Map<string, Counts>, key: string, field: keyof Counts, count: number) => {
    const counts = map.get(key) ?? zero();
    counts[field] += count;
    map.set(key, counts);
  };
  for (const row of grouped) {
    const field = countedKinds[row.kind as CountedKind];
    if (field === 'enrolled') continue;
    totals[field] += row.count;
    if (row.stepId) add(byStep, row.stepId, field, row.count);
    if (row.variantId) add(byVariant, row.variantId, field, row.count);
  }
  return { totals, byStep, byVariant };
}

async function stepsWithVariants(db: Db, sequenceId: string) {
  const steps = await db
    .select()
    .from(sequenceSteps)
    .where(eq(sequenceSteps.sequenceId, sequenceId))
    .orderBy(asc(sequenceSteps.position))
    .all();
  const variants = steps.length
    ? await db
        .select()
        .from(sequenceStepVariants)
        .where(
          inArray(
            sequenceStepVariants.stepId,
            steps.map((step) => step.id),
          ),
        )
        .orderBy(asc(sequenceStepVariants.label))
        .all()
    : [];
  return { steps, variants };
}

/** The sequence's enrollments, and how many hold each variant slot. */
async function enrollmentSlots(db: Db, sequenceId: string) {
  const enrolled =
    (
      await db
        .select({ count: sql<number>`count(*)` })
        .from(sequenceEnrollments)
        .where(eq(sequenceEnrollments.sequenceId, sequenceId))
        .get()
    )?.count ?? 0;
  const slots = await db
    .select({ slot: sequenceEnrollments.variantSlot, count: sql<number>`count(*)` })
    .from(sequenceEnrollments)
    .where(eq(sequenceEnrollments.sequenceId, sequenceId))
    .groupBy(sequenceEnrollments.variantSlot)
    .all();
  return { enrolled, slots };
}

async function dailySendsAndReplies(db: Db, sequenceId: string, timeZone: string) {
  // The bucket size written into the SQL: selected and grouped by, it must be one expression (PostgreSQL
  // does not know two parameters are equal).
  const bucket = sql<number>`(${sequenceEvents.at} / ${sql.raw(String(BUCKET_MS))})`;
  const daily = await db
    .select({ kind: sequenceEvents.kind, bucket, count: sql<number>`count(*)` })
    .from(sequenceEvents)
    .where(and(eq(sequenceEvents.sequenceId, sequenceId), inArray(sequenceEvents.kind, ['sent', 'replied'])))
    .groupBy(sequenceEvents.kind, bucket)
    .all();
  const dateOf = dateIn(timeZone);
  const days = new Map<string, { sent: number; replied: number }>();
  for (const row of daily) {
    const date = dateOf(Number(row.bucket) * BUCKET_MS);
    const day = days.get(date) ?? { sent: 0, replied: 0 };
    if (row.kind === 'sent') day.sent += row.count;
    else day.replied += row.count;
    days.set(date, day);
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, day]) => ({ date, ...day }));
}

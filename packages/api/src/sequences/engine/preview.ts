/** The computed schedule of a sequence: who gets which step when, caps applied (issue 19). */
import {
  addCalendarDays,
  dailyCapOn,
  dueAfterDelay,
  firstGapFreeTime,
  localDateOf,
  nextSendSlot,
  type SendingWindow,
  startOfLocalDay,
} from '@leadpath/core';
import {
  type AppDatabase,
  type ProspectRow,
  prospects,
  type SequenceStepKind,
  type SequenceStepRow,
  type SequenceStepVariantRow,
  scheduledSteps,
  sequenceEnrollments,
  sequenceSteps,
  sequences,
} from '@leadpath/db';
import { and, asc, count, eq, gte, inArray, lt } from 'drizzle-orm';
import { isLinkedinStepKind } from '../../linkedin/execution/execute-step.ts';
import { createLinkedinPreviewPlacer } from '../../linkedin/execution/preview-pacing.ts';
import { companyNamesOf, missingValues, prospectValuesOf, senderValuesOf } from './compose.ts';
import { lastSentAt, OPEN_ROW_STATUSES, variantForSlot, variantsByStep } from './engine-rows.ts';
import {
  enrollmentTimeZoneFor,
  readOutreachSettings,
  sendCapsOf,
  senderTimeZoneOf,
  sendingWindowOf,
} from './outreach-settings.ts';
import { type Chain, ChainQueue } from './preview-chains.ts';
import { knownTimeZonesOf } from './prospect-time-zone.ts';

export interface PreviewRow {
  prospectId: string;
  prospectName: string;
  email: string;
  stepId: string;
  position: number;
  kind: SequenceStepKind;
  variantLabel: string | null;
  dueAt: number;
  /** The zone the step is placed in (the prospect's when known and wanted, else the sender's). */
  timeZone: string;
  /** Placeholders without a value for this prospect: the step would be flagged, not sent. */
  missing: string[];
}

export interface PreviewInput {
  ownerId: string;
  sequenceId: string;
  /** Given: what would happen if these were enrolled now. Omitted: the remaining schedule of the active enrollments. */
  prospectIds?: string[];
  now: number;
}

const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

type OutreachSettings = Awaited<ReturnType<typeof readOutreachSettings>>;

/**
 * The schedule the engine would follow, computed ahead: each step's due time in the window of the
 * enrollment's zone, counted from the step before; automatic emails then take the sender's slots in
 * due order, so what exceeds a day's cap (or the minimum gap; jitter is left out) moves to the next
 * window and that prospect's later steps shift. Tasks take no slot and are assumed done when due.
 * With prospectIds: as if they were enrolled now (the prospects of other owners left out). Without:
 * the remaining steps of the sequence's active enrollments, from their current step.
 */
export async function previewSchedule(db: AppDatabase, input: PreviewInput): Promise<PreviewRow[]> {
  const { ownerId, sequenceId, now } = input;
  const sequence = await db
    .select()
    .from(sequences)
    .where(and(eq(sequences.id, sequenceId), eq(sequences.ownerId, ownerId)))
    .get();
  if (!sequence) return [];
  const steps = await db
    .select()
    .from(sequenceSteps)
    .where(eq(sequenceSteps.sequenceId, sequenceId))
    .orderBy(asc(sequenceSteps.position))
    .all();
  if (steps.length === 0) return [];
  const settings = await readOutreachSettings(db, ownerId, now);
  const chains = input.prospectIds
    ? await chainsOfNewProspects(db, input, input.prospectIds, steps, settings)
    : await chainsOfActiveEnrollments(db, sequenceId, steps, now);
  const rows = await simulate(db, input, steps, settings, chains);
  // Names in natural order ('Profile 2' before 'Profile 10'), case and accents aside.
  return rows.sort((a, b) => a.dueAt - b.dueAt || byName.compare(a.prospectName, b.prospectName));
}

/** The given prospects as if enrolled now: slots after the sequence's enrollments, the first step's delay. */
async function chainsOfNewProspects(
  db: AppDatabase,
  { ownerId, sequenceId, now }: PreviewInput,
  prospectIds: string[],
  steps: SequenceStepRow[],
  settings: OutreachSettings,
): Promise<Chain[]> {
  let slot =
    (
      await db
        .select({ n: count() })
        .from(sequenceEnrollments)
        .where(eq(sequenceEnrollments.sequenceId, sequenceId))
        .get()
    )?.n ?? 0;
  const ids = [...new Set(prospectIds)];
  const found = new Map<string, ProspectRow>();
  for (let i = 0; i < ids.length; i += 500)
    for (const row of await db
      .select()
      .from(prospects)
      .where(and(eq(prospects.ownerId, ownerId), inArray(prospects.id, ids.slice(i, i + 500))))
      .all())
      found.set(row.id, row);
  const first = steps[0] as SequenceStepRow;
  // The prospect's zone: explicit, else its company's location (prospect-time-zone.ts).
  const knownZones = await knownTimeZonesOf(db, found.values());
  const chains: Chain[] = [];
  for (const id of ids) {
    const prospect = found.get(id);
    if (!prospect) continue;
    const timeZone = enrollmentTimeZoneFor(settings, knownZones.get(id) ?? null);
    const window = sendingWindowOf(settings, timeZone);
    const candidate = dueAfterDelay(window, now, first.delayDays, first.businessDays) ?? now;
    chains.push({ prospect, timeZone, slot: slot++, index: 0, candidate });
  }
  return chains;
}

/** The active enrollments from their open step, due when their row says (or now, when overdue). */
async function chainsOfActiveEnrollments(
  db: AppDatabase,
  sequenceId: string,
  steps: SequenceStepRow[],
  now: number,
): Promise<Chain[]> {
  const open = await db
    .select({ enrollment: sequenceEnrollments, row: scheduledSteps, prospect: prospects })
    .from(sequenceEnrollments)
    .innerJoin(scheduledSteps, eq(scheduledSteps.enrollmentId, sequenceEnrollments.id))
    .innerJoin(prospects, eq(prospects.id, sequenceEnrollments.prospectId))
    .where(
      and(
        eq(sequenceEnrollments.sequenceId, sequenceId),
        eq(sequenceEnrollments.status, 'active'),
        inArray(scheduledSteps.status, OPEN_ROW_STATUSES),
      ),
    )
    .all();
  const indexOfStep = new Map(steps.map((step, index) => [step.id, index]));
  return open.flatMap(({ enrollment, row, prospect }) => {
    const index = indexOfStep.get(row.stepId);
    if (index === undefined) return [];
    const candidate = Math.max(row.dueAt.getTime(), now);
    return [{ prospect, timeZone: enrollment.timeZone, slot: enrollment.variantSlot, index, candidate }];
  });
}

/** Places every chain's steps in due order (emails on the sender's slots, LinkedIn on the pacing's). */
async function simulate(
  db: AppDatabase,
  { ownerId, now }: PreviewInput,
  steps: SequenceStepRow[],
  settings: OutreachSettings,
  chains: Chain[],
): Promise<PreviewRow[]> {
  const variants = await variantsByStep(
    db,
    steps.map((step) => step.id),
  );
  const placeSend = await createSendPlacer(db, ownerId, settings, now);
  const describe = await createRowDescriber(db, ownerId, chains);
  // LinkedIn steps take the pacing's slots (window, daily limit, gap), in due order like the emails.
  const placeLinkedin = steps.some((step) => isLinkedinStepKind(step.kind))
    ? await createLinkedinPreviewPlacer(db, ownerId, now)
    : null;
  const rows: PreviewRow[] = [];
  const queue = new ChainQueue();
  for (const chain of chains) queue.push(chain);
  while (queue.size > 0) {
    const chain = queue.pop() as Chain;
    const step = steps[chain.index] as SequenceStepRow;
    const window = sendingWindowOf(settings, chain.timeZone);
    let dueAt = chain.candidate;
    if (step.kind === 'auto_email') dueAt = placeSend(chain.candidate, window) ?? chain.candidate;
    else if (placeLinkedin && isLinkedinStepKind(step.kind))
      dueAt = (await placeLinkedin(chain.candidate)) ?? chain.candidate;
    rows.push(await describe(chain, step, variantForSlot(variants.get(step.id), chain.slot), dueAt));
    const next = steps[chain.index + 1];
    if (next) {
      chain.index += 1;
      chain.candidate = dueAfterDelay(window, dueAt, next.delayDays, next.businessDays) ?? dueAt;
      queue.push(chain);
    }
  }
  return rows;
}

/**
 * The sender's slots: each placed email counts toward its day's cap and keeps the minimum gap to
 * the sends placed before it and to the last one recorded.
 */
async function createSendPlacer(db: AppDatabase, ownerId: string, settings: OutreachSettings, now: number) {
  const caps = sendCapsOf(settings);
  const senderZone = senderTimeZoneOf(settings);
  // The sender's sends already recorded today, and the gap after the last one.
  const today = localDateOf(now, senderZone);
  const counted = new Map([[today, await sentOnDay(db, ownerId, today, senderZone)]]);
  const lastSent = await lastSentAt(db, ownerId);
  // The sender's sends placed so far, in time order: a new one keeps the minimum gap to each
  // neighbour (prospects in other zones are placed out of time order, so "after the last" is not enough).
  const gapMs = caps.minGapSeconds * 1000;
  const placed: number[] = lastSent ? [lastSent.getTime()] : [];
  const nextOpenDay = createNextOpenDay(counted, caps);
  const findSlot = (from: number, window: SendingWindow): number | null => {
    let at = from;
    for (let i = 0; i < 10_000; i++) {
      const slot = nextSendSlot({
        at,
        window,
        senderTimeZone: senderZone,
        caps,
        sentOn: (date) => counted.get(date) ?? 0,
        notBefore: null,
        nextOpenDay,
      });
      if (slot === null) return null;
      const { free, index } = firstGapFreeTime(placed, slot, gapMs);
      if (free === slot) {
        placed.splice(index, 0, slot);
        return slot;
      }
      at = free; // then checked against the window and the cap again
    }
    return null;
  };
  return (from: number, window: SendingWindow): number | null => {
    const slot = findSlot(from, window);
    if (slot !== null) {
      const day = localDateOf(slot, senderZone);
      counted.set(day, (counted.get(day) ?? 0) + 1);
    }
    return slot;
  };
}

/**
 * The first sender day at or after a date that is not full. Days only fill up here, so each full
 * day remembers where its search ended (path compression): a backlog of thousands over a small
 * cap does not walk the same full days again and again.
 */
function createNextOpenDay(counted: Map<string, number>, caps: ReturnType<typeof sendCapsOf>) {
  const jumps = new Map<string, string>();
  return (date: string): string => {
    let day = date;
    const path: string[] = [];
    for (let i = 0; i < 2_000 && (counted.get(day) ?? 0) >= dailyCapOn(caps, day); i++) {
      path.push(day);
      day = jumps.get(day) ?? addCalendarDays(day, 1);
    }
    for (const full of path) jumps.set(full, day);
    return day;
  };
}

async function sentOnDay(db: AppDatabase, ownerId: string, day: string, zone: string): Promise<number> {
  const sent = await db
    .select({ n: count() })
    .from(scheduledSteps)
    .where(
      and(
        eq(scheduledSteps.ownerId, ownerId),
        eq(scheduledSteps.status, 'sent'),
        gte(scheduledSteps.doneAt, new Date(startOfLocalDay(day, zone))),
        lt(scheduledSteps.doneAt, new Date(startOfLocalDay(addCalendarDays(day, 1), zone))),
      ),
    )
    .get();
  return sent?.n ?? 0;
}

/** A placed step as a preview row, with the placeholders it would miss for its prospect. */
async function createRowDescriber(db: AppDatabase, ownerId: string, chains: Chain[]) {
  // Only whether each value exists matters here: any base URL tells whether the booking link has one.
  const senderValues = (await senderValuesOf(db, ownerId, 'https://app'))?.values ?? {};
  const companyNames = await companyNamesOf(
    db,
    chains.flatMap((chain) => (chain.prospect.companyId ? [chain.prospect.companyId] : [])),
  );
  const valuesCache = new Map<string, Awaited<ReturnType<typeof prospectValuesOf>>>();
  return async (
    chain: Chain,
    step: SequenceStepRow,
    variant: SequenceStepVariantRow | null,
    dueAt: number,
  ): Promise<PreviewRow> => {
    let values = valuesCache.get(chain.prospect.id);
    if (!values) {
      values = await prospectValuesOf(db, chain.prospect, companyNames);
      valuesCache.set(chain.prospect.id, values);
    }
    const texts =
      step.kind === 'auto_email' || step.kind === 'manual_email'
        ? [variant?.subject ?? '', variant?.body ?? '']
        : [step.body];
    return {
      prospectId: chain.prospect.id,
      prospectName: `${chain.prospect.firstName} ${chain.prospect.lastName}`.trim(),
      email: chain.prospect.email,
      stepId: step.id,
      position: step.position,
      kind: step.kind,
      variantLabel: variant?.label ?? null,
      dueAt,
      timeZone: chain.timeZone,
      missing: missingValues(texts, { ...values, ...senderValues }),
    };
  };
}

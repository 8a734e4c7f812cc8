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

/** One prospect's run through the remaining steps during the simulation. */
interface Chain {
  prospect: ProspectRow;
  timeZone: string;
  slot: number;
  /** Index into the steps of the next step to place, and when it is due at the earliest. */
  index: number;
  candidate: number;
}

/** A binary min-heap of chains on their candidate time (then insertion order, so equal times stay stable). */
class ChainQueue {
  private items: { chain: Chain; order: number }[] = [];
  private order = 0;
  get size() {
    return this.items.length;
  }
  private less(a: number, b: number) {
    const x = this.items[a];
    const y = this.items[b];
    if (!x || !y) return false;
    return (
      x.chain.candidate < y.chain.candidate || (x.chain.candidate === y.chain.candidate && x.order < y.order)
    );
  }
  private swap(a: number, b: number) {
    const x = this.items[a];
    const y = this.items[b];
    if (!x || !y) return;
    this.items[a] = y;
    this.items[b] = x;
  }
  push(chain: Chain) {
    this.items.push({ chain, order: this.order++ });
    let i = this.items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.less(i, parent)) break;
      this.swap(i, parent);
      i = parent;
    }
  }
  pop(): Chain | undefined {
    const top = this.items[0];
    const last = this.items.pop();
    if (!top || !last) return undefined;
    if (this.items.length > 0) {
      this.items[0] = last;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let smallest = i;
        if (left < this.items.length && this.less(left, smallest)) smallest = left;
        if (right < this.items.length && this.less(right, smallest)) smallest = right;
        if (smallest === i) break;
        this.swap(i, smallest);
        i = smallest;
      }
    }
    return top.chain;
  }
}

const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

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
  const variants = await variantsByStep(
    db,
    steps.map((step) => step.id),
  );
  const settings = await readOutreachSettings(db, ownerId, now);
  // Only whether each value exists matters here: any base URL tells whether the booking link has one.
  const senderValues = (await senderValuesOf(db, ownerId, 'https://app'))?.values ?? {};
  const caps = sendCapsOf(settings);
  const senderZone = senderTimeZoneOf(settings);

  const chains: Chain[] = [];
  if (input.prospectIds) {
    let slot =
      (
        await db
          .select({ n: count() })
          .from(sequenceEnrollments)
          .where(eq(sequenceEnrollments.sequenceId, sequenceId))
          .get()
      )?.n ?? 0;
    const ids = [...new Set(input.prospectIds)];
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
    for (const id of ids) {
      const prospect = found.get(id);
      if (!prospect) continue;
      const timeZone = enrollmentTimeZoneFor(settings, knownZones.get(id) ?? null);
      const window = sendingWindowOf(settings, timeZone);
      const candidate = dueAfterDelay(window, now, first.delayDays, first.businessDays) ?? now;
      chains.push({ prospect, timeZone, slot: slot++, index: 0, candidate });
    }
  } else {
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
    for (const { enrollment, row, prospect } of open) {
      const index = indexOfStep.get(row.stepId);
      if (index === undefined) continue;
      chains.push({
        prospect,
        timeZone: enrollment.timeZone,
        slot: enrollment.variantSlot,
        index,
        candidate: Math.max(row.dueAt.getTime(), now),
      });
    }
  }

  // The sender's sends already recorded today, and the gap after the last one.
  const counted = new Map<string, number>();
  const today = localDateOf(now, senderZone);
  counted.set(
    today,
    (
      await db
        .select({ n: count() })
        .from(scheduledSteps)
        .where(
          and(
            eq(scheduledSteps.ownerId, ownerId),
            eq(scheduledSteps.status, 'sent'),
            gte(scheduledSteps.doneAt, new Date(startOfLocalDay(today, senderZone))),
            lt(scheduledSteps.doneAt, new Date(startOfLocalDay(addCalendarDays(today, 1), senderZone))),
          ),
        )
        .get()
    )?.n ?? 0,
  );
  const lastSent = await lastSentAt(db, ownerId);
  // The sender's sends placed so far, in time order: a new one keeps the minimum gap to each
  // neighbour (prospects in other zones are placed out of time order, so "after the last" is not enough).
  const gapMs = caps.minGapSeconds * 1000;
  const placed: number[] = lastSent ? [lastSent.getTime()] : [];
  const placeSend = (from: number, window: SendingWindow): number | null => {
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
  // The first sender day at or after a date that is not full. Days only fill up here, so each full
  // day remembers where its search ended (path compression): a backlog of thousands over a small
  // cap does not walk the same full days again and again.
  const jumps = new Map<string, string>();
  const nextOpenDay = (date: string): string => {
    let day = date;
    const path: string[] = [];
    for (let i = 0; i < 2_000 && (counted.get(day) ?? 0) >= dailyCapOn(caps, day); i++) {
      path.push(day);
      day = jumps.get(day) ?? addCalendarDays(day, 1);
    }
    for (const full of path) jumps.set(full, day);
    return day;
  };

  const companyNames = await companyNamesOf(
    db,
    chains.flatMap((chain) => (chain.prospect.companyId ? [chain.prospect.companyId] : [])),
  );
  // LinkedIn steps take the pacing's slots (window, daily limit, gap), in due order like the emails.
  const placeLinkedin = steps.some((step) => isLinkedinStepKind(step.kind))
    ? await createLinkedinPreviewPlacer(db, ownerId, now)
    : null;
  const valuesCache = new Map<string, Awaited<ReturnType<typeof prospectValuesOf>>>();
  const rows: PreviewRow[] = [];
  const queue = new ChainQueue();
  for (const chain of chains) queue.push(chain);
  while (queue.size > 0) {
    const chain = queue.pop() as Chain;
    const step = steps[chain.index] as SequenceStepRow;
    const window = sendingWindowOf(settings, chain.timeZone);
    let dueAt = chain.candidate;
    if (step.kind === 'auto_email') {
      const slot = placeSend(chain.candidate, window);
      if (slot !== null) {
        dueAt = slot;
        const day = localDateOf(slot, senderZone);
        counted.set(day, (counted.get(day) ?? 0) + 1);
      }
    } else if (placeLinkedin && isLinkedinStepKind(step.kind)) {
      dueAt = (await placeLinkedin(chain.candidate)) ?? chain.candidate;
    }
    const variant: SequenceStepVariantRow | null = variantForSlot(variants.get(step.id), chain.slot);
    let values = valuesCache.get(chain.prospect.id);
    if (!values) {
      values = await prospectValuesOf(db, chain.prospect, companyNames);
      valuesCache.set(chain.prospect.id, values);
    }
    const texts =
      step.kind === 'auto_email' || step.kind === 'manual_email'
        ? [variant?.subject ?? '', variant?.body ?? '']
        : [step.body];
    rows.push({
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
    });
    const next = steps[chain.index + 1];
    if (next) {
      chain.index += 1;
      chain.candidate = dueAfterDelay(window, dueAt, next.delayDays, next.businessDays) ?? dueAt;
      queue.push(chain);
    }
  }
  // Names in natural order ('Profile 2' before 'Profile 10'), case and accents aside.
  return rows.sort((a, b) => a.dueAt - b.dueAt || byName.compare(a.prospectName, b.prospectName));
}

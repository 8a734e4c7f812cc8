/**
 * Enrollment's batched path (ADR 083): what every slice of one call shares is read once, and a
 * slice's rows are written as three statements each run once per row in one hold of the connection.
 * A slice writes nothing when anything it relies on changed since it was read (the sequence, its first
 * step, a prospect's standing); the caller then runs that slice the exact way (enroll.ts).
 */
import { dueAfterDelay } from '@leadpath/core';
import {
  type AppDatabase,
  type OutreachSettingsRow,
  type RawSql,
  type SequenceRow,
  type SequenceStepRow,
  type SequenceStepVariantRow,
  timeOrderedId,
} from '@leadpath/db';
import { emitWebhookEvent } from '../../webhooks/emit.ts';
import { variantsByStep } from './engine-rows.ts';
import { nextVariantSlot, readSequenceAndFirstStep, type StandingProspect } from './enroll-lookups.ts';
import { firstRowsOf } from './enroll-write.ts';
import { enrollmentTimeZoneFor, readOutreachSettings, sendingWindowOf } from './outreach-settings.ts';
import { engineStatements, hasWebhookSubscribers } from './statements.ts';

/** What every slice of one call shares, read once. */
export interface EnrollContext {
  sequence: SequenceRow;
  first: SequenceStepRow;
  firstVariants: SequenceStepVariantRow[] | undefined;
  settings: OutreachSettingsRow;
  /** Whether any webhook endpoint takes enrollment.started (skips emitting per row when none does). */
  webhooks: boolean;
  /** The next enrollment's variant slot (an even round-robin over this call's enrollments). */
  slot: number;
  /** The sequence's status, last change and first step: a slice writes only while these are the same. */
  stamp: string;
  /** The first step's due time by enrollment zone (the same `now` for the whole call). */
  dueAtByZone: Map<string, number>;
}

export interface EnrollCall {
  ownerId: string;
  sequenceId: string;
  allowOtherActive?: boolean;
  now: number;
}

const STAMP_SQL = `SELECT status, updated_at,
  (SELECT id FROM sequence_steps WHERE sequence_id = sequences.id ORDER BY position LIMIT 1) AS first_step_id
  FROM sequences WHERE id = ? AND owner_id = ?`;

async function readStamp(sql: RawSql, ownerId: string, sequenceId: string): Promise<string> {
  const row = await sql.get<{ status: string; updated_at: unknown; first_step_id: string | null }>(
    STAMP_SQL,
    [sequenceId, ownerId],
  );
  return row ? `${row.status}|${String(row.updated_at)}|${row.first_step_id ?? ''}` : '';
}

/** The call's shared reads, in one transaction (the first read of the outreach settings stores them). */
export async function readEnrollContext(
  db: AppDatabase,
  call: EnrollCall,
): Promise<{ context: EnrollContext } | { missing: 'sequence' | 'steps' }> {
  const { ownerId, sequenceId, now } = call;
  return db.transaction(
    async (tx) => {
      const { sequence, first } = await readSequenceAndFirstStep(tx, ownerId, sequenceId);
      if (!sequence) return { missing: 'sequence' as const };
      if (!first) return { missing: 'steps' as const };
      const context: EnrollContext = {
        sequence,
        first,
        firstVariants: (await variantsByStep(tx, [first.id])).get(first.id),
        settings: await readOutreachSettings(tx, ownerId, now),
        webhooks: await hasWebhookSubscribers(tx, ownerId, 'enrollment.started'),
        slot: await nextVariantSlot(tx, sequenceId),
        stamp: await readStamp(db.$sql, ownerId, sequenceId),
        dueAtByZone: new Map(),
      };
      return { context };
    },
    { behavior: 'immediate' },
  );
}

/** A prospect a slice enrolls, with its known zone (explicit, else its company's location). */
export interface SliceRow {
  prospect: StandingProspect;
  knownZone: string | null;
}

function dueAtFor(context: EnrollContext, timeZone: string, now: number): number {
  let dueAt = context.dueAtByZone.get(timeZone);
  if (dueAt === undefined) {
    const window = sendingWindowOf(context.settings, timeZone);
    dueAt = dueAfterDelay(window, now, context.first.delayDays, context.first.businessDays) ?? now;
    context.dueAtByZone.set(timeZone, dueAt);
  }
  return dueAt;
}

/** Each row's three statements' parameters: enrollment, first step's schedule row (held unless active), event. */
function sliceParameters(context: EnrollContext, call: EnrollCall, rows: readonly SliceRow[]) {
  const { ownerId, sequenceId, now } = call;
  const { sequence } = context;
  const enrollments = [];
  const steps = [];
  const events = [];
  for (const [index, { prospect, knownZone }] of rows.entries()) {
    const slot = context.slot + index;
    const timeZone = enrollmentTimeZoneFor(context.settings, knownZone);
    const enrollmentId = timeOrderedId();
    const prospectId = prospect.id;
    enrollments.push({
      id: enrollmentId,
      ownerId,
      sequenceId,
      prospectId,
      email: prospect.email.trim().toLowerCase(),
      allowOtherActive: call.allowOtherActive ? 1 : 0,
      timeZone,
      variantSlot: slot,
      now,
    });
    const first = firstRowsOf({
      ownerId,
      sequence,
      first: context.first,
      firstVariants: context.firstVariants,
      enrollmentId,
      prospectId,
      slot,
      dueAt: dueAtFor(context, timeZone, now),
      now,
    });
    steps.push(first.step);
    events.push(first.event);
  }
  return { enrollments, steps, events };
}

class StaleSlice extends Error {}

/**
 * Writes one slice in one transaction. Answers whether it wrote (false: nothing written, the caller
 * runs the slice the exact way) and how long the transaction's work took, for the next slice's size.
 */
export async function writeBatchSlice(
  db: AppDatabase,
  context: EnrollContext,
  call: EnrollCall,
  rows: readonly SliceRow[],
): Promise<{ written: boolean; ms: number }> {
  let ms = 0;
  try {
    await db.transaction(
      async (tx) => {
        const started = performance.now();
        if ((await readStamp(db.$sql, call.ownerId, call.sequenceId)) !== context.stamp)
          throw new StaleSlice();
        const { enrollments, steps, events } = sliceParameters(context, call, rows);
        // The database's $sql statements join this transaction (its callback's own statements).
        const statements = engineStatements(db.$sql);
        // A row its guard left out (a prospect deleted, enrolled or suppressed meanwhile): roll back.
        if ((await statements.insertEnrollmentIfStanding.runMany(enrollments)) !== rows.length)
          throw new StaleSlice();
        await statements.insertScheduledStep.runMany(steps);
        await statements.insertEvent.runMany(events);
        if (context.webhooks)
          for (const [index, { prospect }] of rows.entries())
            await emitWebhookEvent(tx, {
              ownerId: call.ownerId,
              type: 'enrollment.started',
              data: {
                enrollmentId: enrollments[index]!.id,
                sequenceId: call.sequenceId,
                sequenceName: context.sequence.name,
                prospectId: prospect.id,
                email: prospect.email,
              },
              now: call.now,
            });
        ms = performance.now() - started;
      },
      { behavior: 'immediate' },
    );
  } catch {
    // Stale, or a statement refused (a step or variant removed meanwhile): the exact way decides,
    // and answers the error itself when it is real.
    return { written: false, ms };
  }
  context.slot += rows.length;
  return { written: true, ms };
}

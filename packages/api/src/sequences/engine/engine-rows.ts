/** The engine's shared row work: events, the next step's schedule row, finishing an enrollment. */
import { dueAfterDelay } from '@leadpath/core';
import {
  type AppDatabase,
  changesOf,
  type Db,
  type EnrollmentFinishReason,
  type OutreachSettingsRow,
  type ScheduledStepStatus,
  type SequenceEnrollmentRow,
  type SequenceEventKind,
  type SequenceStatus,
  type SequenceStepRow,
  type SequenceStepVariantRow,
  scheduledSteps,
  sequenceEnrollments,
  sequenceEvents,
  sequenceSteps,
  sequenceStepVariants,
  sequences,
  timeOrderedId,
} from '@leadpath/db';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { emitWebhookEvent } from '../../webhooks/emit.ts';
import { readOutreachSettings, sendingWindowOf } from './outreach-settings.ts';
import { engineStatements } from './statements.ts';

/** Statuses of a row that is still to be worked (the enrollment's current step). */
export const OPEN_ROW_STATUSES: ScheduledStepStatus[] = [
  'scheduled',
  'held',
  'sending',
  'task_open',
  'flagged',
  'review',
];

export const isEmailStep = (kind: SequenceStepRow['kind']) =>
  kind === 'auto_email' || kind === 'manual_email';

export async function insertEvent(
  db: Db,
  event: {
    ownerId: string;
    sequenceId: string;
    enrollmentId: string;
    prospectId: string;
    stepId?: string | null;
    variantId?: string | null;
    kind: SequenceEventKind;
    detail?: string | null;
    at: number;
  },
): Promise<void> {
  const values = {
    id: timeOrderedId(),
    ownerId: event.ownerId,
    sequenceId: event.sequenceId,
    enrollmentId: event.enrollmentId,
    prospectId: event.prospectId,
    stepId: event.stepId ?? null,
    variantId: event.variantId ?? null,
    kind: event.kind,
    detail: event.detail ?? null,
  };
  // The database (not a transaction object): its prepared statement, inside the caller's transaction.
  if (isDatabase(db)) await engineStatements(db.$sql).insertEvent.run({ ...values, at: event.at });
  else
    await db
      .insert(sequenceEvents)
      .values({ ...values, at: new Date(event.at) })
      .run();
}

/** Whether this is the database itself, whose $sql runs the engine's hand-written statements. */
export const isDatabase = (db: Db): db is AppDatabase => '$sql' in db;

/** When the sender's last email went out, if ever: the minimum gap counts from it. */
export async function lastSentAt(db: Db, ownerId: string): Promise<Date | null> {
  const row = await db
    .select({ at: scheduledSteps.doneAt })
    .from(scheduledSteps)
    .where(and(eq(scheduledSteps.ownerId, ownerId), eq(scheduledSteps.status, 'sent')))
    .orderBy(desc(scheduledSteps.doneAt))
    .limit(1)
    .get();
  return row?.at ?? null;
}

/** The variants of each step, label order (A, B ...). */
export async function variantsByStep(
  db: Db,
  stepIds: string[],
): Promise<Map<string, SequenceStepVariantRow[]>> {
  const byStep = new Map<string, SequenceStepVariantRow[]>();
  if (stepIds.length === 0) return byStep;
  const rows = await db
    .select()
    .from(sequenceStepVariants)
    .where(inArray(sequenceStepVariants.stepId, stepIds))
    .orderBy(asc(sequenceStepVariants.label))
    .all();
  for (const row of rows) byStep.set(row.stepId, [...(byStep.get(row.stepId) ?? []), row]);
  return byStep;
}

/** The variant an enrollment gets on a step: its slot, round the step's variants (an even split). */
export function variantForSlot<V>(variants: readonly V[] | undefined, slot: number): V | null {
  if (!variants || variants.length === 0) return null;
  return variants[slot % variants.length] ?? null;
}

export const idempotencyKeyOf = (enrollmentId: string, stepId: string) => `${enrollmentId}:${stepId}`;

/** Inserts the schedule row of a step of an enrollment. */
export async function insertScheduledStep(
  db: Db,
  input: {
    enrollment: Pick<SequenceEnrollmentRow, 'id' | 'ownerId' | 'sequenceId' | 'prospectId' | 'variantSlot'>;
    step: Pick<SequenceStepRow, 'id'>;
    variants?: readonly SequenceStepVariantRow[];
    dueAt: number;
    status: ScheduledStepStatus;
    note?: string | null;
    now: number;
  },
): Promise<string> {
  const id = timeOrderedId();
  const variant = variantForSlot(input.variants, input.enrollment.variantSlot);
  const values = {
    id,
    ownerId: input.enrollment.ownerId,
    sequenceId: input.enrollment.sequenceId,
    enrollmentId: input.enrollment.id,
    prospectId: input.enrollment.prospectId,
    stepId: input.step.id,
    variantId: variant?.id ?? null,
    idempotencyKey: idempotencyKeyOf(input.enrollment.id, input.step.id),
    status: input.status,
  };
  if (isDatabase(db) && !input.note) {
    await engineStatements(db.$sql).insertScheduledStep.run({
      ...values,
      dueAt: input.dueAt,
      now: input.now,
    });
    return id;
  }
  await db
    .insert(scheduledSteps)
    .values({
      ...values,
      dueAt: new Date(input.dueAt),
      note: input.note ?? null,
      createdAt: new Date(input.now),
    })
    .onConflictDoNothing({ target: scheduledSteps.idempotencyKey })
    .run();
  return id;
}

/** Finishes an enrollment, cancels its open rows, writes 'finished' and emits enrollment.finished. */
export async function finishEnrollment(
  db: Db,
  enrollment: Pick<SequenceEnrollmentRow, 'id' | 'ownerId' | 'sequenceId' | 'prospectId'>,
  reason: EnrollmentFinishReason,
  now: number,
): Promise<boolean> {
  const changed = changesOf(
    await db
      .update(sequenceEnrollments)
      .set({ status: 'finished', finishReason: reason, finishedAt: new Date(now), updatedAt: new Date(now) })
      .where(
        and(
          eq(sequenceEnrollments.id, enrollment.id),
          inArray(sequenceEnrollments.status, ['active', 'paused']),
        ),
      )
      .run(),
  );
  if (changed === 0) return false;
  await db
    .update(scheduledSteps)
    .set({ status: 'canceled', leaseOwner: null, leaseUntil: null })
    .where(
      and(
        eq(scheduledSteps.enrollmentId, enrollment.id),
        inArray(scheduledSteps.status, ['scheduled', 'held', 'task_open', 'flagged', 'review']),
      ),
    )
    .run();
  await insertEvent(db, {
    ownerId: enrollment.ownerId,
    sequenceId: enrollment.sequenceId,
    enrollmentId: enrollment.id,
    prospectId: enrollment.prospectId,
    kind: 'finished',
    detail: reason,
    at: now,
  });
  await emitWebhookEvent(db, {
    ownerId: enrollment.ownerId,
    type: 'enrollment.finished',
    data: {
      enrollmentId: enrollment.id,
      sequenceId: enrollment.sequenceId,
      prospectId: enrollment.prospectId,
      reason,
    },
    now,
  });
  return true;
}

/**
 * After a step is done (sent at `from`, or a task completed then): schedules the enrollment's next
 * step, its due time counted from `from` in the enrollment's zone and placed in the window, or
 * finishes the enrollment ('completed') when it was the last. Held when the sequence is not active.
 */
/** What scheduleNextStep may be handed instead of reading it (the tick caches it per sequence). */
export interface SequenceShape {
  status: SequenceStatus;
  /** Position order. */
  steps: SequenceStepRow[];
  variants: Map<string, SequenceStepVariantRow[]>;
}

/** A sequence's status, steps and variants, read once. Null when it is gone. */
export async function readSequenceShape(db: Db, sequenceId: string): Promise<SequenceShape | null> {
  const sequence = await db
    .select({ status: sequences.status })
    .from(sequences)
    .where(eq(sequences.id, sequenceId))
    .get();
  if (!sequence) return null;
  const steps = await db
    .select()
    .from(sequenceSteps)
    .where(eq(sequenceSteps.sequenceId, sequenceId))
    .orderBy(asc(sequenceSteps.position))
    .all();
  return {
    status: sequence.status,
    steps,
    variants: await variantsByStep(
      db,
      steps.map((step) => step.id),
    ),
  };
}

/**
 * After a step is done (sent at `from`, or a task completed then): schedules the enrollment's next
 * step, its due time counted from `from` in the enrollment's zone and placed in the window, or
 * finishes the enrollment ('completed') when it was the last. Held when the sequence is not active.
 */
export async function scheduleNextStep(
  db: Db,
  input: {
    enrollment: SequenceEnrollmentRow;
    afterPosition: number;
    from: number;
    now: number;
    settings?: OutreachSettingsRow;
    shape?: SequenceShape;
  },
): Promise<'scheduled' | 'finished'> {
  const { enrollment, now } = input;
  const shape = input.shape ?? (await readSequenceShape(db, enrollment.sequenceId));
  const next = shape?.steps.find((step) => step.position > input.afterPosition);
  if (!shape || !next) {
    await finishEnrollment(db, enrollment, 'completed', now);
    return 'finished';
  }
  const settings = input.settings ?? (await readOutreachSettings(db, enrollment.ownerId, now));
  const window = sendingWindowOf(settings, enrollment.timeZone);
  const dueAt = dueAfterDelay(window, input.from, next.delayDays, next.businessDays) ?? input.from;
  const running = shape.status === 'active' && enrollment.status === 'active';
  await insertScheduledStep(db, {
    enrollment,
    step: next,
    variants: shape.variants.get(next.id),
    dueAt,
    status: running ? 'scheduled' : 'held',
    now,
  });
  return 'scheduled';
}

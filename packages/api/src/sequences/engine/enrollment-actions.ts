/** Manual actions on enrollments and sequences: pause, resume, remove, complete a task, (de)activate. */
import { nextWindowInstant } from '@leadpath/core';
import {
  type AppDatabase,
  type Db,
  type ScheduledStepRow,
  scheduledSteps,
  sequenceEnrollments,
  sequenceSteps,
  sequences,
} from '@leadpath/db';
import { and, eq, inArray } from 'drizzle-orm';
import { finishEnrollment, insertEvent, scheduleNextStep } from './engine-rows.ts';
import { holdScheduledRows } from './hold-scheduled.ts';
import { readOutreachSettings, sendingWindowOf } from './outreach-settings.ts';
import { releaseHeldRows } from './release-held.ts';

export interface EnrollmentRef {
  ownerId: string;
  sequenceId: string;
  prospectId: string;
  now: number;
}

async function findEnrollment(db: Db, ref: EnrollmentRef) {
  return db
    .select()
    .from(sequenceEnrollments)
    .where(
      and(
        eq(sequenceEnrollments.ownerId, ref.ownerId),
        eq(sequenceEnrollments.sequenceId, ref.sequenceId),
        eq(sequenceEnrollments.prospectId, ref.prospectId),
      ),
    )
    .get();
}

/**
 * Puts rows back in the schedule: held (and, with retryFlagged, flagged) rows become scheduled, a
 * past-due one placed at the next window instant from now (the tick applies caps when it is due).
 */
async function releaseRows(
  db: Db,
  rows: Pick<ScheduledStepRow, 'id' | 'ownerId' | 'dueAt' | 'enrollmentId' | 'status'>[],
  timeZoneOf: (enrollmentId: string) => string,
  now: number,
) {
  if (rows.length === 0) return;
  const settings = await readOutreachSettings(db, rows[0]?.ownerId ?? '', now);
  for (const row of rows) {
    // A flagged row's due time is its next recheck: a retry is due now.
    const due = row.status === 'flagged' ? now : Math.max(row.dueAt.getTime(), now);
    const placed = nextWindowInstant(sendingWindowOf(settings, timeZoneOf(row.enrollmentId)), due) ?? due;
    await db
      .update(scheduledSteps)
      .set({ status: 'scheduled', dueAt: new Date(placed), note: null })
      .where(and(eq(scheduledSteps.id, row.id), inArray(scheduledSteps.status, ['held', 'flagged'])))
      .run();
  }
}

/** Pauses an active enrollment: its scheduled rows are held. False when there is none to pause. */
export async function pauseEnrollment(db: AppDatabase, ref: EnrollmentRef): Promise<boolean> {
  return db.transaction(
    async (tx) => {
      const enrollment = await findEnrollment(tx, ref);
      if (enrollment?.status !== 'active') return false;
      await tx
        .update(sequenceEnrollments)
        .set({ status: 'paused', updatedAt: new Date(ref.now) })
        .where(eq(sequenceEnrollments.id, enrollment.id))
        .run();
      await tx
        .update(scheduledSteps)
        .set({ status: 'held' })
        .where(and(eq(scheduledSteps.enrollmentId, enrollment.id), eq(scheduledSteps.status, 'scheduled')))
        .run();
      await insertEvent(tx, { ...enrollment, enrollmentId: enrollment.id, kind: 'paused', at: ref.now });
      return true;
    },
    { behavior: 'immediate' },
  );
}

/**
 * Resumes a paused enrollment: its held rows (and a flagged one, retried: the user may have fixed
 * the prospect) are scheduled again from now, when the sequence is active. False when not paused.
 */
export async function resumeEnrollment(db: AppDatabase, ref: EnrollmentRef): Promise<boolean> {
  return db.transaction(
    async (tx) => {
      const enrollment = await findEnrollment(tx, ref);
      if (enrollment?.status !== 'paused') return false;
      await tx
        .update(sequenceEnrollments)
        .set({ status: 'active', updatedAt: new Date(ref.now) })
        .where(eq(sequenceEnrollments.id, enrollment.id))
        .run();
      const sequence = await tx.select().from(sequences).where(eq(sequences.id, enrollment.sequenceId)).get();
      if (sequence?.status === 'active') {
        const rows = await tx
          .select()
          .from(scheduledSteps)
          .where(
            and(
              eq(scheduledSteps.enrollmentId, enrollment.id),
              inArray(scheduledSteps.status, ['held', 'flagged']),
            ),
          )
          .all();
        await releaseRows(tx, rows, () => enrollment.timeZone, ref.now);
      }
      await insertEvent(tx, { ...enrollment, enrollmentId: enrollment.id, kind: 'resumed', at: ref.now });
      return true;
    },
    { behavior: 'immediate' },
  );
}

/** Removes a prospect from a sequence: finished 'removed', its rows canceled. False when not enrolled or finished. */
export async function removeEnrollment(db: AppDatabase, ref: EnrollmentRef): Promise<boolean> {
  return db.transaction(
    async (tx) => {
      const enrollment = await findEnrollment(tx, ref);
      if (!enrollment) return false;
      return finishEnrollment(tx, enrollment, 'removed', ref.now);
    },
    { behavior: 'immediate' },
  );
}

/**
 * Retries the flagged steps of a prospect's active enrollments (after the user fixed the prospect:
 * the prospects router calls it on an update): they are scheduled again from now. Returns how many.
 */
export async function retryFlaggedSteps(
  db: AppDatabase,
  input: { ownerId: string; prospectId: string; now: number },
): Promise<number> {
  return db.transaction(
    async (tx) => {
      const rows = await tx
        .select({
          row: scheduledSteps,
          timeZone: sequenceEnrollments.timeZone,
          sequenceStatus: sequences.status,
        })
        .from(scheduledSteps)
        .innerJoin(sequenceEnrollments, eq(sequenceEnrollments.id, scheduledSteps.enrollmentId))
        .innerJoin(sequences, eq(sequences.id, scheduledSteps.sequenceId))
        .where(
          and(
            eq(scheduledSteps.ownerId, input.ownerId),
            eq(scheduledSteps.prospectId, input.prospectId),
            eq(scheduledSteps.status, 'flagged'),
            eq(sequenceEnrollments.status, 'active'),
            eq(sequences.status, 'active'),
          ),
        )
        .all();
      const zones = new Map(rows.map(({ row, timeZone }) => [row.enrollmentId, timeZone]));
      await releaseRows(
        tx,
        rows.map(({ row }) => row),
        (id) => zones.get(id) ?? 'UTC',
        input.now,
      );
      return rows.length;
    },
    { behavior: 'immediate' },
  );
}

/** Marks an open task done and schedules the next step from now. False when it is not an open task of the owner. */
export async function completeTask(
  db: AppDatabase,
  input: { ownerId: string; scheduledStepId: string; now: number },
): Promise<boolean> {
  return db.transaction(
    async (tx) => {
      const row = await tx
        .select()
        .from(scheduledSteps)
        .where(and(eq(scheduledSteps.id, input.scheduledStepId), eq(scheduledSteps.ownerId, input.ownerId)))
        .get();
      if (row?.status !== 'task_open') return false;
      await tx
        .update(scheduledSteps)
        .set({ status: 'done', doneAt: new Date(input.now) })
        .where(eq(scheduledSteps.id, row.id))
        .run();
      await insertEvent(tx, { ...row, kind: 'task_done', at: input.now });
      const enrollment = await tx
        .select()
        .from(sequenceEnrollments)
        .where(eq(sequenceEnrollments.id, row.enrollmentId))
        .get();
      const step = await tx.select().from(sequenceSteps).where(eq(sequenceSteps.id, row.stepId)).get();
      if (enrollment && step && enrollment.status !== 'finished')
        await scheduleNextStep(tx, {
          enrollment,
          afterPosition: step.position,
          from: input.now,
          now: input.now,
        });
      return true;
    },
    { behavior: 'immediate' },
  );
}

/** A sequence was activated (the caller set its status): its held rows are scheduled from now, a page at a time (release-held.ts). */
export async function onSequenceActivated(
  db: AppDatabase,
  input: { ownerId: string; sequenceId: string; now: number },
): Promise<void> {
  await releaseHeldRows(db, input);
}

/** A sequence was paused (the caller set its status): its scheduled rows are held, a page at a time (hold-scheduled.ts). */
export async function onSequencePaused(
  db: AppDatabase,
  input: { ownerId: string; sequenceId: string; now: number },
): Promise<void> {
  await holdScheduledRows(db, input);
}

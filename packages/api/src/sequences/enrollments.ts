/** Who is in a sequence: the list, enrolling (by ids or filter), the preview, pause/resume/remove. */

import type { prospectFilterSchema } from '@leadpath/core/schemas/prospects';
import {
  ENROLL_TOO_MANY,
  ENROLLMENT_NOT_FOUND,
  type enrollmentKeySchema,
  type enrollSchema,
  type previewEnrollmentSchema,
  SEQUENCE_LIMITS,
} from '@leadpath/core/schemas/sequences';
import {
  type AppDatabase,
  companies,
  type Db,
  prospects,
  scheduledSteps,
  sequenceEnrollments,
} from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { replyPausesOf } from '../assist/replies/inbound/reply-pauses.ts';
import { prospectFilterWhere } from '../prospects/queries.ts';
import { OPEN_ROW_STATUSES } from './engine/engine-rows.ts';
import { enrollProspects } from './engine/enroll.ts';
import {
  onSequenceActivated,
  onSequencePaused,
  pauseEnrollment,
  removeEnrollment,
  resumeEnrollment,
} from './engine/enrollment-actions.ts';
import { recordHold } from './engine/hold-scheduled.ts';
import { previewSchedule } from './engine/preview.ts';
import { recordRelease } from './engine/release-held.ts';
import type {
  enrollmentSchema,
  enrollmentStateSchema,
  previewRowSchema,
  Schedule,
} from './output-schemas.ts';
import { ownSequence, setSequenceStatus } from './sequence-crud.ts';

type Enrollment = z.infer<typeof enrollmentSchema>;
type EnrollmentState = z.infer<typeof enrollmentStateSchema>;
type PreviewRow = z.infer<typeof previewRowSchema>;

/** The most enrollments one list answer holds, newest first. */
export const ENROLLMENT_LIST_LIMIT = 1000;

export async function listEnrollments(
  db: Db,
  ownerId: string,
  sequenceId: string,
): Promise<{ enrollments: Enrollment[]; total: number }> {
  await ownSequence(db, ownerId, sequenceId);
  const total =
    (
      await db
        .select({ count: sql<number>`count(*)` })
        .from(sequenceEnrollments)
        .where(eq(sequenceEnrollments.sequenceId, sequenceId))
        .get()
    )?.count ?? 0;
  const next = db
    .select({
      enrollmentId: scheduledSteps.enrollmentId,
      dueAt: sql<number>`min(${scheduledSteps.dueAt})`.as('due_at'),
    })
    .from(scheduledSteps)
    .where(and(eq(scheduledSteps.sequenceId, sequenceId), inArray(scheduledSteps.status, OPEN_ROW_STATUSES)))
    .groupBy(scheduledSteps.enrollmentId)
    .as('next');
  const rows = await db
    .select({
      id: sequenceEnrollments.id,
      prospectId: sequenceEnrollments.prospectId,
      firstName: prospects.firstName,
      lastName: prospects.lastName,
      email: prospects.email,
      company: companies.name,
      status: sequenceEnrollments.status,
      finishReason: sequenceEnrollments.finishReason,
      enrolledAt: sequenceEnrollments.enrolledAt,
      nextDueAt: next.dueAt,
      // The step of the enrollment's latest schedule row.
      currentStep: sql<number | null>`(select st.position from scheduled_steps r
        inner join sequence_steps st on st.id = r.step_id
        where r.enrollment_id = "sequence_enrollments"."id"
        order by r.created_at desc, st.position desc limit 1)`,
    })
    .from(sequenceEnrollments)
    .innerJoin(prospects, eq(prospects.id, sequenceEnrollments.prospectId))
    .leftJoin(companies, eq(companies.id, prospects.companyId))
    .leftJoin(next, eq(next.enrollmentId, sequenceEnrollments.id))
    .where(eq(sequenceEnrollments.sequenceId, sequenceId))
    .orderBy(desc(sequenceEnrollments.enrolledAt), desc(sequenceEnrollments.id))
    .limit(ENROLLMENT_LIST_LIMIT)
    .all();
  const pauses = await replyPausesOf(
    db,
    rows
      .filter((row) => row.status === 'paused')
      .map((row) => ({ enrollmentId: row.id, prospectId: row.prospectId })),
  );
  const enrollments = rows.map((row) => ({
    prospectId: row.prospectId,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    company: row.company,
    status: row.status,
    finishReason: row.finishReason ?? null,
    currentStep: row.currentStep ?? null,
    nextDueAt: row.nextDueAt === null || row.nextDueAt === undefined ? null : Number(row.nextDueAt),
    enrolledAt: row.enrolledAt.getTime(),
    pausedBy: pauses.get(row.id) ?? null,
  }));
  return { enrollments, total };
}

type ProspectChoice = { prospectIds?: string[] | undefined; filter?: z.output<typeof prospectFilterSchema> };

/**
 * The owner's prospect ids chosen by ids (others' ids and unknown ones dropped, order kept) or by
 * the Prospects list filter, at most SEQUENCE_LIMITS.enrollPerCall (more is refused, not cut).
 */
export async function chosenProspectIds(db: Db, ownerId: string, choice: ProspectChoice): Promise<string[]> {
  const max = SEQUENCE_LIMITS.enrollPerCall;
  if (choice.prospectIds) {
    const wanted = [...new Set(choice.prospectIds)];
    const owned = new Set<string>();
    for (let start = 0; start < wanted.length; start += 500) {
      const chunk = wanted.slice(start, start + 500);
      for (const row of await db
        .select({ id: prospects.id })
        .from(prospects)
        .where(and(eq(prospects.ownerId, ownerId), inArray(prospects.id, chunk)))
        .all())
        owned.add(row.id);
    }
    return wanted.filter((id) => owned.has(id));
  }
  const filter = choice.filter!;
  const rows = await db
    .select({ id: prospects.id })
    .from(prospects)
    .leftJoin(companies, eq(companies.id, prospects.companyId))
    .where(prospectFilterWhere(ownerId, filter))
    .limit(max + 1)
    .all();
  if (rows.length > max) throw new TRPCError({ code: 'BAD_REQUEST', message: ENROLL_TOO_MANY });
  return rows.map((row) => row.id);
}

export async function enrollInSequence(
  db: AppDatabase,
  ownerId: string,
  input: z.output<typeof enrollSchema>,
  now: number,
): Promise<{ enrolled: string[]; skipped: { prospectId: string; reason: string }[] }> {
  await ownSequence(db, ownerId, input.id);
  // Ids are checked by the engine (another owner's or an unknown id is skipped with its reason).
  const prospectIds = input.prospectIds ?? (await chosenProspectIds(db, ownerId, input));
  return enrollProspects(db, {
    ownerId,
    sequenceId: input.id,
    prospectIds,
    allowOtherActive: input.allowOtherActive,
    now,
  });
}

export const PREVIEW_PROSPECT_LIMIT = SEQUENCE_LIMITS.previewProspects;
/** The most rows one schedule answer holds, soonest first. */
export const SCHEDULE_ROW_LIMIT = 2000;

function scheduleOf(rows: PreviewRow[], prospectCount: number, truncated: boolean): Schedule {
  const sorted = [...rows].sort((a, b) => a.dueAt - b.dueAt || a.position - b.position);
  return {
    rows: sorted.slice(0, SCHEDULE_ROW_LIMIT),
    prospectCount,
    truncated: truncated || sorted.length > SCHEDULE_ROW_LIMIT,
  };
}

export async function previewEnrollment(
  db: AppDatabase,
  ownerId: string,
  input: z.output<typeof previewEnrollmentSchema>,
  now: number,
): Promise<Schedule> {
  await ownSequence(db, ownerId, input.id);
  const prospectIds = await chosenProspectIds(db, ownerId, input);
  if (prospectIds.length === 0) return { rows: [], prospectCount: 0, truncated: false };
  const shown = prospectIds.slice(0, PREVIEW_PROSPECT_LIMIT);
  const rows = await previewSchedule(db, { ownerId, sequenceId: input.id, prospectIds: shown, now });
  return scheduleOf(rows, prospectIds.length, shown.length < prospectIds.length);
}

export async function sequenceSchedule(
  db: AppDatabase,
  ownerId: string,
  sequenceId: string,
  now: number,
): Promise<Schedule> {
  await ownSequence(db, ownerId, sequenceId);
  const rows = await previewSchedule(db, { ownerId, sequenceId, now });
  return scheduleOf(rows, new Set(rows.map((row) => row.prospectId)).size, false);
}

const enrollmentActions = { pause: pauseEnrollment, resume: resumeEnrollment, remove: removeEnrollment };

/**
 * Pause, resume or remove one prospect's enrollment. Pausing what is not active, or resuming what
 * is not paused, changes nothing and answers the current state; an unknown enrollment is 404.
 */
export async function setEnrollmentState(
  db: AppDatabase,
  ownerId: string,
  input: z.output<typeof enrollmentKeySchema>,
  action: 'pause' | 'resume' | 'remove',
  now: number,
): Promise<EnrollmentState> {
  await ownSequence(db, ownerId, input.id);
  const find = () =>
    db
      .select({
        prospectId: sequenceEnrollments.prospectId,
        status: sequenceEnrollments.status,
        finishReason: sequenceEnrollments.finishReason,
      })
      .from(sequenceEnrollments)
      .where(
        and(
          eq(sequenceEnrollments.sequenceId, input.id),
          eq(sequenceEnrollments.prospectId, input.prospectId),
          eq(sequenceEnrollments.ownerId, ownerId),
        ),
      )
      .get();
  if (!(await find())) throw new TRPCError({ code: 'NOT_FOUND', message: ENROLLMENT_NOT_FOUND });
  await enrollmentActions[action](db, { ownerId, sequenceId: input.id, prospectId: input.prospectId, now });
  const after = (await find())!;
  return { prospectId: after.prospectId, status: after.status, finishReason: after.finishReason ?? null };
}

export async function activateSequence(
  db: AppDatabase,
  ownerId: string,
  id: string,
  now: number,
): Promise<void> {
  // The status read, its change and the release's job in one transaction; then the held rows are
  // released a page per transaction (ADR 083), each page only while the sequence is still active. A
  // start that stopped midway (the process ended) is finished by the job.
  const started = await db.transaction(async (tx) => {
    const sequence = await ownSequence(tx, ownerId, id);
    if (sequence.status === 'active') return false;
    await setSequenceStatus(tx, id, 'active', now);
    await recordRelease(tx, { ownerId, sequenceId: id, now });
    return true;
  });
  if (started) await onSequenceActivated(db, { ownerId, sequenceId: id, now });
}

export async function pauseSequence(
  db: AppDatabase,
  ownerId: string,
  id: string,
  now: number,
): Promise<void> {
  // The status read, its change and the hold's job in one transaction; then the scheduled rows are held
  // a page per transaction (ADR 091), each page only while the sequence is still paused. A pause that
  // stopped midway (the process ended) is finished by the job; the tick holds a paused sequence's rows
  // as they come due meanwhile.
  const paused = await db.transaction(async (tx) => {
    const sequence = await ownSequence(tx, ownerId, id);
    if (sequence.status !== 'active') return false;
    await setSequenceStatus(tx, id, 'paused', now);
    await recordHold(tx, { ownerId, sequenceId: id, now });
    return true;
  });
  if (paused) await onSequencePaused(db, { ownerId, sequenceId: id, now });
}

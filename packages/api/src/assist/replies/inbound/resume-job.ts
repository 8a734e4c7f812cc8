/**
 * The sequence waits for the date a reply named (issue 33, ADR 052): the enrollment is paused and a
 * durable job at 00:00 of that date in the enrollment's time zone resumes it, so the sequence goes on
 * with its next step then (placed in the sending window).
 */
import { zonedTimeToInstant } from '@leadpath/core';
import { type AppDatabase, type Db, sequenceEnrollments } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../../context.ts';
import { enqueueJob } from '../../../jobs/enqueue-job.ts';
import type { JobContext } from '../../../jobs/job-handlers.ts';
import { pauseEnrollment, resumeEnrollment } from '../../../sequences/engine/enrollment-actions.ts';
import type { ReplyClass } from '../reply-classes.ts';
import { datedClasses } from './reply-effect.ts';
import { type ReplyChannel, readReplyMessage } from './reply-message.ts';

export const REPLY_RESUME_JOB = 'reply.resume';

/** The reply that paused: a mail (`inboundMessageId`) or a LinkedIn message (`linkedinMessageId`, ADR 063). */
export interface ReplyResumePayload {
  inboundMessageId?: string;
  linkedinMessageId?: string;
  resumeOn: string;
}

const payloadOf = (message: { channel: ReplyChannel; id: string }, resumeOn: string): ReplyResumePayload =>
  message.channel === 'email'
    ? { inboundMessageId: message.id, resumeOn }
    : { linkedinMessageId: message.id, resumeOn };

/** 00:00 of a YYYY-MM-DD date in a time zone (UTC when the zone is unknown). */
export function startOfDayIn(date: string, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  try {
    return (
      zonedTimeToInstant({ year, month, day, hour: 0, minute: 0 }, timeZone) ?? Date.UTC(year, month - 1, day)
    );
  } catch {
    return Date.UTC(year, month - 1, day);
  }
}

/**
 * Pauses the reply's enrollment until `until` and records the resume job. `reschedule`: the enrollment
 * was already paused by this reply (a correction moved the date), so only a new job is due.
 */
export async function pauseUntil(
  db: AppDatabase,
  input: {
    message: { channel: ReplyChannel; id: string };
    enrollmentId: string;
    until: string;
    now: number;
    reschedule?: boolean;
  },
): Promise<boolean> {
  const enrollment = await db
    .select()
    .from(sequenceEnrollments)
    .where(eq(sequenceEnrollments.id, input.enrollmentId))
    .get();
  if (!enrollment) return false;
  const ref = { ...enrollment, now: input.now };
  const paused = await pauseEnrollment(db, ref);
  if (!paused && !(input.reschedule && enrollment.status === 'paused')) return false;
  await enqueueResume(
    db,
    payloadOf(input.message, input.until),
    startOfDayIn(input.until, enrollment.timeZone),
    input.now,
  );
  return true;
}

/** The resume job's key: one job per reply and date (reply-pauses.ts finds it by this; ids are UUIDs). */
export const resumeKeyOf = (messageId: string, resumeOn: string) => `reply-resume:${messageId}:${resumeOn}`;

async function enqueueResume(db: Db, payload: ReplyResumePayload, runAt: number, now: number) {
  await enqueueJob(
    db,
    {
      kind: REPLY_RESUME_JOB,
      payload,
      runAt,
      idempotencyKey: resumeKeyOf(
        payload.inboundMessageId ?? payload.linkedinMessageId ?? '',
        payload.resumeOn,
      ),
    },
    now,
  );
}

/**
 * Resumes the enrollment when the reply still says to come back on that date (a correction since
 * then changed its class or date: nothing to do) and the enrollment is still paused.
 */
export async function resumeAfterReply(db: AppDatabase, payload: ReplyResumePayload, now: number) {
  const row = payload.linkedinMessageId
    ? await readReplyMessage(db, 'linkedin', payload.linkedinMessageId)
    : await readReplyMessage(db, 'email', payload.inboundMessageId ?? '');
  if (!row?.enrollmentId || row.replyResumeOn !== payload.resumeOn) return false;
  if (!datedClasses.includes(row.replyClass as ReplyClass)) return false;
  const enrollment = await db
    .select()
    .from(sequenceEnrollments)
    .where(eq(sequenceEnrollments.id, row.enrollmentId))
    .get();
  if (enrollment?.status !== 'paused') return false;
  return resumeEnrollment(db, { ...enrollment, now });
}

export function replyResumeJobHandler(deps: AppDeps) {
  return async (job: JobContext<ReplyResumePayload>) => {
    await resumeAfterReply(deps.db, job.payload, job.now());
  };
}

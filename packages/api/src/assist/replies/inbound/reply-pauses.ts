/** Why a paused enrollment waits (issue 33): the dated reply that paused it and the day it resumes. */
import { type Db, inboundMessages, jobs, linkedinMessages } from '@leadpath/db';
import { and, desc, inArray, isNotNull } from 'drizzle-orm';
import type { ReplyClass } from '../reply-classes.ts';
import { datedClasses } from './reply-effect.ts';
import { resumeKeyOf } from './resume-job.ts';

export interface ReplyPause {
  replyClass: Extract<ReplyClass, 'out-of-office' | 'not-now'>;
  /** YYYY-MM-DD, in the enrollment's time zone. */
  resumeOn: string;
}

/**
 * The reply pause of each enrollment among these (paused ones), by enrollment id: a dated reply whose
 * resume job is still to run. A pause by hand, or one whose date a correction removed, has none.
 */
export async function replyPausesOf(
  db: Db,
  paused: { enrollmentId: string; prospectId: string }[],
): Promise<Map<string, ReplyPause>> {
  const pauses = new Map<string, ReplyPause>();
  if (paused.length === 0) return pauses;
  const enrollmentIds = new Set(paused.map((one) => one.enrollmentId));
  const mails = await datedMails(db, paused, enrollmentIds);
  const linkedin = await datedLinkedinReplies(db, enrollmentIds);
  // Newest first across both channels: an enrollment's latest dated reply decides.
  const messages =
    linkedin.length === 0 ? mails : [...mails, ...linkedin].sort((a, b) => b.at.getTime() - a.at.getTime());
  if (messages.length === 0) return pauses;
  const waiting = await waitingResumeKeys(
    db,
    messages.map((row) => resumeKeyOf(row.id, row.resumeOn as string)),
  );
  for (const row of messages) {
    const enrollmentId = row.enrollmentId as string;
    if (pauses.has(enrollmentId) || !waiting.has(resumeKeyOf(row.id, row.resumeOn as string))) continue;
    pauses.set(enrollmentId, {
      replyClass: row.replyClass as ReplyPause['replyClass'],
      resumeOn: row.resumeOn as string,
    });
  }
  return pauses;
}

interface DatedReply {
  id: string;
  enrollmentId: string | null;
  replyClass: string | null;
  resumeOn: string | null;
  at: Date;
}

/** The dated mail replies of these enrollments, newest first, through the prospect's index. */
async function datedMails(
  db: Db,
  paused: { prospectId: string }[],
  enrollmentIds: Set<string>,
): Promise<DatedReply[]> {
  const rows = await db
    .select({
      id: inboundMessages.id,
      enrollmentId: inboundMessages.enrollmentId,
      replyClass: inboundMessages.replyClass,
      resumeOn: inboundMessages.replyResumeOn,
      at: inboundMessages.receivedAt,
    })
    .from(inboundMessages)
    .where(
      and(
        inArray(inboundMessages.prospectId, [...new Set(paused.map((one) => one.prospectId))]),
        inArray(inboundMessages.replyClass, [...datedClasses]),
        isNotNull(inboundMessages.replyResumeOn),
      ),
    )
    .orderBy(desc(inboundMessages.receivedAt))
    .all();
  return rows.filter((row) => row.enrollmentId !== null && enrollmentIds.has(row.enrollmentId));
}

/** The dated LinkedIn replies (ADR 063) of these enrollments, newest first, through the enrollment's index. */
function datedLinkedinReplies(db: Db, enrollmentIds: Set<string>): Promise<DatedReply[]> {
  return db
    .select({
      id: linkedinMessages.id,
      enrollmentId: linkedinMessages.enrollmentId,
      replyClass: linkedinMessages.replyClass,
      resumeOn: linkedinMessages.replyResumeOn,
      at: linkedinMessages.at,
    })
    .from(linkedinMessages)
    .where(
      and(
        inArray(linkedinMessages.enrollmentId, [...enrollmentIds]),
        inArray(linkedinMessages.replyClass, [...datedClasses]),
        isNotNull(linkedinMessages.replyResumeOn),
      ),
    )
    .orderBy(desc(linkedinMessages.at))
    .all();
}

/** Of these resume jobs' keys, those still queued or running. */
async function waitingResumeKeys(db: Db, keys: string[]): Promise<Set<string | null>> {
  const rows = await db
    .select({ key: jobs.idempotencyKey })
    .from(jobs)
    .where(and(inArray(jobs.idempotencyKey, keys), inArray(jobs.status, ['queued', 'running'])))
    .all();
  return new Set(rows.map((row) => row.key));
}

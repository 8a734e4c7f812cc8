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
  // Through the prospect's index: the messages of these prospects, newest first.
  const messages = (
    await db
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
      .all()
  ).filter((row) => row.enrollmentId !== null && enrollmentIds.has(row.enrollmentId));
  // LinkedIn replies (ADR 063) through their enrollment's index.
  const linkedin = await db
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
  if (linkedin.length > 0) {
    messages.push(...linkedin);
    messages.sort((a, b) => b.at.getTime() - a.at.getTime());
  }
  if (messages.length === 0) return pauses;
  const keys = messages.map((row) => resumeKeyOf(row.id, row.resumeOn as string));
  const waiting = new Set(
    (
      await db
        .select({ key: jobs.idempotencyKey })
        .from(jobs)
        .where(and(inArray(jobs.idempotencyKey, keys), inArray(jobs.status, ['queued', 'running'])))
        .all()
    ).map((row) => row.key),
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

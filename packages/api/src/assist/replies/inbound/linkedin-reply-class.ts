/**
 * A LinkedIn reply is classified like a mail (issue 33, ADR 063): the same phrase rules when the sync
 * stores it, the same effects (a dated pause with its resume job, the unsubscribe stop, the reply
 * stop), the same webhook and, with a model configured, the same second reading as a job.
 */
import {
  type AppDatabase,
  type LinkedinMessageRow,
  linkedinActions,
  linkedinMessages,
  type SequenceEnrollmentRow,
} from '@leadpath/db';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { publishedReplyRules, recordReplyClassified } from '../../../ai-training/published.ts';
import { type AppliedEffect, applyReplyEffect, emitReplyClassified } from './apply-reply-effect.ts';
import { enqueueModelClassify } from './model-classify-job.ts';
import { replyEffectOf } from './reply-effect.ts';
import { linkedinReplyOf } from './reply-message.ts';
import { rulesVerdict, verdictColumns } from './reply-verdict.ts';

/**
 * The enrollment a LinkedIn reply answers, among the prospect's running ones: the one whose LinkedIn
 * step reached them last, else the newest (a conversation is with the person, not with one step).
 */
async function answeredEnrollment(db: AppDatabase, prospectId: string, running: SequenceEnrollmentRow[]) {
  if (running.length <= 1) return running[0]?.id ?? null;
  const last = await db
    .select({ enrollmentId: linkedinActions.enrollmentId })
    .from(linkedinActions)
    .where(
      and(
        eq(linkedinActions.prospectId, prospectId),
        inArray(
          linkedinActions.enrollmentId,
          running.map((enrollment) => enrollment.id),
        ),
      ),
    )
    .orderBy(desc(linkedinActions.at))
    .limit(1)
    .get();
  const newest = [...running].sort((a, b) => b.enrolledAt.getTime() - a.enrolledAt.getTime())[0];
  return last?.enrollmentId ?? newest?.id ?? null;
}

/**
 * Whether the rules read the message as an automatic answer (out of office): a person did not write
 * it, so it is no reply on the timeline or in LinkedIn analytics, as an automatic mail is not.
 */
export const isAutomaticAnswer = (text: string, at: Date) =>
  rulesVerdict('reply', text, at).replyClass === 'out-of-office';

/**
 * Classifies a LinkedIn message the sync has just stored (once: a message seen again is not stored
 * again) and, when its conversation is a prospect's, applies what its class calls for. Run inside the
 * sync's transaction, so a retried sync neither classifies nor acts twice.
 */
export async function classifyLinkedinReply(
  db: AppDatabase,
  input: {
    message: LinkedinMessageRow;
    prospectId: string | null;
    /** The prospect's active and paused enrollments. */
    running: SequenceEnrollmentRow[];
    now: number;
    modelClassifies?: boolean;
  },
): Promise<AppliedEffect> {
  const { message, prospectId, now } = input;
  // The published classifier version's embedded runtime sorts it, and the message records which (ADR 073).
  const classifier = await publishedReplyRules(db);
  const verdict = rulesVerdict('reply', message.text, message.at, classifier.rules);
  await recordReplyClassified(db, classifier.versionId, 'linkedin', message.id, now);
  const enrollmentId = prospectId ? await answeredEnrollment(db, prospectId, input.running) : null;
  const columns = { ...verdictColumns(verdict, now), enrollmentId };
  await db.update(linkedinMessages).set(columns).where(eq(linkedinMessages.id, message.id)).run();
  if (!prospectId) return null;
  const reply = linkedinReplyOf({ ...message, ...columns }, prospectId);
  // The conversation is with the prospect: an unsubscribe comes from the person written to.
  const effect = replyEffectOf('reply', verdict.replyClass, verdict.resumeOn, true);
  const applied = await applyReplyEffect(db, reply, effect, now);
  await emitReplyClassified(db, reply, now);
  if (input.modelClassifies) await enqueueModelClassify(db, message.id, now, 'linkedin');
  return applied;
}

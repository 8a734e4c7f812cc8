/**
 * What a reviewer does with a queued draft (ADR 058): edit it, approve it (it goes out through the
 * engine's normal send path), reject it (the step is skipped, the enrollment goes on), regenerate it.
 */
import type { ReviewDraft } from '@leadpath/core/schemas/ai-training';
import {
  type AppDatabase,
  aiReviewDrafts,
  changesOf,
  scheduledSteps,
  sequenceEnrollments,
} from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import type { LanguageModel } from '../../assist/language-model/language-model.ts';
import { scheduleNextStep } from '../../sequences/engine/engine-rows.ts';
import { type ReviewContext, reviewContextOf } from './review-context.ts';
import { draftForReview, guardReasons } from './review-draft.ts';
import { getReview } from './review-read.ts';

export const REVIEW_NOT_PENDING = 'This draft was already reviewed; only a pending draft can change';
export const REVIEW_ENROLLMENT_ENDED =
  'The prospect left the sequence (a reply, a stop or a removal) since this draft was queued; nothing will be sent';

interface Reviewer {
  email: string;
}

async function pendingContext(db: AppDatabase, id: string): Promise<ReviewContext> {
  const context = await reviewContextOf(db, id);
  if (context.draft.status !== 'pending')
    throw new TRPCError({ code: 'CONFLICT', message: REVIEW_NOT_PENDING });
  return context;
}

/** Keeps the reviewer's text and what the guard says of it now. */
export async function editReview(
  db: AppDatabase,
  input: { id: string; subject: string; body: string },
  now: number,
): Promise<ReviewDraft> {
  const context = await pendingContext(db, input.id);
  const reasons = await guardReasons(db, input, context.request);
  await db
    .update(aiReviewDrafts)
    .set({ subject: input.subject, body: input.body, blockedReasons: reasons, updatedAt: new Date(now) })
    .where(and(eq(aiReviewDrafts.id, input.id), eq(aiReviewDrafts.status, 'pending')))
    .run();
  return getReview(db, input.id);
}

/** Approved: the step is scheduled again at once and the engine sends exactly this text. */
export async function approveReview(
  db: AppDatabase,
  input: { id: string; subject?: string | undefined; body?: string | undefined },
  reviewer: Reviewer,
  now: number,
): Promise<ReviewDraft> {
  const context = await pendingContext(db, input.id);
  const text = { subject: input.subject ?? context.draft.subject, body: input.body ?? context.draft.body };
  const reasons = await guardReasons(db, text, context.request);
  if (reasons.length > 0) {
    await editReview(db, { id: input.id, ...text }, now);
    throw new TRPCError({
      code: 'UNPROCESSABLE_CONTENT',
      message: `A guardrail blocks this email; edit or regenerate it: ${reasons.join(' ')}`,
    });
  }
  if (context.rowStatus !== 'review')
    throw new TRPCError({ code: 'CONFLICT', message: REVIEW_ENROLLMENT_ENDED });
  const approved = await db.transaction(async (tx) => {
    const changed = changesOf(
      await tx
        .update(aiReviewDrafts)
        .set({
          ...text,
          status: 'approved',
          blockedReasons: [],
          reviewerEmail: reviewer.email,
          reviewedAt: new Date(now),
          updatedAt: new Date(now),
        })
        .where(and(eq(aiReviewDrafts.id, input.id), eq(aiReviewDrafts.status, 'pending')))
        .run(),
    );
    if (changed === 0) return false;
    const rescheduled = changesOf(
      await tx
        .update(scheduledSteps)
        .set({ status: 'scheduled', dueAt: new Date(now) })
        .where(and(eq(scheduledSteps.id, context.draft.scheduledStepId), eq(scheduledSteps.status, 'review')))
        .run(),
    );
    if (rescheduled === 0) throw new TRPCError({ code: 'CONFLICT', message: REVIEW_ENROLLMENT_ENDED });
    return true;
  });
  if (!approved) throw new TRPCError({ code: 'CONFLICT', message: REVIEW_NOT_PENDING });
  return getReview(db, input.id);
}

/** Rejected: this step is skipped for this prospect and the enrollment moves on to its next step. */
export async function rejectReview(
  db: AppDatabase,
  input: { id: string; reason: string },
  reviewer: Reviewer,
  now: number,
): Promise<ReviewDraft> {
  const context = await pendingContext(db, input.id);
  const rejected = await db.transaction(async (tx) => {
    const changed = changesOf(
      await tx
        .update(aiReviewDrafts)
        .set({
          status: 'rejected',
          rejectReason: input.reason,
          reviewerEmail: reviewer.email,
          reviewedAt: new Date(now),
          updatedAt: new Date(now),
        })
        .where(and(eq(aiReviewDrafts.id, input.id), eq(aiReviewDrafts.status, 'pending')))
        .run(),
    );
    if (changed === 0) return false;
    const skipped = changesOf(
      await tx
        .update(scheduledSteps)
        .set({ status: 'skipped', note: `Rejected in review: ${input.reason}`, doneAt: new Date(now) })
        .where(and(eq(scheduledSteps.id, context.draft.scheduledStepId), eq(scheduledSteps.status, 'review')))
        .run(),
    );
    const enrollment = await tx
      .select()
      .from(sequenceEnrollments)
      .where(eq(sequenceEnrollments.id, context.draft.enrollmentId))
      .get();
    if (skipped > 0 && enrollment && enrollment.status !== 'finished')
      await scheduleNextStep(tx, { enrollment, afterPosition: context.stepPosition, from: now, now });
    return true;
  });
  if (!rejected) throw new TRPCError({ code: 'CONFLICT', message: REVIEW_NOT_PENDING });
  return getReview(db, input.id);
}

/** A new draft by the published writer, with the reviewer's instruction as its brief when given. */
export async function regenerateReview(
  db: AppDatabase,
  model: LanguageModel,
  input: { id: string; instruction: string },
  now: number,
): Promise<ReviewDraft> {
  const context = await pendingContext(db, input.id);
  const request =
    input.instruction.length >= 3 ? { ...context.request, goal: input.instruction } : context.request;
  const draft = await draftForReview(db, model, context.draft.ownerId, request);
  if (!draft.ok) throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: draft.message });
  await db
    .update(aiReviewDrafts)
    .set({
      agentVersionId: draft.agentVersionId,
      draftSubject: draft.subject,
      draftBody: draft.body,
      subject: draft.subject,
      body: draft.body,
      blockedReasons: draft.blockedReasons,
      updatedAt: new Date(now),
    })
    .where(and(eq(aiReviewDrafts.id, input.id), eq(aiReviewDrafts.status, 'pending')))
    .run();
  return getReview(db, input.id);
}

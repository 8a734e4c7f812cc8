/** What a queued draft was written for, read again for the guard and a regeneration. */
import type { DraftRequest } from '@leadpath/core/schemas/writer';
import {
  aiReviewDrafts,
  type Db,
  prospects,
  type ReviewDraftRow,
  scheduledSteps,
  sequenceSteps,
  sequences,
} from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { prospectValuesOf } from '../../sequences/engine/compose.ts';
import { reviewRequest } from './review-draft.ts';
import { REVIEW_NOT_FOUND } from './review-read.ts';

export interface ReviewContext {
  draft: ReviewDraftRow;
  /** The writer's request for this prospect and step (the guard's fields, a regeneration's brief). */
  request: DraftRequest;
  stepPosition: number;
  /** The scheduled row's status: 'review' while it waits; 'canceled' when the enrollment ended. */
  rowStatus: string | null;
}

export async function reviewContextOf(db: Db, id: string): Promise<ReviewContext> {
  const draft = await db.select().from(aiReviewDrafts).where(eq(aiReviewDrafts.id, id)).get();
  if (!draft) throw new TRPCError({ code: 'NOT_FOUND', message: REVIEW_NOT_FOUND });
  const step = await db.select().from(sequenceSteps).where(eq(sequenceSteps.id, draft.stepId)).get();
  const sequence = await db
    .select({ name: sequences.name })
    .from(sequences)
    .where(eq(sequences.id, draft.sequenceId))
    .get();
  const prospect = await db.select().from(prospects).where(eq(prospects.id, draft.prospectId)).get();
  const row = await db
    .select({ status: scheduledSteps.status })
    .from(scheduledSteps)
    .where(eq(scheduledSteps.id, draft.scheduledStepId))
    .get();
  const values = prospect ? await prospectValuesOf(db, prospect) : {};
  const goal = step?.body.trim() || sequence?.name || '';
  return {
    draft,
    request: reviewRequest(goal, step?.position ?? 1, values),
    stepPosition: step?.position ?? 0,
    rowStatus: row?.status ?? null,
  };
}

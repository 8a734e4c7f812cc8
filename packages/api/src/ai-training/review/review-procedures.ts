/** The review queue's procedures (ADR 058), part of the AI Training router: Admin staff, session only. */
import {
  reviewApproveSchema,
  reviewDraftSchema,
  reviewEditSchema,
  reviewListSchema,
  reviewQueueSchema,
  reviewRegenerateSchema,
  reviewRejectSchema,
} from '@leadpath/core/schemas/ai-training';
import { z } from 'zod';
import { languageModelOf } from '../../assist/language-model/services.ts';
import { adminProcedure } from '../../trpc.ts';
import { approveReview, editReview, regenerateReview, rejectReview } from './review-actions.ts';
import { listReviewQueue } from './review-list.ts';
import { getReview } from './review-read.ts';

const rest = (method: 'GET' | 'POST' | 'PATCH', path: string, summary: string, errors?: number[]) => ({
  rest: {
    method,
    path: `/admin/ai-training/review${path}`,
    summary,
    tags: ['AI Training'],
    permission: null,
    ...(errors ? { errors } : {}),
  },
});
const idSchema = z.object({ id: z.string().min(1).max(100) });

export const reviewProcedures = {
  reviewList: adminProcedure
    .meta(rest('GET', '', 'Drafts of review-mode sequence steps in one status, the oldest first'))
    .input(reviewListSchema)
    .output(reviewQueueSchema)
    .query(({ ctx, input }) => listReviewQueue(ctx.db, input, ctx.now())),

  reviewGet: adminProcedure
    .meta(rest('GET', '/{id}', 'One queued draft: as drafted, as it will be sent, why it is blocked'))
    .input(idSchema)
    .output(reviewDraftSchema)
    .query(({ ctx, input }) => getReview(ctx.db, input.id)),

  reviewEdit: adminProcedure
    .meta(
      rest('PATCH', '/{id}', "Keep a reviewer's edit of a pending draft (checked by the guardrails)", [409]),
    )
    .input(reviewEditSchema)
    .output(reviewDraftSchema)
    .mutation(({ ctx, input }) => editReview(ctx.db, input, ctx.now())),

  reviewApprove: adminProcedure
    .meta(
      rest(
        'POST',
        '/{id}/approve',
        'Approve a pending draft (optionally with an edit): the engine sends it through the normal send path',
        [409, 422],
      ),
    )
    .input(reviewApproveSchema)
    .output(reviewDraftSchema)
    .mutation(({ ctx, input }) => approveReview(ctx.db, input, ctx.actor, ctx.now())),

  reviewReject: adminProcedure
    .meta(
      rest(
        'POST',
        '/{id}/reject',
        'Reject a pending draft with a reason: the step is skipped for this prospect',
        [409],
      ),
    )
    .input(reviewRejectSchema)
    .output(reviewDraftSchema)
    .mutation(({ ctx, input }) => rejectReview(ctx.db, input, ctx.actor, ctx.now())),

  reviewRegenerate: adminProcedure
    .meta(
      rest(
        'POST',
        '/{id}/regenerate',
        'A new draft by the published writer, with an instruction as its brief',
        [409, 503],
      ),
    )
    .input(reviewRegenerateSchema)
    .output(reviewDraftSchema)
    .mutation(({ ctx, input }) => regenerateReview(ctx.db, languageModelOf(ctx.services), input, ctx.now())),
};

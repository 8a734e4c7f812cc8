/** The review queue as the screen and REST read it: each draft with its sequence, step, prospect and version. */
import type { ReviewDraft, ReviewStatus } from '@leadpath/core/schemas/ai-training';
import { aiAgentVersions, aiReviewDrafts, type Db, prospects, sequenceSteps, sequences } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { asc, eq, type SQL } from 'drizzle-orm';
import { editSize } from './edit-size.ts';

export const REVIEW_NOT_FOUND = 'No such draft in the review queue';

function selectDrafts(db: Db, where: SQL) {
  return db
    .select({
      draft: aiReviewDrafts,
      sequenceName: sequences.name,
      stepPosition: sequenceSteps.position,
      firstName: prospects.firstName,
      lastName: prospects.lastName,
      email: prospects.email,
      versionNumber: aiAgentVersions.number,
    })
    .from(aiReviewDrafts)
    .innerJoin(sequences, eq(sequences.id, aiReviewDrafts.sequenceId))
    .innerJoin(prospects, eq(prospects.id, aiReviewDrafts.prospectId))
    .leftJoin(sequenceSteps, eq(sequenceSteps.id, aiReviewDrafts.stepId))
    .leftJoin(aiAgentVersions, eq(aiAgentVersions.id, aiReviewDrafts.agentVersionId))
    .where(where);
}

type Selected = Awaited<ReturnType<typeof selectDrafts>>[number];

function toReviewDraft(row: Selected): ReviewDraft {
  const { draft } = row;
  return {
    id: draft.id,
    status: draft.status,
    sequenceId: draft.sequenceId,
    sequenceName: row.sequenceName,
    stepPosition: row.stepPosition ?? 0,
    enrollmentId: draft.enrollmentId,
    prospectName: `${row.firstName} ${row.lastName}`.trim() || row.email,
    prospectEmail: row.email,
    agentVersionId: draft.agentVersionId,
    agentVersionNumber: row.versionNumber ?? null,
    draftSubject: draft.draftSubject,
    draftBody: draft.draftBody,
    subject: draft.subject,
    body: draft.body,
    editSize: editSize(draft.draftSubject, draft.subject) + editSize(draft.draftBody, draft.body),
    blockedReasons: draft.blockedReasons,
    rejectReason: draft.rejectReason,
    reviewerEmail: draft.reviewerEmail,
    reviewedAt: draft.reviewedAt?.getTime() ?? null,
    messageId: draft.messageId,
    sentAt: draft.sentAt?.getTime() ?? null,
    createdAt: draft.createdAt.getTime(),
  };
}

/** One status, the oldest first: the drafts waiting longest lead. */
export async function listReview(
  db: Db,
  input: { status: ReviewStatus; limit: number },
): Promise<ReviewDraft[]> {
  const rows = await selectDrafts(db, eq(aiReviewDrafts.status, input.status))
    .orderBy(asc(aiReviewDrafts.createdAt), asc(aiReviewDrafts.id))
    .limit(input.limit)
    .all();
  return rows.map(toReviewDraft);
}

export async function getReview(db: Db, id: string): Promise<ReviewDraft> {
  const row = await selectDrafts(db, eq(aiReviewDrafts.id, id)).get();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: REVIEW_NOT_FOUND });
  return toReviewDraft(row);
}

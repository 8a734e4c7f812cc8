/** The queue as the screen lists it: each draft marked overdue by the installation's warning setting. */
import { isReviewOverdue, type ReviewStatus } from '@leadpath/core/schemas/ai-training';
import type { Db } from '@leadpath/db';
import { readAiTrainingSettings } from '../settings.ts';
import { listReview } from './review-read.ts';

export async function listReviewQueue(db: Db, input: { status: ReviewStatus; limit: number }, now: number) {
  const [drafts, settings] = await Promise.all([listReview(db, input), readAiTrainingSettings(db)]);
  const hours = settings.reviewWaitWarningHours;
  return {
    drafts: drafts.map((draft) => ({ ...draft, overdue: isReviewOverdue(draft, now, hours) })),
    waitWarningHours: hours,
  };
}

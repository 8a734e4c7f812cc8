/**
 * The sequence engine's one hook into the review queue (ADR 058): before a due automatic email is
 * sent, a review-mode step is drafted into the queue instead, and only an approved draft that still
 * passes the send guard goes out. Parking the step and queueing its draft are one transaction.
 */
import { randomUUID } from 'node:crypto';
import {
  type AppDatabase,
  aiReviewDrafts,
  changesOf,
  type Db,
  type ReviewDraftRow,
  type ScheduledStepRow,
  type SequenceStepRow,
  scheduledSteps,
  sequences,
} from '@leadpath/db';
import { and, eq } from 'drizzle-orm';
import type { LanguageModel } from '../../assist/language-model/language-model.ts';
import { createTemplateModel } from '../../assist/language-model/template-model.ts';
import { draftForReview, guardReasons, type ReviewFields, reviewRequest } from './review-draft.ts';

const templateModel = createTemplateModel();

export type ReviewGate =
  /** Not a review-mode step and no draft: the engine sends its template as always. */
  | { kind: 'none' }
  /** Parked in the queue (drafted now, or waiting, or blocked by the guard): nothing is sent. */
  | { kind: 'held' }
  /** The writer could not draft (a model's failure): the engine flags the row and tries later. */
  | { kind: 'flag'; note: string }
  /** Approved and still passing the guard: send exactly this text. */
  | { kind: 'send'; draft: ReviewDraftRow };

export interface ReviewGateInput {
  model?: LanguageModel | undefined;
  row: ScheduledStepRow;
  step: SequenceStepRow;
  values: ReviewFields;
  now: number;
}

export async function reviewGate(db: AppDatabase, input: ReviewGateInput): Promise<ReviewGate> {
  const { row, step, now } = input;
  const existing = await db
    .select()
    .from(aiReviewDrafts)
    .where(eq(aiReviewDrafts.scheduledStepId, row.id))
    .get();
  if (!existing) {
    if (!step.review) return { kind: 'none' };
    return queueDraft(db, input);
  }
  if (existing.status !== 'approved') {
    await parkForReview(db, row, existing.id, null, now);
    return { kind: 'held' };
  }
  const request = reviewRequest(await goalOf(db, step), step.position, input.values);
  const reasons = await guardReasons(db, existing, request);
  if (reasons.length === 0) return { kind: 'send', draft: existing };
  await parkForReview(db, row, existing.id, reasons, now);
  return { kind: 'held' };
}

/** The writer's brief: the step's own text when given, else the sequence's name. */
async function goalOf(db: Db, step: SequenceStepRow): Promise<string> {
  if (step.body.trim()) return step.body;
  const sequence = await db
    .select({ name: sequences.name })
    .from(sequences)
    .where(eq(sequences.id, step.sequenceId))
    .get();
  return sequence?.name ?? '';
}

/** Drafts (outside any transaction: a model may be remote), then parks the row and queues the draft at once. */
async function queueDraft(db: AppDatabase, input: ReviewGateInput): Promise<ReviewGate> {
  const { row, step, now } = input;
  const request = reviewRequest(await goalOf(db, step), step.position, input.values);
  const draft = await draftForReview(db, input.model ?? templateModel, row.ownerId, request);
  if (!draft.ok)
    return { kind: 'flag', note: `The writer could not draft this review step: ${draft.message}` };
  await db.transaction(async (tx) => {
    const parked = changesOf(
      await tx
        .update(scheduledSteps)
        .set({ status: 'review', note: null, leaseOwner: null, leaseUntil: null })
        .where(and(eq(scheduledSteps.id, row.id), eq(scheduledSteps.status, 'scheduled')))
        .run(),
    );
    if (parked === 0) return; // another runner parked it first
    await tx
      .insert(aiReviewDrafts)
      .values({
        id: randomUUID(),
        ownerId: row.ownerId,
        sequenceId: row.sequenceId,
        enrollmentId: row.enrollmentId,
        scheduledStepId: row.id,
        stepId: row.stepId,
        prospectId: row.prospectId,
        agentVersionId: draft.agentVersionId,
        status: 'pending',
        draftSubject: draft.subject,
        draftBody: draft.body,
        subject: draft.subject,
        body: draft.body,
        blockedReasons: draft.blockedReasons,
        createdAt: new Date(now),
        updatedAt: new Date(now),
      })
      .run();
  });
  return { kind: 'held' };
}

/** Back to the queue: the row waits in 'review'; with reasons, the draft is pending again and says why. */
async function parkForReview(
  db: AppDatabase,
  row: ScheduledStepRow,
  draftId: string,
  reasons: string[] | null,
  now: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(scheduledSteps)
      .set({ status: 'review', leaseOwner: null, leaseUntil: null })
      .where(and(eq(scheduledSteps.id, row.id), eq(scheduledSteps.status, 'scheduled')))
      .run();
    if (reasons)
      await tx
        .update(aiReviewDrafts)
        .set({ status: 'pending', blockedReasons: reasons, updatedAt: new Date(now) })
        .where(eq(aiReviewDrafts.id, draftId))
        .run();
  });
}

/** Inside the engine's mark-sent transaction: the draft records the message it became. */
export async function recordReviewedSend(
  tx: Db,
  draftId: string,
  sent: { messageId: string | null; sentAt: number },
): Promise<void> {
  await tx
    .update(aiReviewDrafts)
    .set({ messageId: sent.messageId, sentAt: new Date(sent.sentAt), updatedAt: new Date(sent.sentAt) })
    .where(eq(aiReviewDrafts.id, draftId))
    .run();
}

/**
 * Inside the mark-sent transaction of a send reconciled after a crash (the mail had left): an approved
 * draft of this scheduled step records the message it became; any other row has no draft to update.
 */
export async function recordReconciledSend(
  tx: Db,
  scheduledStepId: string,
  sent: { messageId: string | null; sentAt: number },
): Promise<void> {
  await tx
    .update(aiReviewDrafts)
    .set({ messageId: sent.messageId, sentAt: new Date(sent.sentAt), updatedAt: new Date(sent.sentAt) })
    .where(and(eq(aiReviewDrafts.scheduledStepId, scheduledStepId), eq(aiReviewDrafts.status, 'approved')))
    .run();
}

/** The writer's draft of a review-mode step, and the send guard every queued text passes (ADR 058). */
import type { DraftRequest } from '@leadpath/core/schemas/writer';
import type { Db } from '@leadpath/db';
import type { LanguageModel } from '../../assist/language-model/language-model.ts';
import { trainedWriter, writerViolations } from '../agent-runtime.ts';

/** The prospect's fields as the engine knows them (the sequence's placeholder values). */
export interface ReviewFields {
  prospect_first_name?: string | undefined;
  prospect_last_name?: string | undefined;
  prospect_title?: string | undefined;
  prospect_company_name?: string | undefined;
}

/** What the writer is asked: the step's brief (or the sequence's name) for this prospect. */
export function reviewRequest(goal: string, stepNumber: number, fields: ReviewFields): DraftRequest {
  const padded = goal.trim().length >= 3 ? goal.trim().slice(0, 500) : 'start a conversation';
  return {
    goal: padded,
    stepNumber: Math.min(Math.max(stepNumber, 1), 50),
    tone: 'neutral',
    prospect: {
      firstName: fields.prospect_first_name ?? '',
      lastName: fields.prospect_last_name ?? '',
      title: fields.prospect_title ?? '',
      companyName: fields.prospect_company_name ?? '',
      industry: '',
    },
  };
}

export type ReviewDraft =
  | { ok: true; subject: string; body: string; agentVersionId: string | null; blockedReasons: string[] }
  | { ok: false; message: string };

/**
 * A draft by the published writer version (its knowledge in, its id recorded). A draft the
 * guardrails block is still queued, with the reasons, so a person can fix or regenerate it.
 */
export async function draftForReview(
  db: Db,
  model: LanguageModel,
  userId: string,
  request: DraftRequest,
): Promise<ReviewDraft> {
  const writer = await trainedWriter(db, request);
  const result = await model.draftStep({ userId }, request, writer.guidance);
  if (!result.ok) return { ok: false, message: result.message };
  const violations = writerViolations(result.value, request, writer.settings, writer.guidance);
  return {
    ok: true,
    subject: result.value.subject,
    body: result.value.body,
    agentVersionId: writer.versionId,
    blockedReasons: violations.map((violation) => violation.message),
  };
}

/** The send guard: why this text may not leave now (the published writer's guardrails); empty: it may. */
export async function guardReasons(
  db: Db,
  text: { subject: string; body: string },
  request: DraftRequest,
): Promise<string[]> {
  const writer = await trainedWriter(db, request);
  const draft = { ...text, subjectVariants: [], writtenBy: '', agentVersionId: null };
  return writerViolations(draft, request, writer.settings, writer.guidance).map(
    (violation) => violation.message,
  );
}

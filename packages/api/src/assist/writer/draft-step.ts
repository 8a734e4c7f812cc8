import type { DraftRequest, StepDraft } from '@leadpath/core/schemas/writer';
import type { Db } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { trainedWriter, writerViolations } from '../../ai-training/agent-runtime.ts';
import { TooManyRequestsError } from '../../errors.ts';
import type { LanguageModel } from '../language-model/language-model.ts';
import type { ModelFailure } from '../language-model/model-result.ts';

const DAY_MS = 86_400_000;

/** A model's failure as the API's answer, with the model's actionable message. */
function refusalOf(reason: ModelFailure, message: string, now: number): TRPCError {
  if (reason === 'budget-exhausted')
    return new TooManyRequestsError(message, (DAY_MS - (now % DAY_MS)) / 1000);
  if (reason === 'rate-limited') return new TooManyRequestsError(message, 60);
  return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message });
}

/**
 * A draft from the model the server configured (or the templates), as the published writer version
 * trains it (issue 36): its knowledge in, its guardrails on the way out, its id on the draft.
 */
export async function draftStep(
  model: LanguageModel,
  db: Db,
  userId: string,
  request: DraftRequest,
  now: number,
): Promise<StepDraft> {
  const writer = await trainedWriter(db, request);
  const result = await model.draftStep({ userId }, request, writer.guidance);
  if (!result.ok) throw refusalOf(result.reason, result.message, now);
  const violations = writerViolations(result.value, request, writer.settings, writer.guidance);
  if (violations.length > 0)
    throw new TRPCError({
      code: 'UNPROCESSABLE_CONTENT',
      message: `A guardrail blocked the draft: ${violations.map((violation) => violation.message).join(' ')}`,
    });
  return { ...result.value, agentVersionId: writer.versionId };
}

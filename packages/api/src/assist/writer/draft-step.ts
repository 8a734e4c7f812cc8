import type { DraftRequest, StepDraft } from '@leadpath/core/schemas/writer';
import { TRPCError } from '@trpc/server';
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

/** A draft from the model the server configured (or the templates). */
export async function draftStep(
  model: LanguageModel,
  userId: string,
  request: DraftRequest,
  now: number,
): Promise<StepDraft> {
  const result = await model.draftStep({ userId }, request);
  if (!result.ok) throw refusalOf(result.reason, result.message, now);
  return result.value;
}

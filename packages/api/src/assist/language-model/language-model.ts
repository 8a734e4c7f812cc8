import type { DraftRequest, StepDraft } from '@leadpath/core/schemas/writer';
import type { ReplyClassification } from '../replies/reply-classes.ts';
import type { ModelResult } from './model-result.ts';

/** Who asks: the per-user daily budget counts against this person. */
export interface AssistCaller {
  userId: string;
}

/**
 * The one seam every assistant goes through (issue 33): the embedded template assistant, or a
 * chat-completions model an Admin configured. `label` is what the UI shows; the embedded one never
 * calls itself AI.
 */
export interface LanguageModel {
  readonly kind: 'template' | 'chat-completions';
  readonly label: string;
  draftStep(caller: AssistCaller, request: DraftRequest): Promise<ModelResult<StepDraft>>;
  classifyReply(
    caller: AssistCaller,
    text: string,
    receivedAt: Date,
  ): Promise<ModelResult<ReplyClassification>>;
}

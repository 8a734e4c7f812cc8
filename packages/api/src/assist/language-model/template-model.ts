import { classifyReplyByRules } from '../replies/classify-reply.ts';
import { draftStepFromTemplates } from '../writer/template-drafts.ts';
import type { LanguageModel } from './language-model.ts';
import { succeeded } from './model-result.ts';

export const TEMPLATE_ASSISTANT_LABEL = 'Template assistant (no language model)';

/** The embedded default: templates and phrase rules, offline, free, no budget; never called AI. */
export function createTemplateModel(): LanguageModel {
  return {
    kind: 'template',
    label: TEMPLATE_ASSISTANT_LABEL,
    draftStep: async (_caller, request, guidance) =>
      succeeded(draftStepFromTemplates(request, guidance?.knowledge)),
    classifyReply: async (_caller, text, receivedAt) => succeeded(classifyReplyByRules(text, receivedAt)),
  };
}

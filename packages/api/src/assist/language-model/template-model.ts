import { classifyReplyByRules } from '../replies/classify-reply.ts';
import { versionRulesOf } from '../replies/version-rules.ts';
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
    // A classifier version's `"phrase" => class` lines are rules here (ADR 073); the rest is for a model.
    classifyReply: async (_caller, text, receivedAt, guidance) =>
      succeeded(classifyReplyByRules(text, receivedAt, versionRulesOf(guidance?.instructions ?? ''))),
  };
}

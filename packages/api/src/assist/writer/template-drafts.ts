import type { DraftRequest, StepDraft } from '@leadpath/core/schemas/writer';

export const TEMPLATE_DRAFT_LABEL = 'Template draft (no language model)';

/** A prospect's value, or the sequence placeholder the engine fills at send time. */
function fieldOr(value: string | undefined, placeholder: string): string {
  return value?.trim() ? value.trim() : `{{${placeholder}}}`;
}

const GREETING = { neutral: 'Hi', warm: 'Hi', formal: 'Dear' } as const;
const SIGN_OFF = { neutral: 'Best,', warm: 'Warm regards,', formal: 'Kind regards,' } as const;

/** The goal as the middle of a sentence: no trailing period, first letter lower case. */
function goalPhrase(goal: string): string {
  const trimmed = goal.trim().replace(/[.!]+$/, '');
  return trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
}

function firstStepBody(request: DraftRequest, _name: string, company: string): string {
  const role = request.prospect?.title?.trim();
  const opener = role
    ? `As ${role} at ${company}, you may be the right person to talk to about this.`
    : `I am reaching out to ${company} with a short question.`;
  return `${opener}\n\nWe help teams ${goalPhrase(request.goal)}. Would a 15-minute call next week be useful to see whether it fits ${company}?`;
}

function followUpBody(request: DraftRequest, company: string): string {
  return `Following up on my earlier note about how we help teams ${goalPhrase(request.goal)}.\n\nIf it is not a priority for ${company} right now, a one-line reply saying so is perfectly fine.`;
}

/** The first sentence of the best-matching product fact or objection answer, as a paragraph of its own. */
function knowledgeParagraph(knowledge: readonly { title: string; body: string }[]): string {
  const best = knowledge[0];
  if (!best) return '';
  const text = (best.body.trim() || best.title).replace(/^[#>*\-\s]+/gm, '').replace(/\s+/g, ' ');
  const sentence = /^.*?[.!?](\s|$)/.exec(text)?.[0]?.trim() ?? text;
  return `\n\n${sentence.slice(0, 300)}`;
}

/**
 * The embedded writer: templates filled from the goal and the prospect's fields, labelled as such;
 * a trained agent's retrieved knowledge (issue 36) adds its best match as one sentence.
 */
export function draftStepFromTemplates(
  request: DraftRequest,
  knowledge: readonly { title: string; body: string }[] = [],
): StepDraft {
  const name = fieldOr(request.prospect?.firstName, 'prospect_first_name');
  const company = fieldOr(request.prospect?.companyName, 'prospect_company_name');
  const main =
    request.stepNumber === 1 ? firstStepBody(request, name, company) : followUpBody(request, company);
  const body = `${GREETING[request.tone]} ${name},\n\n${main}${knowledgeParagraph(knowledge)}\n\n${SIGN_OFF[request.tone]}`;
  const subjectVariants =
    request.stepNumber === 1
      ? [`A question for ${company}`, `${name}, quick idea`, `Helping ${company} ${goalPhrase(request.goal)}`]
      : [`Re: a question for ${company}`, `Following up, ${name}`, `Still relevant for ${company}?`];
  return {
    subject: subjectVariants[0]!,
    subjectVariants,
    body,
    writtenBy: TEMPLATE_DRAFT_LABEL,
    agentVersionId: null,
  };
}

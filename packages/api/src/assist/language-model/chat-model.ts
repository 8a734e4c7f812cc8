import type { DraftRequest, StepDraft } from '@leadpath/core/schemas/writer';
import { z } from 'zod';
import {
  type ReplyClassification,
  replyClasses,
  replyClassificationSchema,
} from '../replies/reply-classes.ts';
import type { ChatCompletionsClient } from './chat-completions-client.ts';
import type { TakeFromBudget } from './daily-budget.ts';
import type { AgentGuidance, AssistCaller, LanguageModel } from './language-model.ts';
import { failed, type ModelResult, succeeded } from './model-result.ts';

export const BUDGET_EXHAUSTED =
  'Your daily allowance of language-model calls is used up; it renews at midnight UTC, or an Admin can raise it.';

const draftAnswer = z.object({ subjectVariants: z.array(z.string()).min(1), body: z.string().min(1) });

const DRAFT_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['subjectVariants', 'body'],
  properties: { subjectVariants: { type: 'array', items: { type: 'string' } }, body: { type: 'string' } },
};

const OPENER_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['opener'],
  properties: { opener: { type: 'string' } },
};
const openerAnswer = z.object({ opener: z.string().trim().min(1) });

const CLASSIFY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['class', 'resumeOn', 'referral', 'reason'],
  properties: {
    class: { type: 'string', enum: [...replyClasses] },
    resumeOn: { type: ['string', 'null'], description: 'YYYY-MM-DD' },
    referral: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['name', 'email'],
      properties: { name: { type: 'string' }, email: { type: 'string' } },
    },
    reason: { type: 'string' },
  },
};

/** A trained agent's instructions, retrieved knowledge and forbidden claims, for the system prompt (issue 36). */
export function guidancePrompt(guidance: AgentGuidance | undefined): string {
  if (!guidance) return '';
  const parts: string[] = [];
  if (guidance.instructions) parts.push(`Instructions from the team:\n${guidance.instructions}`);
  if (guidance.knowledge.length)
    parts.push(
      `Facts you may use (and nothing beyond them about the product):\n${guidance.knowledge
        .map((item) => `- ${item.title}: ${item.body}`)
        .join('\n')}`,
    );
  if (guidance.forbiddenClaims.length)
    parts.push(`Never claim:\n${guidance.forbiddenClaims.map((claim) => `- ${claim}`).join('\n')}`);
  parts.push(...examplesPrompt(guidance.examples ?? []));
  return parts.length ? `\n\n${parts.join('\n\n')}` : '';
}

/** Labelled outputs as few-shot examples: the good ones to follow, the bad ones never to repeat (ADR 062). */
function examplesPrompt(examples: NonNullable<AgentGuidance['examples']>): string[] {
  const shown = (label: 'good' | 'bad') =>
    examples
      .filter((example) => example.label === label)
      .map(
        (example) =>
          `Input: ${example.input}\nOutput: ${example.output}${example.note ? `\nWhy: ${example.note}` : ''}`,
      );
  const good = shown('good');
  const bad = shown('bad');
  return [
    ...(good.length ? [`Good examples (write like these):\n${good.join('\n---\n')}`] : []),
    ...(bad.length ? [`Bad examples (never answer like these):\n${bad.join('\n---\n')}`] : []),
  ];
}

/** The model's JSON checked against the schema the app relies on. */
function parsed<T>(result: ModelResult<unknown>, schema: z.ZodType<T>): ModelResult<T> {
  if (!result.ok) return result;
  const checked = schema.safeParse(result.value);
  return checked.success
    ? succeeded(checked.data)
    : failed(
        'invalid-output',
        'The model answered JSON of the wrong shape; try again or choose another model.',
      );
}

/** A configured chat-completions model; every call first takes one from the caller's daily budget. */
export function createChatModel(
  client: ChatCompletionsClient,
  model: string,
  takeFromBudget: TakeFromBudget,
): LanguageModel {
  async function ask<T>(
    caller: AssistCaller,
    system: string,
    user: string,
    name: string,
    schema: Record<string, unknown>,
    check: z.ZodType<T>,
  ) {
    if (!(await takeFromBudget(caller.userId))) return failed<T>('budget-exhausted', BUDGET_EXHAUSTED);
    return parsed(await client.completeJson({ system, user, schemaName: name, schema }), check);
  }
  return {
    kind: 'chat-completions',
    label: `Language model: ${model}`,
    async draftStep(
      caller,
      request: DraftRequest,
      guidance?: AgentGuidance,
    ): Promise<ModelResult<StepDraft>> {
      const system =
        'You write short, plain cold emails for a sales sequence. Answer JSON: three subject lines and one body. Use the placeholders {{prospect_first_name}} and {{prospect_company_name}} where a field is missing; no other placeholders.' +
        guidancePrompt(guidance);
      // Only the fields the user chose travel: the goal, the step and the prospect fields given.
      const user = JSON.stringify({
        goal: request.goal,
        step: request.stepNumber,
        tone: request.tone,
        prospect: request.prospect ?? null,
      });
      const answer = await ask(caller, system, user, 'step_draft', DRAFT_SCHEMA, draftAnswer);
      if (!answer.ok) return answer;
      const [subject, ...rest] = answer.value.subjectVariants;
      return succeeded({
        subject: subject!,
        subjectVariants: [subject!, ...rest].slice(0, 3),
        body: answer.value.body,
        writtenBy: `Draft by ${model}`,
        agentVersionId: null,
      });
    },
    async classifyReply(caller, text, receivedAt, guidance): Promise<ModelResult<ReplyClassification>> {
      const system =
        `Classify a reply to a sales email. Today is ${receivedAt.toISOString().slice(0, 10)}. resumeOn: the date the sender says to come back, else null.` +
        guidancePrompt(guidance);
      return ask(caller, system, text, 'reply_class', CLASSIFY_SCHEMA, replyClassificationSchema);
    },
    async writeCallOpener(caller, request, guidance): Promise<ModelResult<string>> {
      const system =
        "You write the opener of a sales rep's cold call: the first two or three sentences the rep says, in plain spoken words, for this prospect. Answer JSON with the opener only; no placeholders." +
        guidancePrompt(guidance);
      const answer = await ask(
        caller,
        system,
        JSON.stringify(request),
        'call_opener',
        OPENER_SCHEMA,
        openerAnswer,
      );
      return answer.ok ? succeeded(answer.value.opener) : answer;
    },
  };
}

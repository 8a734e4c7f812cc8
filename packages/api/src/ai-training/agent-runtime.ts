import type { AgentKind, VersionSettings } from '@leadpath/core/schemas/ai-training';
import type { AgentGuidance } from '@leadpath/core/schemas/assist';
import type { DraftRequest, StepDraft } from '@leadpath/core/schemas/writer';
import type { Db } from '@leadpath/db';
import { type FewShotExample, fewShotExamples } from './examples/few-shot.ts';
import { checkGuardrails, type GuardrailViolation } from './guardrails.ts';
import { retrieveKnowledge } from './knowledge.ts';
import { publishedAgent } from './versions.ts';

export type Guidance = Omit<AgentGuidance, 'examples'> & { examples: FewShotExample[] };

/** A version's settings, the knowledge retrieved for one task and the agent's examples, as the seam takes them. */
export async function guidanceFor(
  db: Db,
  agent: AgentKind,
  settings: VersionSettings,
  taskText: string,
): Promise<Guidance> {
  const { matches, forbiddenClaims } = await retrieveKnowledge(db, settings.knowledgeKinds, taskText);
  const examples = await fewShotExamples(db, agent);
  return { instructions: settings.instructions, knowledge: matches, forbiddenClaims, examples };
}

/** The words a writer's task is about: the goal and the prospect's title and industry. */
export const writerTaskText = (request: DraftRequest): string =>
  [request.goal, request.prospect?.title, request.prospect?.industry].filter(Boolean).join(' ');

/** The writer was given the fields its placeholders stand for, so none may remain. */
export const writerFieldsGiven = (request: DraftRequest): boolean =>
  Boolean(request.prospect?.firstName?.trim() && request.prospect?.companyName?.trim());

/** The guardrails a writer's draft fails: subject and body are checked as one text. */
export function writerViolations(
  draft: StepDraft,
  request: DraftRequest,
  settings: VersionSettings,
  guidance: AgentGuidance,
): GuardrailViolation[] {
  return checkGuardrails(
    {
      output: `${draft.subject}\n\n${draft.body}`,
      fieldsGiven: writerFieldsGiven(request),
      forbiddenClaims: guidance.forbiddenClaims,
    },
    settings.guardrails,
  );
}

/** The writer as trained: the published version (or the built-in defaults) and its guidance for this task. */
export async function trainedWriter(db: Db, request: DraftRequest) {
  const agent = await publishedAgent(db, 'email-writer');
  const guidance = await guidanceFor(db, 'email-writer', agent.settings, writerTaskText(request));
  return { ...agent, guidance };
}

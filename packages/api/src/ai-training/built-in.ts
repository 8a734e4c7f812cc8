import {
  type AgentKind,
  type EvaluationCase,
  type VersionSettings,
  versionSettingsSchema,
} from '@leadpath/core/schemas/ai-training';

/** The agents an assistant runs today (issue 33); the others are configured ahead of their runtime. */
export const agentsWithRuntime: readonly AgentKind[] = ['email-writer', 'reply-classifier'];

/** Agents whose published version shapes a screen without a model, so there is nothing to evaluate. */
export const agentsOnTemplates: Partial<Record<AgentKind, string>> = {
  'call-script':
    "The Power Dialer's script panel: the team's script with this version's instructions, stages and knowledge; with a language model configured, also each prospect's opener (ADR 073)",
};

/** Whether a version of the agent acts anywhere today. */
export const agentActs = (kind: AgentKind) => agentsWithRuntime.includes(kind) || kind in agentsOnTemplates;

/** What an agent does before any version is published: the assistant's own defaults. */
export function builtInSettings(): VersionSettings {
  return versionSettingsSchema.parse({});
}

const checks = {
  mustMention: [] as string[],
  mustNotMention: [] as string[],
  noPlaceholders: true,
  maxWords: null as number | null,
  expectedLabel: null as string | null,
  unexpectedLabel: null as string | null,
};

/** Cases every version of an agent must pass, shipped with the app; Admins add their own. */
export const builtInCases: Record<AgentKind, EvaluationCase[]> = {
  'email-writer': [
    {
      id: 'built-in:writer-mentions-company',
      agent: 'email-writer',
      builtIn: true,
      exampleId: null,
      name: 'Mentions the company, no unresolved placeholder, under 150 words',
      input: 'book a demo of our scheduling tool',
      companyName: 'Acme Dental',
      firstName: 'Maria',
      checks: { ...checks, mustMention: ['Acme Dental'], maxWords: 150 },
    },
  ],
  'reply-classifier': [
    {
      id: 'built-in:classifier-unsubscribe',
      agent: 'reply-classifier',
      builtIn: true,
      exampleId: null,
      name: 'An unsubscribe request is classed unsubscribe',
      input: 'Please remove me from your mailing list.',
      companyName: '',
      firstName: '',
      checks: { ...checks, expectedLabel: 'unsubscribe' },
    },
    {
      id: 'built-in:classifier-out-of-office',
      agent: 'reply-classifier',
      builtIn: true,
      exampleId: null,
      name: 'An out-of-office reply is classed out of office',
      input: 'I am out of the office until March 3 with limited access to email.',
      companyName: '',
      firstName: '',
      checks: { ...checks, expectedLabel: 'out-of-office' },
    },
  ],
  'reply-suggester': [],
  'call-script': [],
};

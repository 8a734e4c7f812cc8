/** The examples a configured model sees and the cases evaluations run from them (ADR 062). */
import type { AgentKind, EvaluationCase, TrainingExample } from '@leadpath/core/schemas/ai-training';
import type { Db } from '@leadpath/db';
import { listExamples } from './examples.ts';

/** At most this many of each label go into a prompt: the newest, so a fresh correction counts first. */
export const FEW_SHOT_PER_LABEL = 4;

export interface FewShotExample {
  id: string;
  label: 'good' | 'bad';
  input: string;
  output: string;
  note: string;
}

/** The newest good and bad examples of an agent, for its prompt. */
export async function fewShotExamples(db: Db, agent: AgentKind): Promise<FewShotExample[]> {
  const all = await listExamples(db, agent);
  const newest = (label: 'good' | 'bad') =>
    all.filter((example) => example.label === label).slice(0, FEW_SHOT_PER_LABEL);
  return [...newest('good'), ...newest('bad')].map(({ id, label, input, output, note }) => ({
    id,
    label,
    input,
    output,
    note,
  }));
}

const short = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

/**
 * An example as an evaluation case. Writer: a good one's output must mention its mentions; a bad one's
 * must mention neither its mentions nor the bad output itself. Classifier: the output is a class, which
 * a good example requires and a bad one refuses. Prospect fields are not part of an example, so
 * placeholders are allowed.
 */
export function caseOfExample(example: TrainingExample): EvaluationCase {
  const good = example.label === 'good';
  const classifier = example.agent === 'reply-classifier';
  return {
    id: `example:${example.id}`,
    agent: example.agent,
    name: `${good ? 'Good' : 'Bad'} example: ${short(example.note || example.input)}`,
    input: example.input,
    companyName: '',
    firstName: '',
    builtIn: false,
    exampleId: example.id,
    checks: {
      mustMention: good && !classifier ? example.mentions : [],
      mustNotMention: good || classifier ? [] : [...example.mentions, example.output],
      noPlaceholders: false,
      maxWords: null,
      expectedLabel: good && classifier ? example.output : null,
      unexpectedLabel: !good && classifier ? example.output : null,
    },
  };
}

export const exampleCases = async (db: Db, agent: AgentKind) =>
  (await listExamples(db, agent)).map(caseOfExample);

import type { GuardrailSettings } from '@leadpath/core/schemas/ai-training';

// Guardrails (issue 36): pure checks of an agent's output. A failed one blocks the output and says why.

export type GuardrailRule =
  | 'asks-to-unsubscribe'
  | 'lacks-context'
  | 'banned-phrase'
  | 'forbidden-claim'
  | 'max-length'
  | 'max-links';

export interface GuardrailViolation {
  rule: GuardrailRule;
  /** One sentence a reviewer can act on. */
  message: string;
}

export interface GuardrailInput {
  /** What the agent wrote. */
  output: string;
  /** The prospect's message the agent answers, when it answers one. */
  incomingMessage?: string;
  /** True when the agent was given the prospect's fields, so no {{placeholder}} may remain. */
  fieldsGiven: boolean;
  /** Claims the knowledge base forbids (the titles of forbidden-claim items). */
  forbiddenClaims?: readonly string[];
}

const UNSUBSCRIBE =
  /\b(unsubscribe|opt[ -]?out|remove me|take me off|stop (emailing|contacting|writing)|do not (contact|email)|don't (contact|email))\b/i;
const PLACEHOLDER = /\{\{\s*([\w.-]*)\s*\}\}/g;
const LINK = /\bhttps?:\/\/[^\s)>\]]+|\bwww\.[^\s)>\]]+/gi;

export const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** Locked: a prospect who asks to unsubscribe gets a person (and the suppression list), never a draft. */
export function asksToUnsubscribe(message: string | undefined): boolean {
  return message !== undefined && UNSUBSCRIBE.test(message);
}

/** The {{placeholders}} left in a text, empty ones included. */
export function unresolvedPlaceholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[0]);
}

export function linkCount(text: string): number {
  return text.match(LINK)?.length ?? 0;
}

/** Case- and spacing-insensitive containment, so "Guaranteed  ROI" matches "guaranteed roi". */
function containsPhrase(text: string, phrase: string): boolean {
  const normal = (value: string) => value.toLowerCase().replace(/\s+/g, ' ').trim();
  const needle = normal(phrase);
  return needle.length > 0 && normal(text).includes(needle);
}

function lockedEscalations(input: GuardrailInput): GuardrailViolation[] {
  const found: GuardrailViolation[] = [];
  if (asksToUnsubscribe(input.incomingMessage))
    found.push({
      rule: 'asks-to-unsubscribe',
      message:
        'The prospect asks to unsubscribe: a person must handle this reply, and no more mail goes out.',
    });
  const left = unresolvedPlaceholders(input.output);
  if (input.output.trim() === '')
    found.push({
      rule: 'lacks-context',
      message: 'The agent produced nothing: it lacks the context to answer.',
    });
  else if (input.fieldsGiven && left.length > 0)
    found.push({
      rule: 'lacks-context',
      message: `The agent lacks context: ${left.join(', ')} is still unfilled; add the field or write it by hand.`,
    });
  return found;
}

/** Every guardrail the output fails, locked escalations first; empty means it may go out. */
export function checkGuardrails(input: GuardrailInput, settings: GuardrailSettings): GuardrailViolation[] {
  const found = lockedEscalations(input);
  for (const phrase of settings.bannedPhrases)
    if (containsPhrase(input.output, phrase))
      found.push({ rule: 'banned-phrase', message: `It uses the banned phrase “${phrase}”.` });
  for (const claim of input.forbiddenClaims ?? [])
    if (containsPhrase(input.output, claim))
      found.push({ rule: 'forbidden-claim', message: `It makes the forbidden claim “${claim}”.` });
  const words = wordCount(input.output);
  if (words > settings.maxWords)
    found.push({ rule: 'max-length', message: `It has ${words} words; the limit is ${settings.maxWords}.` });
  const links = linkCount(input.output);
  if (links > settings.maxLinks)
    found.push({ rule: 'max-links', message: `It has ${links} links; the limit is ${settings.maxLinks}.` });
  return found;
}

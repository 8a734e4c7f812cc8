import type { EvaluationChecks } from '@leadpath/core/schemas/ai-training';
import { unresolvedPlaceholders, wordCount } from './guardrails.ts';

/** The properties an output fails, one line each; empty means the case passes (pure, table-tested). */
export function failedChecks(
  output: string,
  checks: EvaluationChecks,
  label: string | null = null,
): string[] {
  const failures: string[] = [];
  const lower = output.toLowerCase();
  for (const text of checks.mustMention)
    if (!lower.includes(text.toLowerCase())) failures.push(`It does not mention “${text}”.`);
  for (const text of checks.mustNotMention)
    if (lower.includes(text.toLowerCase())) failures.push(`It mentions “${text}”, which it must not.`);
  const left = unresolvedPlaceholders(output);
  if (checks.noPlaceholders && left.length > 0) failures.push(`It leaves ${left.join(', ')} unresolved.`);
  const words = wordCount(output);
  if (checks.maxWords !== null && words > checks.maxWords)
    failures.push(`It has ${words} words; the case allows ${checks.maxWords}.`);
  if (checks.expectedLabel !== null && label !== checks.expectedLabel)
    failures.push(`It was classed “${label ?? 'nothing'}”, not “${checks.expectedLabel}”.`);
  // Cases stored before ADR 062 have no unexpectedLabel.
  if (checks.unexpectedLabel != null && label === checks.unexpectedLabel)
    failures.push(`It was classed “${label}”, which a bad example says it must not.`);
  return failures;
}

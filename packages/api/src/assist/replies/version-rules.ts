/**
 * The rules a reply-classifier version adds to the embedded classifier (issue 36, ADR 073): lines of
 * its instructions written `"phrase" => class`. The embedded runtime checks them after the locked
 * rules (a bounce, an unsubscribe request) and before the built-in phrase rules; a configured model
 * reads the same lines as instructions. Any other line is prose for a model, ignored here.
 */
import { type ReplyClass, replyClasses } from './reply-classes.ts';

export interface VersionRule {
  /** Lower case, matched as words anywhere in the sender's own words. */
  phrase: string;
  class: ReplyClass;
}

const RULE_LINE = /^\s*(?:[-*]\s*)?["“](.+?)["”]\s*(?:=>|->|→)\s*([a-z-]+)\s*\.?\s*$/;

/** The rules of a version's instructions, in their order; a line naming no known class is not a rule. */
export function versionRulesOf(instructions: string): VersionRule[] {
  const rules: VersionRule[] = [];
  for (const line of instructions.split(/\r?\n/)) {
    const match = RULE_LINE.exec(line);
    const phrase = match?.[1]?.trim().toLowerCase().replace(/[’‘]/g, "'");
    const value = match?.[2] as ReplyClass | undefined;
    if (phrase && value && replyClasses.includes(value)) rules.push({ phrase, class: value });
  }
  return rules;
}

const LOOSE_RULE_LINE = /^\s*(?:[-*]\s*)?["“](.+?)["”]\s*(?:=>|->|→)\s*(.+?)\s*\.?\s*$/;

/** What a line written as a rule names that is no reply class ("interested-ish"), to refuse on save. */
export function rulesNamingNoClass(instructions: string): string[] {
  return instructions.split(/\r?\n/).flatMap((line) => {
    const named = LOOSE_RULE_LINE.exec(line)?.[2];
    return named && !replyClasses.includes(named as ReplyClass) ? [named] : [];
  });
}

export const ruleClassUnknown = (named: string) =>
  `A rule names "${named}", which is no reply class: write "phrase" => one of ${replyClasses.join(', ')}`;

/** Classes no version rule can take over: the transport's facts and the locked unsubscribe escalation. */
export const LOCKED_RULE_CLASSES: readonly ReplyClass[] = ['bounce', 'unsubscribe'];

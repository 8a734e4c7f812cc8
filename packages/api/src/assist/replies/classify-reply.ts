import { PHRASE_RULES } from './phrase-rules.ts';
import type { ReplyClassification } from './reply-classes.ts';
import { firstDateIn } from './reply-dates.ts';
import { LOCKED_RULE_CLASSES, type VersionRule } from './version-rules.ts';

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;

/** The quoted earlier mail (lines starting ">" or after "On … wrote:") is not the sender's answer. */
export function ownWordsOf(text: string): string {
  const lines: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (/^\s*(on .+ wrote:|le .+ a écrit|am .+ schrieb|el .+ escribió)/i.test(line)) break;
    if (!line.trimStart().startsWith('>')) lines.push(line);
  }
  return lines.join('\n');
}

/** "Please contact Jane Doe (jane@acme.com)": the name is the two capitalised words before the address. */
function referralIn(text: string): ReplyClassification['referral'] {
  const email = text.match(EMAIL)?.[0];
  if (!email) return null;
  const before = text.slice(0, text.indexOf(email));
  const name = before.match(/([A-ZÀ-Ý][\p{L}'-]+(?:\s+[A-ZÀ-Ý][\p{L}'-]+)?)\s*[(<:,-]?\s*$/u)?.[1] ?? '';
  return { name, email };
}

/** The rule that decides a reply: the locked ones, then the version's, then the built-in ones (ADR 073). */
function decidingRule(lower: string, versionRules: VersionRule[]) {
  const builtIn = (classes: (rule: (typeof PHRASE_RULES)[number]) => boolean) =>
    PHRASE_RULES.filter(classes).find((r) => r.phrases.some((phrase) => phrase.test(lower)));
  const locked = builtIn((rule) => LOCKED_RULE_CLASSES.includes(rule.class));
  const own = versionRules.find((rule) => lower.includes(rule.phrase));
  if (!locked && own) return { class: own.class, reason: `Version rule: "${own.phrase}"` };
  const rule = locked ?? builtIn((each) => !LOCKED_RULE_CLASSES.includes(each.class));
  if (!rule) return null;
  const phrase = rule.phrases.find((p) => p.test(lower));
  return { class: rule.class, reason: `Phrase rule: "${lower.match(phrase!)?.[0] ?? rule.class}"` };
}

/**
 * The embedded classifier: the phrase rules in order, dates for out of office and not now. A
 * reply-classifier version's own rules (`versionRules`) come after the locked ones (ADR 073).
 */
export function classifyReplyByRules(
  text: string,
  receivedAt: Date,
  versionRules: VersionRule[] = [],
): ReplyClassification {
  const own = ownWordsOf(text);
  const lower = own.toLowerCase().replace(/[’‘]/g, "'");
  const rule = decidingRule(lower, versionRules);
  if (!rule) return { class: 'other', resumeOn: null, referral: null, reason: 'No phrase rule matched' };
  const datesMatter = rule.class === 'out-of-office' || rule.class === 'not-now';
  return {
    class: rule.class,
    resumeOn: datesMatter ? firstDateIn(own, receivedAt) : null,
    referral: rule.class === 'wrong-person' ? referralIn(own) : null,
    reason: rule.reason,
  };
}

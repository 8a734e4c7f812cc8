import { PHRASE_RULES } from './phrase-rules.ts';
import type { ReplyClassification } from './reply-classes.ts';
import { firstDateIn } from './reply-dates.ts';

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

/** The embedded classifier: the phrase rules in order, dates for out of office and not now. */
export function classifyReplyByRules(text: string, receivedAt: Date): ReplyClassification {
  const own = ownWordsOf(text);
  // Typographic apostrophes (’) are written as the phrase rules spell them.
  const lower = own.toLowerCase().replace(/[’‘]/g, "'");
  const rule = PHRASE_RULES.find((r) => r.phrases.some((phrase) => phrase.test(lower)));
  if (!rule) return { class: 'other', resumeOn: null, referral: null, reason: 'No phrase rule matched' };
  const phrase = rule.phrases.find((p) => p.test(lower));
  const datesMatter = rule.class === 'out-of-office' || rule.class === 'not-now';
  return {
    class: rule.class,
    resumeOn: datesMatter ? firstDateIn(own, receivedAt) : null,
    referral: rule.class === 'wrong-person' ? referralIn(own) : null,
    reason: `Phrase rule: "${lower.match(phrase!)?.[0] ?? rule.class}"`,
  };
}

/** What the embedded rules say about a stored inbound mail (issue 33, ADR 052): its class and dates. */
import type { InboundClassification, ReplyClassSource } from '@leadpath/db';
import { classifyReplyByRules, ownWordsOf } from '../classify-reply.ts';
import type { ReplyClass, ReplyClassification } from '../reply-classes.ts';
import { firstDateIn } from '../reply-dates.ts';
import type { VersionRule } from '../version-rules.ts';

/** A class as stored on the inbound message, with who decided it. */
export interface ReplyVerdict {
  replyClass: ReplyClass;
  source: ReplyClassSource;
  reason: string;
  resumeOn: string | null;
  referral: { name: string; email: string } | null;
}

export const verdictOf = (classification: ReplyClassification, source: ReplyClassSource): ReplyVerdict => ({
  replyClass: classification.class,
  source,
  reason: classification.reason,
  resumeOn: classification.resumeOn,
  referral: classification.referral,
});

/**
 * The rules' verdict for a mail the transport already sorted: a bounce or an unsubscribe keeps that
 * class, an automatic answer is out of office (with the date its words name); a reply or an unmatched
 * mail is read by the phrase rules, with the published classifier version's own rules (ADR 073).
 */
export function rulesVerdict(
  kind: InboundClassification,
  text: string,
  receivedAt: Date,
  versionRules: VersionRule[] = [],
): ReplyVerdict {
  if (kind === 'bounce') return { ...emptyVerdict('bounce'), reason: 'Delivery status notification' };
  if (kind === 'unsubscribe')
    return { ...emptyVerdict('unsubscribe'), reason: 'Asks to be removed (unsubscribe words)' };
  if (kind === 'out_of_office')
    return {
      ...emptyVerdict('out-of-office'),
      reason: 'Automatic answer (auto-reply headers or subject)',
      resumeOn: firstDateIn(ownWordsOf(text), receivedAt),
    };
  return verdictOf(classifyReplyByRules(text, receivedAt, versionRules), 'rules');
}

/** Whether the classifier (rules or a version's) decided, rather than the transport's sorting. */
export const classifierDecides = (kind: InboundClassification) =>
  kind !== 'bounce' && kind !== 'unsubscribe' && kind !== 'out_of_office';

const emptyVerdict = (replyClass: ReplyClass): ReplyVerdict => ({
  replyClass,
  source: 'rules',
  reason: '',
  resumeOn: null,
  referral: null,
});

/** The columns of inbound_messages a verdict sets. */
export const verdictColumns = (verdict: ReplyVerdict, now: number) => ({
  replyClass: verdict.replyClass,
  replyClassSource: verdict.source,
  replyClassReason: verdict.reason,
  replyResumeOn: verdict.resumeOn,
  replyReferral: verdict.referral,
  replyClassifiedAt: new Date(now),
});

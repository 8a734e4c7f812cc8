/** What a classified inbound mail does to the prospect's sequence (issue 33, ADR 052). */
import type { InboundClassification } from '@leadpath/db';
import type { ProspectSignalKind } from '../../../sequences/engine/stop-rules.ts';
import type { ReplyClass } from '../reply-classes.ts';

export type ReplyEffect =
  | { kind: 'signal'; signal: ProspectSignalKind }
  /** Pause the enrollment and resume it on this date (YYYY-MM-DD, the enrollment's time zone). */
  | { kind: 'pause'; until: string }
  | { kind: 'none' };

/** Classes that carry a date to come back on: the sequence waits for it instead of stopping. */
export const datedClasses: readonly ReplyClass[] = ['out-of-office', 'not-now'];

/**
 * The effect of a stored mail. The transport's kind decides what it may act on (ADR 030: a forged or
 * unmatched mail acts on nothing; an unsubscribe only from a recipient); within that, the class decides:
 * out of office or not now with a date pauses until then; out of office without a date changes
 * nothing (the sequence goes on, as automatic answers always did); unsubscribe suppresses; anything
 * else a person wrote is the reply stop.
 */
export function replyEffectOf(
  kind: InboundClassification,
  replyClass: ReplyClass | null,
  resumeOn: string | null,
  senderWasWrittenTo: boolean,
): ReplyEffect {
  if (kind === 'unmatched') return { kind: 'none' };
  if (kind === 'bounce') return { kind: 'signal', signal: 'bounced' };
  if (replyClass && datedClasses.includes(replyClass) && resumeOn) return { kind: 'pause', until: resumeOn };
  if (kind === 'out_of_office' || replyClass === 'out-of-office') return { kind: 'none' };
  if (kind === 'unsubscribe' || (replyClass === 'unsubscribe' && senderWasWrittenTo))
    return { kind: 'signal', signal: 'unsubscribed' };
  return { kind: 'signal', signal: 'replied' };
}

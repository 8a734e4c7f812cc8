import { classifyReplyByRules } from './classify-reply.ts';
import { LABELLED_REPLIES } from './labelled-replies.ts';
import { type ReplyClass, replyClasses } from './reply-classes.ts';

export interface ClassifierScore {
  accuracy: number;
  /** confusion[expected][got] = how many. */
  confusion: Record<ReplyClass, Record<ReplyClass, number>>;
  misses: { text: string; expected: ReplyClass; got: ReplyClass }[];
}

/** The embedded classifier on the labelled set: accuracy and the confusion matrix (pnpm bench prints it). */
export function scoreEmbeddedClassifier(receivedAt = new Date('2027-01-10T09:00:00Z')): ClassifierScore {
  const zeros = () => Object.fromEntries(replyClasses.map((c) => [c, 0])) as Record<ReplyClass, number>;
  const confusion = Object.fromEntries(replyClasses.map((c) => [c, zeros()])) as ClassifierScore['confusion'];
  const misses: ClassifierScore['misses'] = [];
  for (const reply of LABELLED_REPLIES) {
    const got = classifyReplyByRules(reply.text, receivedAt).class;
    confusion[reply.class][got] += 1;
    if (got !== reply.class) misses.push({ text: reply.text, expected: reply.class, got });
  }
  return { accuracy: 1 - misses.length / LABELLED_REPLIES.length, confusion, misses };
}

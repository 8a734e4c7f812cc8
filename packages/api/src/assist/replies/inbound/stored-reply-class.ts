import type { ReplyClass, StoredReplyClass } from '@leadpath/core/schemas/assist';
import type { ReplyMessage } from './reply-message.ts';

type ClassColumns = Pick<
  ReplyMessage,
  | 'replyClass'
  | 'replyClassSource'
  | 'replyClassReason'
  | 'replyResumeOn'
  | 'replyReferral'
  | 'replyClassifiedAt'
  | 'receivedAt'
>;

/** The class stored on a reply (a mail or a LinkedIn message), as the inbox and REST show it; null: not classified. */
export function storedReplyClassOf(row: ClassColumns): StoredReplyClass | null {
  if (!row.replyClass || !row.replyClassSource) return null;
  return {
    class: row.replyClass as ReplyClass,
    source: row.replyClassSource,
    reason: row.replyClassReason ?? '',
    resumeOn: row.replyResumeOn,
    referral: row.replyReferral ?? null,
    classifiedAt: (row.replyClassifiedAt ?? row.receivedAt).toISOString(),
  };
}

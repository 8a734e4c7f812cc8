import type { ReplyClass, StoredReplyClass } from '@leadpath/core/schemas/assist';
import type { InboundMessageRow } from '@leadpath/db';

/** The class stored on an inbound message, as the inbox and REST show it; null: not classified. */
export function storedReplyClassOf(row: InboundMessageRow): StoredReplyClass | null {
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

/** A sequence's replies by class (issue 33): how many said interested, not now, out of office, … */
import { type Db, inboundMessages, sequenceEnrollments } from '@leadpath/db';
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { type ReplyClass, replyClasses } from '../reply-classes.ts';

export interface ReplyClassCount {
  class: ReplyClass;
  count: number;
}

/**
 * Every classified reply to the sequence's enrollments, by its current class (a person's correction
 * counts as corrected), every class listed in the classes' order, 0 when none. Unmatched mail counts nowhere.
 */
export async function replyClassCounts(
  db: Db,
  ownerId: string,
  sequenceId: string,
): Promise<ReplyClassCount[]> {
  const rows = await db
    .select({ replyClass: inboundMessages.replyClass, count: sql<number>`count(*)` })
    .from(inboundMessages)
    .innerJoin(sequenceEnrollments, eq(sequenceEnrollments.id, inboundMessages.enrollmentId))
    .where(
      and(
        // The owner's mail (its index), then the enrollments of the sequence among it.
        eq(inboundMessages.ownerId, ownerId),
        eq(sequenceEnrollments.sequenceId, sequenceId),
        isNotNull(inboundMessages.replyClass),
        ne(inboundMessages.classification, 'unmatched'),
      ),
    )
    .groupBy(inboundMessages.replyClass)
    .all();
  const counted = new Map(rows.map((row) => [row.replyClass, Number(row.count)]));
  return replyClasses.map((replyClass) => ({ class: replyClass, count: counted.get(replyClass) ?? 0 }));
}

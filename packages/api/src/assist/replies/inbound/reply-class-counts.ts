/** A sequence's replies by class (issue 33): how many said interested, not now, out of office, … */
import { type Db, inboundMessages, linkedinMessages, sequenceEnrollments } from '@leadpath/db';
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { type ReplyClass, replyClasses } from '../reply-classes.ts';

export interface ReplyClassCount {
  class: ReplyClass;
  count: number;
}

/**
 * Every classified reply to the sequence's enrollments, mail and LinkedIn (ADR 063), by its current
 * class (a person's correction counts as corrected), every class listed in the classes' order, 0 when
 * none. Unmatched mail counts nowhere.
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
  const linkedinRows = await db
    .select({ replyClass: linkedinMessages.replyClass, count: sql<number>`count(*)` })
    .from(linkedinMessages)
    .innerJoin(sequenceEnrollments, eq(sequenceEnrollments.id, linkedinMessages.enrollmentId))
    .where(
      and(
        eq(sequenceEnrollments.ownerId, ownerId),
        eq(sequenceEnrollments.sequenceId, sequenceId),
        isNotNull(linkedinMessages.replyClass),
      ),
    )
    .groupBy(linkedinMessages.replyClass)
    .all();
  const counted = new Map<string | null, number>();
  for (const row of [...rows, ...linkedinRows])
    counted.set(row.replyClass, (counted.get(row.replyClass) ?? 0) + Number(row.count));
  return replyClasses.map((replyClass) => ({ class: replyClass, count: counted.get(replyClass) ?? 0 }));
}

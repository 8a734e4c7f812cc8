import { type Db, type SequenceEnrollmentRow, sequenceEnrollments } from '@leadpath/db';
import { and, eq, inArray } from 'drizzle-orm';

/** The statuses of an enrollment still under way: a stop signal or a removal acts on these. */
export const RUNNING_ENROLLMENT_STATUSES = ['active', 'paused'] as const;

/** The prospect's running enrollments, in every sequence. */
export function runningEnrollmentsOf(db: Db, prospectId: string): Promise<SequenceEnrollmentRow[]> {
  return db
    .select()
    .from(sequenceEnrollments)
    .where(
      and(
        eq(sequenceEnrollments.prospectId, prospectId),
        inArray(sequenceEnrollments.status, [...RUNNING_ENROLLMENT_STATUSES]),
      ),
    )
    .all();
}

/** After a LinkedIn step: the enrollment's next step is scheduled (or the enrollment finishes). */
import { type Db, type EnrollmentStatus, sequenceEnrollments } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { scheduleNextStep } from '../../../sequences/engine/engine-rows.ts';

/** Reads the enrollment as it is now (it may have changed during the call) and moves on when `goesOn`. */
export async function continueEnrollment(
  tx: Db,
  input: {
    enrollmentId: string;
    afterPosition: number;
    now: number;
    goesOn: (status: EnrollmentStatus) => boolean;
  },
): Promise<void> {
  const current = await tx
    .select()
    .from(sequenceEnrollments)
    .where(eq(sequenceEnrollments.id, input.enrollmentId))
    .get();
  if (current && input.goesOn(current.status))
    await scheduleNextStep(tx, {
      enrollment: current,
      afterPosition: input.afterPosition,
      from: input.now,
      now: input.now,
    });
}

/** Guarded writes of a scheduled row: they change it only while it is still 'scheduled'. */
import { changesOf, type Db, type ScheduledStepRow, scheduledSteps } from '@leadpath/db';
import { and, eq } from 'drizzle-orm';

/** Sets values on a row still 'scheduled'; false when another runner or action changed it first. */
export async function updateScheduledRow(
  db: Db,
  row: Pick<ScheduledStepRow, 'id'>,
  values: Partial<ScheduledStepRow>,
): Promise<boolean> {
  const changed = changesOf(
    await db
      .update(scheduledSteps)
      .set(values)
      .where(and(eq(scheduledSteps.id, row.id), eq(scheduledSteps.status, 'scheduled')))
      .run(),
  );
  return changed === 1;
}

/** Moves a LinkedIn step's schedule row, only from the status it was read in (another runner may have moved it). */
import { changesOf, type Db, type ScheduledStepRow, scheduledSteps } from '@leadpath/db';
import { and, eq } from 'drizzle-orm';

/** Whether the row was still `from` and is now updated. */
export async function moveStepRow(
  db: Db,
  row: Pick<ScheduledStepRow, 'id'>,
  values: Partial<ScheduledStepRow>,
  from: ScheduledStepRow['status'],
): Promise<boolean> {
  const result = await db
    .update(scheduledSteps)
    .set(values)
    .where(and(eq(scheduledSteps.id, row.id), eq(scheduledSteps.status, from)))
    .run();
  return changesOf(result) === 1;
}

/** A step that cannot run as written: flagged with the note, looked at again in an hour. */
export async function flagStepRow(
  db: Db,
  row: Pick<ScheduledStepRow, 'id'>,
  note: string,
  now: number,
): Promise<'flagged'> {
  await moveStepRow(db, row, { status: 'flagged', note, dueAt: new Date(now + 60 * 60_000) }, 'scheduled');
  return 'flagged';
}

/**
 * The rows a batch works, each lookup walking the (status, due_at) index from its oldest entry, so
 * the cost does not grow with the table: interrupted sends, flagged rows to look at again, due rows.
 */
import {
  type AppDatabase,
  changesOf,
  insertionOrder,
  type ScheduledStepRow,
  scheduledSteps,
} from '@leadpath/db';
import { and, asc, eq, lte } from 'drizzle-orm';

/** Intents whose lease ran out (a crash, a send that threw or hung): to reconcile. */
export function staleIntents(db: AppDatabase, now: number, limit: number): Promise<ScheduledStepRow[]> {
  return db
    .select()
    .from(scheduledSteps)
    .where(
      and(
        eq(scheduledSteps.status, 'sending'),
        lte(scheduledSteps.dueAt, new Date(now)),
        lte(scheduledSteps.leaseUntil, new Date(now)),
      ),
    )
    .orderBy(...dueOrder(db))
    .limit(limit)
    .all();
}

/** Flagged rows whose recheck is due (the prospect may have been fixed since). */
export function flaggedDue(db: AppDatabase, now: number, limit: number): Promise<ScheduledStepRow[]> {
  return db
    .select()
    .from(scheduledSteps)
    .where(and(eq(scheduledSteps.status, 'flagged'), lte(scheduledSteps.dueAt, new Date(now))))
    .orderBy(...dueOrder(db))
    .limit(limit)
    .all();
}

/** Oldest first; rows due at the same time in the order they were scheduled, on either engine. */
const dueOrder = (db: AppDatabase) => [
  asc(scheduledSteps.dueAt),
  asc(insertionOrder(db, scheduledSteps, scheduledSteps.id)),
];

/** Scheduled rows due by now, oldest first. */
export function scheduledDue(db: AppDatabase, now: number, limit: number): Promise<ScheduledStepRow[]> {
  return db
    .select()
    .from(scheduledSteps)
    .where(and(eq(scheduledSteps.status, 'scheduled'), lte(scheduledSteps.dueAt, new Date(now))))
    .orderBy(...dueOrder(db))
    .limit(limit)
    .all();
}

/** Puts a flagged row back to 'scheduled' for the due path; false when someone else changed it first. */
export async function reopenFlagged(db: AppDatabase, row: ScheduledStepRow): Promise<boolean> {
  const reopened = changesOf(
    await db
      .update(scheduledSteps)
      .set({ status: 'scheduled' })
      .where(and(eq(scheduledSteps.id, row.id), eq(scheduledSteps.status, 'flagged')))
      .run(),
  );
  return reopened > 0;
}

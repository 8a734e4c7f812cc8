/** Calls in a sequence's results: the call steps worked in the dialer, by disposition (issue 35). */
import { calls, type Db, dialerQueueItems, scheduledSteps } from '@leadpath/db';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';

export interface CallStepCounts {
  /** Calls logged with a disposition for the sequence's call tasks. */
  done: number;
  byDisposition: { disposition: string; count: number }[];
}

/** The sequence's call steps done through the dialer: each logged call of a session item from its call task. */
export async function callStepCounts(db: Db, ownerId: string, sequenceId: string): Promise<CallStepCounts> {
  const rows = await db
    .select({ disposition: calls.disposition, count: sql<number>`count(*)` })
    .from(calls)
    .innerJoin(
      dialerQueueItems,
      and(eq(dialerQueueItems.sessionId, calls.sessionId), eq(dialerQueueItems.prospectId, calls.prospectId)),
    )
    .innerJoin(scheduledSteps, eq(scheduledSteps.id, dialerQueueItems.scheduledStepId))
    .where(
      and(
        eq(calls.ownerId, ownerId),
        eq(scheduledSteps.sequenceId, sequenceId),
        isNotNull(calls.disposition),
      ),
    )
    .groupBy(calls.disposition)
    .orderBy(asc(calls.disposition))
    .all();
  const byDisposition = rows.map((row) => ({ disposition: row.disposition ?? '', count: Number(row.count) }));
  return { done: byDisposition.reduce((sum, row) => sum + row.count, 0), byDisposition };
}

/**
 * Home's "today" counts of the Power Dialer (issue 35): the user's calls since midnight in their own
 * time zone, how they went, and the call tasks of their sequences due by the end of that day.
 */
import { calls, type Db, dialerDispositions, scheduledSteps, sequenceSteps } from '@leadpath/db';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { dayOf, dueCallTasks } from './due-call-tasks.ts';

export const dialerTodaySchema = z.object({
  /** The user's date (YYYY-MM-DD) in `timeZone`. */
  date: z.string(),
  timeZone: z.string(),
  calls: z.number().int(),
  /** Logged with a disposition that books a meeting. */
  meetings: z.number().int(),
  /** The day's calls by the disposition logged (its label then); null: none logged yet. */
  byDisposition: z.array(z.object({ disposition: z.string().nullable(), count: z.number().int() })),
  /** Open call tasks of the user's sequences due by the end of the day. */
  callTasksDue: z.number().int(),
});
export type DialerToday = z.infer<typeof dialerTodaySchema>;

async function callCounts(db: Db, ownerId: string, from: number, to: number) {
  const rows = await db
    .select({
      disposition: calls.disposition,
      count: sql<number>`count(*)`,
      meetings: sql<number>`coalesce(sum(case when ${dialerDispositions.effect} = 'meeting' then 1 else 0 end), 0)`,
    })
    .from(calls)
    .leftJoin(dialerDispositions, eq(dialerDispositions.id, calls.dispositionId))
    .where(
      and(
        eq(calls.ownerId, ownerId),
        gte(calls.startedAt, new Date(from)),
        lt(calls.startedAt, new Date(to)),
      ),
    )
    .groupBy(calls.disposition)
    .orderBy(desc(sql`count(*)`), asc(calls.disposition))
    .all();
  // PostgreSQL returns counts and sums as strings (bigint).
  const byDisposition = rows.map((row) => ({ disposition: row.disposition, count: Number(row.count) }));
  return {
    calls: byDisposition.reduce((sum, row) => sum + row.count, 0),
    meetings: rows.reduce((sum, row) => sum + Number(row.meetings), 0),
    byDisposition,
  };
}

async function callTasksDueBy(db: Db, ownerId: string, dayEnd: number) {
  const row = await db
    .select({ n: sql<number>`count(*)` })
    .from(scheduledSteps)
    .innerJoin(sequenceSteps, eq(sequenceSteps.id, scheduledSteps.stepId))
    .where(dueCallTasks(ownerId, dayEnd))
    .get();
  return Number(row?.n ?? 0);
}

export async function dialerToday(
  db: Db,
  user: { id: string; timeZone: string | null },
  now: number,
): Promise<DialerToday> {
  const day = dayOf(now, user.timeZone);
  return {
    date: day.date,
    timeZone: day.timeZone,
    ...(await callCounts(db, user.id, day.from, day.to)),
    callTasksDue: await callTasksDueBy(db, user.id, day.to),
  };
}

/**
 * "Today's call tasks", one definition for the dialer's queue and Home's count (issue 35): the open
 * call steps of the user's sequences due before the end of the user's own day (their time zone; UTC
 * without one).
 */
import { addCalendarDays, localDateOf, startOfLocalDay } from '@leadpath/core';
import { type Db, scheduledSteps, sequenceSteps, users } from '@leadpath/db';
import { and, eq, lt } from 'drizzle-orm';

/** The user's day as instants: from its midnight to the next, in their zone (UTC without one). */
export function dayOf(now: number, timeZone: string | null) {
  const zone = timeZone ?? 'UTC';
  const date = localDateOf(now, zone);
  return {
    date,
    timeZone: zone,
    from: startOfLocalDay(date, zone),
    to: startOfLocalDay(addCalendarDays(date, 1), zone),
  };
}

/** The user's own day now (their stored time zone). */
export async function userDayOf(db: Db, userId: string, now: number) {
  const row = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId)).get();
  return dayOf(now, row?.timeZone ?? null);
}

/** The condition of a query over scheduled_steps joined to sequence_steps: open call tasks due before `dayEnd`. */
export const dueCallTasks = (ownerId: string, dayEnd: number) =>
  and(
    eq(scheduledSteps.ownerId, ownerId),
    eq(scheduledSteps.status, 'task_open'),
    eq(sequenceSteps.kind, 'call'),
    lt(scheduledSteps.dueAt, new Date(dayEnd)),
  );

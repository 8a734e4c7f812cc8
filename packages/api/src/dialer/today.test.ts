/** Home's "today" counts of the Power Dialer (issue 35): the user's own day, in their time zone. */
import { calls, scheduledSteps, users } from '@leadpath/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, callTasksFor, dispositionId, ok, prospect, type View } from '../testing/dialer-fixtures.ts';
import { createTestApp } from '../testing/test-app.ts';
import type { DialerToday } from './today.ts';

const HOUR = 3_600_000;

describe('GET /api/dialer/today', { timeout: 30_000 }, () => {
  it("counts the day's calls by disposition and the call tasks due, by the user's own midnight", async () => {
    const t = createTestApp(); // 2026-11-23 12:00 UTC: 07:00 in New York
    const user = await t.createUser({ email: 'rep@calls.test', name: 'Rita Rep', role: 'Pro' });
    await t.db.update(users).set({ timeZone: 'America/New_York' }).where(eq(users.id, user.id)).run();
    const cookie = await t.signIn('rep@calls.test');
    const today = async () => ok<DialerToday>(await call(t, cookie, 'GET', '/dialer/today'));

    expect(await today()).toEqual({
      date: '2026-11-23',
      timeZone: 'America/New_York',
      calls: 0,
      meetings: 0,
      byDisposition: [],
      callTasksDue: 0,
    });

    const [ada, ben, cy] = [
      await prospect(t, cookie, 'Ada'),
      await prospect(t, cookie, 'Ben'),
      await prospect(t, cookie, 'Cy'),
    ] as [string, string, string];
    const sequenceId = await callTasksFor(t, cookie, [ada, ben, cy]);
    const dueAt = (prospectId: string, at: number) =>
      t.db
        .update(scheduledSteps)
        .set({ dueAt: new Date(at) })
        .where(and(eq(scheduledSteps.sequenceId, sequenceId), eq(scheduledSteps.prospectId, prospectId)))
        .run();
    // 23:00 in New York is still today there (04:00 UTC tomorrow); 01:00 the next night is not.
    await dueAt(ben, Date.UTC(2026, 10, 24, 4));
    await dueAt(cy, Date.UTC(2026, 10, 24, 6));

    const logged = async (prospectId: string, label: string) =>
      ok(
        await call(t, cookie, 'POST', '/calls', {
          prospectId,
          dispositionId: await dispositionId(t, cookie, label),
        }),
      );
    await logged(cy, 'No answer');
    await logged(cy, 'No answer');
    await logged(ben, 'Left voicemail');
    await logged(ada, 'Meeting booked');
    // A call of yesterday evening in New York (23:30 there) is not today's.
    await t.db
      .update(calls)
      .set({ startedAt: new Date(Date.UTC(2026, 10, 23, 4, 30)) })
      .where(and(eq(calls.prospectId, ben)))
      .run();

    const counts = await today();
    expect(counts).toMatchObject({ date: '2026-11-23', calls: 3, meetings: 1 });
    expect(counts.byDisposition).toEqual([
      { disposition: 'No answer', count: 2 },
      { disposition: 'Meeting booked', count: 1 },
    ]);
    // Ada's meeting completed her task and stopped her sequence; Ben's is due tonight; Cy's tomorrow.
    expect(counts.callTasksDue).toBe(1);
    // "Call today's tasks" queues what Home counts: Ben's task (tonight in New York), not Cy's.
    const view = await ok<View>(await call(t, cookie, 'POST', '/dialer/sessions', { source: 'call_tasks' }));
    expect(view.items.map((item) => item.prospectId)).toEqual([ben]);

    // Another user's day is their own: nothing of Rita's.
    await t.createUser({ email: 'other@calls.test', role: 'Pro' });
    const other = await t.signIn('other@calls.test');
    expect(await ok<DialerToday>(await call(t, other, 'GET', '/dialer/today'))).toMatchObject({
      timeZone: 'UTC',
      calls: 0,
      callTasksDue: 0,
    });
    t.clock.now += 24 * HOUR;
    expect(await today()).toMatchObject({ date: '2026-11-24', calls: 0, byDisposition: [] });
  });
});

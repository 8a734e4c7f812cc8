/** Stage 3: the pacing decides when a step acts; rows deferred in one tick queue behind each other. */
import { linkedinAccounts, linkedinActions } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DAY, MINUTE } from '../../../sequences/engine/testing/engine-fixtures.ts';
import { ACTION_GAP_MIN_MS, settingsOfOwner } from '../pacing.ts';
import { createLinkedinTickPlan } from './linkedin-step.ts';
import { paceStep } from './pace-step.ts';
import { linkedinStepSetup } from './step-fixtures.ts';

const visit = [{ kind: 'linkedin_visit' as const }];

async function setup(limit: number) {
  const t = await linkedinStepSetup({ startEndLimit: { low: 1, high: limit } });
  const pace = async (input: Awaited<ReturnType<typeof t.enrolledStep>>) => {
    const account = await t.accountRow();
    const settings = await settingsOfOwner(t.db, t.engine.user.id, t.engine.clock.now);
    return t.inTransaction((tx) => paceStep(tx, { ...input, account, settings }));
  };
  /** One action done today: it counts toward today's limit. */
  const doneToday = async (id: string) => {
    const other = await t.enrolledStep(visit);
    await t.db
      .insert(linkedinActions)
      .values({
        id,
        ownerId: t.engine.user.id,
        accountId: t.account.id,
        enrollmentId: other.enrollment.id,
        prospectId: other.row.prospectId,
        kind: 'visit',
        status: 'done',
        profileUrl: 'https://www.linkedin.com/in/someone/',
        at: new Date(t.engine.clock.now - MINUTE),
      })
      .run();
  };
  return { ...t, pace, doneToday };
}

describe('paceStep', () => {
  it('acts now when the window is open, the limit not reached and the gap over; the row stays as it is', async () => {
    const t = await setup(10);
    const input = await t.enrolledStep(visit);
    expect(await t.pace(input)).toBe('now');
    expect((await t.rowOf(input.row.id)).dueAt).toEqual(input.row.dueAt);
  });

  it("moves the row past the account's gap", async () => {
    const t = await setup(10);
    const gapEnds = t.engine.clock.now + 30_000;
    await t.db
      .update(linkedinAccounts)
      .set({ nextActionAt: new Date(gapEnds) })
      .where(eq(linkedinAccounts.id, t.account.id))
      .run();
    const input = await t.enrolledStep(visit);
    expect(await t.pace(input)).toBe('later');
    expect((await t.rowOf(input.row.id)).dueAt).toEqual(new Date(gapEnds));
  });

  it("counts today's actions against the limit, and the rows deferred in this tick too", async () => {
    const t = await setup(2);
    await t.doneToday('done-1');
    await t.doneToday('done-2');
    const plan = createLinkedinTickPlan();
    const [first, second, third] = [
      await t.enrolledStep(visit),
      await t.enrolledStep(visit),
      await t.enrolledStep(visit),
    ];
    for (const input of [first, second, third]) expect(await t.pace({ ...input, plan })).toBe('later');
    // Today's 2 are used up: tomorrow's window (00:00 UTC) takes two, a gap apart; the third the day after.
    const tomorrow = Date.UTC(2026, 10, 24);
    expect((await t.rowOf(first.row.id)).dueAt).toEqual(new Date(tomorrow));
    expect((await t.rowOf(second.row.id)).dueAt).toEqual(new Date(tomorrow + ACTION_GAP_MIN_MS));
    expect((await t.rowOf(third.row.id)).dueAt).toEqual(new Date(tomorrow + DAY));
  });

  it('never acts when every day is excluded', async () => {
    const t = await linkedinStepSetup({ excludedDays: [0, 1, 2, 3, 4, 5, 6] });
    const input = await t.enrolledStep(visit);
    const account = await t.accountRow();
    const settings = await settingsOfOwner(t.db, t.engine.user.id, t.engine.clock.now);
    expect(await t.inTransaction((tx) => paceStep(tx, { ...input, account, settings }))).toBe('never');
  });
});

import { REVIEW_WAIT_WARNING_HOURS_INVALID } from '@leadpath/core/schemas/ai-training';
import { sequenceSteps } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ALWAYS, createEngine } from '../sequences/engine/testing/engine-fixtures.ts';
import { createTestApp } from '../testing/test-app.ts';

const HOUR = 3_600_000;

/** An Admin, a Pro user, and one review-mode draft queued at the app clock's start. */
async function setup() {
  const t = createTestApp();
  await t.createUser({ email: 'admin@example.com', name: 'Ada', role: 'Admin' });
  await t.createUser({ email: 'pro@example.com', name: 'Priya', role: 'Pro' });
  const engine = await createEngine({ db: t.db, start: t.clock.now });
  await engine.settings(ALWAYS);
  const { id, stepIds } = await engine.createSequence([{}]);
  await t.db.update(sequenceSteps).set({ review: true }).where(eq(sequenceSteps.id, stepIds[0]!)).run();
  await engine.enroll(id, [await engine.addProspect({ firstName: 'Ada', company: 'Acme' })]);
  await engine.tick();
  const admin = await t.signIn('admin@example.com');
  const pro = await t.signIn('pro@example.com');
  const call = async (path: string, method = 'GET', json?: unknown, cookie = admin) => {
    const res = await t.request(`/api/admin/ai-training${path}`, { method, cookie, json });
    // biome-ignore lint/suspicious/noExplicitAny: JSON answers, checked field by field below
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  const overdue = async () => {
    const list = await call('/review?status=pending');
    return {
      hours: list.body.waitWarningHours,
      overdue: list.body.drafts.map((d: { overdue: boolean }) => d.overdue),
    };
  };
  return { t, call, pro, overdue };
}

describe("AI Training's settings: the review queue's warning", { timeout: 30_000 }, () => {
  it('follows the setting an Admin changes; bad input is a 400 that changes nothing; a Pro user gets 403', async () => {
    const { t, call, pro, overdue } = await setup();
    expect((await call('/settings')).body).toEqual({
      reviewWaitWarningHours: 24,
      updatedByEmail: null,
      updatedAt: null,
    });
    t.clock.now += 5 * HOUR;
    expect(await overdue()).toEqual({ hours: 24, overdue: [false] });

    const changed = await call('/settings', 'PATCH', { reviewWaitWarningHours: 4 });
    expect(changed).toMatchObject({
      status: 200,
      body: { reviewWaitWarningHours: 4, updatedByEmail: 'admin@example.com', updatedAt: t.clock.now },
    });
    expect(await overdue()).toEqual({ hours: 4, overdue: [true] });
    // Nothing sent keeps what was set.
    expect((await call('/settings', 'PATCH', {})).body).toMatchObject({ reviewWaitWarningHours: 4 });

    for (const bad of [0, 721, 1.5, '6', null]) {
      const refused = await call('/settings', 'PATCH', { reviewWaitWarningHours: bad });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(REVIEW_WAIT_WARNING_HOURS_INVALID);
    }
    expect((await call('/settings')).body).toEqual(changed.body);

    expect((await call('/settings', 'GET', undefined, pro)).status).toBe(403);
    expect((await call('/settings', 'PATCH', { reviewWaitWarningHours: 48 }, pro)).status).toBe(403);

    await call('/settings', 'PATCH', { reviewWaitWarningHours: 6 });
    expect(await overdue()).toEqual({ hours: 6, overdue: [false] });
    t.clock.now += 1 * HOUR + 1;
    expect(await overdue()).toEqual({ hours: 6, overdue: [true] });
  });
});

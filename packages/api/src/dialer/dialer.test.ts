import { calls, prospects, scheduledSteps, sequenceEnrollments } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, callTasksFor, dispositionId, ok, prospect, type View } from '../testing/dialer-fixtures.ts';
import { signedIn } from '../testing/outreach-fixtures.ts';
import { createTestApp } from '../testing/test-app.ts';
import { DEFAULT_DISPOSITIONS } from './dispositions.ts';
import { LOG_OR_SKIP_FIRST, SKIPPED_BY_YOU } from './next-in-session.ts';
import { ON_DO_NOT_CALL } from './skip-rules.ts';
import { SANDBOX_CARRIER_LABEL } from './telephony.ts';

const DAY = 86_400_000;

// Several requests per test on a shared, loaded machine (PostgreSQL adds a round trip per query).
describe('Power Dialer: sessions, calls and dispositions', { timeout: 60_000 }, () => {
  it('works a selection: card and script, a required disposition, Next and Skip', async () => {
    const t = createTestApp();
    const { cookie } = await signedIn(t);
    const ids = [
      await prospect(t, cookie, 'Ada'),
      await prospect(t, cookie, 'Ben'),
      await prospect(t, cookie, 'Cy'),
    ];
    const view = await ok<View>(
      await call(t, cookie, 'POST', '/dialer/sessions', { source: 'selection', prospectIds: ids }),
    );
    expect(view.provider).toEqual({
      id: 'sandbox',
      label: SANDBOX_CARRIER_LABEL,
      placesCalls: true,
      browserCalls: false,
    });
    expect(view.current?.prospect).toMatchObject({
      id: ids[0],
      name: 'Ada Tester',
      phoneE164: '+442079460958',
    });
    expect(view.current?.script.opener).toContain('Hi Ada, this is Pat Pro');
    expect(view.items.map((item) => item.status)).toEqual(['current', 'waiting', 'waiting']);

    // Next before a call is logged is refused; a call without a disposition too.
    const early = await call(t, cookie, 'POST', `/dialer/sessions/${view.id}/next`, {});
    expect(early.status).toBe(400);
    expect((await early.json()).error).toBe(LOG_OR_SKIP_FIRST);
    const noDisposition = await call(t, cookie, 'POST', '/calls', { prospectId: ids[0], sessionId: view.id });
    expect(noDisposition.status).toBe(400);
    expect((await noDisposition.json()).error).toBe('Choose a disposition for this call');
    expect(await t.db.select().from(calls).all()).toEqual([]);

    const logged = await ok<{
      disposition: string;
      notes: string;
      durationSeconds: number;
      recordingUrl: null;
    }>(
      await call(t, cookie, 'POST', '/calls', {
        prospectId: ids[0],
        sessionId: view.id,
        dispositionId: await dispositionId(t, cookie, 'Connected'),
        notes: 'Wants a demo next week',
        durationSeconds: 95,
      }),
    );
    expect(logged).toMatchObject({
      disposition: 'Connected',
      notes: 'Wants a demo next week',
      durationSeconds: 95,
      recordingUrl: null,
    });
    const second = await ok<View>(await call(t, cookie, 'POST', `/dialer/sessions/${view.id}/next`, {}));
    expect(second.current?.prospect.id).toBe(ids[1]);
    const third = await ok<View>(
      await call(t, cookie, 'POST', `/dialer/sessions/${view.id}/next`, { skip: true }),
    );
    expect(third.current?.prospect.id).toBe(ids[2]);
    expect(third.items.map((item) => [item.status, item.skipReason])).toEqual([
      ['done', null],
      ['skipped', SKIPPED_BY_YOU],
      ['current', null],
    ]);
    const prospectRow = await t.db.select().from(prospects).where(eq(prospects.id, ids[0]!)).get();
    expect(prospectRow?.status).toBe('contacted');
  });

  it('lists the default dispositions of the issue', async () => {
    const t = createTestApp();
    const { cookie } = await signedIn(t);
    const { dispositions } = await ok<{ dispositions: { label: string }[] }>(
      await call(t, cookie, 'GET', '/dialer/dispositions'),
    );
    expect(dispositions.map((entry) => entry.label)).toEqual(
      DEFAULT_DISPOSITIONS.map((entry) => entry.label),
    );
  });

  it('skips prospects outside calling hours, on the do-not-call list or without a number, with the reason', async () => {
    const t = createTestApp();
    const { cookie } = await signedIn(t);
    // The test clock is 12:00 UTC: 21:00 in Tokyo, closed.
    const tokyo = await prospect(t, cookie, 'Tomo', { timeZone: 'Asia/Tokyo', phone: '+81 3 1234 5678' });
    const noPhone = await prospect(t, cookie, 'Nophone', { phone: '' });
    const london = await prospect(t, cookie, 'Lou');
    const view = await ok<View>(
      await call(t, cookie, 'POST', '/dialer/sessions', {
        source: 'selection',
        prospectIds: [tokyo, noPhone, london],
      }),
    );
    expect(view.items.map((item) => [item.name, item.status, item.skipReason])).toEqual([
      ['Tomo Tester', 'skipped', 'Outside calling hours: 21:00 in Asia/Tokyo (calls 8:00–21:00)'],
      ['Nophone Tester', 'skipped', 'No phone number'],
      ['Lou Tester', 'current', null],
    ]);
    // "Do not call" puts Lou on the list: a later session skips Lou.
    await ok(
      await call(t, cookie, 'POST', '/calls', {
        prospectId: london,
        sessionId: view.id,
        dispositionId: await dispositionId(t, cookie, 'Do not call'),
      }),
    );
    const later = await ok<View>(
      await call(t, cookie, 'POST', '/dialer/sessions', { source: 'selection', prospectIds: [london] }),
    );
    expect(later.items[0]).toMatchObject({ status: 'skipped', skipReason: ON_DO_NOT_CALL });
    expect(later.current).toBeNull();
  });

  it('works today’s call tasks: a logged call completes the task; a booked meeting stops the sequence', async () => {
    const t = createTestApp();
    const { cookie } = await signedIn(t);
    const ids = [await prospect(t, cookie, 'Ada'), await prospect(t, cookie, 'Ben')];
    const sequenceId = await callTasksFor(t, cookie, ids);
    const view = await ok<View>(await call(t, cookie, 'POST', '/dialer/sessions', { source: 'call_tasks' }));
    expect(view.items.map((item) => item.prospectId)).toEqual(ids);
    expect(view.current?.task?.sequenceName).toBe('Call round');
    await ok(
      await call(t, cookie, 'POST', '/calls', {
        prospectId: ids[0],
        sessionId: view.id,
        dispositionId: await dispositionId(t, cookie, 'Meeting booked'),
        followUp: { dueAt: t.clock.now + DAY, note: 'Send the deck' },
      }),
    );
    const steps = await t.db
      .select()
      .from(scheduledSteps)
      .where(eq(scheduledSteps.sequenceId, sequenceId))
      .all();
    expect(steps.filter((step) => step.prospectId === ids[0]).map((step) => step.status)).toEqual([
      'done',
      'canceled',
    ]);
    expect(steps.find((step) => step.prospectId === ids[1])?.status).toBe('task_open');
    // The sequence's results count the call step done, by disposition; a call outside it does not count.
    await ok(
      await call(t, cookie, 'POST', '/calls', {
        prospectId: ids[1],
        dispositionId: await dispositionId(t, cookie, 'No answer'),
      }),
    );
    const stats = await ok<{ calls: unknown }>(
      await call(t, cookie, 'GET', `/sequences/${sequenceId}/stats`),
    );
    expect(stats.calls).toEqual({ done: 1, byDisposition: [{ disposition: 'Meeting booked', count: 1 }] });
    const enrollment = await t.db
      .select()
      .from(sequenceEnrollments)
      .where(eq(sequenceEnrollments.prospectId, ids[0]!))
      .get();
    expect(enrollment).toMatchObject({ status: 'finished', finishReason: 'meeting' });
    expect((await t.db.select().from(prospects).where(eq(prospects.id, ids[0]!)).get())?.status).toBe(
      'meeting',
    );
    const { tasks } = await ok<{ tasks: { prospectId: string }[] }>(
      await call(t, cookie, 'GET', '/outreach/tasks'),
    );
    expect(tasks.map((task) => task.prospectId)).toEqual([ids[1]]);

    const listed = await ok<{ calls: { disposition: string; followUp: { note: string } }[] }>(
      await call(t, cookie, 'GET', `/calls?prospectId=${ids[0]}`),
    );
    expect(listed.calls).toMatchObject([
      { disposition: 'Meeting booked', followUp: { note: 'Send the deck' } },
    ]);
    const none = await ok<{ calls: unknown[] }>(await call(t, cookie, 'GET', `/calls?disposition=Busy`));
    expect(none.calls).toEqual([]);
  });

  it('says plainly when no call task is due', async () => {
    const t = createTestApp();
    const { cookie } = await signedIn(t);
    const res = await call(t, cookie, 'POST', '/dialer/sessions', { source: 'call_tasks' });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('No call tasks are due today: nothing to call from your sequences');
  });

  it('edits a logged call; another user cannot see or change it', async () => {
    const t = createTestApp();
    const { cookie } = await signedIn(t);
    const ada = await prospect(t, cookie, 'Ada');
    const logged = await ok<{ id: string }>(
      await call(t, cookie, 'POST', '/calls', {
        prospectId: ada,
        dispositionId: await dispositionId(t, cookie, 'No answer'),
      }),
    );
    const changed = await ok<{ notes: string; disposition: string }>(
      await call(t, cookie, 'PATCH', `/calls/${logged.id}`, {
        notes: 'Rang twice',
        dispositionId: await dispositionId(t, cookie, 'Left voicemail'),
      }),
    );
    expect(changed).toMatchObject({ notes: 'Rang twice', disposition: 'Left voicemail' });
    const other = await signedIn(t, 'other@example.com');
    expect((await call(t, other.cookie, 'PATCH', `/calls/${logged.id}`, { notes: 'x' })).status).toBe(404);
    expect((await ok<{ calls: unknown[] }>(await call(t, other.cookie, 'GET', '/calls'))).calls).toEqual([]);
    // Someone else's disposition id is refused, not used.
    const foreign = await dispositionId(t, other.cookie, 'Busy');
    const refused = await call(t, cookie, 'POST', '/calls', { prospectId: ada, dispositionId: foreign });
    expect(refused.status).toBe(400);
  });

  it('refuses a Free user in trial: Power Dialer is closed to Free (spec §6)', async () => {
    const t = createTestApp();
    await t.createUser({
      email: 'trial@example.com',
      role: 'Free',
      trialEndDate: new Date(t.clock.now + 7 * DAY),
    });
    const cookie = await t.signIn('trial@example.com');
    const res = await call(t, cookie, 'GET', '/dialer/dispositions');
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe('Pick a plan to use this feature');
  });
});

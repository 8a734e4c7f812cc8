import { randomUUID } from 'node:crypto';
import { DIAL_PAD_DIGITS } from '@leadpath/core/schemas/dialer';
import { calls, scheduledSteps, voices, webhookDeliveries } from '@leadpath/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defineJobHandlers } from '../../jobs/job-handlers.ts';
import { runDueJobs } from '../../jobs/run-due-jobs.ts';
import { call, callTasksFor, dispositionId, ok, prospect, type View } from '../../testing/dialer-fixtures.ts';
import { signedIn } from '../../testing/outreach-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { DIGITS_NEED_A_LIVE_CALL, NOT_A_VOICEMAIL } from '../call-actions.ts';
import { HANG_UP_FIRST } from '../log-call.ts';
import { CALL_STILL_LIVE } from '../place-call.ts';
import { carrierCallbackJobHandler, DIALER_CARRIER_CALLBACK_JOB } from './carrier-callback-job.ts';
import { sandboxOutcomeOf } from './sandbox-carrier.ts';

type TestApp = ReturnType<typeof createTestApp>;
interface CallView {
  id: string;
  status: string;
  answeredBy: string | null;
  durationSeconds: number | null;
  disposition: string | null;
  voicemail: { voiceId: string; droppedAt: number } | null;
}

/** The job engine's ticks after the clock moved: the carrier's callbacks that are due arrive. */
async function after(t: TestApp, ms: number) {
  t.clock.now += ms;
  const handlers = defineJobHandlers({ [DIALER_CARRIER_CALLBACK_JOB]: carrierCallbackJobHandler(t.deps) });
  // Only the carrier's callbacks run here; webhook deliveries stay queued (their rows are checked).
  for (;;) {
    const result = await runDueJobs({ db: t.db, handlers, now: t.deps.now, owner: 'test', maxJobs: 100 });
    if (result.claimed === 0) return;
  }
}

const current = async (t: TestApp, cookie: string, sessionId: string) =>
  (
    await ok<View & { current: { call: CallView | null } }>(
      await call(t, cookie, 'GET', `/dialer/sessions/${sessionId}`),
    )
  ).current;

describe('Sandbox carrier: the number decides, callbacks on the job engine', { timeout: 60_000 }, () => {
  it('decides the outcome by the last digit', () => {
    expect(
      ['+442079460958', '+442079460952', '+442079460953', '+442079460954', '+442079460955'].map(
        sandboxOutcomeOf,
      ),
    ).toEqual(['answered', 'busy', 'no_answer', 'voicemail', 'failed']);
  });

  it('calls three prospects: answered, a voicemail with a drop, busy; each logged and sent as call.completed', async () => {
    const t = createTestApp();
    t.deps.config.webhooks = { requireHttps: false, allowPrivateTargets: true };
    const { user, cookie } = await signedIn(t);
    await ok(
      await call(t, cookie, 'POST', '/webhooks', {
        url: 'https://hooks.example.com/calls',
        events: ['call.completed'],
      }),
    );
    const ids = [
      await prospect(t, cookie, 'Ada', { phone: '+44 20 7946 0958' }),
      await prospect(t, cookie, 'Ben', { phone: '+44 20 7946 0954' }),
      await prospect(t, cookie, 'Cy', { phone: '+44 20 7946 0952' }),
    ];
    const session = await ok<View>(
      await call(t, cookie, 'POST', '/dialer/sessions', { source: 'selection', prospectIds: ids }),
    );

    // Answered: queued → ringing → in progress (a person), hung up by the rep, then its disposition.
    const placed = await ok<CallView>(await call(t, cookie, 'POST', `/dialer/sessions/${session.id}/call`));
    expect(placed).toMatchObject({ status: 'queued', answeredBy: null });
    const twice = await call(t, cookie, 'POST', `/dialer/sessions/${session.id}/call`);
    expect([twice.status, (await twice.json()).error]).toEqual([409, CALL_STILL_LIVE]);
    const tooEarly = await call(t, cookie, 'POST', `/calls/${placed.id}/digits`, { digits: '1' });
    expect([tooEarly.status, (await tooEarly.json()).error]).toEqual([400, DIGITS_NEED_A_LIVE_CALL]);
    await after(t, 1_000);
    expect((await current(t, cookie, session.id))?.call?.status).toBe('ringing');
    await after(t, 2_000);
    expect((await current(t, cookie, session.id))?.call).toMatchObject({
      status: 'in_progress',
      answeredBy: 'human',
    });
    // The dial pad's tones go into the connected call; anything but tones is refused.
    expect(await ok(await call(t, cookie, 'POST', `/calls/${placed.id}/digits`, { digits: '1w#' }))).toEqual({
      callId: placed.id,
      digits: '1w#',
    });
    const notTones = await call(t, cookie, 'POST', `/calls/${placed.id}/digits`, { digits: '12a' });
    expect([notTones.status, (await notTones.json()).error]).toEqual([400, DIAL_PAD_DIGITS]);
    const connected = await dispositionId(t, cookie, 'Connected');
    const early = await call(t, cookie, 'POST', '/calls', {
      prospectId: ids[0],
      sessionId: session.id,
      callId: placed.id,
      dispositionId: connected,
    });
    expect([early.status, (await early.json()).error]).toEqual([400, HANG_UP_FIRST]);
    const notVoicemail = await call(t, cookie, 'POST', `/calls/${placed.id}/voicemail-drop`, {
      voiceId: 'x',
    });
    expect([notVoicemail.status, (await notVoicemail.json()).error]).toEqual([400, NOT_A_VOICEMAIL]);
    await after(t, 42_000);
    const hungUp = await ok<CallView>(await call(t, cookie, 'POST', `/calls/${placed.id}/hang-up`));
    expect(hungUp).toMatchObject({ status: 'completed', durationSeconds: 45 });
    await ok(
      await call(t, cookie, 'POST', '/calls', {
        prospectId: ids[0],
        sessionId: session.id,
        callId: placed.id,
        dispositionId: connected,
        notes: 'Wants pricing',
      }),
    );
    await after(t, 10 * 60_000); // the sandbox callee's own 'completed' later changes nothing
    expect(await t.db.select().from(calls).where(eq(calls.id, placed.id)).get()).toMatchObject({
      status: 'completed',
      durationSeconds: 45,
      disposition: 'Connected',
      notes: 'Wants pricing',
    });

    // Voicemail: the machine answers, the rep drops the voice's message, which ends the call.
    await ok(await call(t, cookie, 'POST', `/dialer/sessions/${session.id}/next`, {}));
    const voiceId = randomUUID();
    await t.db
      .insert(voices)
      .values({
        id: voiceId,
        ownerId: user.id,
        name: 'Callback',
        provider: 'espeak',
        language: 'en',
        voicemailText: 'Hi, please call back',
        createdAt: new Date(t.clock.now),
        updatedAt: new Date(t.clock.now),
      })
      .run();
    const toVoicemail = await ok<CallView>(
      await call(t, cookie, 'POST', `/dialer/sessions/${session.id}/call`),
    );
    await after(t, 3_000);
    expect((await current(t, cookie, session.id))?.call).toMatchObject({
      status: 'in_progress',
      answeredBy: 'machine',
    });
    const dropped = await ok<CallView>(
      await call(t, cookie, 'POST', `/calls/${toVoicemail.id}/voicemail-drop`, { voiceId }),
    );
    expect(dropped).toMatchObject({
      status: 'completed',
      answeredBy: 'machine',
      voicemail: { voiceId, droppedAt: t.clock.now },
    });
    await ok(
      await call(t, cookie, 'POST', '/calls', {
        prospectId: ids[1],
        sessionId: session.id,
        callId: toVoicemail.id,
        dispositionId: await dispositionId(t, cookie, 'Left voicemail'),
      }),
    );

    // Busy: ringing, then busy; nothing to hang up.
    await ok(await call(t, cookie, 'POST', `/dialer/sessions/${session.id}/next`, {}));
    const toBusy = await ok<CallView>(await call(t, cookie, 'POST', `/dialer/sessions/${session.id}/call`));
    await after(t, 3_000);
    expect((await current(t, cookie, session.id))?.call).toMatchObject({ id: toBusy.id, status: 'busy' });
    const ended = await call(t, cookie, 'POST', `/calls/${toBusy.id}/hang-up`);
    expect(ended.status).toBe(400);
    await ok(
      await call(t, cookie, 'POST', '/calls', {
        prospectId: ids[2],
        sessionId: session.id,
        callId: toBusy.id,
        dispositionId: await dispositionId(t, cookie, 'Busy'),
      }),
    );

    const { calls: logged } = await ok<{ calls: (CallView & { prospectId: string })[] }>(
      await call(t, cookie, 'GET', '/calls'),
    );
    expect(logged.map((row) => [row.prospectId, row.status, row.disposition])).toEqual([
      [ids[2], 'busy', 'Busy'],
      [ids[1], 'completed', 'Left voicemail'],
      [ids[0], 'completed', 'Connected'],
    ]);
    const events = (await t.db.select().from(webhookDeliveries).all()).map((row) => JSON.parse(row.payload));
    expect(events.map((event) => [event.type, event.data.prospectId, event.data.disposition])).toEqual([
      ['call.completed', ids[0], 'Connected'],
      ['call.completed', ids[1], 'Left voicemail'],
      ['call.completed', ids[2], 'Busy'],
    ]);
    expect(events[1].data).toMatchObject({
      voicemailDropped: true,
      answeredBy: 'machine',
      provider: 'sandbox',
    });
  });

  it('a placed call from a sequence call task completes the task once its disposition is logged', async () => {
    const t = createTestApp();
    const { cookie } = await signedIn(t);
    const id = await prospect(t, cookie, 'Bea', { phone: '+44 20 7946 0952' });
    const sequenceId = await callTasksFor(t, cookie, [id]);
    const session = await ok<View>(
      await call(t, cookie, 'POST', '/dialer/sessions', { source: 'call_tasks' }),
    );
    const placed = await ok<CallView>(await call(t, cookie, 'POST', `/dialer/sessions/${session.id}/call`));
    await after(t, 3_000);
    const taskId = session.current?.task?.id ?? '';
    const callStep = async () =>
      (
        await t.db
          .select()
          .from(scheduledSteps)
          .where(and(eq(scheduledSteps.id, taskId), eq(scheduledSteps.sequenceId, sequenceId)))
          .get()
      )?.status;
    expect(await callStep()).toBe('task_open');
    await ok(
      await call(t, cookie, 'POST', '/calls', {
        prospectId: id,
        sessionId: session.id,
        callId: placed.id,
        dispositionId: await dispositionId(t, cookie, 'Busy'),
      }),
    );
    expect(await callStep()).toBe('done');
    const { events } = await ok<{ events: { kind: string }[] }>(
      await call(t, cookie, 'GET', `/prospects/${id}/activity`),
    );
    expect(events.map((event) => event.kind)).toContain('task_done');
  });
});

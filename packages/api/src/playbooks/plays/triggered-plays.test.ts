import {
  emptyProfile,
  PLAY_NEEDS_DAYS,
  PLAY_NEEDS_SEQUENCE,
  PLAY_NEEDS_STATUS,
  PLAY_NEEDS_TASK_TITLE,
  PLAY_UNKNOWN_PERSONA,
} from '@leadpath/core/schemas/playbooks';
import { TASK_NOT_FOUND } from '@leadpath/core/schemas/sequences';
import type { AppDatabase } from '@leadpath/db';
import {
  crmSyncLinks,
  gtmPlaybooks,
  gtmPlays,
  gtmPlayTargets,
  gtmTriggeredPlayRuns,
  jobs,
  prospects,
  sequenceEnrollments,
  tasks,
} from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CRM_PUSH_NOT_CONNECTED } from '../../crm/queue-prospect-push.ts';
import { CRM_SYNC_JOB } from '../../crm/sync-job.ts';
import { saveUserIntegration } from '../../integrations/user-integrations.ts';
import { appJobHandlers } from '../../job-handlers.ts';
import { runDueJobs } from '../../jobs/run-due-jobs.ts';
import { recordProspectSignal } from '../../sequences/engine/stop-rules.ts';
import { runSequenceTick } from '../../sequences/engine/tick.ts';
import { beforeTransaction } from '../../testing/before-transaction.ts';
import { createSequence, json, signedIn } from '../../testing/outreach-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { emitWebhookEvent } from '../../webhooks/emit.ts';
import { gtmNightlyPlayTicker } from '../nightly-play.ts';
import { GTM_NO_REPLY_PLAY_JOB, type NoReplyPlayPayload, runNoReplyPlay } from './no-reply-play.ts';
import { runPlayEvent } from './play-event-job.ts';
import { GTM_PLAY_EVENT_JOB, type PlayEventPayload, recordPlayEventOf } from './play-events.ts';
import { SKIP_HANDLED_BY_PLAY, SKIP_NOT_IN_SEQUENCE, SKIP_TASK_EXISTS } from './run-play.ts';

const HOUR = 3_600_000;

/** The play job's first attempt: it acts, then its process ends before the run's log is written. */
function endsAfterActing(db: AppDatabase, acted: () => Promise<boolean>): AppDatabase {
  return beforeTransaction(db, async () => {
    if (await acted()) throw new Error('the process ended');
  });
}

/** The recorded play job of the event about this prospect. */
async function playJob(t: { db: AppDatabase }, prospectId: string): Promise<PlayEventPayload> {
  const all = await t.db.select().from(jobs).where(eq(jobs.kind, GTM_PLAY_EVENT_JOB)).all();
  const payloads = all.map((job) => JSON.parse(job.payload) as PlayEventPayload);
  const payload = payloads.find((p) => p.prospectIds.includes(prospectId));
  if (!payload) throw new Error(`no play job about ${prospectId}`);
  return payload;
}
const DAY = 24 * HOUR;

interface Run {
  playName: string;
  matched: number;
  done: number;
  skipped: { reason: string; count: number }[];
}

/** A Pro user with an active playbook reaching VPs (persona "VP" linked to a call sequence). */
async function setup() {
  const t = createTestApp();
  t.clock.now = Date.UTC(2026, 10, 25, 12);
  const { user, cookie } = await signedIn(t);
  const step = [{ kind: 'call', body: 'Call' }];
  const vps = await createSequence(t, cookie, { name: 'VPs', steps: step });
  const prep = await createSequence(t, cookie, { name: 'Meeting prep', steps: step });
  const created = await t.request('/api/gtm/playbooks', {
    method: 'POST',
    cookie,
    json: { name: 'VPs', profile: { titles: ['VP'] }, personas: [{ name: 'VP', sequenceId: vps.id }] },
  });
  const playbook = await json<{ id: string }>(created);
  await t.request(`/api/gtm/playbooks/${playbook.id}/activate`, { method: 'POST', cookie });
  const addPlay = (play: Record<string, unknown>) =>
    t.request(`/api/gtm/playbooks/${playbook.id}/plays`, { method: 'POST', cookie, json: play });
  const addProspect = async (firstName: string, title: string) => {
    const res = await t.request('/api/prospects', {
      method: 'POST',
      cookie,
      json: { firstName, title, email: `${firstName}@acme.example` },
    });
    return (await json<{ id: string }>(res)).id;
  };
  // The job runner's tick for the plays (nightly runs and no-reply passes), then the due jobs.
  const tick = gtmNightlyPlayTicker(t.db, t.deps.now);
  const work = async ({ ticker = false } = {}) => {
    if (ticker) await tick({ owner: 'test', holdsLease: async () => true });
    await runDueJobs({
      db: t.db,
      handlers: appJobHandlers(t.deps),
      now: t.deps.now,
      owner: 'test',
      random: () => 0,
    });
  };
  const enrolledIn = async (sequenceId: string) =>
    (
      await t.db
        .select({ id: prospects.firstName })
        .from(sequenceEnrollments)
        .innerJoin(prospects, eq(prospects.id, sequenceEnrollments.prospectId))
        .where(eq(sequenceEnrollments.sequenceId, sequenceId))
        .all()
    )
      .map((r) => r.id)
      .sort();
  const runs = async () =>
    (
      await json<{ runs: Run[] }>(
        await t.request(`/api/gtm/playbooks/${playbook.id}/triggered-runs`, { cookie }),
      )
    ).runs;
  return { t, user, cookie, vps, prep, playbook, addPlay, addProspect, work, enrolledIn, runs };
}

/** A play that gives each new VP a call task due in `taskDueDays` days. */
const callNewVps = (taskDueDays: number) => ({
  name: 'Call new VPs',
  trigger: 'prospect_created',
  persona: 'VP',
  action: 'create_task',
  taskTitle: 'Call the new VP',
  taskType: 'call',
  taskDueDays,
});

// Each test signs up, seeds and runs the job engine several times: room for a loaded machine.
describe('triggered plays', { timeout: 30_000 }, () => {
  it('a created or imported prospect in the profile is enrolled in the persona sequence once, and each run is logged', async () => {
    const { t, cookie, vps, addPlay, addProspect, work, enrolledIn, runs } = await setup();
    const play = await addPlay({
      name: 'New VPs',
      trigger: 'prospect_created',
      persona: 'VP',
      action: 'enroll',
    });
    expect(play.status).toBe(200);

    await addProspect('ada', 'VP Sales');
    await addProspect('di', 'Engineer');
    await t.request('/api/prospects/import', {
      method: 'POST',
      cookie,
      json: {
        rows: [
          { line: 2, values: { firstName: 'bea', title: 'VP Marketing', email: 'bea@acme.example' } },
          { line: 3, values: { firstName: 'cy', title: 'Intern', email: 'cy@acme.example' } },
        ],
      },
    });
    await work();
    expect(await enrolledIn(vps.id)).toEqual(['ada', 'bea']);
    // The jobs ran: running again does nothing more.
    await work();
    expect(await enrolledIn(vps.id)).toEqual(['ada', 'bea']);
    const log = await runs();
    expect(log).toHaveLength(3);
    expect(log.map((run) => [run.matched, run.done]).sort()).toEqual([
      [0, 0],
      [1, 1],
      [1, 1],
    ]);
  });

  it('a retried job and a second event act on a prospect once, the second logged as handled before', async () => {
    const { t, user, vps, prep, addPlay, addProspect, work, enrolledIn, runs } = await setup();
    await addPlay({ name: 'Booked', trigger: 'meeting_booked', action: 'enroll', sequenceId: prep.id });
    const ada = await addProspect('ada', 'VP Sales');
    await recordProspectSignal(t.db, {
      ownerId: user.id,
      prospectId: ada,
      kind: 'meeting',
      now: t.clock.now,
    });
    const [job] = await t.db.select().from(jobs).where(eq(jobs.kind, GTM_PLAY_EVENT_JOB)).all();
    const payload = JSON.parse(job?.payload ?? 'null') as PlayEventPayload;
    await work();
    // The same job again (a retry after a crash): the run is logged once, nobody enrolled twice.
    await runPlayEvent(t.db, payload, t.clock.now);
    expect(await runs()).toHaveLength(1);

    t.clock.now += HOUR;
    await recordProspectSignal(t.db, {
      ownerId: user.id,
      prospectId: ada,
      kind: 'meeting',
      now: t.clock.now,
    });
    await work();
    expect(await enrolledIn(prep.id)).toEqual(['ada']);
    expect(await enrolledIn(vps.id)).toEqual([]);
    const [second, first] = await runs();
    expect(first).toMatchObject({ playName: 'Booked', matched: 1, done: 1, skipped: [] });
    expect(second).toMatchObject({
      matched: 1,
      done: 0,
      skipped: [{ reason: SKIP_HANDLED_BY_PLAY, count: 1 }],
    });
  });

  it('a job that enrolled and ended before its log is retried: the run is logged once, the enrollment as done', async () => {
    const { t, vps, addPlay, addProspect, work, enrolledIn, runs } = await setup();
    await addPlay({ name: 'New VPs', trigger: 'prospect_created', persona: 'VP', action: 'enroll' });
    const ada = await addProspect('ada', 'VP Sales');
    const firstAttempt = endsAfterActing(t.db, async () => (await enrolledIn(vps.id)).length > 0);
    await expect(runPlayEvent(firstAttempt, await playJob(t, ada), t.clock.now)).rejects.toThrow(
      'the process ended',
    );
    expect(await enrolledIn(vps.id)).toEqual(['ada']);
    expect(await runs()).toEqual([]);
    await work();
    expect(await enrolledIn(vps.id)).toEqual(['ada']);
    expect(await runs()).toEqual([
      expect.objectContaining({ playName: 'New VPs', matched: 1, done: 1, skipped: [] }),
    ]);
  });

  it('no reply after N days sets the status of those who never replied, once, on the job engine tick', async () => {
    const { t, user, cookie, vps, addPlay, addProspect, work, runs } = await setup();
    const ada = await addProspect('ada', 'VP Sales');
    const bea = await addProspect('bea', 'VP Marketing');
    await t.request(`/api/sequences/${vps.id}/enrollments`, {
      method: 'POST',
      cookie,
      json: { prospectIds: [ada, bea] },
    });
    const play = await addPlay({
      name: 'Gone quiet',
      trigger: 'no_reply',
      noReplyDays: 3,
      action: 'set_status',
      status: 'lost',
    });
    expect(play.status).toBe(200);
    await recordProspectSignal(t.db, {
      ownerId: user.id,
      prospectId: bea,
      kind: 'replied',
      now: t.clock.now,
    });
    const statuses = async () =>
      Object.fromEntries(
        (
          await t.db.select({ name: prospects.firstName, status: prospects.status }).from(prospects).all()
        ).map((r) => [r.name, r.status]),
      );

    t.clock.now += 2 * DAY;
    await work({ ticker: true });
    expect(await statuses(), 'before the days have passed').toEqual({ ada: 'new', bea: 'replied' });
    expect(await runs(), 'a pass that matched nobody is not logged').toEqual([]);

    t.clock.now += 2 * DAY;
    await work({ ticker: true });
    expect(await statuses()).toEqual({ ada: 'lost', bea: 'replied' });
    t.clock.now += HOUR;
    await t.request(`/api/prospects/${ada}`, { method: 'PATCH', cookie, json: { status: 'contacted' } });
    await work({ ticker: true });
    expect((await statuses()).ada, 'handled once: a later pass leaves it alone').toBe('contacted');
    expect(await runs()).toEqual([expect.objectContaining({ playName: 'Gone quiet', matched: 1, done: 1 })]);
  });

  it('a no-reply pass that ended after acting is finished by its retry, logged once as done', async () => {
    const { t, cookie, vps, addPlay, addProspect, work, runs } = await setup();
    const ada = await addProspect('ada', 'VP Sales');
    await t.request(`/api/sequences/${vps.id}/enrollments`, {
      method: 'POST',
      cookie,
      json: { prospectIds: [ada] },
    });
    await addPlay({
      name: 'Gone quiet',
      trigger: 'no_reply',
      noReplyDays: 3,
      action: 'set_status',
      status: 'lost',
    });
    t.clock.now += 4 * DAY;
    await gtmNightlyPlayTicker(t.db, t.deps.now)({ owner: 'test', holdsLease: async () => true });
    const [job] = await t.db.select().from(jobs).where(eq(jobs.kind, GTM_NO_REPLY_PLAY_JOB)).all();
    const status = async () =>
      (await t.db.select({ status: prospects.status }).from(prospects).where(eq(prospects.id, ada)).get())
        ?.status;
    const firstAttempt = endsAfterActing(t.db, async () => (await status()) === 'lost');
    await expect(
      runNoReplyPlay(firstAttempt, JSON.parse(job?.payload ?? 'null') as NoReplyPlayPayload, t.clock.now),
    ).rejects.toThrow('the process ended');
    expect(await runs()).toEqual([]);
    await work();
    expect(await status()).toBe('lost');
    expect(await runs()).toEqual([
      expect.objectContaining({ playName: 'Gone quiet', matched: 1, done: 1, skipped: [] }),
    ]);
  });

  it('removes from a sequence those who never replied, once; one never in it is skipped with the reason', async () => {
    const { t, cookie, vps, addPlay, addProspect, work, runs } = await setup();
    const ada = await addProspect('ada', 'VP Sales');
    const bea = await addProspect('bea', 'VP Marketing');
    await t.request(`/api/sequences/${vps.id}/enrollments`, {
      method: 'POST',
      cookie,
      json: { prospectIds: [ada, bea] },
    });
    const giveUp = { name: 'Give up', trigger: 'no_reply', noReplyDays: 3, persona: 'VP', action: 'remove' };
    expect((await addPlay(giveUp)).status).toBe(200);
    const finished = async () =>
      Object.fromEntries(
        (
          await t.db
            .select({ name: prospects.firstName, reason: sequenceEnrollments.finishReason })
            .from(sequenceEnrollments)
            .innerJoin(prospects, eq(prospects.id, sequenceEnrollments.prospectId))
            .all()
        ).map((r) => [r.name, r.reason]),
      );
    t.clock.now += 4 * DAY;
    await work({ ticker: true });
    expect(await finished()).toEqual({ ada: 'removed', bea: 'removed' });
    t.clock.now += HOUR;
    await work({ ticker: true });
    expect(await runs()).toEqual([expect.objectContaining({ playName: 'Give up', matched: 2, done: 2 })]);

    const never = { name: 'Never mind', trigger: 'prospect_created', persona: 'VP', action: 'remove' };
    expect((await addPlay(never)).status).toBe(200);
    await addProspect('cy', 'VP Ops');
    await work();
    const [latest] = await runs();
    expect(latest).toMatchObject({
      playName: 'Never mind',
      matched: 1,
      done: 0,
      skipped: [{ reason: SKIP_NOT_IN_SEQUENCE, count: 1 }],
    });
  });

  it('an archived playbook or a disabled play does not act', async () => {
    const { t, cookie, playbook, vps, addPlay, addProspect, work, enrolledIn } = await setup();
    await addPlay({
      name: 'Off',
      trigger: 'prospect_created',
      persona: 'VP',
      action: 'enroll',
      enabled: false,
    });
    await addProspect('ada', 'VP Sales');
    await work();
    expect(await enrolledIn(vps.id)).toEqual([]);
    await t.db.update(gtmPlays).set({ enabled: true }).run();
    await t.request(`/api/gtm/playbooks/${playbook.id}/status`, {
      method: 'POST',
      cookie,
      json: { status: 'archived' },
    });
    await addProspect('bea', 'VP Sales');
    await work();
    expect(await enrolledIn(vps.id)).toEqual([]);
  });

  it.each([
    ['no_reply without days', { trigger: 'no_reply', action: 'set_status', status: 'lost' }, PLAY_NEEDS_DAYS],
    ['set_status without a status', { trigger: 'meeting_booked', action: 'set_status' }, PLAY_NEEDS_STATUS],
    [
      'an unknown persona',
      { trigger: 'meeting_booked', action: 'enroll', persona: 'CFO' },
      PLAY_UNKNOWN_PERSONA,
    ],
    [
      'create_task without a title',
      { trigger: 'meeting_booked', action: 'create_task', taskType: 'call', taskDueDays: 1 },
      PLAY_NEEDS_TASK_TITLE,
    ],
    ['enroll without a sequence', { trigger: 'meeting_booked', action: 'enroll' }, PLAY_NEEDS_SEQUENCE],
    ['remove without a sequence', { trigger: 'meeting_booked', action: 'remove' }, PLAY_NEEDS_SEQUENCE],
    [
      'a sequence of nobody',
      { trigger: 'meeting_booked', action: 'enroll', sequenceId: 'nope' },
      'not yours',
    ],
  ])('refuses %s with 400 and saves nothing', async (_label, play, message) => {
    const { t, addPlay } = await setup();
    const res = await addPlay({ name: 'Play', ...play });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(message);
    expect(await t.db.select().from(gtmPlays).all()).toEqual([]);
  });

  it('edits and deletes a play; another user sees 404', async () => {
    const { t, cookie, playbook, prep, addPlay } = await setup();
    const play = await json<{ id: string }>(
      await addPlay({ name: 'Booked', trigger: 'meeting_booked', action: 'enroll', sequenceId: prep.id }),
    );
    const path = `/api/gtm/playbooks/${playbook.id}/plays/${play.id}`;
    const edited = await t.request(path, {
      method: 'PUT',
      cookie,
      json: { name: 'Booked: won', trigger: 'meeting_booked', action: 'set_status', status: 'won' },
    });
    expect(await json(edited)).toMatchObject({
      name: 'Booked: won',
      action: 'set_status',
      status: 'won',
      sequenceId: null,
    });
    const other = await signedIn(t, 'other@example.com');
    expect((await t.request(path, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);
    expect(await json(await t.request(path, { method: 'DELETE', cookie }))).toEqual({ plays: [] });
  });
});

describe('the task and CRM actions', { timeout: 30_000 }, () => {
  it("creates one task for the prospect's owner, due in N days by the app clock, also when the job acts twice", async () => {
    const { t, user, addPlay, addProspect, work, runs } = await setup();
    const play = await addPlay({
      name: 'Call new VPs',
      trigger: 'prospect_created',
      persona: 'VP',
      action: 'create_task',
      taskTitle: 'Call the new VP',
      taskType: 'call',
      taskDueDays: 2,
    });
    expect(await json(play)).toMatchObject({
      taskTitle: 'Call the new VP',
      taskType: 'call',
      taskDueDays: 2,
    });
    const ada = await addProspect('ada', 'VP Sales');
    await addProspect('di', 'Engineer');
    // The first attempt makes the task, then its process ends before the log: the retry makes none
    // more and logs the task as this run's.
    const made = async () => t.db.select().from(tasks).all();
    const firstAttempt = endsAfterActing(t.db, async () => (await made()).length > 0);
    await expect(runPlayEvent(firstAttempt, await playJob(t, ada), t.clock.now)).rejects.toThrow(
      'the process ended',
    );
    expect(await runs()).toEqual([]);
    await work();
    expect(await made()).toEqual([
      expect.objectContaining({
        ownerId: user.id,
        prospectId: ada,
        title: 'Call the new VP',
        type: 'call',
        status: 'open',
        dueAt: new Date(t.clock.now + 2 * DAY),
      }),
    ]);
    // Two events: ada's (the task) and di's (not a VP: matched nobody).
    expect(await runs()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ matched: 1, done: 1, skipped: [] }),
        expect.objectContaining({ matched: 0, done: 0, skipped: [] }),
      ]),
    );
    // The play's targets lost (a task made by hand for the same key): the task exists, and the log says so.
    await t.db.delete(gtmPlayTargets).run();
    await t.db.delete(gtmTriggeredPlayRuns).run();
    await runPlayEvent(t.db, await playJob(t, ada), t.clock.now);
    expect(await made()).toHaveLength(1);
    expect(await runs()).toEqual([
      expect.objectContaining({ done: 0, skipped: [{ reason: SKIP_TASK_EXISTS, count: 1 }] }),
    ]);
  });

  it("shows the owner's play tasks in the Tasks list by due date with their play, and completes them once", async () => {
    const { t, user, cookie, playbook, addPlay, addProspect, work } = await setup();
    const later = await json<{ id: string }>(await addPlay(callNewVps(2)));
    await addPlay({
      name: 'Research new VPs',
      trigger: 'prospect_created',
      persona: 'VP',
      action: 'create_task',
      taskTitle: 'Read up on the account',
      taskType: 'todo',
      taskDueDays: 0,
    });
    const ada = await addProspect('ada', 'VP Sales');
    await work();
    type Listed = { id: string; dueAt: number; [field: string]: unknown };
    const list = async (c = cookie) =>
      (await json<{ tasks: Listed[] }>(await t.request('/api/outreach/tasks', { cookie: c }))).tasks;
    const made = t.clock.now;
    const open = await list();
    // Due today first, then the one due in two days (also listed before it is due).
    expect(open).toEqual([
      expect.objectContaining({
        source: 'play',
        title: 'Read up on the account',
        taskType: 'todo',
        kind: 'task',
        playName: 'Research new VPs',
        prospectId: ada,
        sequenceId: '',
        dueAt: made,
      }),
      expect.objectContaining({
        source: 'play',
        title: 'Call the new VP',
        taskType: 'call',
        kind: 'call',
        playId: later.id,
        playName: 'Call new VPs',
        prospectId: ada,
        email: 'ada@acme.example',
        dueAt: made + 2 * DAY,
      }),
    ]);

    const call = open[1]!;
    const complete = (c = cookie) =>
      t.request(`/api/outreach/tasks/${call.id}/complete`, { method: 'POST', cookie: c, json: {} });
    const other = await signedIn(t, 'other@example.com');
    expect(await list(other.cookie)).toEqual([]);
    const stolen = await complete(other.cookie);
    expect(stolen.status).toBe(404);
    expect(await json(stolen)).toEqual({ error: TASK_NOT_FOUND });

    t.clock.now += HOUR;
    expect(await json(await complete())).toEqual({ id: call.id, status: 'done' });
    expect(await t.db.select().from(tasks).where(eq(tasks.id, call.id)).get()).toMatchObject({
      ownerId: user.id,
      status: 'done',
      completedAt: new Date(t.clock.now),
    });
    expect((await complete()).status).toBe(404);
    expect((await list()).map((task) => task.title)).toEqual(['Read up on the account']);

    // The task outlives its play; the list then names no play.
    const research = open[0]!;
    const plays = `/api/gtm/playbooks/${playbook.id}/plays/${research.playId}`;
    expect((await t.request(plays, { method: 'DELETE', cookie })).status).toBe(200);
    expect(await list()).toEqual([
      expect.objectContaining({ id: research.id, playId: research.playId, playName: null }),
    ]);
  });

  it('lists due sequence steps and play tasks in one list by due date, each with its fields and phone', async () => {
    const { t, cookie, vps, addPlay, work } = await setup();
    // An active sequence: its steps are scheduled (a draft's are held), so the call step comes due.
    await t.request(`/api/sequences/${vps.id}/activate`, { method: 'POST', cookie, json: {} });
    await addPlay({ name: 'Enroll VPs', trigger: 'prospect_created', persona: 'VP', action: 'enroll' });
    const callPlay = await json<{ id: string }>(await addPlay(callNewVps(1)));
    const addVp = async (firstName: string, phone: string) => {
      const json_ = { firstName, title: 'VP Sales', email: `${firstName}@acme.example`, phone };
      return (
        await json<{ id: string }>(await t.request('/api/prospects', { method: 'POST', cookie, json: json_ }))
      ).id;
    };
    // The sequence's tick opens a call step when it comes due (the step is due on enrollment).
    const tick = () =>
      runSequenceTick({
        db: t.db,
        mailer: t.deps.services.mailer,
        now: t.deps.now,
        owner: 'test',
        random: () => 0,
      });
    const first = t.clock.now;
    const ada = await addVp('ada', '+1 555 0100');
    await work();
    await tick();
    t.clock.now += 2 * DAY;
    const second = t.clock.now;
    const bo = await addVp('bo', '');
    await work();
    await tick();

    const { tasks: listed } = await json<{ tasks: Record<string, unknown>[] }>(
      await t.request('/api/outreach/tasks', { cookie }),
    );
    const step = (prospectId: string, name: string, phone: string) => ({
      source: 'sequence',
      kind: 'call',
      sequenceId: vps.id,
      sequenceName: 'VPs',
      position: 1,
      prospectId,
      prospectName: name,
      email: `${name}@acme.example`,
      phone,
      text: 'Call',
      title: null,
      taskType: null,
      playId: null,
      playName: null,
    });
    const playTask = (prospectId: string, name: string, phone: string) => ({
      source: 'play',
      kind: 'call',
      sequenceId: '',
      sequenceName: '',
      prospectId,
      prospectName: name,
      email: `${name}@acme.example`,
      phone,
      title: 'Call the new VP',
      taskType: 'call',
      playId: callPlay.id,
      playName: 'Call new VPs',
    });
    // Interleaved by due date: Ada's step, Ada's play task a day later, Bo's step, Bo's play task.
    expect(listed).toEqual([
      expect.objectContaining({ ...step(ada, 'ada', '+1 555 0100'), dueAt: first }),
      expect.objectContaining({ ...playTask(ada, 'ada', '+1 555 0100'), dueAt: first + DAY }),
      expect.objectContaining({ ...step(bo, 'bo', ''), dueAt: second }),
      expect.objectContaining({ ...playTask(bo, 'bo', ''), dueAt: second + DAY }),
    ]);
  });

  it('without a connected CRM the push is logged as skipped with the reason and nothing fails', async () => {
    const { t, addPlay, addProspect, work, runs } = await setup();
    await addPlay({ name: 'To the CRM', trigger: 'prospect_created', action: 'push_crm' });
    await addProspect('ada', 'VP Sales');
    await work();
    expect(await runs()).toEqual([
      expect.objectContaining({
        matched: 1,
        done: 0,
        skipped: [{ reason: CRM_PUSH_NOT_CONNECTED, count: 1 }],
      }),
    ]);
    const all = await t.db.select({ kind: jobs.kind, status: jobs.status }).from(jobs).all();
    expect(all.filter((job) => job.kind === CRM_SYNC_JOB)).toEqual([]);
    expect(all.filter((job) => job.status !== 'done')).toEqual([]);
  });

  it('with a connected CRM the prospect is pushed through one queued sync; a second run pushes nothing more', async () => {
    const { t, user, cookie, addPlay, addProspect, work, runs } = await setup();
    await saveUserIntegration(t.db, user.id, 'hubspot', 'conn-hubspot', t.clock.now);
    const on = await t.request('/api/crm/settings', {
      method: 'PATCH',
      cookie,
      json: { enabled: true, provider: 'hubspot' },
    });
    expect(on.status).toBe(200);
    await addPlay({ name: 'To the CRM', trigger: 'prospect_created', action: 'push_crm' });
    const ada = await addProspect('ada', 'VP Sales');
    await work();
    await work();
    const syncs = async () =>
      (await t.db.select().from(jobs).where(eq(jobs.kind, CRM_SYNC_JOB)).all()).length;
    expect(await syncs()).toBe(1);
    const links = await t.db.select().from(crmSyncLinks).where(eq(crmSyncLinks.localId, ada)).all();
    expect(links).toHaveLength(1);
    expect(await runs()).toEqual([expect.objectContaining({ matched: 1, done: 1, skipped: [] })]);
    // The same event again (a retried job): logged once, no second sync queued.
    await runPlayEvent(t.db, await playJob(t, ada), t.clock.now);
    await work();
    expect(await syncs()).toBe(1);
    expect(await runs()).toHaveLength(1);
  });
});

describe('the reply-class trigger', { timeout: 30_000 }, () => {
  it('runs only the plays of the class the reply classifier announced', async () => {
    const { t, user, prep, addPlay, addProspect, work, enrolledIn, runs } = await setup();
    await addPlay({
      name: 'Interested',
      trigger: 'reply_class',
      replyClass: 'interested',
      action: 'enroll',
      sequenceId: prep.id,
    });
    await addPlay({
      name: 'Wrong person',
      trigger: 'reply_class',
      replyClass: 'wrong-person',
      action: 'set_status',
      status: 'lost',
    });
    const ada = await addProspect('ada', 'VP Sales');
    const classified = (replyClass: string) =>
      emitWebhookEvent(t.db, {
        ownerId: user.id,
        type: 'reply.classified',
        data: { prospectId: ada, class: replyClass },
        now: t.clock.now,
      });
    await classified('out-of-office');
    await work();
    expect(await runs(), 'no play of that class').toEqual([]);
    await classified('interested');
    await work();
    expect(await enrolledIn(prep.id)).toEqual(['ada']);
    expect(await runs()).toEqual([expect.objectContaining({ playName: 'Interested', done: 1 })]);
    const [row] = await t.db.select({ status: prospects.status }).from(prospects).all();
    expect(row?.status).toBe('new');
  });
});

describe('which events start which plays', { timeout: 30_000 }, () => {
  it.each([
    ['prospect.created', { prospect: { id: 'p1' } }, 'prospect_created'],
    ['meeting.booked', { prospectId: 'p1' }, 'meeting_booked'],
    ['reply.classified', { prospectId: 'p1', class: 'interested' }, 'reply_class'],
    ['meeting.booked', { prospectId: null, email: 'x@y.example' }, null],
    ['prospect.updated', { prospect: { id: 'p1' } }, null],
    ['reply.received', { prospectId: 'p1' }, null],
    ['email.bounced', { prospectId: 'p1' }, null],
  ] as const)('%s %j → %s', async (type, data, trigger) => {
    const t = createTestApp();
    const { user } = await signedIn(t);
    const at = new Date(t.clock.now);
    await t.db
      .insert(gtmPlaybooks)
      .values({
        id: 'pb',
        ownerId: user.id,
        name: 'All',
        profile: emptyProfile(),
        personas: [],
        messaging: { valuePropositions: [], proofPoints: [] },
        scoringRules: [],
        createdAt: at,
        updatedAt: at,
      })
      .run();
    for (const kind of ['prospect_created', 'meeting_booked', 'reply_class'] as const)
      await t.db
        .insert(gtmPlays)
        .values({
          id: kind,
          ownerId: user.id,
          playbookId: 'pb',
          name: kind,
          trigger: kind,
          titles: [],
          action: 'set_status',
          status: 'won',
          createdAt: at,
          updatedAt: at,
        })
        .run();
    await recordPlayEventOf(t.db, { ownerId: user.id, type, data, now: t.clock.now });
    const queued = await t.db.select().from(jobs).where(eq(jobs.kind, GTM_PLAY_EVENT_JOB)).all();
    expect(queued.map((job) => (JSON.parse(job.payload) as PlayEventPayload).trigger)).toEqual(
      trigger ? [trigger] : [],
    );
  });
});

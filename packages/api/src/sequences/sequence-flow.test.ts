import { ENROLLMENT_NOT_FOUND, TASK_NOT_FOUND } from '@leadpath/core/schemas/sequences';
import { companies, insertLeads, prospects } from '@leadpath/db';
import { describe, expect, it } from 'vitest';
import { createSequence, json, type SequenceAnswer, signedIn } from '../testing/outreach-fixtures.ts';
import { createTestApp } from '../testing/test-app.ts';
import { runSequenceTick } from './engine/tick.ts';
import { PREVIEW_PROSPECT_LIMIT } from './enrollments.ts';

const DAY = 86_400_000;
type TestApp = ReturnType<typeof createTestApp>;

interface PreviewRow {
  prospectId: string;
  prospectName: string;
  position: number;
  kind: string;
  variantLabel: string | null;
  dueAt: number;
  missing: string[];
}

function tick(t: TestApp) {
  return runSequenceTick({
    db: t.db,
    mailer: t.deps.services.mailer,
    now: t.deps.now,
    owner: 'test',
    random: () => 0,
  });
}

/** A sender with a 24/7 window and no gaps, three prospects (one without a company) and a sequence. */
async function setUp() {
  const t = createTestApp();
  const { user, cookie } = await signedIn(t);
  await t.request('/api/edit-profile', {
    method: 'PATCH',
    cookie,
    json: { name: 'Pat Sender', companyName: 'Sendco', location: '', bio: '' },
  });
  const settings = await t.request('/api/outreach/settings', {
    method: 'PATCH',
    cookie,
    json: {
      startTime: '00:00',
      endTime: '23:59',
      excludedDays: [],
      minGapSeconds: 0,
      jitterSeconds: 0,
      timezone: { value: 'UTC', label: 'UTC', offset: 0, abbrev: 'UTC', altName: 'UTC' },
      useProspectTimeZone: false,
    },
  });
  expect(settings.status).toBe(200);
  const now = new Date(t.clock.now);
  await t.db
    .insert(companies)
    .values({ id: 'c1', ownerId: user.id, name: 'Acme', createdAt: now, updatedAt: now })
    .run();
  const people = [
    { id: 'p1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@acme.example', companyId: 'c1' },
    { id: 'p2', firstName: 'Grace', lastName: 'Hopper', email: 'grace@acme.example', companyId: 'c1' },
    { id: 'p3', firstName: 'Alan', lastName: 'Turing', email: 'alan@example.org', companyId: null },
  ];
  for (const person of people)
    await t.db
      .insert(prospects)
      .values({ ...person, ownerId: user.id, createdAt: now, updatedAt: now })
      .run();
  const sequence = await createSequence(t, cookie, {
    name: 'Launch',
    steps: [
      {
        kind: 'auto_email',
        variants: [
          {
            subject: 'Hello {{prospect_first_name}}',
            body: 'Hi {{prospect_first_name}}, {{my_name}} of {{my_company_name}}.',
          },
          { subject: 'A question', body: 'Hi {{prospect_first_name}}, one question.' },
        ],
      },
      {
        kind: 'call',
        delayDays: 1,
        businessDays: false,
        body: 'Call {{prospect_first_name}} at {{prospect_company_name}}',
      },
      {
        kind: 'auto_email',
        delayDays: 2,
        businessDays: false,
        sameThread: true,
        variants: [{ body: 'Following up.' }],
      },
    ],
  });
  return { t, user, cookie, sequence };
}

describe('a sequence through the API, on a driven clock', () => {
  it('previews, enrolls, sends on the tick, counts results, opens and completes tasks, stops on a reply', async () => {
    const { t, cookie, sequence } = await setUp();
    const id = sequence.id;
    const start = t.clock.now;
    const activate = await t.request(`/api/sequences/${id}/activate`, { method: 'POST', cookie, json: {} });
    expect(activate.status).toBe(200);

    // The preview by filter: every prospect, every step, in order, A/B split evenly, nothing enrolled.
    const preview = await t.request(`/api/sequences/${id}/schedule-preview`, {
      method: 'POST',
      cookie,
      json: { filter: {} },
    });
    expect(preview.status).toBe(200);
    const { rows, prospectCount, truncated } = await json<{
      rows: PreviewRow[];
      prospectCount: number;
      truncated: boolean;
    }>(preview);
    expect({ prospectCount, truncated }).toEqual({ prospectCount: 3, truncated: false });
    expect(rows).toHaveLength(9);
    expect(rows.map((row) => row.dueAt)).toEqual([...rows.map((row) => row.dueAt)].sort((a, b) => a - b));
    for (const prospectId of ['p1', 'p2', 'p3']) {
      const own = rows.filter((row) => row.prospectId === prospectId);
      expect(own.map((row) => [row.position, row.kind])).toEqual([
        [1, 'auto_email'],
        [2, 'call'],
        [3, 'auto_email'],
      ]);
      expect(own[0]!.dueAt).toBeGreaterThanOrEqual(start);
      expect(own[1]!.dueAt).toBeGreaterThanOrEqual(own[0]!.dueAt + DAY);
      expect(own[2]!.dueAt).toBeGreaterThanOrEqual(own[1]!.dueAt + 2 * DAY);
    }
    const firstLabels = rows.filter((row) => row.position === 1).map((row) => row.variantLabel);
    expect(firstLabels.filter((label) => label === 'A')).toHaveLength(2);
    expect(firstLabels.filter((label) => label === 'B')).toHaveLength(1);
    // Alan has no company: the call step's {{prospect_company_name}} is missing.
    expect(rows.find((row) => row.prospectId === 'p3' && row.position === 2)?.missing).toEqual([
      'prospect_company_name',
    ]);
    expect(await json(await t.request(`/api/sequences/${id}/enrollments`, { cookie }))).toEqual({
      enrollments: [],
      total: 0,
    });

    // Enroll by ids; an unknown id is skipped with its reason.
    const enrolled = await json<{ enrolled: string[]; skipped: { prospectId: string; reason: string }[] }>(
      await t.request(`/api/sequences/${id}/enrollments`, {
        method: 'POST',
        cookie,
        json: { prospectIds: ['p1', 'p2', 'p3', 'nobody'] },
      }),
    );
    expect(enrolled.enrolled.sort()).toEqual(['p1', 'p2', 'p3']);
    expect(enrolled.skipped).toEqual([{ prospectId: 'nobody', reason: 'Prospect not found' }]);
    const schedule = await json<{ rows: PreviewRow[] }>(
      await t.request(`/api/sequences/${id}/schedule`, { cookie }),
    );
    expect(schedule.rows.filter((row) => row.position === 1)).toHaveLength(3);

    // One tick sends the three first emails, placeholders filled.
    await tick(t);
    const outbox = await json<{ messages: { to: string[]; subject: string; text: string }[] }>(
      await t.request('/api/mailboxes/outbox', { cookie }),
    );
    const sent = outbox.messages.filter((message) =>
      ['ada@acme.example', 'grace@acme.example', 'alan@example.org'].includes(message.to[0] ?? ''),
    );
    expect(sent).toHaveLength(3);
    const toAda = sent.find((message) => message.to[0] === 'ada@acme.example')!;
    expect(toAda.subject).toBe('Hello Ada');
    expect(toAda.text).toContain('Hi Ada, Pat Sender of Sendco.');

    const list = await json<{ enrollments: Record<string, unknown>[]; total: number }>(
      await t.request(`/api/sequences/${id}/enrollments`, { cookie }),
    );
    expect(list.enrollments).toHaveLength(3);
    expect(list.total).toBe(3);
    expect(list.enrollments.find((e) => e.prospectId === 'p1')).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@acme.example',
      company: 'Acme',
      status: 'active',
      finishReason: null,
      currentStep: 2,
      enrolledAt: start,
    });

    // Ada replies: her enrollment finishes, the results count it, her timeline shows it.
    const signal = await t.request('/api/prospects/p1/outreach-signal', {
      method: 'POST',
      cookie,
      json: { kind: 'replied' },
    });
    expect(await json(signal)).toEqual({ finished: 1, status: 'replied' });
    const stats = await json<{
      totals: Record<string, number>;
      steps: {
        position: number;
        sent: number;
        variants: { label: string; sent: number; enrolled: number }[];
      }[];
      daily: { date: string; sent: number; replied: number }[];
    }>(await t.request(`/api/sequences/${id}/stats`, { cookie }));
    expect(stats.totals).toEqual({
      enrolled: 3,
      sent: 3,
      replied: 1,
      bounced: 0,
      unsubscribed: 0,
      meetings: 0,
    });
    expect(stats.steps[0]!.sent).toBe(3);
    expect(stats.steps[0]!.variants.map((v) => [v.label, v.sent, v.enrolled])).toEqual([
      ['A', 2, 2],
      ['B', 1, 1],
    ]);
    expect(stats.daily).toEqual([{ date: '2026-11-23', sent: 3, replied: 1 }]);
    const activity = await json<{
      events: { kind: string; sequenceName: string; stepPosition: number | null }[];
    }>(await t.request('/api/prospects/p1/activity', { cookie }));
    expect(activity.events.map((event) => event.kind)).toEqual(
      expect.arrayContaining(['enrolled', 'sent', 'replied']),
    );
    expect(activity.events[0]).toMatchObject({ sequenceName: 'Launch' });
    const summary = await json<{ sequences: Record<string, unknown>[] }>(
      await t.request('/api/sequences', { cookie }),
    );
    expect(summary.sequences[0]).toMatchObject({ activeCount: 2, finishedCount: 1, sent: 3, replied: 1 });

    // A day later the call steps of Grace and Alan come due as tasks.
    expect(await json(await t.request('/api/outreach/tasks', { cookie }))).toEqual({ tasks: [] });
    t.clock.now += DAY + 60_000;
    await tick(t);
    const { tasks } = await json<{
      tasks: { id: string; prospectId: string; text: string; missing: string[] }[];
    }>(await t.request('/api/outreach/tasks', { cookie }));
    expect(tasks.map((task) => task.prospectId).sort()).toEqual(['p2', 'p3']);
    expect(tasks.find((task) => task.prospectId === 'p2')).toMatchObject({
      text: 'Call Grace at Acme',
      missing: [],
      source: 'sequence',
      title: null,
      playName: null,
    });
    expect(tasks.find((task) => task.prospectId === 'p3')?.missing).toEqual(['prospect_company_name']);

    const grace = tasks.find((task) => task.prospectId === 'p2')!;
    const other = await signedIn(t, 'other@example.com');
    const stolen = await t.request(`/api/outreach/tasks/${grace.id}/complete`, {
      method: 'POST',
      cookie: other.cookie,
      json: {},
    });
    expect(stolen.status).toBe(404);
    expect(await json(stolen)).toEqual({ error: TASK_NOT_FOUND });
    const done = await t.request(`/api/outreach/tasks/${grace.id}/complete`, {
      method: 'POST',
      cookie,
      json: {},
    });
    expect(await json(done)).toEqual({ id: grace.id, status: 'done' });
    const again = await t.request(`/api/outreach/tasks/${grace.id}/complete`, {
      method: 'POST',
      cookie,
      json: {},
    });
    expect(again.status).toBe(404);
    const left = await json<{ tasks: { prospectId: string }[] }>(
      await t.request('/api/outreach/tasks', { cookie }),
    );
    expect(left.tasks.map((task) => task.prospectId)).toEqual(['p3']);
  });

  it('previews the first 200 prospects of a larger choice and says how many there are', {
    timeout: 30_000,
  }, async () => {
    const { t, user, cookie, sequence } = await setUp();
    await insertLeads(t.db, user.id, { companies: 3, prospects: 250 }, { now: t.clock.now });
    const preview = await json<{ rows: PreviewRow[]; prospectCount: number; truncated: boolean }>(
      await t.request(`/api/sequences/${sequence.id}/schedule-preview`, {
        method: 'POST',
        cookie,
        json: { filter: {} },
      }),
    );
    expect(preview.prospectCount).toBe(253);
    expect(preview.truncated).toBe(true);
    expect(new Set(preview.rows.map((row) => row.prospectId)).size).toBe(PREVIEW_PROSPECT_LIMIT);
  });

  it('pauses, resumes and removes one enrollment', async () => {
    const { t, cookie, sequence } = await setUp();
    const id = sequence.id;
    await t.request(`/api/sequences/${id}/activate`, { method: 'POST', cookie, json: {} });
    await t.request(`/api/sequences/${id}/enrollments`, {
      method: 'POST',
      cookie,
      json: { prospectIds: ['p1'] },
    });
    const path = `/api/sequences/${id}/enrollments/p1`;
    expect(await json(await t.request(`${path}/pause`, { method: 'POST', cookie, json: {} }))).toEqual({
      prospectId: 'p1',
      status: 'paused',
      finishReason: null,
    });
    await tick(t);
    const outbox = await json<{ messages: { to: string[] }[] }>(
      await t.request('/api/mailboxes/outbox', { cookie }),
    );
    expect(outbox.messages.filter((message) => message.to[0] === 'ada@acme.example')).toEqual([]);
    expect(await json(await t.request(`${path}/resume`, { method: 'POST', cookie, json: {} }))).toMatchObject(
      {
        status: 'active',
      },
    );
    const removed = await t.request(path, { method: 'DELETE', cookie });
    expect(await json(removed)).toEqual({ prospectId: 'p1', status: 'finished', finishReason: 'removed' });
    const missing = await t.request(`/api/sequences/${id}/enrollments/p2`, { method: 'DELETE', cookie });
    expect(missing.status).toBe(404);
    expect(await json(missing)).toEqual({ error: ENROLLMENT_NOT_FOUND });
  });

  it('refuses to delete a step prospects wait on, and changes nothing', async () => {
    const { t, cookie, sequence } = await setUp();
    const id = sequence.id;
    await t.request(`/api/sequences/${id}/enrollments`, {
      method: 'POST',
      cookie,
      json: { prospectIds: ['p1'] },
    });
    const [, call, follow] = sequence.steps;
    const res = await t.request(`/api/sequences/${id}`, {
      method: 'PATCH',
      cookie,
      json: {
        steps: [
          { id: call!.id, kind: 'call', body: 'Call' },
          { id: follow!.id, kind: 'auto_email', variants: [{ subject: 'Hi', body: 'x' }] },
        ],
      },
    });
    expect(res.status).toBe(409);
    expect(await json(res)).toEqual({
      error: 'Prospects are waiting on step 1: remove them from the sequence before deleting the step',
    });
    const after = await json<SequenceAnswer>(await t.request(`/api/sequences/${id}`, { cookie }));
    expect(after).toEqual(sequence);
  });
});

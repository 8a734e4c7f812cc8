import { keyLacksPermission } from '@leadpath/core';
import {
  DELAY_RANGE,
  EMAIL_BODY_REQUIRED,
  ENROLL_CHOOSE_PROSPECTS,
  ENROLL_TOO_MANY,
  SAME_THREAD_NEEDS_EMAIL,
  SEQUENCE_NAME_REQUIRED,
  SEQUENCE_NOT_FOUND,
  STEPS_RANGE,
  SUBJECT_REQUIRED,
  VARIANT_REQUIRED,
  VARIANTS_MAX,
  VARIANTS_ONLY_EMAIL,
} from '@leadpath/core/schemas/sequences';
import { insertLeads, sequenceSteps, sequenceStepVariants, sequences } from '@leadpath/db';
import { describe, expect, it } from 'vitest';
import { bearer, createApiKey, userWithKey } from '../testing/api-keys.ts';
import { json, type SequenceAnswer, signedIn, threeSteps } from '../testing/outreach-fixtures.ts';
import { createTestApp } from '../testing/test-app.ts';
import { PICK_A_PLAN } from '../trpc.ts';

const DAY = 86_400_000;

type TestApp = ReturnType<typeof createTestApp>;

async function countRows(t: TestApp) {
  return {
    sequences: (await t.db.select().from(sequences).all()).length,
    steps: (await t.db.select().from(sequenceSteps).all()).length,
    variants: (await t.db.select().from(sequenceStepVariants).all()).length,
  };
}

describe('sequences CRUD', () => {
  it('creates a draft with its steps and variants labelled A, B; lists, edits keeping ids, deletes', async () => {
    const t = createTestApp();
    const { cookie } = await signedIn(t);
    const created = await t.request('/api/sequences', {
      method: 'POST',
      cookie,
      json: { name: '  Q4 outbound ', steps: threeSteps },
    });
    expect(created.status).toBe(200);
    const sequence = await json<SequenceAnswer>(created);
    expect(sequence).toMatchObject({
      name: 'Q4 outbound',
      status: 'draft',
      stopForCompany: false,
      steps: [
        { position: 1, kind: 'auto_email', delayDays: 0, businessDays: true, sameThread: false },
        {
          position: 2,
          kind: 'call',
          delayDays: 2,
          body: 'Call {{prospect_first_name}} about {{prospect_company_name}}',
        },
        { position: 3, kind: 'auto_email', delayDays: 3, businessDays: false, sameThread: true },
      ],
    });
    expect(sequence.steps[0]!.variants.map((v) => [v.label, v.subject])).toEqual([
      ['A', 'Hello {{prospect_first_name}}'],
      ['B', 'Quick question'],
    ]);
    expect(sequence.steps[1]!.variants).toEqual([]);

    const list = await json<{ sequences: Record<string, unknown>[] }>(
      await t.request('/api/sequences', { cookie }),
    );
    expect(list.sequences).toEqual([
      expect.objectContaining({
        id: sequence.id,
        name: 'Q4 outbound',
        status: 'draft',
        stepCount: 3,
        activeCount: 0,
        finishedCount: 0,
        sent: 0,
        replied: 0,
      }),
    ]);

    // Steps replaced: the first kept (variant B dropped, A kept), the call removed, a task added first.
    const [first, , third] = sequence.steps;
    const patched = await t.request(`/api/sequences/${sequence.id}`, {
      method: 'PATCH',
      cookie,
      json: {
        stopForCompany: true,
        steps: [
          { kind: 'task', body: 'Research {{prospect_company_name}}' },
          {
            id: first!.id,
            kind: 'auto_email',
            delayDays: 1,
            variants: [
              { id: first!.variants[0]!.id, subject: 'Hello again', body: 'Hi {{prospect_first_name}}' },
            ],
          },
          { ...threeSteps[2], id: third!.id },
        ],
      },
    });
    expect(patched.status).toBe(200);
    const edited = await json<SequenceAnswer>(patched);
    expect(edited.name).toBe('Q4 outbound');
    expect(edited.stopForCompany).toBe(true);
    expect(edited.steps.map((s) => [s.position, s.kind])).toEqual([
      [1, 'task'],
      [2, 'auto_email'],
      [3, 'auto_email'],
    ]);
    expect(edited.steps[1]!.id).toBe(first!.id);
    expect(edited.steps[1]!.variants).toEqual([
      { id: first!.variants[0]!.id, label: 'A', subject: 'Hello again', body: 'Hi {{prospect_first_name}}' },
    ]);
    expect(edited.steps[2]!.id).toBe(third!.id);
    expect(await countRows(t)).toEqual({ sequences: 1, steps: 3, variants: 2 });

    // A name alone changes only the name.
    const renamed = await json<SequenceAnswer>(
      await t.request(`/api/sequences/${sequence.id}`, {
        method: 'PATCH',
        cookie,
        json: { name: 'Renamed' },
      }),
    );
    expect(renamed).toMatchObject({ name: 'Renamed', stopForCompany: true });
    expect(renamed.steps).toEqual(edited.steps);

    const deleted = await t.request(`/api/sequences/${sequence.id}`, { method: 'DELETE', cookie });
    expect(await json(deleted)).toEqual({ deleted: true });
    const gone = await t.request(`/api/sequences/${sequence.id}`, { cookie });
    expect(gone.status).toBe(404);
    expect(await json(gone)).toEqual({ error: SEQUENCE_NOT_FOUND });
    expect(await countRows(t)).toEqual({ sequences: 0, steps: 0, variants: 0 });
  });

  it('activates and pauses a sequence', async () => {
    const t = createTestApp();
    const { cookie } = await signedIn(t);
    const { id } = await json<SequenceAnswer>(
      await t.request('/api/sequences', { method: 'POST', cookie, json: { name: 'S', steps: threeSteps } }),
    );
    const active = await t.request(`/api/sequences/${id}/activate`, { method: 'POST', cookie, json: {} });
    expect(await json(active)).toMatchObject({ id, status: 'active' });
    const paused = await t.request(`/api/sequences/${id}/pause`, { method: 'POST', cookie, json: {} });
    expect(await json(paused)).toMatchObject({ id, status: 'paused' });
  });
});

describe('sequence validation', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    [
      'an unknown placeholder in a body',
      {
        name: 'S',
        steps: [{ kind: 'auto_email', variants: [{ subject: 'Hi', body: 'Hi {{first_name}}' }] }],
      },
      'Unknown placeholder {{first_name}}',
      'steps.0.variants.0.body',
    ],
    [
      'an unknown placeholder in a subject (the first unknown one)',
      {
        name: 'S',
        steps: [{ kind: 'auto_email', variants: [{ subject: '{{my_name}} {{nope}} {{worse}}', body: 'x' }] }],
      },
      'Unknown placeholder {{nope}}',
      'steps.0.variants.0.subject',
    ],
    [
      'an unknown placeholder in a task',
      { name: 'S', steps: [{ kind: 'call', body: 'Ask for {{ prospect_phone }}' }] },
      'Unknown placeholder {{prospect_phone}}',
      'steps.0.body',
    ],
    ['no name', { name: '  ', steps: [{ kind: 'call' }] }, SEQUENCE_NAME_REQUIRED, 'name'],
    ['no steps', { name: 'S', steps: [] }, STEPS_RANGE, 'steps'],
    [
      '21 steps',
      { name: 'S', steps: Array.from({ length: 21 }, () => ({ kind: 'call' })) },
      STEPS_RANGE,
      'steps',
    ],
    [
      'a delay over 365',
      { name: 'S', steps: [{ kind: 'call', delayDays: 366 }] },
      DELAY_RANGE,
      'steps.0.delayDays',
    ],
    [
      'a negative delay',
      { name: 'S', steps: [{ kind: 'call', delayDays: -1 }] },
      DELAY_RANGE,
      'steps.0.delayDays',
    ],
    [
      'an email without variants',
      { name: 'S', steps: [{ kind: 'auto_email' }] },
      VARIANT_REQUIRED,
      'steps.0.variants',
    ],
    [
      'an email without a subject',
      { name: 'S', steps: [{ kind: 'auto_email', variants: [{ subject: ' ', body: 'x' }] }] },
      SUBJECT_REQUIRED,
      'steps.0.variants.0.subject',
    ],
    [
      'an email without a body',
      { name: 'S', steps: [{ kind: 'manual_email', variants: [{ subject: 'Hi', body: '' }] }] },
      EMAIL_BODY_REQUIRED,
      'steps.0.variants.0.body',
    ],
    [
      'six variants',
      {
        name: 'S',
        steps: [
          { kind: 'auto_email', variants: Array.from({ length: 6 }, () => ({ subject: 's', body: 'b' })) },
        ],
      },
      VARIANTS_MAX,
      'steps.0.variants',
    ],
    [
      'variants on a call',
      { name: 'S', steps: [{ kind: 'call', variants: [{ subject: 's', body: 'b' }] }] },
      VARIANTS_ONLY_EMAIL,
      'steps.0.variants',
    ],
    [
      'a same-thread first email',
      {
        name: 'S',
        steps: [{ kind: 'call' }, { kind: 'auto_email', sameThread: true, variants: [{ body: 'b' }] }],
      },
      SAME_THREAD_NEEDS_EMAIL,
      'steps.1.sameThread',
    ],
  ];

  it.each(cases)('refuses %s with its message and creates nothing', async (_, body, message, path) => {
    const t = createTestApp();
    const { cookie } = await signedIn(t);
    const res = await t.request('/api/sequences', { method: 'POST', cookie, json: body });
    expect(res.status).toBe(400);
    const answer = await json<{ error: string; issues: { path: string; message: string }[] }>(res);
    expect(answer.error).toBe(message);
    expect(answer.issues).toContainEqual({ path, message });
    expect(await countRows(t)).toEqual({ sequences: 0, steps: 0, variants: 0 });
  });

  it('an edit with an unknown placeholder changes nothing', async () => {
    const t = createTestApp();
    const { cookie } = await signedIn(t);
    const before = await json<SequenceAnswer>(
      await t.request('/api/sequences', { method: 'POST', cookie, json: { name: 'S', steps: threeSteps } }),
    );
    const res = await t.request(`/api/sequences/${before.id}`, {
      method: 'PATCH',
      cookie,
      json: { name: 'Changed', steps: [{ kind: 'call', body: 'Hi {{nickname}}' }] },
    });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ error: 'Unknown placeholder {{nickname}}' });
    const after = await json<SequenceAnswer>(await t.request(`/api/sequences/${before.id}`, { cookie }));
    expect(after).toEqual(before);
  });

  it('the same message reaches a tRPC caller', async () => {
    const t = createTestApp();
    const { cookie } = await signedIn(t);
    const res = await t.request('/trpc/sequences.create', {
      method: 'POST',
      cookie,
      json: { name: 'S', steps: [{ kind: 'task', body: '{{unknown_thing}}' }] },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('Unknown placeholder {{unknown_thing}}');
  });
});

describe("another user's sequence", () => {
  it('is 404 on every path and stays as it was', async () => {
    const t = createTestApp();
    const owner = await signedIn(t, 'owner@example.com');
    const sequence = await json<SequenceAnswer>(
      await t.request('/api/sequences', {
        method: 'POST',
        cookie: owner.cookie,
        json: { name: 'Owner only', steps: threeSteps },
      }),
    );
    const intruder = await signedIn(t, 'intruder@example.com');
    const cookie = intruder.cookie;
    const id = sequence.id;
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/sequences/${id}`],
      ['PATCH', `/api/sequences/${id}`, { name: 'Mine now' }],
      ['DELETE', `/api/sequences/${id}`],
      ['POST', `/api/sequences/${id}/activate`, {}],
      ['POST', `/api/sequences/${id}/pause`, {}],
      ['GET', `/api/sequences/${id}/enrollments`],
      ['POST', `/api/sequences/${id}/enrollments`, { prospectIds: ['p'] }],
      ['POST', `/api/sequences/${id}/schedule-preview`, { prospectIds: ['p'] }],
      ['GET', `/api/sequences/${id}/schedule`],
      ['GET', `/api/sequences/${id}/stats`],
      ['DELETE', `/api/sequences/${id}/enrollments/p`],
      ['POST', `/api/sequences/${id}/enrollments/p/pause`, {}],
    ];
    for (const [method, path, body] of calls) {
      const res = await t.request(path, { method, cookie, json: body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await json(res), `${method} ${path}`).toEqual({ error: SEQUENCE_NOT_FOUND });
    }
    expect(await json(await t.request('/api/sequences', { cookie }))).toEqual({ sequences: [] });
    const after = await json<SequenceAnswer>(
      await t.request(`/api/sequences/${id}`, { cookie: owner.cookie }),
    );
    expect(after).toEqual(sequence);
  });
});

describe('the custom-outreach gate', () => {
  const plans = [
    ['Free in trial', { role: 'Free', trialEndDate: 7 }, 200],
    ['Free expired', { role: 'Free', trialEndDate: -1 }, 403],
    ['Starter', { role: 'Starter' }, 200],
    ['Premium', { role: 'Premium' }, 200],
    ['Pro', { role: 'Pro' }, 200],
    ['Admin', { role: 'Admin' }, 200],
  ] as const;

  it.each(plans)('%s: %s', async (label, fields, status) => {
    const t = createTestApp();
    const email = `${label.replaceAll(' ', '-').toLowerCase()}@example.com`;
    await t.createUser({
      email,
      name: label,
      role: fields.role,
      ...('trialEndDate' in fields
        ? { trialEndDate: new Date(t.clock.now + fields.trialEndDate * DAY) }
        : {}),
    });
    const cookie = await t.signIn(email);
    for (const [method, path, body] of [
      ['GET', '/api/sequences'],
      ['POST', '/api/sequences', { name: 'S', steps: threeSteps }],
      ['GET', '/api/outreach/settings'],
      ['GET', '/api/outreach/tasks'],
    ] as const) {
      const res = await t.request(path, { method, cookie, json: body });
      expect(res.status, `${method} ${path}`).toBe(status);
      if (status === 403) expect(await json(res)).toEqual({ error: PICK_A_PLAN });
    }
    if (status === 403) expect((await countRows(t)).sequences).toBe(0);
  });
});

describe('REST with API keys', () => {
  it('campaigns:read reads, campaigns:write writes, other keys are refused', async () => {
    const t = createTestApp();
    await t.createUser({ email: 'dev@example.com', name: 'Dev', role: 'Pro' });
    const reader = await userWithKey(t, 'dev@example.com', {
      name: 'reader',
      permissions: ['campaigns:read'],
    });
    const cookie = reader.cookie;
    const writer = await createApiKey(t, cookie, { name: 'writer', permissions: ['campaigns:write'] });
    const leads = await createApiKey(t, cookie, { name: 'leads', permissions: ['leads:read'] });

    const created = await t.request('/api/sequences', {
      method: 'POST',
      headers: bearer(writer.key),
      json: { name: 'By API', steps: threeSteps },
    });
    expect(created.status).toBe(200);
    const { id } = await json<SequenceAnswer>(created);

    const read = await t.request(`/api/sequences/${id}`, { headers: bearer(reader.key) });
    expect(read.status).toBe(200);
    expect(await json(read)).toMatchObject({ id, name: 'By API' });
    expect((await t.request('/api/sequences', { headers: bearer(reader.key) })).status).toBe(200);
    expect((await t.request(`/api/sequences/${id}/stats`, { headers: bearer(reader.key) })).status).toBe(200);
    expect((await t.request('/api/outreach/settings', { headers: bearer(reader.key) })).status).toBe(200);

    const refusedWrite = await t.request(`/api/sequences/${id}`, {
      method: 'PATCH',
      headers: bearer(reader.key),
      json: { name: 'Nope' },
    });
    expect(refusedWrite.status).toBe(403);
    expect(await json(refusedWrite)).toEqual({ error: keyLacksPermission('campaigns:write') });

    const refusedRead = await t.request('/api/sequences', { headers: bearer(leads.key) });
    expect(refusedRead.status).toBe(403);
    expect(await json(refusedRead)).toEqual({ error: keyLacksPermission('campaigns:read') });
    const refusedSettings = await t.request('/api/outreach/settings', {
      method: 'PATCH',
      headers: bearer(leads.key),
      json: { dailyCap: 10 },
    });
    expect(refusedSettings.status).toBe(403);
    expect(await json(refusedSettings)).toEqual({ error: keyLacksPermission('campaigns:write') });

    const after = await json<SequenceAnswer>(await t.request(`/api/sequences/${id}`, { cookie }));
    expect(after.name).toBe('By API');
  });
});

describe('enrollment input', () => {
  it('takes ids or a filter, not both nor neither', async () => {
    const t = createTestApp();
    const { cookie } = await signedIn(t);
    const { id } = await json<SequenceAnswer>(
      await t.request('/api/sequences', { method: 'POST', cookie, json: { name: 'S', steps: threeSteps } }),
    );
    for (const body of [{}, { prospectIds: ['a'], filter: { status: ['new'] } }, { prospectIds: [] }]) {
      const res = await t.request(`/api/sequences/${id}/enrollments`, { method: 'POST', cookie, json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await json(res)).toMatchObject({ error: ENROLL_CHOOSE_PROSPECTS });
    }
  });

  it('refuses a filter matching more than 10,000 prospects, and enrolls nobody', {
    timeout: 60_000,
  }, async () => {
    const t = createTestApp();
    const { user, cookie } = await signedIn(t);
    await insertLeads(t.db, user.id, { companies: 2, prospects: 10_001 }, { now: t.clock.now });
    const { id } = await json<SequenceAnswer>(
      await t.request('/api/sequences', { method: 'POST', cookie, json: { name: 'S', steps: threeSteps } }),
    );
    for (const path of [`/api/sequences/${id}/enrollments`, `/api/sequences/${id}/schedule-preview`]) {
      const res = await t.request(path, { method: 'POST', cookie, json: { filter: {} } });
      expect(res.status, path).toBe(400);
      expect(await json(res)).toEqual({ error: ENROLL_TOO_MANY });
    }
    const enrollments = await json<{ enrollments: unknown[] }>(
      await t.request(`/api/sequences/${id}/enrollments`, { cookie }),
    );
    expect(enrollments.enrollments).toEqual([]);
    const tooManyIds = await t.request(`/api/sequences/${id}/enrollments`, {
      method: 'POST',
      cookie,
      json: { prospectIds: Array.from({ length: 10_001 }, (_, i) => `p${i}`) },
    });
    expect(tooManyIds.status).toBe(400);
    expect(await json(tooManyIds)).toMatchObject({ error: ENROLL_TOO_MANY });
  });
});

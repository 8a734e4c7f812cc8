import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

const A = '/api/admin/ai-training';

async function setup() {
  const t = createTestApp();
  await t.createUser({ email: 'admin@example.com', name: 'Ada', role: 'Admin' });
  await t.createUser({ email: 'pro@example.com', name: 'Priya', role: 'Pro' });
  const cookie = await t.signIn('admin@example.com');
  const call = async (path: string, method = 'GET', json?: unknown) => {
    const res = await t.request(`${A}${path}`, { method, cookie, json });
    // A second between actions, as between a person's clicks: lists are newest first.
    t.clock.now += 1000;
    // biome-ignore lint/suspicious/noExplicitAny: JSON answers, checked field by field below
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  return { t, cookie, call };
}

type Call = Awaited<ReturnType<typeof setup>>['call'];

async function newDraft(call: Call, changes: Record<string, unknown> = {}) {
  const draft = await call('/agents/email-writer/versions', 'POST', {});
  expect(draft.status).toBe(200);
  if (Object.keys(changes).length)
    expect((await call(`/versions/${draft.body.id}`, 'PATCH', changes)).status).toBe(200);
  return draft.body.id as string;
}

const draftWriter = (t: ReturnType<typeof createTestApp>, cookie: string, goal: string) =>
  t.request('/api/writer/draft', {
    method: 'POST',
    cookie,
    json: { goal, prospect: { firstName: 'Jane', companyName: 'Acme' } },
  });

describe('AI Training: versions', { timeout: 30_000 }, () => {
  it('lists the four agents; a draft is published after its evaluation passes, and the writer records it', async () => {
    const { t, cookie, call } = await setup();
    const agents = await call('/agents');
    expect(agents.body.agents.map((a: { kind: string }) => a.kind)).toEqual([
      'email-writer',
      'reply-suggester',
      'reply-classifier',
      'call-script',
    ]);
    const before = await draftWriter(t, cookie, 'book a demo');
    expect(((await before.json()) as { agentVersionId: string | null }).agentVersionId).toBeNull();

    const id = await newDraft(call, { instructions: 'Keep it short.' });
    const published = await call(`/versions/${id}/publish`, 'POST', {});
    expect(published).toMatchObject({ status: 200, body: { passed: true } });

    const detail = await call('/agents/email-writer');
    expect(detail.body.publishedVersion).toBe(1);
    expect(detail.body.versions[0]).toMatchObject({ status: 'published', instructions: 'Keep it short.' });
    expect(detail.body.audit[0]).toMatchObject({
      action: 'publish',
      actorEmail: 'admin@example.com',
      versionNumber: 1,
    });
    const after = await draftWriter(t, cookie, 'book a demo');
    expect(((await after.json()) as { agentVersionId: string }).agentVersionId).toBe(id);
  });

  it('rolls back to an earlier published version, audited; a published version cannot be edited', async () => {
    const { call } = await setup();
    const first = await newDraft(call);
    await call(`/versions/${first}/publish`, 'POST', {});
    const second = await newDraft(call, { tone: 'formal' });
    expect((await call(`/versions/${second}/publish`, 'POST', {})).status).toBe(200);
    expect((await call(`/versions/${second}`, 'PATCH', { tone: 'warm' })).status).toBe(409);
    expect((await call('/agents/email-writer/rollback', 'POST', { versionId: second })).status).toBe(409);

    const back = await call('/agents/email-writer/rollback', 'POST', { versionId: first });
    expect(back.status).toBe(200);
    const detail = await call('/agents/email-writer');
    expect(detail.body.publishedVersion).toBe(1);
    expect(detail.body.versions.map((v: { status: string }) => v.status)).toEqual(['retired', 'published']);
    expect(detail.body.audit.map((a: { action: string }) => a.action)).toEqual([
      'rollback',
      'publish',
      'publish',
    ]);
  });

  it('one draft per agent', async () => {
    const { call } = await setup();
    await newDraft(call);
    const again = await call('/agents/email-writer/versions', 'POST', {});
    expect(again.status).toBe(409);
    expect(again.body.error).toContain('Version 1 is already a draft');
  });

  it('a PATCH changes only the settings it sends (the others are kept, not reset to defaults)', async () => {
    const { call } = await setup();
    const id = await newDraft(call, {
      tone: 'formal',
      guardrails: { bannedPhrases: ['ROI'], maxWords: 90, maxLinks: 1 },
    });
    const changed = await call(`/versions/${id}`, 'PATCH', { instructions: 'Be brief.' });
    expect(changed.body).toMatchObject({
      instructions: 'Be brief.',
      tone: 'formal',
      guardrails: { bannedPhrases: ['ROI'], maxWords: 90, maxLinks: 1 },
    });
  });
});

describe('AI Training: guardrails and evaluations', { timeout: 30_000 }, () => {
  it('a failing version is refused; an override publishes it with the reason audited', async () => {
    const { t, cookie, call } = await setup();
    // The template writer asks for a 15-minute call: banning the phrase fails the built-in case.
    const id = await newDraft(call, {
      guardrails: { bannedPhrases: ['15-minute call'], maxWords: 200, maxLinks: 2 },
    });
    const run = await call(`/versions/${id}/evaluations`, 'POST', {});
    expect(run.body.passed).toBe(false);
    expect(run.body.runtimeLabel).toBe('Template assistant (no language model)');
    expect(run.body.results[0].failures).toContain('Guardrail: It uses the banned phrase “15-minute call”.');

    const refused = await call(`/versions/${id}/publish`, 'POST', {});
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain('The evaluation failed 1 case');
    expect((await call('/agents/email-writer')).body.publishedVersion).toBeNull();

    const forced = await call(`/versions/${id}/publish`, 'POST', {
      override: { reason: 'Accepted for the pilot' },
    });
    expect(forced).toMatchObject({ status: 200, body: { passed: false } });
    const audit = (await call('/agents/email-writer')).body.audit;
    expect(audit[0]).toMatchObject({ action: 'publish-with-override', reason: 'Accepted for the pilot' });

    // The published version's guardrail now blocks the writer's draft, saying why.
    const blocked = await draftWriter(t, cookie, 'book a demo');
    expect(blocked.status).toBe(422);
    expect(((await blocked.json()) as { error: string }).error).toContain('banned phrase “15-minute call”');
  });

  it('an Admin case with a required mention fails until the knowledge gives it', async () => {
    const { call } = await setup();
    const added = await call('/cases', 'POST', {
      agent: 'email-writer',
      name: 'Says setup takes a day',
      input: 'book a demo of our scheduling tool',
      companyName: 'Acme',
      firstName: 'Jane',
      checks: { mustMention: ['live within one day'] },
    });
    expect(added.status).toBe(200);
    const id = await newDraft(call);
    expect((await call(`/versions/${id}/evaluations`, 'POST', {})).body.passed).toBe(false);
    await call('/knowledge', 'POST', {
      kind: 'product-fact',
      title: 'Scheduling setup',
      body: 'Most teams are live within one day. Setup needs no IT.',
    });
    const run = await call(`/versions/${id}/evaluations`, 'POST', {});
    expect(run.body.passed).toBe(true);
    expect((await call(`/versions/${id}/evaluation`)).body.id).toBe(run.body.id);
  });

  it('the classifier is evaluated on its labels', async () => {
    const { call } = await setup();
    const draft = await call('/agents/reply-classifier/versions', 'POST', {});
    const run = await call(`/versions/${draft.body.id}/evaluations`, 'POST', {});
    expect(run.body.results.map((r: { passed: boolean }) => r.passed)).toEqual([true, true]);
  });
});

describe('AI Training: knowledge', { timeout: 30_000 }, () => {
  it('adds, imports markdown by heading, searches and deletes', async () => {
    const { call } = await setup();
    await call('/knowledge', 'POST', { kind: 'forbidden-claim', title: 'SOC 2 certified', body: '' });
    const imported = await call('/knowledge/import', 'POST', {
      kind: 'objection-answer',
      files: [
        {
          name: 'objections.md',
          content: '# Too expensive\nIt pays for itself in a month.\n\n## No time\nSetup takes a day.',
        },
        { name: 'notes/pricing-faq.md', content: 'Plans start at 29 dollars.' },
      ],
    });
    expect(imported.body).toEqual({ imported: 3 });
    const found = await call('/knowledge?q=setup%20day');
    expect(found.body.items.map((i: { title: string }) => i.title)).toEqual(['No time']);
    const all = await call('/knowledge?kind=objection-answer');
    expect(all.body.items.map((i: { title: string }) => i.title)).toEqual([
      'pricing faq',
      'No time',
      'Too expensive',
    ]);
    expect((await call('/knowledge?q=100%25')).body.items).toEqual([]);
    const gone = await call(`/knowledge/${all.body.items[0].id}`, 'DELETE');
    expect(gone.status).toBe(200);
    expect((await call(`/knowledge/${all.body.items[0].id}`, 'DELETE')).status).toBe(404);
    expect((await call('/knowledge', 'POST', { kind: 'product-fact', title: '' })).status).toBe(400);
  });
});

describe('AI Training: access', { timeout: 30_000 }, () => {
  it('answers 403 to a Pro user on every path, and 401 signed out', async () => {
    const { t } = await setup();
    const pro = await t.signIn('pro@example.com');
    for (const [method, path] of [
      ['GET', '/agents'],
      ['GET', '/agents/email-writer'],
      ['POST', '/agents/email-writer/versions'],
      ['GET', '/knowledge'],
      ['POST', '/knowledge'],
      ['POST', '/cases'],
    ] as const) {
      const json = method === 'GET' ? undefined : {};
      expect((await t.request(`${A}${path}`, { method, cookie: pro, json })).status).toBe(403);
      expect((await t.request(`${A}${path}`, { method, json })).status).toBe(401);
    }
  });
});

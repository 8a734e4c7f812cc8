import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';

const A = '/api/admin/ai-training';

async function setup() {
  const t = createTestApp();
  await t.createUser({ email: 'admin@example.com', name: 'Ada', role: 'Admin' });
  await t.createUser({ email: 'pro@example.com', name: 'Priya', role: 'Pro' });
  const admin = await t.signIn('admin@example.com');
  const call = async (path: string, method = 'GET', json?: unknown, cookie = admin) => {
    const res = await t.request(`${A}${path}`, { method, cookie, json });
    // A second between actions, as between a person's clicks: lists are newest first.
    t.clock.now += 1000;
    // biome-ignore lint/suspicious/noExplicitAny: JSON answers, checked field by field below
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  return { t, call };
}

const good = {
  agent: 'email-writer',
  label: 'good',
  input: 'book a demo of our scheduling tool',
  output: 'Hi Maria, teams like Acme Dental book their first demo in two clicks. Worth a look?',
  note: 'Short, names the company, one question',
  mentions: ['demo'],
};

describe('AI Training examples over REST', { timeout: 30_000 }, () => {
  it('an Admin adds, lists, reads, changes and deletes an example', async () => {
    const { call } = await setup();
    const added = await call('/examples', 'POST', good);
    expect(added).toMatchObject({ status: 200, body: { label: 'good', mentions: ['demo'] } });
    const id = added.body.id as string;
    await call('/examples', 'POST', { ...good, agent: 'reply-classifier', output: 'interested' });

    const writers = await call('/examples?agent=email-writer');
    expect(writers.body.examples.map((e: { id: string }) => e.id)).toEqual([id]);
    expect((await call('/examples')).body.examples).toHaveLength(2);

    const changed = await call(`/examples/${id}`, 'PATCH', { label: 'bad', note: 'Too pushy' });
    expect(changed).toMatchObject({
      status: 200,
      body: { label: 'bad', note: 'Too pushy', mentions: ['demo'] },
    });
    expect((await call(`/examples/${id}`)).body).toMatchObject({ label: 'bad', note: 'Too pushy' });

    expect((await call(`/examples/${id}`, 'DELETE')).status).toBe(200);
    expect((await call(`/examples/${id}`)).status).toBe(404);
    expect((await call('/examples?agent=email-writer')).body.examples).toEqual([]);
  });

  it('bad input is a 400 that says why and adds nothing; a customer gets 403 on every examples path', async () => {
    const { t, call } = await setup();
    const empty = await call('/examples', 'POST', { ...good, output: '  ' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('Give the output the agent wrote');
    const notAClass = await call('/examples', 'POST', {
      ...good,
      agent: 'reply-classifier',
      output: 'maybe',
    });
    expect(notAClass.status).toBe(400);
    expect(JSON.stringify(notAClass.body)).toContain("A reply classifier example's output is a class");
    expect((await call('/examples')).body.examples).toEqual([]);

    const id = (await call('/examples', 'POST', good)).body.id as string;
    const pro = await t.signIn('pro@example.com');
    for (const [path, method, json] of [
      ['/examples', 'GET', undefined],
      ['/examples', 'POST', good],
      [`/examples/${id}`, 'GET', undefined],
      [`/examples/${id}`, 'PATCH', { note: 'Taken over' }],
      [`/examples/${id}`, 'DELETE', undefined],
    ] as const)
      expect((await call(path, method, json, pro)).status).toBe(403);
    expect((await call(`/examples/${id}`)).body.note).toBe(good.note);
  });
});

describe('examples as evaluation cases', { timeout: 30_000 }, () => {
  it('a good example requires its mentions, a bad one refuses its output; deleting the example drops its case', async () => {
    const { call } = await setup();
    await call('/examples', 'POST', { ...good, mentions: ['zebra crossing'] });
    const bad = await call('/examples', 'POST', {
      agent: 'reply-classifier',
      label: 'bad',
      input: 'Please remove me from your mailing list.',
      output: 'unsubscribe',
      note: 'Deliberately wrong, to see the case fail',
    });
    const cases = await call('/agents/reply-classifier/cases');
    expect(cases.body.cases.at(-1)).toMatchObject({ exampleId: bad.body.id, builtIn: false });

    const writer = (await call('/agents/email-writer/versions', 'POST', {})).body.id as string;
    const writerRun = await call(`/versions/${writer}/evaluations`, 'POST', {});
    expect(writerRun.body.passed).toBe(false);
    expect(writerRun.body.results.at(-1).failures).toEqual(['It does not mention “zebra crossing”.']);

    const classifier = (await call('/agents/reply-classifier/versions', 'POST', {})).body.id as string;
    const run = await call(`/versions/${classifier}/evaluations`, 'POST', {});
    expect(run.body.results.at(-1)).toMatchObject({
      passed: false,
      failures: ['It was classed “unsubscribe”, which a bad example says it must not.'],
    });
    expect((await call(`/versions/${classifier}/publish`, 'POST', {})).status).toBe(409);

    await call(`/examples/${bad.body.id}`, 'DELETE');
    const again = await call(`/versions/${classifier}/evaluations`, 'POST', {});
    expect(again.body).toMatchObject({ passed: true });
  });
});

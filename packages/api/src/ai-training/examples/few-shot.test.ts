import { afterEach, describe, expect, it } from 'vitest';
import { createChatCompletionsClient } from '../../assist/language-model/chat-completions-client.ts';
import { createChatModel } from '../../assist/language-model/chat-model.ts';
import { completionOf, startFakeChatServer } from '../../assist/language-model/fake-chat-server.ts';
import { createTestApp } from '../../testing/test-app.ts';

const A = '/api/admin/ai-training';
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** The real API with a configured OpenAI-compatible model: a fake on 127.0.0.1 answering `answers`. */
async function setup(answers: string[]) {
  const fake = await startFakeChatServer(
    answers.map((content) => ({ status: 200, json: completionOf(content) })),
  );
  closers.push(fake.close);
  const t = createTestApp();
  const client = createChatCompletionsClient({
    baseUrl: fake.baseUrl,
    apiKey: 'sk-test',
    model: 'test-model',
    timeoutMs: 5_000,
    sleep: async () => {},
  });
  t.deps.services.languageModel = createChatModel(client, 'test-model', async () => true);
  await t.createUser({ email: 'admin@example.com', name: 'Ada', role: 'Admin' });
  const cookie = await t.signIn('admin@example.com');
  const call = async (path: string, method = 'GET', json?: unknown) => {
    const res = await t.request(path, { method, cookie, json });
    t.clock.now += 1000;
    // biome-ignore lint/suspicious/noExplicitAny: JSON answers, checked field by field below
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  const systemPrompts = () =>
    fake.seen.map(
      (request) => (request.body.messages as { role: string; content: string }[])[0]?.content ?? '',
    );
  return { call, systemPrompts };
}

const draft = JSON.stringify({
  subjectVariants: ['Quick question'],
  body: 'Hi Jane, worth a demo for Acme?',
});
const classified = (label: string) =>
  JSON.stringify({ class: label, resumeOn: null, referral: null, reason: 'test' });

describe('examples as few-shot examples of a configured model', { timeout: 30_000 }, () => {
  it('the writer’s prompt holds the good examples to follow and the bad ones never to repeat, with why', async () => {
    const { call, systemPrompts } = await setup([draft]);
    await call(`${A}/examples`, 'POST', {
      agent: 'email-writer',
      label: 'good',
      input: 'book a demo',
      output: 'Hi Maria, would a 15-minute demo help Acme Dental?',
      note: 'One question, names the company',
    });
    await call(`${A}/examples`, 'POST', {
      agent: 'email-writer',
      label: 'bad',
      input: 'book a demo',
      output: 'GUARANTEED 10x revenue!!!',
      note: 'A promise we cannot keep',
    });
    await call(`${A}/examples`, 'POST', {
      agent: 'reply-classifier',
      label: 'good',
      input: 'Sounds great, call me Tuesday',
      output: 'interested',
    });
    const answer = await call('/api/writer/draft', 'POST', {
      goal: 'book a demo',
      prospect: { firstName: 'Jane', companyName: 'Acme' },
    });
    expect(answer.status).toBe(200);
    const [system] = systemPrompts();
    expect(system).toContain(
      'Good examples (write like these):\nInput: book a demo\nOutput: Hi Maria, would a 15-minute demo help Acme Dental?\nWhy: One question, names the company',
    );
    expect(system).toContain(
      'Bad examples (never answer like these):\nInput: book a demo\nOutput: GUARANTEED 10x revenue!!!\nWhy: A promise we cannot keep',
    );
    expect(system).not.toContain('Sounds great, call me Tuesday');
  });

  it('an evaluation gives the classifier the other examples, never the one it is checking', async () => {
    // Built-in cases first (unsubscribe, out of office), then the two examples, newest first.
    const { call, systemPrompts } = await setup([
      classified('unsubscribe'),
      classified('out-of-office'),
      classified('not-now'),
      classified('interested'),
    ]);
    await call(`${A}/examples`, 'POST', {
      agent: 'reply-classifier',
      label: 'good',
      input: 'Sounds great, call me Tuesday',
      output: 'interested',
    });
    await call(`${A}/examples`, 'POST', {
      agent: 'reply-classifier',
      label: 'good',
      input: 'Ask me again next quarter',
      output: 'not-now',
    });
    const version = (await call(`${A}/agents/reply-classifier/versions`, 'POST', {})).body.id as string;
    const run = await call(`${A}/versions/${version}/evaluations`, 'POST', {});
    expect(run.body).toMatchObject({ passed: true, runtimeLabel: 'Language model: test-model' });
    const [first, , nextQuarter, callMe] = systemPrompts();
    expect(first).toContain('Input: Sounds great, call me Tuesday\nOutput: interested');
    expect(first).toContain('Input: Ask me again next quarter\nOutput: not-now');
    expect(nextQuarter).not.toContain('Ask me again next quarter');
    expect(nextQuarter).toContain('Sounds great, call me Tuesday');
    expect(callMe).not.toContain('Sounds great, call me Tuesday');
  });
});

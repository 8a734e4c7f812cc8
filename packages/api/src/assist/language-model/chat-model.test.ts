import type { AppDatabase } from '@leadpath/db';
import { createTestDatabase } from '@leadpath/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { createChatCompletionsClient, retryAfterMs } from './chat-completions-client.ts';
import { BUDGET_EXHAUSTED, createChatModel } from './chat-model.ts';
import { dailyCallBudget } from './daily-budget.ts';
import { completionOf, type FakeAnswer, startFakeChatServer } from './fake-chat-server.ts';
import { selectLanguageModel } from './select-model.ts';
import { TEMPLATE_ASSISTANT_LABEL } from './template-model.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

const request = { goal: 'book a demo of our scheduling tool', stepNumber: 1, tone: 'neutral' as const };
const caller = { userId: 'user-1' };
const draftJson = JSON.stringify({ subjectVariants: ['One', 'Two', 'Three'], body: 'Hello {{firstName}}' });

async function modelAgainst(
  answers: FakeAnswer[],
  options: { timeoutMs?: number; budget?: (userId: string) => Promise<boolean> } = {},
) {
  const fake = await startFakeChatServer(answers);
  closers.push(fake.close);
  const waits: number[] = [];
  const client = createChatCompletionsClient({
    baseUrl: fake.baseUrl,
    apiKey: 'sk-test',
    model: 'test-model',
    timeoutMs: options.timeoutMs ?? 5_000,
    sleep: async (ms) => void waits.push(ms),
  });
  const model = createChatModel(client, 'test-model', options.budget ?? (async () => true));
  return { model, fake, waits };
}

describe('the OpenAI-compatible chat-completions model', () => {
  it('posts the documented request and answers the JSON the schema asked for', async () => {
    const { model, fake } = await modelAgainst([{ status: 200, json: completionOf(draftJson) }]);
    const result = await model.draftStep(caller, request);
    expect(result).toEqual({
      ok: true,
      value: {
        subject: 'One',
        subjectVariants: ['One', 'Two', 'Three'],
        body: 'Hello {{firstName}}',
        writtenBy: 'Draft by test-model',
        agentVersionId: null,
      },
    });
    const [sent] = fake.seen;
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.authorization).toBe('Bearer sk-test');
    expect(sent?.body.model).toBe('test-model');
    expect(sent?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'step_draft', strict: true },
    });
    expect(((sent?.body.messages ?? []) as { role: string }[]).map((m) => m.role)).toEqual([
      'system',
      'user',
    ]);
  });

  it('puts a trained agent’s instructions, retrieved knowledge and forbidden claims in the system prompt', async () => {
    const { model, fake } = await modelAgainst([{ status: 200, json: completionOf(draftJson) }]);
    const guidance = {
      instructions: 'Never mention pricing.',
      knowledge: [{ kind: 'product-fact', title: 'Setup', body: 'Live within one day.' }],
      forbiddenClaims: ['SOC 2 certified'],
    };
    expect((await model.draftStep(caller, request, guidance)).ok).toBe(true);
    const system = ((fake.seen[0]?.body.messages ?? []) as { role: string; content: string }[])[0]?.content;
    expect(system).toContain('Never mention pricing.');
    expect(system).toContain('- Setup: Live within one day.');
    expect(system).toContain('Never claim:\n- SOC 2 certified');
  });

  it('waits as Retry-After says on a 429, then answers', async () => {
    const { model, fake, waits } = await modelAgainst([
      { status: 429, headers: { 'retry-after': '2' }, json: { error: { message: 'Rate limit' } } },
      { status: 200, json: completionOf(draftJson) },
    ]);
    const result = await model.draftStep(caller, request);
    expect(result.ok).toBe(true);
    expect(waits).toEqual([2000]);
    expect(fake.seen).toHaveLength(2);
  });

  it('gives up after its retries with a rate-limited value, not a throw', async () => {
    const limited = { status: 429, headers: { 'retry-after': '1' } };
    const { model, fake } = await modelAgainst([limited, limited, limited, limited]);
    const result = await model.draftStep(caller, request);
    expect(result).toMatchObject({ ok: false, reason: 'rate-limited' });
    expect(fake.seen).toHaveLength(3);
  });

  it('retries a 5xx once and answers', async () => {
    const { model } = await modelAgainst([{ status: 503 }, { status: 200, json: completionOf(draftJson) }]);
    expect((await model.draftStep(caller, request)).ok).toBe(true);
  });

  it('times out on a server that never answers', async () => {
    const { model } = await modelAgainst(['hang'], { timeoutMs: 200 });
    expect(await model.draftStep(caller, request)).toMatchObject({ ok: false, reason: 'timeout' });
  });

  it('refuses an answer that is not the JSON asked for', async () => {
    const { model } = await modelAgainst([{ status: 200, json: completionOf('Sure! Here is a draft') }]);
    expect(await model.draftStep(caller, request)).toMatchObject({ ok: false, reason: 'invalid-output' });
  });

  it('a 401 is not retried and says what to check', async () => {
    const { model, fake } = await modelAgainst([{ status: 401 }]);
    const result = await model.draftStep(caller, request);
    expect(result).toMatchObject({ ok: false, reason: 'provider-error' });
    expect(!result.ok && result.message).toContain('LLM_API_KEY');
    expect(fake.seen).toHaveLength(1);
  });

  it('classifies a reply through the model', async () => {
    const answer = { class: 'out-of-office', resumeOn: '2027-03-03', referral: null, reason: 'auto reply' };
    const { model } = await modelAgainst([{ status: 200, json: completionOf(JSON.stringify(answer)) }]);
    const result = await model.classifyReply(
      caller,
      "I'm out until March 3",
      new Date('2027-02-20T00:00:00Z'),
    );
    expect(result).toEqual({ ok: true, value: answer });
  });
});

describe('the daily budget', { timeout: 30_000 }, () => {
  let db: AppDatabase;
  afterEach(async () => db?.close());

  it('stops calling the provider once the day is used up, and renews the next day', async () => {
    db = createTestDatabase();
    let now = Date.parse('2027-01-05T10:00:00Z');
    const { model, fake } = await modelAgainst(
      [
        { status: 200, json: completionOf(draftJson) },
        { status: 200, json: completionOf(draftJson) },
        { status: 200, json: completionOf(draftJson) },
      ],
      { budget: dailyCallBudget(db, () => now, 2) },
    );
    const me = { userId: 'user-budget' };
    expect((await model.draftStep(me, request)).ok).toBe(true);
    expect((await model.draftStep(me, request)).ok).toBe(true);
    expect(await model.draftStep(me, request)).toEqual({
      ok: false,
      reason: 'budget-exhausted',
      message: BUDGET_EXHAUSTED,
    });
    expect(fake.seen).toHaveLength(2);
    now = Date.parse('2027-01-06T00:00:01Z');
    expect((await model.draftStep(me, request)).ok).toBe(true);
  });
});

describe('choosing the model', () => {
  it('is the template assistant, never called AI, unless LLM_BASE_URL and LLM_MODEL are set', () => {
    const db = {} as AppDatabase;
    const embedded = selectLanguageModel({}, db, () => Date.now());
    expect(embedded.kind).toBe('template');
    expect(embedded.label).toBe(TEMPLATE_ASSISTANT_LABEL);
    expect(embedded.label).not.toMatch(/\bAI\b/);
    const configured = selectLanguageModel(
      { LLM_BASE_URL: 'http://127.0.0.1:1/v1', LLM_MODEL: 'llama3.1' },
      db,
      () => Date.now(),
    );
    expect(configured.kind).toBe('chat-completions');
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterMs('3', 0)).toBe(3000);
    expect(
      retryAfterMs('Wed, 21 Oct 2015 07:28:05 GMT', 0, Date.parse('Wed, 21 Oct 2015 07:28:00 GMT')),
    ).toBe(5000);
    expect(retryAfterMs(null, 1)).toBe(1000);
  });
});

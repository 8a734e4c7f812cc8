import { versionSettingsSchema } from '@leadpath/core/schemas/ai-training';
import { aiAgentVersions } from '@leadpath/db';
import { afterEach, describe, expect, it } from 'vitest';
import { createChatCompletionsClient } from '../assist/language-model/chat-completions-client.ts';
import { createChatModel } from '../assist/language-model/chat-model.ts';
import { completionOf, startFakeChatServer } from '../assist/language-model/fake-chat-server.ts';
import { call, ok, prospect, type View } from '../testing/dialer-fixtures.ts';
import { signedIn } from '../testing/outreach-fixtures.ts';
import { createTestApp } from '../testing/test-app.ts';
import { addExample } from './examples/examples.ts';
import { agentUsesOf, classifyAsTrained } from './published.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

type TestApp = ReturnType<typeof createTestApp>;

/** A published version of an agent, written as publishing leaves it. */
async function publish(t: TestApp, agent: 'reply-classifier' | 'call-script', instructions: string) {
  const id = `${agent}-v1`;
  await t.db
    .insert(aiAgentVersions)
    .values({
      id,
      agent,
      number: 1,
      status: 'published',
      settings: versionSettingsSchema.parse({ instructions }),
      createdBy: 'admin',
      createdAt: new Date(t.clock.now),
      publishedAt: new Date(t.clock.now),
    })
    .run();
  return id;
}

async function chatModel(answers: { status: number; json?: unknown }[]) {
  const fake = await startFakeChatServer(answers);
  closers.push(fake.close);
  const client = createChatCompletionsClient({
    baseUrl: fake.baseUrl,
    apiKey: 'sk-test',
    model: 'test-model',
    timeoutMs: 5_000,
    sleep: async () => {},
  });
  return { fake, model: createChatModel(client, 'test-model', async () => true) };
}

const reply = (id: string) => ({
  channel: 'email' as const,
  id,
  ownerId: 'user-1',
  text: 'Ask me again after the summer',
  receivedAt: new Date('2027-05-02T09:00:00Z'),
});

describe('published versions where the agents act', { timeout: 60_000 }, () => {
  it('the model classifies a reply as the published classifier trains it, and the reply records the version', async () => {
    const t = createTestApp();
    const versionId = await publish(t, 'reply-classifier', 'A reply naming a season is not-now.');
    await addExample(
      t.db,
      {
        agent: 'reply-classifier',
        label: 'good',
        input: 'Try me in autumn',
        output: 'not-now',
        note: '',
        mentions: [],
      },
      'admin',
      new Date(t.clock.now),
    );
    const answer = { class: 'not-now', resumeOn: null, referral: null, reason: 'a season' };
    const { fake, model } = await chatModel([
      { status: 200, json: completionOf(JSON.stringify(answer)) },
      { status: 401 },
    ]);
    expect(await classifyAsTrained(t.db, model, reply('mail-1'), t.clock.now)).toEqual({
      ok: true,
      value: answer,
    });
    const system = ((fake.seen[0]?.body.messages ?? []) as { content: string }[])[0]?.content;
    expect(system).toContain('A reply naming a season is not-now.');
    expect(system).toContain('Input: Try me in autumn\nOutput: not-now');
    expect(await agentUsesOf(t.db, 'inbound-message', 'mail-1')).toMatchObject([
      { agent: 'reply-classifier', versionId },
    ]);

    // A classification that did not come back records nothing.
    expect((await classifyAsTrained(t.db, model, reply('mail-2'), t.clock.now)).ok).toBe(false);
    expect(await agentUsesOf(t.db, 'inbound-message', 'mail-2')).toEqual([]);
  });

  it('a dialer session records the call-script version published when it started (null before any)', async () => {
    const t = createTestApp();
    const { cookie } = await signedIn(t);
    const ada = await prospect(t, cookie, 'Ada');
    const ben = await prospect(t, cookie, 'Ben');
    const start = async (who: string) =>
      (
        await ok<View>(
          await call(t, cookie, 'POST', '/dialer/sessions', { source: 'selection', prospectIds: [who] }),
        )
      ).id;
    const before = await start(ada);
    expect(await agentUsesOf(t.db, 'dialer-session', before)).toMatchObject([
      { agent: 'call-script', versionId: null },
    ]);
    const versionId = await publish(t, 'call-script', 'Ask one question at a time.');
    const after = await start(ben);
    expect(await agentUsesOf(t.db, 'dialer-session', after)).toMatchObject([
      { agent: 'call-script', versionId },
    ]);
  });
});

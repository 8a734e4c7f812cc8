import { versionSettingsSchema } from '@leadpath/core/schemas/ai-training';
import { aiAgentVersions, prospects } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createChatCompletionsClient } from '../assist/language-model/chat-completions-client.ts';
import { createChatModel } from '../assist/language-model/chat-model.ts';
import { completionOf, startFakeChatServer } from '../assist/language-model/fake-chat-server.ts';
import { call, ok, prospect, type View } from '../testing/dialer-fixtures.ts';
import { signedIn } from '../testing/outreach-fixtures.ts';
import { createTestApp } from '../testing/test-app.ts';
import { addExample } from './examples/examples.ts';
import { addKnowledge } from './knowledge.ts';
import { agentUsesOf, classifyAsTrained } from './published.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

type TestApp = ReturnType<typeof createTestApp>;

/** A published version of an agent, written as publishing leaves it. */
async function publish(
  t: TestApp,
  agent: 'reply-classifier' | 'call-script',
  instructions: string,
  options: { number?: number; stages?: string[] } = {},
) {
  const number = options.number ?? 1;
  const id = `${agent}-v${number}`;
  // One published version per agent: the one before is retired, as publishing does.
  await t.db.update(aiAgentVersions).set({ status: 'retired' }).where(eq(aiAgentVersions.agent, agent)).run();
  await t.db
    .insert(aiAgentVersions)
    .values({
      id,
      agent,
      number,
      status: 'published',
      settings: versionSettingsSchema.parse({ instructions, stages: options.stages }),
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

  it("the session's script shows the call-script version it started with: stages, instructions, knowledge", async () => {
    const t = createTestApp();
    const { cookie } = await signedIn(t);
    const ada = await prospect(t, cookie, 'Ada');
    await t.db
      .update(prospects)
      .set({ title: 'Head of Dental Operations' })
      .where(eq(prospects.id, ada))
      .run();
    const now = new Date(t.clock.now);
    await addKnowledge(
      t.db,
      { kind: 'objection-answer', title: 'Too expensive', body: 'It pays for itself in a quarter.' },
      'admin',
      now,
    );
    await addKnowledge(
      t.db,
      { kind: 'product-fact', title: 'Dental clinics', body: 'Clinics cut no-shows by 30%.' },
      'admin',
      now,
    );
    await addKnowledge(
      t.db,
      { kind: 'product-fact', title: 'Logistics', body: 'Fleets plan routes.' },
      'admin',
      now,
    );
    await addKnowledge(
      t.db,
      { kind: 'forbidden-claim', title: 'Guaranteed results', body: '' },
      'admin',
      now,
    );
    await publish(t, 'call-script', 'Ask one question at a time.', { stages: ['introduction', 'close'] });
    type Script = {
      objections: { objection: string; source: string }[];
      agent: {
        version: { number: number } | null;
        instructions: string;
        stages: string[];
        facts: { title: string }[];
        neverClaim: string[];
      };
    };
    const start = async (who: string) =>
      ok<{ id: string; current: { script: Script } }>(
        await call(t, cookie, 'POST', '/dialer/sessions', { source: 'selection', prospectIds: [who] }),
      );
    const first = await start(ada);
    const { script } = first.current;
    expect(script.agent).toEqual({
      version: { id: 'call-script-v1', number: 1 },
      instructions: 'Ask one question at a time.',
      stages: ['introduction', 'close'],
      facts: [{ title: 'Dental clinics', body: 'Clinics cut no-shows by 30%.' }],
      neverClaim: ['Guaranteed results'],
    });
    // The team's four answers first, then the knowledge base's.
    expect(script.objections.map((entry) => entry.source)).toEqual([
      'team',
      'team',
      'team',
      'team',
      'knowledge',
    ]);
    expect(script.objections.at(-1)).toMatchObject({
      objection: 'Too expensive',
      answer: 'It pays for itself in a quarter.',
    });

    // A newer version does not change a session already running; the next session uses it.
    await publish(t, 'call-script', 'Listen first.', { number: 2 });
    const again = await ok<{ current: { script: Script } }>(
      await call(t, cookie, 'GET', `/dialer/sessions/${first.id}`),
    );
    expect(again.current.script.agent).toMatchObject({
      version: { number: 1 },
      instructions: 'Ask one question at a time.',
    });
    const second = await start(await prospect(t, cookie, 'Ben'));
    expect(second.current?.script.agent).toMatchObject({
      version: { number: 2 },
      instructions: 'Listen first.',
    });
  });
});

/** ADR 073: a configured model writes the call's opener per prospect, as the call-script version trains it. */
import { versionSettingsSchema } from '@leadpath/core/schemas/ai-training';
import { aiAgentVersions, prospects } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createChatCompletionsClient } from '../assist/language-model/chat-completions-client.ts';
import { createChatModel } from '../assist/language-model/chat-model.ts';
import {
  completionOf,
  type FakeAnswer,
  startFakeChatServer,
} from '../assist/language-model/fake-chat-server.ts';
import { appJobHandlers } from '../job-handlers.ts';
import { runDueJobs } from '../jobs/run-due-jobs.ts';
import { call, ok, prospect } from '../testing/dialer-fixtures.ts';
import { signedIn } from '../testing/outreach-fixtures.ts';
import { createTestApp } from '../testing/test-app.ts';
import { NO_MODEL_CONFIGURED } from './call-opener.ts';
import { addKnowledge } from './knowledge.ts';
import { agentUsesOf } from './published.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

type TestApp = ReturnType<typeof createTestApp>;
type Opener = { status: string; text?: string; reasons?: string[]; message?: string; model?: string };
type SessionView = {
  id: string;
  current: { itemId: string; script: { opener: string; modelOpener: Opener } };
};

async function withModel(t: TestApp, answers: FakeAnswer[]) {
  const fake = await startFakeChatServer(answers);
  closers.push(fake.close);
  const client = createChatCompletionsClient({
    baseUrl: fake.baseUrl,
    apiKey: 'sk-test',
    model: 'test-model',
    timeoutMs: 5_000,
    sleep: async () => {},
  });
  t.deps.services.languageModel = createChatModel(client, 'test-model', async () => true);
  return fake;
}

const opener = (text: string): FakeAnswer => ({
  status: 200,
  json: completionOf(JSON.stringify({ opener: text })),
});

/** The call-script version a session will start with: instructions and a banned phrase. */
async function publishCallScript(t: TestApp) {
  await t.db
    .insert(aiAgentVersions)
    .values({
      id: 'call-script-v1',
      agent: 'call-script',
      number: 1,
      status: 'published',
      settings: versionSettingsSchema.parse({
        instructions: 'Open with the no-show figure.',
        guardrails: { bannedPhrases: ['guaranteed'], maxWords: 60, maxLinks: 0 },
      }),
      createdBy: 'admin',
      createdAt: new Date(t.clock.now),
      publishedAt: new Date(t.clock.now),
    })
    .run();
  await addKnowledge(
    t.db,
    { kind: 'product-fact', title: 'Dental clinics', body: 'Clinics cut no-shows by 30%.' },
    'admin',
    new Date(t.clock.now),
  );
}

const runJobs = (t: TestApp) =>
  runDueJobs({ db: t.db, handlers: appJobHandlers(t.deps), now: t.deps.now, owner: 'test', random: () => 0 });

async function dentalProspects(t: TestApp, cookie: string, names: string[]) {
  const ids: string[] = [];
  for (const name of names) {
    const id = await prospect(t, cookie, name);
    await t.db
      .update(prospects)
      .set({ title: 'Head of Dental Operations' })
      .where(eq(prospects.id, id))
      .run();
    ids.push(id);
  }
  return ids;
}

describe("the call's opener written by a configured model", { timeout: 60_000 }, () => {
  it('without a model the view says plainly that none is configured, and nothing is recorded', async () => {
    const t = createTestApp();
    const { cookie } = await signedIn(t);
    const [ada] = await dentalProspects(t, cookie, ['Ada']);
    const view = await ok<SessionView>(
      await call(t, cookie, 'POST', '/dialer/sessions', { source: 'selection', prospectIds: [ada] }),
    );
    expect(view.current.script.modelOpener).toEqual({ status: 'no-model', message: NO_MODEL_CONFIGURED });
    expect(view.current.script.opener).not.toBe('');
    await runJobs(t);
    expect(await agentUsesOf(t.db, 'dialer-opener', view.current.itemId)).toEqual([]);
  });

  it('writes it as a job with the version’s guidance; a guardrail blocks one and says why; each use is recorded', async () => {
    const t = createTestApp();
    const { cookie } = await signedIn(t);
    await publishCallScript(t);
    const fake = await withModel(t, [
      opener('Hi Ada, clinics like yours cut no-shows by 30% with us. Got a minute?'),
      opener('Hi Ben, results are guaranteed within a week.'),
    ]);
    const [ada, ben] = await dentalProspects(t, cookie, ['Ada', 'Ben']);
    const started = await ok<SessionView>(
      await call(t, cookie, 'POST', '/dialer/sessions', { source: 'selection', prospectIds: [ada, ben] }),
    );
    // The request did not wait for the model: the opener is being written.
    expect(started.current.script.modelOpener).toEqual({
      status: 'writing',
      model: 'Language model: test-model',
    });
    expect(fake.seen).toHaveLength(0);

    await runJobs(t);
    const shown = await ok<SessionView>(await call(t, cookie, 'GET', `/dialer/sessions/${started.id}`));
    expect(shown.current.script.modelOpener).toEqual({
      status: 'ready',
      model: 'Language model: test-model',
      text: 'Hi Ada, clinics like yours cut no-shows by 30% with us. Got a minute?',
    });
    const system = ((fake.seen[0]?.body.messages ?? []) as { content: string }[])[0]?.content ?? '';
    expect(system).toContain('Open with the no-show figure.');
    expect(system).toContain('Dental clinics: Clinics cut no-shows by 30%.');
    const user = ((fake.seen[0]?.body.messages ?? []) as { content: string }[])[1]?.content ?? '';
    expect(JSON.parse(user)).toMatchObject({
      prospect: { firstName: 'Ada', title: 'Head of Dental Operations' },
    });
    expect(await agentUsesOf(t.db, 'dialer-opener', shown.current.itemId)).toMatchObject([
      { agent: 'call-script', versionId: 'call-script-v1' },
    ]);

    const next = await ok<SessionView>(
      await call(t, cookie, 'POST', `/dialer/sessions/${started.id}/next`, { skip: true }),
    );
    expect(next.current.script.modelOpener.status).toBe('writing');
    await runJobs(t);
    const blocked = await ok<SessionView>(await call(t, cookie, 'GET', `/dialer/sessions/${started.id}`));
    const { modelOpener } = blocked.current.script;
    expect(modelOpener.status).toBe('blocked');
    expect(modelOpener.text).toBeUndefined();
    expect(modelOpener.reasons?.join(' ')).toContain('guaranteed');
    expect(await agentUsesOf(t.db, 'dialer-opener', blocked.current.itemId)).toHaveLength(1);
    // One request per prospect: showing the session again asks the model nothing more.
    await ok<SessionView>(await call(t, cookie, 'GET', `/dialer/sessions/${started.id}`));
    await runJobs(t);
    expect(fake.seen).toHaveLength(2);
  });

  it('a provider that does not answer fails the opener after a second try, and the rep is told', async () => {
    const t = createTestApp();
    const { cookie } = await signedIn(t);
    await withModel(t, [{ status: 503 }, { status: 503 }, { status: 503 }, { status: 503 }]);
    const [ada] = await dentalProspects(t, cookie, ['Ada']);
    const started = await ok<SessionView>(
      await call(t, cookie, 'POST', '/dialer/sessions', { source: 'selection', prospectIds: [ada] }),
    );
    for (let run = 0; run < 3; run++) {
      await runJobs(t);
      t.clock.now += 10 * 60_000;
    }
    const view = await ok<SessionView>(await call(t, cookie, 'GET', `/dialer/sessions/${started.id}`));
    expect(view.current.script.modelOpener.status).toBe('failed');
    expect(view.current.script.modelOpener.reasons).toHaveLength(1);
  });
});

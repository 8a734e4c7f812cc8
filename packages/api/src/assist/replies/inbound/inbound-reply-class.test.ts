/** Issue 33 (ADR 052): every inbound reply is classified when it arrives, acts by its class, and can be corrected. */
import {
  type ModelResult,
  REPLY_RESUME_ON_INVALID,
  type ReplyClassification,
} from '@leadpath/core/schemas/assist';
import { webhookDeliveries } from '@leadpath/db';
import { describe, expect, it } from 'vitest';
import { appJobHandlers } from '../../../job-handlers.ts';
import { runDueJobs } from '../../../jobs/run-due-jobs.ts';
import { ALWAYS, createEngine, DAY } from '../../../sequences/engine/testing/engine-fixtures.ts';
import { json } from '../../../testing/outreach-fixtures.ts';
import { createTestApp } from '../../../testing/test-app.ts';

interface Item {
  id: string;
  subject: string;
  replyClass: { class: string; source: string; resumeOn: string | null; reason: string } | null;
}

/** A signed-in user whose two-email sequence sent its first email to Ada and Bob (the clock: Mon 23 Nov 2026). */
async function setUp() {
  const t = createTestApp();
  const user = await t.createUser({ email: 'sam@northwind.test', name: 'Sam Sender', role: 'Pro' });
  const cookie = await t.signIn('sam@northwind.test');
  const engine = await createEngine({ db: t.deps.db, user, start: t.clock.now });
  await engine.settings(ALWAYS);
  const sequence = await engine.createSequence([{}, { delayDays: 2 }]);
  const ada = await engine.addProspect({ firstName: 'Ada', email: 'ada@acme.test' });
  const bob = await engine.addProspect({ firstName: 'Bob', email: 'bob@beta.test' });
  await engine.enroll(sequence.id, [ada, bob]);
  await engine.tick();
  const sentTo = async (address: string) =>
    (await engine.outbox()).filter((row) => row.to[0] === address && row.kind === 'sent');
  const answer = async (address: string, text: string, kind = 'reply') => {
    const [first] = await sentTo(address);
    const res = await t.request(`/api/mailboxes/messages/${first?.id}/simulate-reply`, {
      method: 'POST',
      cookie,
      json: { kind, text },
    });
    expect(res.status).toBe(200);
    return json<{ id: string; replyClass: string | null; signal: string | null; paused: boolean }>(res);
  };
  const call = (method: string, path: string, body?: unknown, as = cookie) =>
    t.request(`/api${path}`, { method, cookie: as, json: body });
  const moveTo = (at: number) => {
    t.clock.now = at;
    engine.clock.now = at;
  };
  const runJobs = () =>
    runDueJobs({
      db: t.db,
      handlers: appJobHandlers(t.deps),
      now: t.deps.now,
      owner: 'test',
      random: () => 0,
    });
  const status = async (prospectId: string) => (await engine.enrollmentOf(sequence.id, prospectId))?.status;
  return { t, user, cookie, engine, sequence, ada, bob, sentTo, answer, call, moveTo, runJobs, status };
}

describe('inbound reply classes', () => {
  it('"out of the office until March 3" pauses the enrollment; it resumes on March 3 and sends its next step', async () => {
    const { engine, ada, sentTo, answer, call, moveTo, runJobs, status } = await setUp();
    const result = await answer(
      'ada@acme.test',
      "I'm out of the office until March 3 with no access to email.",
    );
    expect(result).toMatchObject({ replyClass: 'out-of-office', paused: true, signal: null });
    expect(await status(ada)).toBe('paused');
    const shown = await json<Item>(await call('GET', `/mailboxes/inbox/${result.id}/class`));
    expect(shown.replyClass).toMatchObject({
      class: 'out-of-office',
      source: 'rules',
      resumeOn: '2027-03-03',
    });

    // Bob's sequence goes on; Ada's waits past her second step's day.
    await engine.runUntil(Date.UTC(2027, 2, 2, 12), DAY);
    await runJobs();
    expect(await status(ada)).toBe('paused');
    expect(await sentTo('ada@acme.test')).toHaveLength(1);
    expect(await sentTo('bob@beta.test')).toHaveLength(2);

    moveTo(Date.UTC(2027, 2, 3, 12));
    await runJobs();
    expect(await status(ada)).toBe('active');
    await engine.tick();
    expect(await sentTo('ada@acme.test')).toHaveLength(2);
  });

  it('an interested reply still stops the sequence as replied and fires reply.classified', async () => {
    const { t, ada, answer, call, status } = await setUp();
    expect(
      (await call('POST', '/webhooks', { url: 'https://hooks.example.com/x', events: ['reply.classified'] }))
        .status,
    ).toBe(200);
    const result = await answer('ada@acme.test', 'Sounds great, I am interested. Send me more details.');
    expect(result).toMatchObject({ replyClass: 'interested', signal: 'replied', paused: false });
    expect(await status(ada)).toBe('finished');
    const events = await t.db.select().from(webhookDeliveries).all();
    expect(events.map((row) => row.eventType)).toEqual(['reply.classified']);
    expect(JSON.parse(events[0]?.payload ?? '{}').data).toMatchObject({
      class: 'interested',
      source: 'rules',
      prospectId: ada,
    });
  });

  it('a reply asking for no more emails suppresses the address; an out-of-office answer without a date changes nothing', async () => {
    const { ada, bob, answer, call, status } = await setUp();
    expect(await answer('ada@acme.test', 'No more emails please.')).toMatchObject({
      replyClass: 'unsubscribe',
      signal: 'unsubscribed',
    });
    const suppressed = await json<{ entries?: { email: string }[] }>(
      await call('GET', '/mailboxes/suppressions'),
    );
    expect(JSON.stringify(suppressed)).toContain('ada@acme.test');
    expect(await status(ada)).toBe('finished');
    expect(await answer('bob@beta.test', 'I am away.', 'out_of_office')).toMatchObject({
      replyClass: 'out-of-office',
      paused: false,
      signal: null,
    });
    expect(await status(bob)).toBe('active');
  });

  it('a correction is kept and re-applies its effect: a pause until the date given, then the reply stop', async () => {
    const { t, bob, answer, call, status } = await setUp();
    const away = await answer('bob@beta.test', 'I am away.', 'out_of_office');
    const corrected = await call('PATCH', `/mailboxes/inbox/${away.id}/class`, {
      class: 'not-now',
      resumeOn: '2027-01-15',
    });
    expect(corrected.status).toBe(200);
    expect((await json<Item>(corrected)).replyClass).toMatchObject({
      class: 'not-now',
      source: 'user',
      resumeOn: '2027-01-15',
    });
    expect(await status(bob)).toBe('paused');
    await call('PATCH', `/mailboxes/inbox/${away.id}/class`, { class: 'interested' });
    expect(await status(bob)).toBe('finished');

    // Bad input changes nothing; another user's message is not found.
    const bad = await call('PATCH', `/mailboxes/inbox/${away.id}/class`, {
      class: 'out-of-office',
      resumeOn: '2027-02-30',
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(REPLY_RESUME_ON_INVALID);
    expect((await call('PATCH', `/mailboxes/inbox/${away.id}/class`, { class: 'maybe' })).status).toBe(400);
    expect((await json<Item>(await call('GET', `/mailboxes/inbox/${away.id}/class`))).replyClass?.class).toBe(
      'interested',
    );
    await t.createUser({ email: 'eve@other.test', role: 'Pro' });
    const eve = await t.signIn('eve@other.test');
    expect((await call('PATCH', `/mailboxes/inbox/${away.id}/class`, { class: 'other' }, eve)).status).toBe(
      404,
    );
  });

  it('the inbox lists interested replies first and filters by class', async () => {
    const { t, answer, call } = await setUp();
    await answer('ada@acme.test', 'Yes, I am interested.');
    t.clock.now += 60_000;
    await answer('bob@beta.test', 'Not interested, thanks.');
    const page = await json<{ items: Item[] }>(await call('GET', '/mailboxes/inbox?group=replies'));
    expect(page.items.map((item) => item.replyClass?.class)).toEqual(['interested', 'not-interested']);
    const filtered = await json<{ items: Item[] }>(
      await call('GET', '/mailboxes/inbox?replyClass=not-interested'),
    );
    expect(filtered.items.map((item) => item.subject)).toEqual([expect.stringContaining('Bob')]);
    expect((await call('GET', '/mailboxes/inbox?replyClass=excited')).status).toBe(400);
  });
});

describe('with a chat-completions model configured', () => {
  it('the model reads the reply again after the rules: a changed class is applied; a failure keeps the rules', async () => {
    const { t, ada, bob, answer, call, runJobs, status } = await setUp();
    const answers: Record<string, ModelResult<ReplyClassification>> = {
      'ada@acme.test': {
        ok: true,
        value: { class: 'interested', resumeOn: null, referral: null, reason: 'Asks for a call' },
      },
      'bob@beta.test': { ok: false, reason: 'budget-exhausted', message: 'No calls left today' },
    };
    t.deps.services.languageModel = {
      kind: 'chat-completions',
      label: 'Language model: test-model',
      draftStep: async () => ({ ok: false, reason: 'provider-error', message: 'not used' }),
      classifyReply: async (_caller, text) =>
        answers[text.includes('Ada') ? 'ada@acme.test' : 'bob@beta.test'] as ModelResult<ReplyClassification>,
    };
    const ada1 = await answer(
      'ada@acme.test',
      "Ada here: I'm out of the office until March 3, call me then.",
    );
    const bob1 = await answer('bob@beta.test', 'Bob here: out of office until December 14.');
    expect(await status(ada)).toBe('paused');
    await runJobs();
    const adaClass = await json<Item>(await call('GET', `/mailboxes/inbox/${ada1.id}/class`));
    expect(adaClass.replyClass).toMatchObject({ class: 'interested', source: 'model' });
    expect(adaClass.replyClass?.reason).toContain('Language model: test-model');
    expect(await status(ada)).toBe('finished');
    const bobClass = await json<Item>(await call('GET', `/mailboxes/inbox/${bob1.id}/class`));
    expect(bobClass.replyClass).toMatchObject({
      class: 'out-of-office',
      source: 'rules',
      resumeOn: '2026-12-14',
    });
    expect(await status(bob)).toBe('paused');
  });
});

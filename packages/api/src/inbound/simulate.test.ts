import {
  OUTBOX_MESSAGE_NOT_FOUND,
  SIMULATE_NO_MESSAGE_ID,
  SIMULATE_ONLY_SENT,
} from '@leadpath/core/schemas/inbound';
import { describe, expect, it } from 'vitest';
import { ALWAYS, createEngine } from '../sequences/engine/testing/engine-fixtures.ts';
import { json } from '../testing/outreach-fixtures.ts';
import { createTestApp } from '../testing/test-app.ts';
import { SIMULATED_TEXTS } from './simulated-mail.ts';

/** A signed-in user whose one-email sequence mailed Ada and Bob (the outbox holds both). */
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
  // Not the last step yet: a second step keeps the enrollment active after the first send.
  await engine.tick();
  const mailTo = async (address: string) =>
    (await engine.outbox()).find((row) => row.to[0] === address) as { id: string };
  const simulate = (id: string, kind: string, as = cookie) =>
    t.request(`/api/mailboxes/messages/${id}/simulate-reply`, { method: 'POST', cookie: as, json: { kind } });
  const conversation = (id: string, as = cookie) =>
    t.request(`/api/mailboxes/messages/${id}/conversation`, { cookie: as });
  return { t, user, cookie, engine, sequence, ada, bob, mailTo, simulate, conversation };
}

interface Conversation {
  enrollment: { status: string; finishReason: string | null; sequenceName: string } | null;
  suppression: { email: string; reason: string } | null;
  entries: {
    direction: string;
    from: string;
    subject: string;
    text: string;
    classification: string | null;
  }[];
}

describe('POST /api/mailboxes/messages/{id}/simulate-reply', () => {
  it('a simulated reply goes through the inbound path: the enrollment finishes Replied, the thread shows it', async () => {
    const { engine, sequence, ada, mailTo, simulate, conversation } = await setUp();
    const sent = await mailTo('ada@acme.test');
    const res = await simulate(sent.id, 'reply');
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      classification: 'reply',
      signal: 'replied',
      enrollmentId: (await engine.enrollmentOf(sequence.id, ada))?.id,
    });
    const thread = await json<Conversation>(await conversation(sent.id));
    expect(thread.enrollment).toMatchObject({ status: 'finished', finishReason: 'replied' });
    expect(thread.entries.map((entry) => [entry.direction, entry.subject, entry.classification])).toEqual([
      ['sent', 'Step 1 for Ada', null],
      ['received', 'Re: Step 1 for Ada', 'reply'],
    ]);
    expect(thread.entries[1]?.text).toContain(SIMULATED_TEXTS.reply);
    expect(thread.entries[1]?.from).toBe('ada@acme.test');
    expect(thread.suppression).toBeNull();
  });

  it('an out-of-office answer is threaded but the enrollment stays active', async () => {
    const { engine, sequence, bob, mailTo, simulate, conversation } = await setUp();
    const sent = await mailTo('bob@beta.test');
    expect(await json(await simulate(sent.id, 'out_of_office'))).toMatchObject({
      classification: 'out_of_office',
      signal: null,
    });
    expect((await engine.enrollmentOf(sequence.id, bob))?.status).not.toBe('finished');
    const thread = await json<Conversation>(await conversation(sent.id));
    expect(thread.entries.map((entry) => entry.classification)).toEqual([null, 'out_of_office']);
    expect(thread.entries[1]?.subject).toBe('Automatic reply: Step 1 for Bob');
  });

  it('a bounce and an unsubscribe request suppress the address', async () => {
    const { mailTo, simulate, conversation } = await setUp();
    const toAda = await mailTo('ada@acme.test');
    expect(await json(await simulate(toAda.id, 'bounce'))).toMatchObject({
      classification: 'bounce',
      signal: 'bounced',
    });
    expect((await json<Conversation>(await conversation(toAda.id))).suppression).toEqual({
      email: 'ada@acme.test',
      reason: 'bounced',
    });
    const toBob = await mailTo('bob@beta.test');
    expect(await json(await simulate(toBob.id, 'unsubscribe'))).toMatchObject({
      classification: 'unsubscribe',
      signal: 'unsubscribed',
    });
    const thread = await json<Conversation>(await conversation(toBob.id));
    expect(thread.enrollment).toMatchObject({ finishReason: 'unsubscribed' });
    expect(thread.suppression).toEqual({ email: 'bob@beta.test', reason: 'unsubscribed' });
  });

  it('lists what came back and the suppression list', async () => {
    const { t, cookie, mailTo, simulate } = await setUp();
    await simulate((await mailTo('ada@acme.test')).id, 'bounce');
    t.clock.now += 1000;
    await simulate((await mailTo('bob@beta.test')).id, 'reply');
    const inbound = await json<{ messages: { from: string; classification: string; source: string }[] }>(
      await t.request('/api/mailboxes/inbound', { cookie }),
    );
    expect(inbound.messages.map((m) => [m.from, m.classification, m.source])).toEqual([
      ['bob@beta.test', 'reply', 'simulated'],
      ['mailer-daemon@acme.test', 'bounce', 'simulated'],
    ]);
    const suppressions = await json<{ addresses: { email: string; reason: string }[] }>(
      await t.request('/api/mailboxes/suppressions', { cookie }),
    );
    expect(suppressions.addresses.map(({ email, reason }) => ({ email, reason }))).toEqual([
      { email: 'ada@acme.test', reason: 'bounced' },
    ]);
  });

  it('refuses a draft, a mail without Message-ID, an unknown kind, and another user’s mail; nothing changes', async () => {
    const { t, user, mailTo, simulate, conversation } = await setUp();
    const draft = await t.deps.services.mailer.saveDraft({
      ownerId: user.id,
      from: 'sam@northwind.test',
      to: ['x@acme.test'],
      subject: 'Draft',
      text: 'x',
    });
    const plain = await t.deps.services.mailer.send({
      ownerId: user.id,
      from: 'sam@northwind.test',
      to: ['x@acme.test'],
      subject: 'An invitation',
      text: 'x',
    });
    const draftRes = await simulate(draft.id, 'reply');
    expect([draftRes.status, await json(draftRes)]).toEqual([400, { error: SIMULATE_ONLY_SENT }]);
    const plainRes = await simulate(plain.id, 'reply');
    expect([plainRes.status, await json(plainRes)]).toEqual([400, { error: SIMULATE_NO_MESSAGE_ID }]);
    const badKind = await simulate((await mailTo('ada@acme.test')).id, 'angry');
    expect(badKind.status).toBe(400);
    expect(((await json(badKind)) as { error: string }).error).toContain(
      'Choose what comes back: reply, out_of_office, bounce or unsubscribe.',
    );
    await t.createUser({ email: 'eve@example.com', role: 'Pro' });
    const eve = await t.signIn('eve@example.com');
    for (const res of [
      await simulate((await mailTo('ada@acme.test')).id, 'reply', eve),
      await conversation((await mailTo('ada@acme.test')).id, eve),
    ])
      expect([res.status, await json(res)]).toEqual([404, { error: OUTBOX_MESSAGE_NOT_FOUND }]);
    const inbound = await json<{ messages: unknown[] }>(
      await t.request('/api/mailboxes/inbound', { cookie: await t.signIn('sam@northwind.test') }),
    );
    expect(inbound.messages).toEqual([]);
  });
});

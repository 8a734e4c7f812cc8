/** Issue 33 (ADR 063): a LinkedIn reply is classified and acts like an email reply. */
import type { ModelResult, ReplyClassification } from '@leadpath/core/schemas/assist';
import {
  jobs,
  linkedinConversations,
  linkedinMessages,
  prospects,
  sequenceEvents,
  webhookDeliveries,
} from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appJobHandlers } from '../../../job-handlers.ts';
import { runDueJobs } from '../../../jobs/run-due-jobs.ts';
import { connectLinkedinAccount } from '../../../linkedin/execution/accounts.ts';
import { applySyncBatch } from '../../../linkedin/execution/linkedin-sync.ts';
import { ALWAYS, createEngine, DAY } from '../../../sequences/engine/testing/engine-fixtures.ts';
import { json } from '../../../testing/outreach-fixtures.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { NO_SUCH_LINKEDIN_REPLY } from './correct-linkedin-reply-class.ts';
import { REPLY_RESUME_JOB } from './resume-job.ts';

/** Ada and Bob in a two-email sequence (first email sent), both on LinkedIn (the clock: Mon 23 Nov 2026). */
async function setUp() {
  const t = createTestApp();
  const user = await t.createUser({ email: 'sam@northwind.test', name: 'Sam Sender', role: 'Pro' });
  const cookie = await t.signIn('sam@northwind.test');
  const engine = await createEngine({ db: t.deps.db, user, start: t.clock.now });
  await engine.settings(ALWAYS);
  const sequence = await engine.createSequence([{}, { delayDays: 2 }]);
  const ada = await engine.addProspect({ firstName: 'Ada', email: 'ada@acme.test' });
  const bob = await engine.addProspect({ firstName: 'Bob', email: 'bob@beta.test' });
  for (const [id, slug] of [
    [ada, 'ada-lovelace'],
    [bob, 'bob-beta'],
  ] as const)
    await t.db
      .update(prospects)
      .set({ linkedinUrl: `https://www.linkedin.com/in/${slug}/` })
      .where(eq(prospects.id, id))
      .run();
  await engine.enroll(sequence.id, [ada, bob]);
  await engine.tick();
  const account = await connectLinkedinAccount(t.db, {
    ownerId: user.id,
    kind: 'sandbox',
    externalAccountId: 'seed-1',
    name: 'Sam on LinkedIn',
    now: t.clock.now,
  });
  /** The sync brings back one message from a prospect (its id decides whether it is new). */
  const linkedinReply = (slug: string, text: string, messageId = `${slug}-1`, modelClassifies = false) =>
    applySyncBatch(
      t.db,
      account,
      {
        acceptances: [],
        cursor: null,
        messages: [
          {
            externalChatId: `chat-${slug}`,
            externalMessageId: messageId,
            profileUrl: `https://www.linkedin.com/in/${slug}/`,
            providerId: null,
            name: null,
            direction: 'inbound',
            text,
            at: t.clock.now,
          },
        ],
      },
      t.clock.now,
      { modelClassifies },
    );
  const stored = (messageId: string) =>
    t.db.select().from(linkedinMessages).where(eq(linkedinMessages.externalMessageId, messageId)).get();
  const call = (method: string, path: string, body?: unknown) =>
    t.request(`/api${path}`, { method, cookie, json: body });
  const runJobs = () =>
    runDueJobs({
      db: t.db,
      handlers: appJobHandlers(t.deps),
      now: t.deps.now,
      owner: 'test',
      random: () => 0,
    });
  const status = async (prospectId: string) => (await engine.enrollmentOf(sequence.id, prospectId))?.status;
  /** The prospect's timeline kinds: what LinkedIn analytics and the no-reply play count. */
  const timeline = async (prospectId: string) =>
    (await t.db.select().from(sequenceEvents).where(eq(sequenceEvents.prospectId, prospectId)).all()).map(
      (event) => event.kind,
    );
  const sentTo = async (address: string) =>
    (await engine.outbox()).filter((row) => row.to[0] === address && row.kind === 'sent');
  const stats = async () => {
    const { replyClasses } = await json<{ replyClasses: { class: string; count: number }[] }>(
      await call('GET', `/sequences/${sequence.id}/stats`),
    );
    return Object.fromEntries(replyClasses.map((one) => [one.class, one.count]));
  };
  return {
    t,
    engine,
    sequence,
    ada,
    bob,
    linkedinReply,
    stored,
    call,
    runJobs,
    status,
    sentTo,
    stats,
    timeline,
  };
}

describe('LinkedIn reply classes', { timeout: 60_000 }, () => {
  it('"out of office until March 3" pauses the enrollment; it resumes on March 3 and sends its next step', async () => {
    const {
      t,
      engine,
      sequence,
      ada,
      linkedinReply,
      stored,
      call,
      runJobs,
      status,
      sentTo,
      stats,
      timeline,
    } = await setUp();
    expect(await linkedinReply('ada-lovelace', "Thanks! I'm out of office until March 3.")).toMatchObject({
      replies: 1,
    });
    expect(await stored('ada-lovelace-1')).toMatchObject({
      replyClass: 'out-of-office',
      replyClassSource: 'rules',
      replyResumeOn: '2027-03-03',
    });
    expect(await status(ada)).toBe('paused');
    // An automatic answer is not the prospect replying: no reply on the timeline.
    expect(await timeline(ada)).not.toContain('linkedin_reply');
    const listed = await json<{ enrollments: { prospectId: string; pausedBy: unknown }[] }>(
      await call('GET', `/sequences/${sequence.id}/enrollments`),
    );
    expect(listed.enrollments.find((one) => one.prospectId === ada)?.pausedBy).toEqual({
      replyClass: 'out-of-office',
      resumeOn: '2027-03-03',
    });
    expect(await stats()).toMatchObject({ 'out-of-office': 1, interested: 0 });

    await engine.runUntil(Date.UTC(2027, 2, 2, 12), DAY);
    t.clock.now = engine.clock.now;
    await runJobs();
    expect(await status(ada)).toBe('paused');
    expect(await sentTo('ada@acme.test')).toHaveLength(1);

    t.clock.now = Date.UTC(2027, 2, 3, 12);
    engine.clock.now = t.clock.now;
    await runJobs();
    expect(await status(ada)).toBe('active');
    await engine.tick();
    expect(await sentTo('ada@acme.test')).toHaveLength(2);
  });

  it('"interested" stops the sequence as a reply and fires reply.classified for the LinkedIn message', async () => {
    const { t, ada, bob, linkedinReply, stored, call, status, stats, timeline } = await setUp();
    expect(
      (await call('POST', '/webhooks', { url: 'https://hooks.example.com/x', events: ['reply.classified'] }))
        .status,
    ).toBe(200);
    await linkedinReply('ada-lovelace', 'Sounds great, I am interested. Send me more details.');
    expect(await status(ada)).toBe('finished');
    expect(await timeline(ada)).toContain('linkedin_reply');
    expect((await t.db.select().from(prospects).where(eq(prospects.id, ada)).get())?.status).toBe('replied');
    expect(await status(bob)).toBe('active');
    const message = await stored('ada-lovelace-1');
    const events = await t.db.select().from(webhookDeliveries).all();
    expect(events.map((row) => row.eventType)).toEqual(['reply.classified']);
    expect(JSON.parse(events[0]?.payload ?? '{}').data).toMatchObject({
      channel: 'linkedin',
      linkedinMessageId: message?.id,
      class: 'interested',
      source: 'rules',
      prospectId: ada,
    });
    expect(await stats()).toMatchObject({ interested: 1 });
    // The inbox shows the conversation with its reply's class.
    const inbox = await json<{
      items: { channel: string; replyClass: { class: string; source: string } | null }[];
    }>(await call('GET', '/mailboxes/inbox?group=replies'));
    expect(inbox.items.find((item) => item.channel === 'linkedin')?.replyClass).toMatchObject({
      class: 'interested',
      source: 'rules',
    });
  });

  it('"please remove me" unsubscribes: the enrollment stops and the address is suppressed', async () => {
    const { t, engine, sequence, ada, linkedinReply, stored, call } = await setUp();
    await linkedinReply('ada-lovelace', 'Please remove me from your list.');
    expect(await engine.enrollmentOf(sequence.id, ada)).toMatchObject({
      status: 'finished',
      finishReason: 'unsubscribed',
    });
    const suppressed = await json<unknown>(await call('GET', '/mailboxes/suppressions'));
    expect(JSON.stringify(suppressed)).toContain('ada@acme.test');
    // Deleting the prospect (and so the enrollment) keeps the message, answering no enrollment now.
    expect((await stored('ada-lovelace-1'))?.enrollmentId).not.toBeNull();
    await t.db.delete(prospects).where(eq(prospects.id, ada)).run();
    expect((await stored('ada-lovelace-1'))?.enrollmentId).toBeNull();
  });

  it('a retried sync neither classifies nor acts twice', async () => {
    const { t, ada, linkedinReply, stored, status } = await setUp();
    await linkedinReply('ada-lovelace', "I'm out of office until March 3.");
    const first = await stored('ada-lovelace-1');
    // The same batch comes back a minute later (a retried sync).
    t.clock.now += 60_000;
    expect(await linkedinReply('ada-lovelace', "I'm out of office until March 3.")).toMatchObject({
      messages: 0,
      replies: 0,
    });
    expect(await stored('ada-lovelace-1')).toEqual(first);
    expect(await status(ada)).toBe('paused');
    const resumes = (await t.db.select().from(jobs).all()).filter((job) => job.kind === REPLY_RESUME_JOB);
    expect(resumes).toHaveLength(1);
  });

  it('a person corrects the class: a pause until the date given, then the reply stop; not for another user', async () => {
    const { t, ada, linkedinReply, call, status } = await setUp();
    await linkedinReply('ada-lovelace', 'I am out of the office this week.');
    expect(await status(ada)).toBe('active');
    const conversation = await t.db.select().from(linkedinConversations).get();
    const path = `/linkedin/conversations/${conversation?.id}/class`;
    const corrected = await call('PATCH', path, { class: 'not-now', resumeOn: '2027-01-15' });
    expect(corrected.status).toBe(200);
    expect((await json<{ replyClass: unknown }>(corrected)).replyClass).toMatchObject({
      class: 'not-now',
      source: 'user',
      resumeOn: '2027-01-15',
    });
    expect(await status(ada)).toBe('paused');
    expect((await call('PATCH', path, { class: 'interested' })).status).toBe(200);
    expect(await status(ada)).toBe('finished');
    expect((await call('PATCH', path, { class: 'maybe' })).status).toBe(400);
    await t.createUser({ email: 'eve@other.test', role: 'Pro' });
    const eve = await t.signIn('eve@other.test');
    const refused = await t.request(`/api${path}`, {
      method: 'PATCH',
      cookie: eve,
      json: { class: 'other' },
    });
    expect(refused.status).toBe(404);
  });

  it('an older reply is corrected by its id; the thread shows each reply its class (ADR 069)', async () => {
    const { t, linkedinReply, stored, call } = await setUp();
    await linkedinReply('ada-lovelace', 'Not interested, thanks.', 'ada-1');
    t.clock.now += 60_000;
    await linkedinReply('ada-lovelace', 'Sounds great, I am interested. Send me more details.', 'ada-2');
    const conversation = await t.db.select().from(linkedinConversations).get();
    const older = await stored('ada-1');
    type Thread = { messages: { id: string; replyClass: { class: string; source: string } | null }[] };
    const classes = async () =>
      (
        await json<Thread>(await call('GET', `/linkedin/conversations/${conversation?.id}/messages`))
      ).messages.map((message) => [
        message.id,
        message.replyClass?.class ?? null,
        message.replyClass?.source ?? null,
      ]);
    const latest = await stored('ada-2');
    expect(await classes()).toEqual([
      [older?.id, 'not-interested', 'rules'],
      [latest?.id, 'interested', 'rules'],
    ]);
    const path = `/linkedin/conversations/${conversation?.id}/class`;
    const corrected = await call('PATCH', path, { class: 'not-now', messageId: older?.id });
    expect(corrected.status).toBe(200);
    expect(await classes()).toEqual([
      [older?.id, 'not-now', 'user'],
      [latest?.id, 'interested', 'rules'],
    ]);
    // Another conversation's message, or none of this one: 404, nothing changed.
    const missing = await call('PATCH', path, { class: 'other', messageId: 'no-such-message' });
    expect(missing.status).toBe(404);
    expect(await json(missing)).toEqual({ error: NO_SUCH_LINKEDIN_REPLY });
    expect((await call('PATCH', path, { class: 'other', messageId: '' })).status).toBe(400);
    expect((await stored('ada-1'))?.replyClass).toBe('not-now');
  });

  it('with a model configured, it reads the LinkedIn reply again and its class acts', async () => {
    const { t, ada, linkedinReply, stored, runJobs, status } = await setUp();
    t.deps.services.languageModel = {
      kind: 'chat-completions',
      label: 'Language model: test-model',
      draftStep: async () => ({ ok: false, reason: 'provider-error', message: 'not used' }),
      classifyReply: async (): Promise<ModelResult<ReplyClassification>> => ({
        ok: true,
        value: { class: 'interested', resumeOn: null, referral: null, reason: 'Asks for a call' },
      }),
    };
    await linkedinReply('ada-lovelace', "I'm out of office until March 3, call me then.", 'ada-1', true);
    expect(await status(ada)).toBe('paused');
    await runJobs();
    const message = await stored('ada-1');
    expect(message).toMatchObject({ replyClass: 'interested', replyClassSource: 'model' });
    expect(message?.replyClassReason).toContain('Language model: test-model');
    expect(await status(ada)).toBe('finished');
  });
});

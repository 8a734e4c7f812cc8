/**
 * LinkedIn execution with the sandbox network and a driven clock (issue 21): the window and
 * excluded days, each day's count equal to the warmup ramp, a limit signal that pauses and resumes,
 * an acceptance that advances, a reply that stops.
 */
import { localDateOf } from '@leadpath/core';
import {
  linkedinAccounts,
  linkedinActions,
  linkedinConversations,
  linkedinSettings,
  prospects,
  scheduledSteps,
} from '@leadpath/db';
import { sandboxHash } from '@leadpath/integrations/linkedin';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runDueJobs } from '../../jobs/run-due-jobs.ts';
import { ALWAYS, createEngine, DAY, HOUR, MINUTE } from '../../sequences/engine/testing/engine-fixtures.ts';
import { connectLinkedinAccount, LIMIT_PAUSE_MS } from './accounts.ts';
import { accountRefOf, sandboxNetworkOf } from './connectors.ts';
import {
  enqueueDueLinkedinSyncs,
  LINKEDIN_SYNC_EVERY_MS,
  LINKEDIN_SYNC_JOB,
  linkedinSyncJobHandler,
  syncLinkedinAccount,
} from './linkedin-sync.ts';

const utc = (iso: string) => Date.parse(iso);

async function setup(
  linkedin: Partial<typeof linkedinSettings.$inferInsert> = {},
  kind: 'sandbox' | 'manual' = 'sandbox',
) {
  const engine = await createEngine({ timeZone: 'Europe/Paris' });
  await engine.settings(ALWAYS); // the email window: LinkedIn rows come due at once; the LinkedIn pacing decides
  const account = await connectLinkedinAccount(engine.db, {
    ownerId: engine.user.id,
    kind,
    externalAccountId: kind === 'sandbox' ? 'seed-1' : null,
    name: 'Sam on LinkedIn',
    now: engine.clock.now,
  });
  await engine.db
    .update(linkedinSettings)
    .set({
      startTime: '00:00',
      endTime: '23:59',
      excludedDays: [],
      warmupEnabled: false,
      startEndLimit: { low: 1, high: 100 },
      ...linkedin,
    })
    .where(eq(linkedinSettings.userId, engine.user.id))
    .run();
  const addLinkedinProspect = async (slug: string, firstName = 'Pat') => {
    const id = await engine.addProspect({ firstName });
    await engine.db
      .update(prospects)
      .set({ linkedinUrl: `https://www.linkedin.com/in/${slug}/` })
      .where(eq(prospects.id, id))
      .run();
    return id;
  };
  const actions = () => engine.db.select().from(linkedinActions).orderBy(asc(linkedinActions.at)).all();
  const accountRow = async () =>
    (await engine.db.select().from(linkedinAccounts).where(eq(linkedinAccounts.id, account.id)).get())!;
  const sync = () => syncLinkedinAccount(engine.db, account.id, { now: engine.clock.now, random: () => 0 });
  const network = sandboxNetworkOf(engine.db);
  const ref = accountRefOf(account);
  return { engine, account, addLinkedinProspect, actions, accountRow, sync, network, ref };
}

/** Profile slugs the sandbox accepts (and whose owner replies, or not). */
function slugs(seed: string, want: { accept: boolean; reply?: boolean }, count: number) {
  const found: string[] = [];
  for (let i = 0; found.length < count; i += 1) {
    const slug = `person-${i}`;
    const url = `https://www.linkedin.com/in/${slug}/`;
    const accepts = sandboxHash(`${seed}|${url}|accept`) % 100 < 60;
    const replies = sandboxHash(`${seed}|${url}|reply`) % 100 < 30;
    if (accepts === want.accept && (want.reply === undefined || replies === want.reply)) found.push(slug);
  }
  return found;
}

describe('LinkedIn pacing with the sandbox and a driven clock', () => {
  it('acts only inside the window on operating days, and each day exactly the warmup ramp value', async () => {
    // Window 09:00-17:00 Paris, Monday to Friday; warmup 2 → 10, +3 a day over 5 days.
    const { engine, actions } = await setup({
      startTime: '09:00',
      endTime: '17:00',
      excludedDays: [0, 6],
      warmupEnabled: true,
      startEndLimit: { low: 2, high: 10 },
      increaseBy: 3,
      warmupPeriod: 5,
    });
    const { id } = await engine.createSequence([{ kind: 'linkedin_visit' }]);
    const people: string[] = [];
    for (let i = 0; i < 50; i++) people.push(await setupProspect(i));
    async function setupProspect(i: number) {
      const prospect = await engine.addProspect({ firstName: `P${i}` });
      await engine.db
        .update(prospects)
        .set({ linkedinUrl: `https://www.linkedin.com/in/visit-${i}/` })
        .where(eq(prospects.id, prospect))
        .run();
      return prospect;
    }
    await engine.enroll(id, people);
    // Monday 23 Nov 13:00 Paris → Tuesday 1 Dec 18:00 Paris, a tick every 5 minutes.
    await engine.runUntil(utc('2026-12-01T17:00:00Z'), 5 * MINUTE);

    const done = (await actions()).filter((action) => action.status === 'done');
    const perDay = new Map<string, number>();
    for (const action of done) {
      const at = action.at.getTime();
      const local = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Paris',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(at);
      expect(local >= '09:00' && local <= '17:00', `${action.at.toISOString()} is ${local} in Paris`).toBe(
        true,
      );
      const date = localDateOf(at, 'Europe/Paris');
      perDay.set(date, (perDay.get(date) ?? 0) + 1);
    }
    expect(Object.fromEntries(perDay)).toEqual({
      '2026-11-23': 2, // Monday, ramp day 1
      '2026-11-24': 5,
      '2026-11-25': 8,
      '2026-11-26': 10, // 11, capped at the end limit
      '2026-11-27': 10,
      // Saturday and Sunday: excluded, nothing
      '2026-11-30': 10, // after the warmup: the end limit
      '2026-12-01': 5, // the 5 prospects left
    });
    expect(done).toHaveLength(50);
    // Actions are spaced at least 45 seconds apart.
    for (let i = 1; i < done.length; i += 1)
      expect(done[i]!.at.getTime() - done[i - 1]!.at.getTime()).toBeGreaterThanOrEqual(45_000);
    // Each visit is on the prospect's timeline and the enrollment is completed.
    expect((await engine.eventsOf(people[0]!)).map((event) => event.kind)).toEqual([
      'enrolled',
      'linkedin_visit',
      'finished',
    ]);
  }, 60_000);

  it('a limit signal pauses the account with the reason shown, and it resumes after the pause', async () => {
    const { engine, actions, accountRow, network, ref, addLinkedinProspect } = await setup();
    const { id } = await engine.createSequence([{ kind: 'linkedin_visit' }]);
    const a = await addLinkedinProspect('ada');
    const b = await addLinkedinProspect('bob');
    await engine.enroll(id, [a, b]);
    await network.provoke(ref, 'limit');
    const pausedAt = engine.clock.now;
    await engine.tick();
    expect(await accountRow()).toMatchObject({
      status: 'paused',
      pauseReason: 'Limit reached: LinkedIn says the weekly invitation limit is reached',
      pausedUntil: new Date(pausedAt + LIMIT_PAUSE_MS),
    });
    expect((await actions()).filter((action) => action.status === 'done')).toHaveLength(0);
    // Nothing runs during the pause.
    await engine.runUntil(pausedAt + LIMIT_PAUSE_MS - MINUTE, 10 * MINUTE);
    expect((await actions()).filter((action) => action.status === 'done')).toHaveLength(0);
    expect((await accountRow()).status).toBe('paused');
    // Then it resumes by itself and both visits go out, a gap apart.
    await engine.runUntil(pausedAt + LIMIT_PAUSE_MS + 5 * MINUTE, MINUTE);
    expect(await accountRow()).toMatchObject({ status: 'active', pauseReason: null, pausedUntil: null });
    const done = (await actions()).filter((action) => action.status === 'done');
    expect(done.map((action) => action.profileUrl).sort()).toEqual([
      'https://www.linkedin.com/in/ada/',
      'https://www.linkedin.com/in/bob/',
    ]);
    expect(done[0]!.at.getTime()).toBeGreaterThanOrEqual(pausedAt + LIMIT_PAUSE_MS);
  });

  it('an accepted invitation advances the prospect to the next step; an ignored one waits', async () => {
    const { engine, accountRow, sync, network, ref, addLinkedinProspect } = await setup();
    const { id } = await engine.createSequence([
      { kind: 'linkedin_connect', body: 'Hi {{prospect_first_name}}, glad to connect.' },
      { kind: 'linkedin_message', body: 'Thanks for connecting, {{prospect_first_name}}!' },
    ]);
    const [yes] = slugs('seed-1', { accept: true }, 1);
    const [no] = slugs('seed-1', { accept: false }, 1);
    const accepter = await addLinkedinProspect(yes!, 'Alma');
    const ignorer = await addLinkedinProspect(no!, 'Igor');
    await engine.enroll(id, [accepter, ignorer]);
    await engine.runUntil(engine.clock.now + 5 * MINUTE, MINUTE);
    expect((await engine.eventsOf(accepter)).map((event) => event.kind)).toEqual([
      'enrolled',
      'invitation_sent',
    ]);
    expect((await engine.eventsOf(accepter))[1]?.detail).toBe('Hi Alma, glad to connect.');
    const invitedAt = (await engine.db.select().from(linkedinActions).all())
      .find((action) => action.prospectId === accepter)!
      .at.getTime();
    const acceptedAt = network.acceptanceOf(ref, `https://www.linkedin.com/in/${yes}/`, invitedAt)!;
    // Before the acceptance: a sync finds nothing, the message waits.
    engine.clock.now = acceptedAt - MINUTE;
    await sync();
    expect(await engine.rowsOf(accepter)).toHaveLength(1);
    // After it: the sync advances Alma; the tick sends the message.
    engine.clock.now = acceptedAt + MINUTE;
    expect(await sync()).toMatchObject({ accepted: 1 });
    expect((await accountRow()).lastSyncedAt).toEqual(new Date(engine.clock.now));
    await engine.runUntil(engine.clock.now + 5 * MINUTE, MINUTE);
    expect((await engine.eventsOf(accepter)).map((event) => event.kind)).toEqual([
      'enrolled',
      'invitation_sent',
      'invitation_accepted',
      'linkedin_message_sent',
      'finished',
    ]);
    expect(await engine.enrollmentOf(id, accepter)).toMatchObject({
      status: 'finished',
      finishReason: 'completed',
    });
    // Igor never accepts: his enrollment waits on the invitation, no message goes out.
    engine.clock.now += 7 * DAY;
    await sync();
    await engine.tick();
    expect((await engine.eventsOf(ignorer)).map((event) => event.kind)).toEqual([
      'enrolled',
      'invitation_sent',
    ]);
    expect((await engine.enrollmentOf(id, ignorer))?.status).toBe('active');
  });

  it('a reply on LinkedIn stops the enrollment and lands unread in the inbox', async () => {
    const { engine, sync, addLinkedinProspect } = await setup();
    const { id } = await engine.createSequence([
      { kind: 'linkedin_connect', body: '' },
      { kind: 'linkedin_message', body: 'Hello {{prospect_first_name}}' },
      { kind: 'linkedin_message', delayDays: 3, body: 'Following up, {{prospect_first_name}}' },
    ]);
    const [slug] = slugs('seed-1', { accept: true, reply: true }, 1);
    const prospect = await addLinkedinProspect(slug!, 'Rita');
    await engine.enroll(id, [prospect]);
    await engine.tick();
    engine.clock.now += 49 * HOUR; // every acceptance comes within 48 hours
    await sync();
    await engine.tick();
    expect((await engine.eventsOf(prospect)).map((event) => event.kind)).toContain('linkedin_message_sent');
    engine.clock.now += 25 * HOUR; // every reply comes within a day
    expect(await sync()).toMatchObject({ replies: 1 });
    expect(await engine.enrollmentOf(id, prospect)).toMatchObject({
      status: 'finished',
      finishReason: 'replied',
    });
    const kinds = (await engine.eventsOf(prospect)).map((event) => event.kind);
    // The reply is on the timeline, then the stop rules finish the enrollment.
    expect(kinds.indexOf('linkedin_reply')).toBeGreaterThan(kinds.indexOf('linkedin_message_sent'));
    expect(kinds.at(-1)).toBe('finished');
    // The follow-up is canceled; the conversation is the prospect's, unread.
    expect((await engine.rowsOf(prospect)).at(-1)?.status).toBe('canceled');
    const conversation = await engine.db
      .select()
      .from(linkedinConversations)
      .where(eq(linkedinConversations.prospectId, prospect))
      .get();
    expect(conversation).toMatchObject({ prospectId: prospect, unreadCount: 1 });
  });

  it('manual mode: each LinkedIn step is a task with its prepared text, as before', async () => {
    const { engine, actions, addLinkedinProspect } = await setup({}, 'manual');
    const { id } = await engine.createSequence([
      { kind: 'linkedin_connect', body: 'Hi {{prospect_first_name}}' },
    ]);
    const prospect = await addLinkedinProspect('mona', 'Mona');
    await engine.enroll(id, [prospect]);
    await engine.tick();
    expect((await engine.rowsOf(prospect))[0]?.status).toBe('task_open');
    expect(await actions()).toHaveLength(0);
    const row = await engine.db
      .select()
      .from(scheduledSteps)
      .where(eq(scheduledSteps.prospectId, prospect))
      .get();
    expect(row?.status).toBe('task_open');
  });

  it("the 'linkedin.sync' job polls each connected account every 5 minutes, once per period", async () => {
    const { engine, accountRow } = await setup();
    expect(await enqueueDueLinkedinSyncs(engine.db, engine.clock.now)).toBe(1);
    expect(await enqueueDueLinkedinSyncs(engine.db, engine.clock.now)).toBe(1); // the same job (its key)
    const handlers = {
      [LINKEDIN_SYNC_JOB]: linkedinSyncJobHandler({ db: engine.db, now: engine.now, services: {} }),
    };
    const run = await runDueJobs({ db: engine.db, handlers, now: engine.now, owner: 'test' });
    expect(run).toMatchObject({ done: 1 });
    expect((await accountRow()).lastSyncedAt).toEqual(new Date(engine.clock.now));
    // Synced just now: nothing to enqueue until the period is over.
    expect(await enqueueDueLinkedinSyncs(engine.db, engine.clock.now + MINUTE)).toBe(0);
    expect(await enqueueDueLinkedinSyncs(engine.db, engine.clock.now + LINKEDIN_SYNC_EVERY_MS)).toBe(1);
  });
});

import { prospects, suppressedAddresses, webhookDeliveries, webhookEndpoints } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  enrollProspects,
  SKIP_ACTIVE_ELSEWHERE,
  SKIP_ALREADY_ENROLLED,
  SKIP_NOT_FOUND,
  SKIP_SUPPRESSED,
} from './enroll.ts';
import { recordProspectSignal } from './stop-rules.ts';
import { ALWAYS, createEngine, DAY } from './testing/engine-fixtures.ts';

async function setUp(stopForCompany = false) {
  const engine = await createEngine();
  await engine.settings(ALWAYS);
  const sequence = await engine.createSequence([{}, { delayDays: 2 }], { stopForCompany });
  const ada = await engine.addProspect({ firstName: 'Ada', email: 'Ada@Acme.test' });
  const bob = await engine.addProspect({ firstName: 'Bob', email: 'bob@acme.test' });
  const cy = await engine.addProspect({ firstName: 'Cy', email: 'cy@other.test' });
  await engine.enroll(sequence.id, [ada, bob, cy]);
  const signal = (
    kind: 'replied' | 'bounced' | 'unsubscribed' | 'meeting',
    by: { prospectId?: string; email?: string },
  ) => recordProspectSignal(engine.db, { ownerId: engine.user.id, kind, now: engine.clock.now, ...by });
  const statusOf = async (id: string) =>
    (await engine.db.select({ status: prospects.status }).from(prospects).where(eq(prospects.id, id)).get())
      ?.status;
  return { engine, sequence, ada, bob, cy, signal, statusOf };
}

describe('stop rules', () => {
  it('a reply finishes the enrollment, cancels its schedule and marks the prospect replied', async () => {
    const { engine, sequence, ada, bob, signal, statusOf } = await setUp();
    await engine.tick();
    expect(await signal('replied', { prospectId: ada })).toEqual({ prospectIds: [ada], finished: 1 });
    expect(await engine.enrollmentOf(sequence.id, ada)).toMatchObject({
      status: 'finished',
      finishReason: 'replied',
    });
    expect((await engine.rowsOf(ada)).map((row) => row.status)).toEqual(['sent', 'canceled']);
    expect(await statusOf(ada)).toBe('replied');
    expect((await engine.eventsOf(ada)).map((event) => event.kind).slice(-2)).toEqual([
      'replied',
      'finished',
    ]);
    expect(await engine.enrollmentOf(sequence.id, bob)).toMatchObject({ status: 'active' });
    engine.clock.now += 3 * DAY;
    await engine.tick();
    expect((await engine.outbox()).filter((mail) => mail.to[0] === 'Ada@Acme.test')).toHaveLength(1);
  });

  it('credits the reply to the step and variant last sent, for the per-step results', async () => {
    const { engine, ada, signal } = await setUp();
    await engine.tick();
    await signal('replied', { prospectId: ada });
    const [sent] = await engine.rowsOf(ada);
    const replied = (await engine.eventsOf(ada)).find((event) => event.kind === 'replied');
    expect(replied).toMatchObject({ stepId: sent?.stepId, variantId: sent?.variantId });
    expect(sent?.variantId).toBeTruthy();
    // Not sent anything yet: nothing to credit.
    const fresh = await engine.addProspect({ firstName: 'Di', email: 'di@fresh.test' });
    await engine.enroll((await engine.createSequence([{}])).id, [fresh]);
    await signal('replied', { prospectId: fresh });
    expect((await engine.eventsOf(fresh)).find((event) => event.kind === 'replied')).toMatchObject({
      stepId: null,
    });
  });

  it('a bounce and an unsubscribe suppress the address (found case-insensitively)', async () => {
    const { engine, sequence, ada, bob, signal } = await setUp();
    await signal('bounced', { email: 'ada@acme.TEST' });
    await signal('unsubscribed', { prospectId: bob });
    expect(await engine.enrollmentOf(sequence.id, ada)).toMatchObject({ finishReason: 'bounced' });
    expect(await engine.enrollmentOf(sequence.id, bob)).toMatchObject({ finishReason: 'unsubscribed' });
    expect(
      await engine.db
        .select({ email: suppressedAddresses.email, reason: suppressedAddresses.reason })
        .from(suppressedAddresses)
        .all(),
    ).toEqual([
      { email: 'ada@acme.test', reason: 'bounced' },
      { email: 'bob@acme.test', reason: 'unsubscribed' },
    ]);
    // Never enrolled again.
    const next = await engine.createSequence([{}]);
    expect((await engine.enroll(next.id, [ada])).skipped).toEqual([
      { prospectId: ada, reason: SKIP_SUPPRESSED },
    ]);
  });

  it('a booked meeting marks the prospect Meeting', async () => {
    const { engine, sequence, ada, signal, statusOf } = await setUp();
    await signal('meeting', { email: 'ada@acme.test' });
    expect(await engine.enrollmentOf(sequence.id, ada)).toMatchObject({ finishReason: 'meeting' });
    expect(await statusOf(ada)).toBe('meeting');
  });

  it('with stopForCompany, finishes everyone at the same email domain', async () => {
    const { engine, sequence, ada, bob, cy, signal } = await setUp(true);
    expect((await signal('replied', { prospectId: ada })).finished).toBe(2);
    expect(await engine.enrollmentOf(sequence.id, bob)).toMatchObject({
      status: 'finished',
      finishReason: 'company_stopped',
    });
    expect(await engine.enrollmentOf(sequence.id, cy)).toMatchObject({ status: 'active' });
  });

  it('without stopForCompany, colleagues go on', async () => {
    const { engine, sequence, ada, bob, signal } = await setUp(false);
    await signal('replied', { prospectId: ada });
    expect(await engine.enrollmentOf(sequence.id, bob)).toMatchObject({ status: 'active' });
  });

  it('emits the webhook events of the signal and the finished enrollment', async () => {
    const { engine, ada, signal } = await setUp();
    await engine.db
      .insert(webhookEndpoints)
      .values({
        id: 'wh1',
        ownerId: engine.user.id,
        url: 'https://hooks.example.com/x',
        events: ['reply.received', 'enrollment.finished'],
        secretSealed: 'sealed',
        secretHint: 'whsec_…',
        enabled: true,
        createdAt: new Date(engine.clock.now),
        updatedAt: new Date(engine.clock.now),
      })
      .run();
    await signal('replied', { prospectId: ada });
    expect(
      (await engine.db.select({ type: webhookDeliveries.eventType }).from(webhookDeliveries).all())
        .map((row) => row.type)
        .sort(),
    ).toEqual(['enrollment.finished', 'reply.received']);
  });
});

describe('enrollment', () => {
  it('skips prospects already in this sequence, active in another (unless allowed), or not the owner’s', async () => {
    const { engine, sequence, ada } = await setUp();
    const other = await engine.createSequence([{}]);
    expect((await engine.enroll(sequence.id, [ada])).skipped).toEqual([
      { prospectId: ada, reason: SKIP_ALREADY_ENROLLED },
    ]);
    expect((await engine.enroll(other.id, [ada])).skipped).toEqual([
      { prospectId: ada, reason: SKIP_ACTIVE_ELSEWHERE },
    ]);
    expect((await engine.enroll(other.id, [ada], true)).enrolled).toEqual([ada]);
    const stranger = await createEngine({ db: engine.db });
    const theirs = await stranger.addProspect();
    expect(
      (
        await enrollProspects(engine.db, {
          ownerId: engine.user.id,
          sequenceId: other.id,
          prospectIds: [theirs],
          now: engine.clock.now,
        })
      ).skipped,
    ).toEqual([{ prospectId: theirs, reason: SKIP_NOT_FOUND }]);
  });
});

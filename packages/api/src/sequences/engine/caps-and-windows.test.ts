import { describe, expect, it } from 'vitest';
import { ALWAYS, createEngine, DAY, MINUTE } from './testing/engine-fixtures.ts';

const utc = (iso: string) => Date.parse(iso);

describe('sending windows and caps in the tick', () => {
  it("places sends in the prospect's timezone when known, else the sender's", async () => {
    // Monday 23 Nov 2026, 12:00 UTC: 07:00 in New York, 13:00 in Paris, 21:00 in Tokyo.
    const engine = await createEngine({ timeZone: 'Europe/Paris' });
    await engine.settings({ minGapSeconds: 0, jitterSeconds: 0 });
    const { id } = await engine.createSequence([{}]);
    const ny = await engine.addProspect({ firstName: 'Nia', timeZone: 'America/New_York' });
    const tokyo = await engine.addProspect({ firstName: 'Taro', timeZone: 'Asia/Tokyo' });
    const unknown = await engine.addProspect({ firstName: 'Uma' });
    await engine.enroll(id, [ny, tokyo, unknown]);
    expect((await engine.rowsOf(ny))[0]?.dueAt).toEqual(new Date(utc('2026-11-23T14:00:00Z'))); // 09:00 New York
    expect((await engine.rowsOf(tokyo))[0]?.dueAt).toEqual(new Date(utc('2026-11-24T00:00:00Z'))); // Tue 09:00 Tokyo
    expect((await engine.rowsOf(unknown))[0]?.dueAt).toEqual(new Date(engine.clock.now)); // inside Paris hours
    expect((await engine.enrollmentOf(id, ny))?.timeZone).toBe('America/New_York');
    expect((await engine.enrollmentOf(id, unknown))?.timeZone).toBe('Europe/Paris');

    await engine.runUntil(utc('2026-11-24T01:00:00Z'), 10 * MINUTE);
    const sentAt = new Map((await engine.outbox()).map((mail) => [mail.subject, mail.createdAt.getTime()]));
    expect(sentAt.get('Step 1 for Uma')).toBe(utc('2026-11-23T12:00:00Z'));
    expect(sentAt.get('Step 1 for Nia')).toBe(utc('2026-11-23T14:00:00Z'));
    expect(sentAt.get('Step 1 for Taro')).toBe(utc('2026-11-24T00:00:00Z'));
  });

  it('a prospect waiting for their own window does not hold back those whose window is open', async () => {
    // Monday 23 Nov 2026, 12:00 UTC: 21:00 in Tokyo (closed), 13:00 in Paris (open).
    const engine = await createEngine({ timeZone: 'Europe/Paris' });
    await engine.settings({ minGapSeconds: 60, jitterSeconds: 0, excludedDays: [] });
    const { id } = await engine.createSequence([{ delayDays: 0 }]);
    const taro = await engine.addProspect({ firstName: 'Taro', timeZone: 'Asia/Tokyo' });
    const paul = await engine.addProspect({ firstName: 'Paul', timeZone: 'Europe/Paris' });
    const pia = await engine.addProspect({ firstName: 'Pia', timeZone: 'Europe/Paris' });
    await engine.enroll(id, [taro, paul, pia]);
    // Make all three due now, Taro first in line.
    await engine.db.$sql.run('UPDATE scheduled_steps SET due_at = ?', [engine.clock.now - 60_000]);
    await engine.db.$sql.run('UPDATE scheduled_steps SET due_at = ? WHERE prospect_id = ?', [
      engine.clock.now - 120_000,
      taro,
    ]);
    await engine.runUntil(engine.clock.now + 5 * MINUTE, 10_000);
    expect((await engine.outbox()).map((mail) => `${mail.subject} ${mail.createdAt.toISOString()}`)).toEqual([
      'Step 1 for Paul 2026-11-23T12:00:00.000Z',
      'Step 1 for Pia 2026-11-23T12:01:00.000Z',
    ]);
    expect((await engine.rowsOf(taro))[0]?.dueAt).toEqual(new Date(utc('2026-11-24T00:00:00Z')));
  });

  it("uses the sender's zone for everyone when useProspectTimeZone is off", async () => {
    const engine = await createEngine({ timeZone: 'Europe/Paris' });
    await engine.settings({ useProspectTimeZone: false });
    const { id } = await engine.createSequence([{}]);
    const ny = await engine.addProspect({ timeZone: 'America/New_York' });
    await engine.enroll(id, [ny]);
    expect((await engine.enrollmentOf(id, ny))?.timeZone).toBe('Europe/Paris');
  });

  it('keeps the daily cap; what exceeds it waits for the next window and the later steps shift', async () => {
    const engine = await createEngine();
    await engine.settings({
      ...ALWAYS,
      startTime: '09:00',
      endTime: '17:00',
      excludedDays: [0, 6],
      dailyCap: 2,
    });
    const { id } = await engine.createSequence([{}, { delayDays: 1 }]);
    const people: string[] = [];
    for (const firstName of ['A', 'B', 'C']) people.push(await engine.addProspect({ firstName }));
    await engine.enroll(id, people);
    await engine.runUntil(utc('2026-11-23T17:00:00Z'), MINUTE);
    expect((await engine.outbox()).map((mail) => mail.subject)).toEqual(['Step 1 for A', 'Step 1 for B']);
    // C's first step waits for Tuesday's window; so does its second step: a day after the actual send.
    const [cFirst] = await engine.rowsOf(people[2] as string);
    expect(cFirst).toMatchObject({ status: 'scheduled', dueAt: new Date(utc('2026-11-24T09:00:00Z')) });
    await engine.runUntil(utc('2026-11-26T17:00:00Z'), 10 * MINUTE);
    const sent = (await engine.outbox()).map((mail) => `${mail.subject} ${mail.createdAt.toISOString()}`);
    expect(sent).toEqual([
      'Step 1 for A 2026-11-23T12:00:00.000Z',
      'Step 1 for B 2026-11-23T12:00:00.000Z',
      'Step 1 for C 2026-11-24T09:00:00.000Z',
      'Step 2 for A 2026-11-24T12:00:00.000Z',
      // Tuesday's cap (2) is taken: B's second step moves to Wednesday's window, C's follows its own send.
      'Step 2 for B 2026-11-25T09:00:00.000Z',
      'Step 2 for C 2026-11-25T09:00:00.000Z',
    ]);
  });

  it('ramps the cap with the warmup', async () => {
    const engine = await createEngine({ start: utc('2026-11-23T00:00:00Z') });
    await engine.settings({
      ...ALWAYS,
      dailyCap: 50,
      warmupEnabled: true,
      warmupStartLimit: 2,
      warmupIncreaseBy: 1,
      warmupPeriod: 14,
    });
    const { id } = await engine.createSequence([{}]);
    const people: string[] = [];
    for (let i = 0; i < 8; i++) people.push(await engine.addProspect({ firstName: `P${i}` }));
    await engine.enroll(id, people);
    const perDay = async () => {
      const before = (await engine.outbox()).length;
      await engine.runUntil(engine.clock.now + DAY - MINUTE, 30 * MINUTE);
      engine.clock.now += MINUTE;
      return (await engine.outbox()).length - before;
    };
    expect([await perDay(), await perDay(), await perDay()]).toEqual([2, 3, 3]);
  });

  it('keeps the minimum gap plus jitter between two sends of a sender', async () => {
    const engine = await createEngine();
    await engine.settings({ ...ALWAYS, minGapSeconds: 60, jitterSeconds: 60 });
    const { id } = await engine.createSequence([{}]);
    const people: string[] = [];
    for (const firstName of ['A', 'B', 'C']) people.push(await engine.addProspect({ firstName }));
    await engine.enroll(id, people);
    const start = engine.clock.now;
    await engine.runUntil(start + 10 * MINUTE, 1000, { random: () => 0.5 });
    const times = (await engine.outbox()).map((mail) => mail.createdAt.getTime() - start);
    expect(times).toHaveLength(3);
    expect(times[0]).toBe(0);
    for (let i = 1; i < times.length; i++) {
      const gap = (times[i] as number) - (times[i - 1] as number);
      expect(gap).toBeGreaterThanOrEqual(60_000);
      expect(gap).toBeLessThanOrEqual(121_000);
    }
  });

  it('skips holidays', async () => {
    const engine = await createEngine();
    await engine.settings({ ...ALWAYS, excludedDates: ['2026-11-23', '2026-11-24'] });
    const { id } = await engine.createSequence([{}]);
    const ada = await engine.addProspect();
    await engine.enroll(id, [ada]);
    expect((await engine.rowsOf(ada))[0]?.dueAt).toEqual(new Date(utc('2026-11-25T00:00:00Z')));
  });

  it('sends at 09:00 New York on both sides of the DST change', async () => {
    const engine = await createEngine({ start: utc('2026-10-30T16:00:00Z'), timeZone: 'America/New_York' });
    await engine.settings({ startTime: '09:00', endTime: '09:30', minGapSeconds: 0, jitterSeconds: 0 });
    // Friday 30 Oct, 12:00 New York: the window is over. Step 2 a (business) day later.
    const { id } = await engine.createSequence([{}, { delayDays: 1, businessDays: true }]);
    const ada = await engine.addProspect({ firstName: 'Ada' });
    await engine.enroll(id, [ada]);
    await engine.runUntil(utc('2026-11-04T00:00:00Z'), 15 * MINUTE);
    expect((await engine.outbox()).map((mail) => mail.createdAt.toISOString())).toEqual([
      '2026-11-02T14:00:00.000Z', // Monday 09:00 EST
      '2026-11-03T14:00:00.000Z',
    ]);
  });
});

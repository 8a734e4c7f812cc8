import { describe, expect, it } from 'vitest';
import { previewSchedule } from './preview.ts';
import { ALWAYS, createEngine, DAY } from './testing/engine-fixtures.ts';

describe('the schedule preview', () => {
  it('shows who gets which step when, with variants and missing values, caps applied and later steps shifted', async () => {
    const engine = await createEngine();
    await engine.settings({
      ...ALWAYS,
      startTime: '09:00',
      endTime: '17:00',
      excludedDays: [0, 6],
      dailyCap: 2,
    });
    const { id, stepIds } = await engine.createSequence([
      {
        variants: [
          { subject: 'A for {{prospect_company_name}}', body: 'a' },
          { subject: 'B', body: 'b' },
        ],
      },
      { kind: 'call', delayDays: 1, body: 'Call {{prospect_first_name}}' },
    ]);
    const people: string[] = [];
    for (const firstName of ['Ada', 'Bob', 'Cy'])
      people.push(await engine.addProspect({ firstName, company: 'Acme' }));
    const noCompany = await engine.addProspect({ firstName: 'Dee' });
    const rows = await previewSchedule(engine.db, {
      ownerId: engine.user.id,
      sequenceId: id,
      prospectIds: [...people, noCompany],
      now: engine.clock.now,
    });
    const view = rows.map((row) => [
      row.prospectName.split(' ')[0],
      row.position,
      row.variantLabel,
      new Date(row.dueAt).toISOString(),
      row.missing,
    ]);
    expect(view).toEqual([
      ['Ada', 0, 'A', '2026-11-23T12:00:00.000Z', []],
      ['Bob', 0, 'B', '2026-11-23T12:00:00.000Z', []],
      // Monday's cap (2) is taken: Cy and Dee move to Tuesday's window; their calls follow a day later.
      ['Cy', 0, 'A', '2026-11-24T09:00:00.000Z', []],
      ['Dee', 0, 'B', '2026-11-24T09:00:00.000Z', []],
      ['Ada', 1, null, '2026-11-24T12:00:00.000Z', []],
      ['Bob', 1, null, '2026-11-24T12:00:00.000Z', []],
      ['Cy', 1, null, '2026-11-25T09:00:00.000Z', []],
      ['Dee', 1, null, '2026-11-25T09:00:00.000Z', []],
    ]);
    expect(rows.every((row) => row.timeZone === 'UTC')).toBe(true);
    expect(rows.find((row) => row.stepId === stepIds[0] && row.prospectName.startsWith('Dee'))?.kind).toBe(
      'auto_email',
    );
    // Nothing was written.
    expect(await engine.rowsOf(people[0] as string)).toEqual([]);
  });

  it('keeps the minimum gap between the sends it places, across zones', async () => {
    // Monday 12:00 UTC: Tokyo's window is closed (21:00), Paris's open (13:00).
    const engine = await createEngine({ timeZone: 'Europe/Paris' });
    await engine.settings({ minGapSeconds: 600, jitterSeconds: 0, excludedDays: [] });
    const { id } = await engine.createSequence([{}]);
    const ids = [
      await engine.addProspect({ firstName: 'Taro', timeZone: 'Asia/Tokyo' }),
      await engine.addProspect({ firstName: 'Paul', timeZone: 'Europe/Paris' }),
      await engine.addProspect({ firstName: 'Pia', timeZone: 'Europe/Paris' }),
      await engine.addProspect({ firstName: 'Toshi', timeZone: 'Asia/Tokyo' }),
    ];
    const rows = await previewSchedule(engine.db, {
      ownerId: engine.user.id,
      sequenceId: id,
      prospectIds: ids,
      now: engine.clock.now,
    });
    expect(
      rows.map((row) => `${row.prospectName.split(' ')[0]} ${new Date(row.dueAt).toISOString()}`),
    ).toEqual([
      'Paul 2026-11-23T12:00:00.000Z',
      'Pia 2026-11-23T12:10:00.000Z',
      'Taro 2026-11-24T00:00:00.000Z',
      'Toshi 2026-11-24T00:10:00.000Z',
    ]);
  });

  it('names the placeholders without a value', async () => {
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    const { id } = await engine.createSequence([
      { variants: [{ subject: 'For {{prospect_company_name}}', body: '{{booking_link}}' }] },
    ]);
    const dee = await engine.addProspect({ firstName: 'Dee' });
    const [row] = await previewSchedule(engine.db, {
      ownerId: engine.user.id,
      sequenceId: id,
      prospectIds: [dee],
      now: engine.clock.now,
    });
    expect(row?.missing).toEqual(['prospect_company_name', 'booking_link']);
    await engine.bookingPage('sam');
    const [after] = await previewSchedule(engine.db, {
      ownerId: engine.user.id,
      sequenceId: id,
      prospectIds: [dee],
      now: engine.clock.now,
    });
    expect(after?.missing).toEqual(['prospect_company_name']);
  });

  it('without prospectIds, shows the remaining steps of the active enrollments', async () => {
    const engine = await createEngine();
    await engine.settings(ALWAYS);
    const { id } = await engine.createSequence([{}, { delayDays: 2 }, { delayDays: 3 }]);
    const ada = await engine.addProspect({ firstName: 'Ada' });
    await engine.enroll(id, [ada]);
    await engine.tick();
    const rows = await previewSchedule(engine.db, {
      ownerId: engine.user.id,
      sequenceId: id,
      now: engine.clock.now,
    });
    expect(rows.map((row) => [row.position, row.dueAt])).toEqual([
      [1, engine.clock.now + 2 * DAY],
      [2, engine.clock.now + 5 * DAY],
    ]);
    expect(
      await previewSchedule(engine.db, { ownerId: 'nobody', sequenceId: id, now: engine.clock.now }),
    ).toEqual([]);
  });
});

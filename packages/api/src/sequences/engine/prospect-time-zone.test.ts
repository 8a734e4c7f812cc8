import { companies, prospects } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { previewSchedule } from './preview.ts';
import { createEngine, MINUTE } from './testing/engine-fixtures.ts';

const utc = (iso: string) => Date.parse(iso);

async function companyLocated(
  engine: Awaited<ReturnType<typeof createEngine>>,
  prospectId: string,
  location: string,
) {
  const row = await engine.db.select().from(prospects).where(eq(prospects.id, prospectId)).get();
  if (!row?.companyId) throw new Error('the prospect has no company');
  await engine.db.update(companies).set({ location }).where(eq(companies.id, row.companyId)).run();
}

describe("the prospect's zone: explicit, else its company's location, else the sender's", () => {
  it('sends at 09:00 local to a prospect with an explicit zone and to one known only by company location', async () => {
    // Monday 23 Nov 2026, 12:00 UTC: 06:00 in Austin, 07:00 in New York, 21:00 in Tokyo.
    const engine = await createEngine({ timeZone: 'Europe/Paris' });
    await engine.settings({ startTime: '09:00', endTime: '17:00', minGapSeconds: 0, jitterSeconds: 0 });
    const { id } = await engine.createSequence([{}]);
    const nia = await engine.addProspect({ firstName: 'Nia', timeZone: 'America/New_York', company: 'Acme' });
    await companyLocated(engine, nia, 'Tokyo, Japan'); // the explicit zone wins over the location
    const ada = await engine.addProspect({ firstName: 'Ada', company: 'Initech' });
    await companyLocated(engine, ada, 'Austin, TX');
    const lou = await engine.addProspect({ firstName: 'Lou', company: 'Globex' });
    await companyLocated(engine, lou, 'London'); // Ontario, England or Kentucky: the sender's zone
    const uma = await engine.addProspect({ firstName: 'Uma' });

    const preview = await previewSchedule(engine.db, {
      ownerId: engine.user.id,
      sequenceId: id,
      prospectIds: [nia, ada, lou, uma],
      now: engine.clock.now,
    });
    expect(Object.fromEntries(preview.map((row) => [row.prospectId, row.timeZone]))).toEqual({
      [nia]: 'America/New_York',
      [ada]: 'America/Chicago',
      [lou]: 'Europe/Paris',
      [uma]: 'Europe/Paris',
    });

    await engine.enroll(id, [nia, ada, lou, uma]);
    expect((await engine.enrollmentOf(id, nia))?.timeZone).toBe('America/New_York');
    expect((await engine.enrollmentOf(id, ada))?.timeZone).toBe('America/Chicago');
    expect((await engine.enrollmentOf(id, lou))?.timeZone).toBe('Europe/Paris');

    await engine.runUntil(utc('2026-11-23T16:00:00Z'), 10 * MINUTE);
    const sentAt = new Map(
      (await engine.outbox()).map((mail) => [mail.subject, mail.createdAt.toISOString()]),
    );
    expect(sentAt.get('Step 1 for Nia')).toBe('2026-11-23T14:00:00.000Z'); // 09:00 New York
    expect(sentAt.get('Step 1 for Ada')).toBe('2026-11-23T15:00:00.000Z'); // 09:00 Austin
    expect(sentAt.get('Step 1 for Lou')).toBe('2026-11-23T12:00:00.000Z'); // 13:00 Paris, inside
    expect(sentAt.get('Step 1 for Uma')).toBe('2026-11-23T12:00:00.000Z');
  });
});

import { companies, prospects } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { previewSchedule } from './preview.ts';
import { createEngine, MINUTE } from './testing/engine-fixtures.ts';

const utc = (iso: string) => Date.parse(iso);

function companyLocated(engine: ReturnType<typeof createEngine>, prospectId: string, location: string) {
  const row = engine.db.select().from(prospects).where(eq(prospects.id, prospectId)).get();
  if (!row?.companyId) throw new Error('the prospect has no company');
  engine.db.update(companies).set({ location }).where(eq(companies.id, row.companyId)).run();
}

describe("the prospect's zone: explicit, else its company's location, else the sender's", () => {
  it('sends at 09:00 local to a prospect with an explicit zone and to one known only by company location', async () => {
    // Monday 23 Nov 2026, 12:00 UTC: 06:00 in Austin, 07:00 in New York, 21:00 in Tokyo.
    const engine = createEngine({ timeZone: 'Europe/Paris' });
    engine.settings({ startTime: '09:00', endTime: '17:00', minGapSeconds: 0, jitterSeconds: 0 });
    const { id } = engine.createSequence([{}]);
    const nia = engine.addProspect({ firstName: 'Nia', timeZone: 'America/New_York', company: 'Acme' });
    companyLocated(engine, nia, 'Tokyo, Japan'); // the explicit zone wins over the location
    const ada = engine.addProspect({ firstName: 'Ada', company: 'Initech' });
    companyLocated(engine, ada, 'Austin, TX');
    const lou = engine.addProspect({ firstName: 'Lou', company: 'Globex' });
    companyLocated(engine, lou, 'London'); // Ontario, England or Kentucky: the sender's zone
    const uma = engine.addProspect({ firstName: 'Uma' });

    const preview = previewSchedule(engine.db, {
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

    engine.enroll(id, [nia, ada, lou, uma]);
    expect(engine.enrollmentOf(id, nia)?.timeZone).toBe('America/New_York');
    expect(engine.enrollmentOf(id, ada)?.timeZone).toBe('America/Chicago');
    expect(engine.enrollmentOf(id, lou)?.timeZone).toBe('Europe/Paris');

    await engine.runUntil(utc('2026-11-23T16:00:00Z'), 10 * MINUTE);
    const sentAt = new Map(engine.outbox().map((mail) => [mail.subject, mail.createdAt.toISOString()]));
    expect(sentAt.get('Step 1 for Nia')).toBe('2026-11-23T14:00:00.000Z'); // 09:00 New York
    expect(sentAt.get('Step 1 for Ada')).toBe('2026-11-23T15:00:00.000Z'); // 09:00 Austin
    expect(sentAt.get('Step 1 for Lou')).toBe('2026-11-23T12:00:00.000Z'); // 13:00 Paris, inside
    expect(sentAt.get('Step 1 for Uma')).toBe('2026-11-23T12:00:00.000Z');
  });
});

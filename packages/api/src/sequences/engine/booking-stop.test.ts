import { prospects } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import { ALWAYS, createEngine } from './testing/engine-fixtures.ts';

describe('a booking on the booking page (stop rule)', () => {
  it("finishes the booker's sequences and marks them Meeting", async () => {
    const t = createTestApp();
    const owner = await t.createUser({ email: 'pro@example.com', name: 'Priya Pro', role: 'Pro' });
    const cookie = await t.signIn('pro@example.com');
    await t.request('/api/calendar/update-availability', {
      method: 'PATCH',
      cookie,
      json: {
        startTime: '09:00',
        endTime: '12:00',
        timezone: { value: 'America/New_York', label: '', offset: 0, abbrev: '', altName: '' },
        conferenceLinkSettings: { location: '', description: '' },
        eventDescription: '',
        excludedMeetingDays: [0, 6],
        calendarIntegrationSelected: null,
        meetingLocation: 'Zoom',
        meetingTitle: 'Intro',
        meetingDuration: 60,
      },
    });
    await t.request('/api/calendar/calendar-switch', { method: 'PATCH', cookie, json: { calendarOn: true } });
    const engine = await createEngine({ db: t.db, user: owner, start: t.clock.now });
    await engine.settings(ALWAYS);
    const sequence = await engine.createSequence([{}, { delayDays: 2 }]);
    const vic = await engine.addProspect({ firstName: 'Vic', email: 'Vic@Example.com' });
    await engine.enroll(sequence.id, [vic]);

    const res = await t.request('/trpc/booking.book', {
      method: 'POST',
      json: {
        handle: 'priya-pro',
        name: 'Vic Visitor',
        email: 'vic@example.com',
        start: '2026-11-23T14:00:00.000Z',
      },
    });
    expect(res.status).toBe(200);
    expect(await engine.enrollmentOf(sequence.id, vic)).toMatchObject({
      status: 'finished',
      finishReason: 'meeting',
    });
    expect(
      await t.db.select({ status: prospects.status }).from(prospects).where(eq(prospects.id, vic)).get(),
    ).toEqual({
      status: 'meeting',
    });
    expect((await engine.rowsOf(vic)).map((row) => row.status)).toEqual(['canceled']);
  });
});

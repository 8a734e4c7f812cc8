import { BOOKING_PAGE_NOT_FOUND, SLOT_TAKEN, SLOT_UNAVAILABLE } from '@leadpath/core/schemas/calendar';
import { bookings, isUniqueViolation, outboxMessages } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

// The test clock starts on Monday 23 November 2026, 12:00 UTC (07:00 in New York).
const availability = {
  startTime: '09:00',
  endTime: '12:00',
  timezone: { value: 'America/New_York', label: '', offset: 0, abbrev: '', altName: '' },
  conferenceLinkSettings: { location: 'https://zoom.example/j/1', description: '' },
  eventDescription: 'We talk about your pipeline.',
  excludedMeetingDays: [0, 6],
  calendarIntegrationSelected: null,
  meetingLocation: 'Zoom',
  meetingTitle: '{{my_name}} <> {{prospect_first_name}}',
  meetingDuration: 60,
};

async function setup({ open = true } = {}) {
  const t = createTestApp();
  const owner = await t.createUser({
    email: 'pro@example.com',
    name: 'Priya Pro',
    role: 'Pro',
    companyName: 'Northwind',
  });
  const cookie = await t.signIn('pro@example.com');
  await t.request('/api/calendar/update-availability', { method: 'PATCH', cookie, json: availability });
  if (open)
    await t.request('/api/calendar/calendar-switch', { method: 'PATCH', cookie, json: { calendarOn: true } });
  const query = async (path: string, input: unknown) => {
    const res = await t.request(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`);
    return { status: res.status, body: await res.json() };
  };
  const book = async (input: Record<string, unknown>) => {
    const res = await t.request('/trpc/booking.book', {
      method: 'POST',
      json: { handle: 'priya-pro', name: 'Vic Visitor', email: 'vic@example.com', ...input },
    });
    const body = await res.json();
    return { status: res.status, body, error: body.error?.message as string | undefined };
  };
  const slots = async (from = '2026-11-23T00:00:00Z', to = '2026-11-25T00:00:00Z') =>
    (await query('booking.slots', { handle: 'priya-pro', from, to })).body.result.data;
  return { ...t, owner, cookie, query, book, slots };
}

describe('booking.page', () => {
  it('shows the owner and the meeting details to anyone, signed out', async () => {
    const t = await setup();
    const { status, body } = await t.query('booking.page', { handle: 'priya-pro' });
    expect(status).toBe(200);
    expect(body.result.data).toMatchObject({
      ownerName: 'Priya Pro',
      companyName: 'Northwind',
      meetingTitle: 'Priya Pro <> you',
      meetingDuration: 60,
      meetingLocation: 'Zoom',
      eventDescription: 'We talk about your pipeline.',
      ownerTimeZone: 'America/New_York',
    });
  });

  it('is 404 for an unknown handle', async () => {
    const t = await setup();
    const { status, body } = await t.query('booking.page', { handle: 'nobody' });
    expect(status).toBe(404);
    expect(body.error.message).toBe(BOOKING_PAGE_NOT_FOUND);
  });

  it('answers for an owner whose calendar is off exactly as for an unknown handle: no name, no details', async () => {
    const t = await setup({ open: false });
    const range = { from: '2026-11-23T00:00:00Z', to: '2026-11-25T00:00:00Z' };
    const booking = { name: 'Vic Visitor', email: 'vic@example.com', start: '2026-11-23T14:00:00.000Z' };
    for (const [path, input] of [
      ['booking.page', {}],
      ['booking.slots', range],
    ] as const) {
      const off = await t.query(path, { handle: 'priya-pro', ...input });
      const unknown = await t.query(path, { handle: 'nobody', ...input });
      expect(off).toEqual(unknown);
      expect(off.status).toBe(404);
      expect(JSON.stringify(off.body)).not.toContain('Priya');
    }
    const off = await t.book({ handle: 'priya-pro', ...booking });
    const unknown = await t.book({ handle: 'nobody', ...booking });
    expect(off).toEqual(unknown);
    expect(off).toMatchObject({ status: 404, error: BOOKING_PAGE_NOT_FOUND });
  });
});

describe('booking.slots', () => {
  it('offers the free slots from the settings, in the owner zone, nothing in the past', async () => {
    const t = await setup();
    const { slots } = await t.slots();
    // Monday 09:00, 10:00, 11:00 New York (EST) and the same on Tuesday.
    expect(slots.map((slot: { start: string }) => slot.start)).toEqual([
      '2026-11-23T14:00:00.000Z',
      '2026-11-23T15:00:00.000Z',
      '2026-11-23T16:00:00.000Z',
      '2026-11-24T14:00:00.000Z',
      '2026-11-24T15:00:00.000Z',
      '2026-11-24T16:00:00.000Z',
    ]);
    t.clock.now = Date.UTC(2026, 10, 23, 15, 30);
    expect((await t.slots()).slots[0].start).toBe('2026-11-23T16:00:00.000Z');
  });

  it('offers nothing once the calendar is switched off', async () => {
    const t = await setup();
    expect((await t.slots()).slots.length).toBeGreaterThan(0);
    await t.request('/api/calendar/calendar-switch', {
      method: 'PATCH',
      cookie: t.cookie,
      json: { calendarOn: false },
    });
    const res = await t.query('booking.slots', {
      handle: 'priya-pro',
      from: '2026-11-23T00:00:00Z',
      to: '2026-11-25T00:00:00Z',
    });
    expect(res).toMatchObject({ status: 404, body: { error: { message: BOOKING_PAGE_NOT_FOUND } } });
  });
});

describe('booking.book', () => {
  it('books at most 5 meetings an hour from one address, then answers 429 and mails nobody', async () => {
    const t = await setup();
    const starts = (await t.slots('2026-11-23T00:00:00Z', '2026-11-30T00:00:00Z')).slots.map(
      (slot: { start: string }) => slot.start,
    );
    expect(starts.length).toBeGreaterThan(6);
    for (const start of starts.slice(0, 5)) expect((await t.book({ start })).status).toBe(200);
    const mailsBefore = (await t.db.select().from(outboxMessages).all()).length;

    const res = await t.request('/trpc/booking.book', {
      method: 'POST',
      json: { handle: 'priya-pro', name: 'Vic Visitor', email: 'someone-else@example.com', start: starts[5] },
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('3600');
    expect((await res.json()).error.message).toBe(
      'Too many meetings booked from this address. Try again in 60 minutes.',
    );
    expect(await t.db.select().from(bookings).all()).toHaveLength(5);
    expect(await t.db.select().from(outboxMessages).all()).toHaveLength(mailsBefore);

    t.clock.now += 60 * 60_000;
    expect((await t.book({ start: starts[5] })).status).toBe(200);
  });

  it('stores the booking, mails both sides an .ics invitation and the slot disappears', async () => {
    const t = await setup();
    const { status, body } = await t.book({ start: '2026-11-23T15:00:00.000Z', timeZone: 'Europe/Paris' });
    expect(status).toBe(200);
    expect(body.result.data).toMatchObject({
      start: '2026-11-23T15:00:00.000Z',
      end: '2026-11-23T16:00:00.000Z',
      title: 'Priya Pro <> Vic',
    });
    const starts = (await t.slots()).slots.map((slot: { start: string }) => slot.start);
    expect(starts).not.toContain('2026-11-23T15:00:00.000Z');
    expect(starts).toHaveLength(5);

    const mails = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.ownerId, t.owner.id))
      .all();
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual(['pro@example.com', 'vic@example.com']);
    for (const mail of mails) {
      expect(mail.attachments).toHaveLength(1);
      const [attachment] = mail.attachments;
      expect(attachment!.filename).toBe('invite.ics');
      expect(attachment!.contentType).toContain('text/calendar');
      const ics = Buffer.from(attachment!.contentBase64, 'base64').toString('utf8');
      expect(ics).toContain('DTSTART:20261123T150000Z');
      expect(ics).toContain('SUMMARY:Priya Pro <> Vic');
      expect(ics).toContain('mailto:vic@example.com');
    }
    const visitorMail = mails.find((mail) => mail.to[0] === 'vic@example.com')!;
    expect(visitorMail.subject).toBe('Invitation: Priya Pro <> Vic');
    // The visitor reads the time in their own zone: 16:00 in Paris.
    expect(visitorMail.text).toContain('4:00:00 PM GMT+1');
  });

  it('two visitors on the same slot: one wins, the other is told it was just taken', async () => {
    const t = await setup();
    const [first, second] = await Promise.all([
      t.book({ start: '2026-11-23T14:00:00.000Z' }),
      t.book({ start: '2026-11-23T14:00:00.000Z', email: 'other@example.com', name: 'Olga' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect([first.error, second.error]).toContain(SLOT_TAKEN);
  });

  it('the database itself keeps one booking per owner and start', async () => {
    const t = await setup();
    const row = {
      ownerId: t.owner.id,
      startAt: new Date(Date.UTC(2026, 10, 24, 14)),
      endAt: new Date(Date.UTC(2026, 10, 24, 15)),
      name: 'A',
      email: 'a@example.com',
      title: 'x',
      createdAt: new Date(t.clock.now),
    };
    await t.db
      .insert(bookings)
      .values({ ...row, id: 'first' })
      .run();
    // The async driver's error is Drizzle's query error, the engine's own as its cause.
    const refused = await t.db
      .insert(bookings)
      .values({ ...row, id: 'second' })
      .run()
      .then(
        () => null,
        (error: Error) => error,
      );
    expect(isUniqueViolation(refused)).toBe(true);
    // The page sees the row as taken, whichever way it got there.
    expect(await t.book({ start: '2026-11-24T14:00:00.000Z' })).toMatchObject({
      status: 409,
      error: SLOT_TAKEN,
    });
  });

  it('refuses a time that is not an offered slot, or in the past', async () => {
    const t = await setup();
    expect(await t.book({ start: '2026-11-23T14:30:00.000Z' })).toMatchObject({
      status: 400,
      error: SLOT_UNAVAILABLE,
    });
    expect(await t.book({ start: '2026-11-22T14:00:00.000Z' })).toMatchObject({
      status: 400,
      error: SLOT_UNAVAILABLE,
    });
    t.clock.now = Date.UTC(2026, 10, 23, 14, 30);
    expect(await t.book({ start: '2026-11-23T14:00:00.000Z' })).toMatchObject({
      status: 400,
      error: SLOT_UNAVAILABLE,
    });
  });

  it('books nothing when the calendar is off: the page does not exist', async () => {
    const t = await setup({ open: false });
    expect(await t.book({ start: '2026-11-23T14:00:00.000Z' })).toMatchObject({
      status: 404,
      error: BOOKING_PAGE_NOT_FOUND,
    });
    expect(await t.db.select().from(bookings).all()).toHaveLength(0);
  });

  it('needs a name and a valid email', async () => {
    const t = await setup();
    expect(await t.book({ start: '2026-11-23T14:00:00.000Z', name: ' ' })).toMatchObject({
      status: 400,
      error: 'Please enter your name',
    });
    expect(await t.book({ start: '2026-11-23T14:00:00.000Z', email: 'nope' })).toMatchObject({
      status: 400,
      error: 'Please enter a valid email address',
    });
  });
});

import {
  EVENT_DESCRIPTION_TOO_LONG,
  MEETING_DURATION_MINUTES,
  MEETING_DURATION_RANGE,
  MEETING_DURATION_REQUIRED,
  MEETING_TITLE_REQUIRED,
} from '@leadpath/core/schemas/calendar';
import { START_BEFORE_END } from '@leadpath/core/schemas/schedule';
import { describe, expect, it } from 'vitest';
import { bearer, userWithKey } from '../testing/api-keys.ts';
import { createTestApp, TEST_PASSWORD } from '../testing/test-app.ts';

const validAvailability = {
  startTime: '10:00',
  endTime: '16:00',
  timezone: { value: 'America/New_York', label: '', offset: 0, abbrev: '', altName: '' },
  conferenceLinkSettings: { location: 'https://zoom.example/j/1', description: 'Join from a desktop' },
  eventDescription: 'A first call about your outreach.',
  excludedMeetingDays: [0, 3, 6],
  calendarIntegrationSelected: 'Google Calendar',
  meetingLocation: 'Google Meet',
  meetingTitle: '{{my_name}} <> {{prospect_first_name}}',
  meetingDuration: 45,
};

async function setup() {
  const t = createTestApp();
  await t.createUser({ email: 'pro@example.com', name: 'Priya Pro', role: 'Pro' });
  await t.createUser({ email: 'twin@example.com', name: 'Priya Pro', role: 'Starter' });
  const cookie = await t.signIn('pro@example.com');
  const patch = (path: string, json: unknown) => t.request(`/api${path}`, { method: 'PATCH', cookie, json });
  const availability = async (as = cookie) =>
    (await t.request('/api/calendar/retrieve-availability', { cookie: as })).json();
  return { ...t, cookie, patch, availability };
}

describe('GET /api/calendar/retrieve-availability', () => {
  it('gives the defaults and a booking handle derived from the name', async () => {
    const t = await setup();
    const res = await t.request('/api/calendar/retrieve-availability', { cookie: t.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      calendarOn: false,
      startTime: '09:00',
      endTime: '17:00',
      excludedMeetingDays: [0, 6],
      calendarIntegrationSelected: null,
      meetingLocation: 'Zoom',
      meetingDuration: 30,
      eventDescription: '',
      conferenceLink: { location: '', description: '' },
      bookingHandle: 'priya-pro',
    });
  });

  it('starts new calendar and LinkedIn settings in the zone the browser reported at sign-in', async () => {
    const t = await setup();
    const login = (email: string, timeZone: unknown) =>
      t.request('/api/auth/login', { method: 'POST', json: { email, password: TEST_PASSWORD, timeZone } });
    const signedIn = await login('twin@example.com', 'America/New_York');
    expect(signedIn.status).toBe(200);
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect((await t.availability(cookie)).timezone.value).toBe('America/New_York');
    const linkedin = await (await t.request('/api/linkedin/retrieve-settings', { cookie })).json();
    expect(linkedin.timezone.value).toBe('America/New_York');

    // A zone the server does not know never stops a sign-in, and saved settings keep their zone.
    expect((await login('twin@example.com', 'Mars/Olympus_Mons')).status).toBe(200);
    expect((await login('twin@example.com', 42)).status).toBe(200);
    expect((await login('twin@example.com', 'Asia/Tokyo')).status).toBe(200);
    expect((await t.availability(cookie)).timezone.value).toBe('America/New_York');
    // Without a zone (an API client, an old page) the default stays UTC.
    expect((await t.availability()).timezone.value).toBe('UTC');
  });

  it('gives a second user of the same name another handle, and keeps handles stable', async () => {
    const t = await setup();
    await t.availability();
    const twin = await t.signIn('twin@example.com');
    expect((await t.availability(twin)).bookingHandle).toBe('priya-pro-2');
    expect((await t.availability()).bookingHandle).toBe('priya-pro');
  });

  it('is not callable with an API key (no permission of spec §6 covers it)', async () => {
    const t = await setup();
    const { key } = await userWithKey(t, 'pro@example.com', { permissions: ['linkedin:read'] });
    const res = await t.request('/api/calendar/retrieve-availability', { headers: bearer(key) });
    expect(res.status).toBe(403);
  });

  it('needs a session', async () => {
    const t = await setup();
    expect((await t.request('/api/calendar/retrieve-availability')).status).toBe(401);
  });
});

describe('PATCH /api/calendar/calendar-switch', () => {
  it('turns the calendar on and off', async () => {
    const t = await setup();
    const res = await t.patch('/calendar/calendar-switch', { calendarOn: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ calendarOn: true });
    expect((await t.availability()).calendarOn).toBe(true);
    await t.patch('/calendar/calendar-switch', { calendarOn: false });
    expect((await t.availability()).calendarOn).toBe(false);
  });

  it('needs a boolean', async () => {
    const t = await setup();
    expect((await t.patch('/calendar/calendar-switch', {})).status).toBe(400);
  });
});

describe('PATCH /api/calendar/update-availability', () => {
  it('saves the spec §7 fields', async () => {
    const t = await setup();
    const res = await t.patch('/calendar/update-availability', validAvailability);
    expect(res.status).toBe(200);
    expect(await t.availability()).toMatchObject({
      startTime: '10:00',
      endTime: '16:00',
      timezone: { value: 'America/New_York', offset: -5, abbrev: 'EST' },
      conferenceLink: validAvailability.conferenceLinkSettings,
      eventDescription: validAvailability.eventDescription,
      excludedMeetingDays: [0, 3, 6],
      calendarIntegrationSelected: 'Google Calendar',
      meetingLocation: 'Google Meet',
      meetingTitle: validAvailability.meetingTitle,
      meetingDuration: 45,
      bookingHandle: 'priya-pro',
    });
  });

  it.each([
    [{ meetingDuration: undefined }, MEETING_DURATION_REQUIRED],
    [{ meetingDuration: null }, MEETING_DURATION_REQUIRED],
    [{ meetingDuration: '30' }, MEETING_DURATION_MINUTES],
    [{ meetingDuration: 30.5 }, MEETING_DURATION_MINUTES],
    [{ meetingDuration: 0 }, MEETING_DURATION_RANGE],
    [{ meetingDuration: 481 }, MEETING_DURATION_RANGE],
    [{ meetingTitle: '' }, MEETING_TITLE_REQUIRED],
    [{ meetingTitle: '   ' }, MEETING_TITLE_REQUIRED],
    [{ meetingTitle: undefined }, MEETING_TITLE_REQUIRED],
    [{ eventDescription: 'x'.repeat(801) }, EVENT_DESCRIPTION_TOO_LONG],
    [{ startTime: '16:00', endTime: '10:00' }, START_BEFORE_END],
    [{ meetingLocation: 'Skype' }, 'Choose a meeting location'],
    [{ calendarIntegrationSelected: 'iCloud' }, 'Choose Google Calendar or Outlook'],
    [{ excludedMeetingDays: [0, 1, 2, 3, 4, 5, 6] }, 'Keep at least one meeting day'],
  ])('refuses %j with "%s" and changes nothing', async (change, message) => {
    const t = await setup();
    const before = await t.availability();
    const res = await t.patch('/calendar/update-availability', { ...validAvailability, ...change });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(message);
    expect(await t.availability()).toEqual(before);
  });

  it('an event description of exactly 800 characters is fine', async () => {
    const t = await setup();
    const res = await t.patch('/calendar/update-availability', {
      ...validAvailability,
      eventDescription: 'x'.repeat(800),
    });
    expect(res.status).toBe(200);
  });
});

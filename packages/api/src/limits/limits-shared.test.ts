import { limitCounters } from '@leadpath/db';
import { createTestDatabase } from '@leadpath/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD } from '../testing/test-app.ts';
import { tooManyBookings } from './booking-limit.ts';
import { tooManySignInAttempts } from './password-attempts.ts';
import { tooManyCalls } from './request-rate.ts';

const OWNER = 'ann@example.com';
// The test clock starts on Monday 23 November 2026, 12:00 UTC (07:00 in New York).
const availability = {
  startTime: '09:00',
  endTime: '12:00',
  timezone: { value: 'America/New_York', label: '', offset: 0, abbrev: '', altName: '' },
  conferenceLinkSettings: { location: 'https://zoom.example/j/1', description: '' },
  eventDescription: '',
  excludedMeetingDays: [0, 6],
  calendarIntegrationSelected: null,
  meetingLocation: 'Zoom',
  meetingTitle: '{{my_name}} <> {{prospect_first_name}}',
  meetingDuration: 60,
};
const GUESSER = '203.0.113.9';

/** Two app instances over one database, as behind a load balancer; their clocks move together. */
function twoInstances(options: Parameters<typeof createTestApp>[0] = {}) {
  const database = createTestDatabase();
  const instances = [createTestApp({ ...options, database }), createTestApp({ ...options, database })];
  return {
    instances,
    db: database,
    /** The instance a balancer would pick for the n-th request: round robin. */
    pick: (n: number) => instances[n % instances.length]!,
    advance(ms: number) {
      for (const t of instances) t.clock.now += ms;
    },
  };
}

function signInFrom(t: ReturnType<typeof createTestApp>, ip: string, password: string) {
  return t.request('/api/auth/login', {
    method: 'POST',
    headers: { 'x-forwarded-for': ip },
    json: { email: OWNER, password },
  });
}

async function statusesOf(responses: (Response | Promise<Response>)[]) {
  const counts: Record<number, number> = {};
  for (const res of await Promise.all(responses)) counts[res.status] = (counts[res.status] ?? 0) + 1;
  return counts;
}

// Each sign-in hashes a password: generous on a loaded machine, as the engine's per-test budget is not.
describe('limits shared by several app instances over one database', { timeout: 60_000 }, () => {
  it('locks sign-in after five wrong passwords spread over both instances, as on one', async () => {
    const cluster = twoInstances({ trustProxy: 1 });
    await cluster.instances[0]!.createUser({ email: OWNER, role: 'Pro' });
    for (let n = 0; n < 5; n++)
      expect((await signInFrom(cluster.pick(n), GUESSER, 'wrong-password')).status).toBe(401);
    for (const t of cluster.instances) {
      const locked = await signInFrom(t, GUESSER, TEST_PASSWORD);
      expect(locked.status).toBe(429);
      expect(locked.headers.get('retry-after')).toBe('900');
      expect(await locked.json()).toEqual({ error: tooManySignInAttempts(900) });
    }
    // The window is over for both once its 15 minutes have passed.
    cluster.advance(15 * 60_000);
    expect((await signInFrom(cluster.pick(1), GUESSER, TEST_PASSWORD)).status).toBe(200);
  });

  it('checks only 5 of 40 parallel wrong passwords sent to both instances', async () => {
    const cluster = twoInstances({ trustProxy: 1 });
    await cluster.instances[0]!.createUser({ email: OWNER, role: 'Pro' });
    const attempts = Array.from({ length: 40 }, (_, n) => signInFrom(cluster.pick(n), GUESSER, 'wrong'));
    expect(await statusesOf(attempts)).toEqual({ 401: 5, 429: 35 });
  });

  it('a right password on one instance takes back its attempt for the other', async () => {
    const cluster = twoInstances({ trustProxy: 1 });
    await cluster.instances[0]!.createUser({ email: OWNER, role: 'Pro' });
    for (let n = 0; n < 4; n++) await signInFrom(cluster.pick(n), GUESSER, 'wrong-password');
    expect((await signInFrom(cluster.pick(0), GUESSER, TEST_PASSWORD)).status).toBe(200);
    // The right password cleared this address's slips: four more lock nobody.
    for (let n = 0; n < 4; n++)
      expect((await signInFrom(cluster.pick(n), GUESSER, 'wrong-password')).status).toBe(401);
    expect((await signInFrom(cluster.pick(1), GUESSER, TEST_PASSWORD)).status).toBe(200);
  });

  it('answers 30 of 40 calls spread over both instances with a per-person limit of 30 a minute', async () => {
    const cluster = twoInstances({ requestRateLimits: { perUserPerMinute: 30, perIpPerMinute: 1000 } });
    await cluster.instances[0]!.createUser({ email: OWNER, role: 'Pro' });
    // Signed in on one, the session works on the other (sessions live in the database too).
    const cookie = await cluster.instances[0]!.signIn(OWNER);
    cluster.advance(60_000);
    const calls = Array.from({ length: 40 }, (_, n) =>
      cluster.pick(n).request('/api/user-fetch', { cookie }),
    );
    expect(await statusesOf(calls)).toEqual({ 200: 30, 429: 10 });
    const refused = await cluster.pick(1).request('/api/user-fetch', { cookie });
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(await refused.json()).toEqual({ error: tooManyCalls(Number(refused.headers.get('retry-after'))) });
    // The next minute both admit the person again, and the finished minute's row is swept.
    cluster.advance(60_000);
    const next = await cluster.pick(0).request('/api/user-fetch', { cookie });
    expect(next.status).toBe(200);
    expect(next.headers.get('ratelimit-remaining')).toBe('29');
    const rows = await cluster.db
      .select()
      .from(limitCounters)
      .where(eq(limitCounters.scope, 'request-rate'))
      .all();
    const minute = Math.floor(cluster.instances[0]!.clock.now / 60_000) * 60_000;
    expect(rows.map((row) => row.windowStart)).toEqual(rows.map(() => minute));
  });

  it('books at most 5 meetings an hour from one address over both instances; a failed booking costs nothing', async () => {
    const cluster = twoInstances();
    const [a] = cluster.instances as [ReturnType<typeof createTestApp>];
    await a.createUser({ email: 'pro@example.com', name: 'Priya Pro', role: 'Pro' });
    const cookie = await a.signIn('pro@example.com');
    await a.request('/api/calendar/update-availability', { method: 'PATCH', cookie, json: availability });
    await a.request('/api/calendar/calendar-switch', { method: 'PATCH', cookie, json: { calendarOn: true } });
    const query = `{"handle":"priya-pro","from":"2026-11-23T00:00:00Z","to":"2026-11-30T00:00:00Z"}`;
    const slots = await (await a.request(`/trpc/booking.slots?input=${encodeURIComponent(query)}`)).json();
    const starts: string[] = slots.result.data.slots.map((slot: { start: string }) => slot.start);
    const book = (n: number, start: string | undefined) =>
      cluster.pick(n).request('/trpc/booking.book', {
        method: 'POST',
        json: { handle: 'priya-pro', name: 'Vic Visitor', email: 'vic@example.com', start },
      });
    for (let n = 0; n < 4; n++) expect((await book(n, starts[n])).status).toBe(200);
    // A slot already taken is refused and given back: it does not use up the address's fifth booking.
    expect((await book(1, starts[0])).status).not.toBe(200);
    expect((await book(0, starts[4])).status).toBe(200);
    for (const n of [0, 1]) {
      const refused = await book(n, starts[5]);
      expect(refused.status).toBe(429);
      expect((await refused.json()).error.message).toBe(tooManyBookings(3600));
    }
  });
});

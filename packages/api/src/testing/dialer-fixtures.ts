/** Helpers of the dialer tests: prospects with numbers and zones, sessions and calls over REST. */
import { scheduledSteps } from '@leadpath/db';
import { and, eq } from 'drizzle-orm';
import { selectTelephony } from '../dialer/telephony.ts';
import { startFakeTwilio } from '../dialer/twilio/fake-twilio.ts';
import { json } from './outreach-fixtures.ts';
import { createTestApp } from './test-app.ts';

type TestApp = ReturnType<typeof createTestApp>;

export interface View {
  id: string;
  items: { prospectId: string; name: string; status: string; skipReason: string | null }[];
  current: {
    itemId: string;
    prospect: { id: string; name: string; phoneE164: string | null; lastActivity: { what: string } | null };
    task: { id: string; sequenceName: string } | null;
    script: { opener: string; objections: { objection: string }[] };
  } | null;
  provider: { id: string; label: string; placesCalls: boolean; browserCalls: boolean };
}

export async function call(t: TestApp, cookie: string, method: string, path: string, body?: unknown) {
  return t.request(`/api${path}`, { method, cookie, json: body });
}

export async function ok<T>(res: Response): Promise<T> {
  if (res.status !== 200) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`);
  return json<T>(res);
}

/** A prospect of the signed-in user; London by default (the test clock's 12:00 UTC is inside its hours). */
export async function prospect(
  t: TestApp,
  cookie: string,
  firstName: string,
  fields: { phone?: string; timeZone?: string | null } = {},
) {
  const row = await ok<{ id: string }>(
    await call(t, cookie, 'POST', '/prospects', {
      firstName,
      lastName: 'Tester',
      email: `${firstName.toLowerCase()}@acme.example`,
      phone: fields.phone ?? '+44 20 7946 0958',
      timeZone: fields.timeZone === undefined ? 'Europe/London' : fields.timeZone,
    }),
  );
  return row.id;
}

export async function dispositionId(t: TestApp, cookie: string, label: string): Promise<string> {
  const { dispositions } = await ok<{ dispositions: { id: string; label: string }[] }>(
    await call(t, cookie, 'GET', '/dialer/dispositions'),
  );
  const found = dispositions.find((entry) => entry.label === label);
  if (!found) throw new Error(`no disposition ${label}`);
  return found.id;
}

/** A sequence of a call then a task two days later, the prospects enrolled, their call tasks open and due. */
export async function callTasksFor(t: TestApp, cookie: string, prospectIds: string[]) {
  const sequence = await ok<{ id: string }>(
    await call(t, cookie, 'POST', '/sequences', {
      name: 'Call round',
      steps: [
        { kind: 'call', body: 'Call {{prospect_first_name}}' },
        { kind: 'task', delayDays: 2, body: 'Send {{prospect_first_name}} a note' },
      ],
    }),
  );
  await ok(await call(t, cookie, 'POST', `/sequences/${sequence.id}/enrollments`, { prospectIds }));
  // Due a minute apart, in the order given (the queue takes the oldest task first).
  for (const [index, prospectId] of prospectIds.entries())
    await t.db
      .update(scheduledSteps)
      .set({ status: 'task_open', dueAt: new Date(t.clock.now - (prospectIds.length - index) * 60_000) })
      .where(
        and(
          eq(scheduledSteps.sequenceId, sequence.id),
          eq(scheduledSteps.prospectId, prospectId),
          eq(scheduledSteps.status, 'held'),
        ),
      )
      .run();
  return sequence.id;
}

/** The test app with Twilio chosen by its three variables, against a local fake of its Calls API. */
export async function appOnTwilioFake(account: { sid: string; token: string }) {
  const fake = await startFakeTwilio(account);
  const t = createTestApp();
  t.deps.services.telephony = selectTelephony({
    TWILIO_ACCOUNT_SID: account.sid,
    TWILIO_AUTH_TOKEN: account.token,
    TWILIO_FROM_NUMBER: '+15005550006',
    TWILIO_API_BASE_URL: fake.baseUrl,
  });
  return { t, fake };
}

/** Custom outreach fixtures for the sequences and outreach tests. */
import type { createTestApp } from './test-app.ts';

type TestApp = ReturnType<typeof createTestApp>;

/** An A/B email, a call two business days later, a same-thread follow-up three calendar days later. */
export const threeSteps = [
  {
    kind: 'auto_email',
    delayDays: 0,
    variants: [
      { subject: 'Hello {{prospect_first_name}}', body: 'Hi {{prospect_first_name}}, {{my_name}} here.' },
      {
        subject: 'Quick question',
        body: 'Hi {{ prospect_first_name }}, a question from {{my_company_name}}.',
      },
    ],
  },
  { kind: 'call', delayDays: 2, body: 'Call {{prospect_first_name}} about {{prospect_company_name}}' },
  {
    kind: 'auto_email',
    delayDays: 3,
    businessDays: false,
    sameThread: true,
    variants: [{ body: 'Following up. Book a time: {{booking_link}}' }],
  },
];

export interface SequenceAnswer {
  id: string;
  name: string;
  status: string;
  stopForCompany: boolean;
  steps: {
    id: string;
    position: number;
    kind: string;
    delayDays: number;
    businessDays: boolean;
    sameThread: boolean;
    body: string;
    variants: { id: string; label: string; subject: string; body: string }[];
  }[];
}

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** A user of the given role, signed in. */
export async function signedIn(t: TestApp, email = 'pro@example.com', role: 'Pro' | 'Free' = 'Pro') {
  const user = await t.createUser({ email, name: 'Pat Pro', role });
  return { user, cookie: await t.signIn(email) };
}

/** Creates a sequence over REST and returns it. */
export async function createSequence(t: TestApp, cookie: string, body: Record<string, unknown>) {
  const res = await t.request('/api/sequences', { method: 'POST', cookie, json: body });
  if (res.status !== 200)
    throw new Error(`creating a sequence failed with ${res.status}: ${await res.text()}`);
  return json<SequenceAnswer>(res);
}

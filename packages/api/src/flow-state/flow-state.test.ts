import { flowStates } from '@leadpath/db';
import { createTestDatabase } from '@leadpath/db/testing';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_GONE } from '../billing/sandbox-pages.ts';
import { createTestApp } from '../testing/test-app.ts';

const DAY = 86_400_000;
type TestApp = ReturnType<typeof createTestApp>;

/** Two app instances over one database, as behind a load balancer; a person signed in on the first. */
async function twoInstances() {
  const database = createTestDatabase();
  const [a, b] = [createTestApp({ database }), createTestApp({ database })] as [TestApp, TestApp];
  const user = await a.createUser({
    email: 'tina@example.com',
    role: 'Free',
    tier: 'Free',
    trialEndDate: new Date(a.clock.now + 10 * DAY),
  });
  return { a, b, user, database, cookie: await a.signIn('tina@example.com') };
}

async function trpc(
  t: TestApp,
  cookie: string,
  path: string,
  input: unknown,
  method: 'GET' | 'POST' = 'POST',
) {
  const res =
    method === 'GET'
      ? await t.request(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { cookie })
      : await t.request(`/trpc/${path}`, { method: 'POST', cookie, json: input });
  const body = await res.json();
  return { status: res.status, data: body.result?.data, error: body.error?.message as string | undefined };
}

const sessionOf = (url: string) => new URL(url, 'http://x').searchParams.get('session') ?? '';

describe('outside flows started on one instance finish on another', () => {
  it('the sandbox consent: started on A, read, allowed and saved on B; spent once', async () => {
    const { a, b, cookie } = await twoInstances();
    const started = await trpc(a, cookie, 'integrations.connect', { providerConfigKey: 'hubspot' });
    const session = sessionOf(started.data.url);
    const page = await trpc(
      b,
      cookie,
      'integrations.sandbox.session',
      { providerConfigKey: 'hubspot', session },
      'GET',
    );
    expect(page.data).toMatchObject({ providerConfigKey: 'hubspot' });
    const allowed = await trpc(b, cookie, 'integrations.sandbox.decide', {
      providerConfigKey: 'hubspot',
      session,
      decision: 'allow',
    });
    expect(allowed.data.connectionId).toMatch(/^sandbox-/);
    // Saved through A: the connection the consent on B made is confirmed there.
    const saved = await a.request('/api/save-integration', {
      method: 'POST',
      cookie,
      json: { providerConfigKey: 'hubspot', connectionId: allowed.data.connectionId },
    });
    expect(saved.status).toBe(200);
    // A second decision on the other instance finds the session spent.
    const again = await trpc(a, cookie, 'integrations.sandbox.decide', {
      providerConfigKey: 'hubspot',
      session,
      decision: 'allow',
    });
    expect(again.status).toBe(404);
  });

  it('the sandbox checkout: opened on A, shown and paid on B, paid once, expired after a day', async () => {
    const { a, b, cookie } = await twoInstances();
    const res = await a.request('/api/billing/checkout', {
      method: 'POST',
      cookie,
      json: { plan: 'Premium', period: 'yearly' },
    });
    const session = sessionOf(((await res.json()) as { url: string }).url);
    // A second checkout, left open: it expires after a day on both instances.
    const late = await b.request('/api/billing/checkout', {
      method: 'POST',
      cookie,
      json: { plan: 'Premium', period: 'monthly' },
    });
    const lateSession = sessionOf(((await late.json()) as { url: string }).url);
    const page = await trpc(b, cookie, 'billing.sandboxCheckout', { session }, 'GET');
    expect(page.data).toMatchObject({ plan: 'Premium', period: 'yearly', email: 'tina@example.com' });
    const paid = await trpc(b, cookie, 'billing.sandboxCompleteCheckout', { session });
    expect(paid.data).toEqual({ redirectUrl: '/dashboard/settings?section=billing&checkout=done' });
    const twice = await trpc(a, cookie, 'billing.sandboxCompleteCheckout', { session });
    expect(twice).toMatchObject({ status: 404, error: CHECKOUT_GONE });

    expect((await trpc(a, cookie, 'billing.sandboxCheckout', { session: lateSession }, 'GET')).status).toBe(
      200,
    );
    for (const t of [a, b]) t.clock.now += DAY;
    const expired = await trpc(a, cookie, 'billing.sandboxCheckout', { session: lateSession }, 'GET');
    expect(expired).toMatchObject({ status: 404, error: CHECKOUT_GONE });
  });

  it('sweeps expired flow state when a new flow starts', async () => {
    const { a, b, cookie, database } = await twoInstances();
    expect((await trpc(a, cookie, 'integrations.connect', { providerConfigKey: 'hubspot' })).status).toBe(
      200,
    );
    for (const t of [a, b]) t.clock.now += 31 * 60_000;
    await trpc(b, cookie, 'integrations.connect', { providerConfigKey: 'hubspot' });
    const rows = await database.select().from(flowStates).all();
    expect(rows.filter((row) => row.kind === 'sandbox-consent')).toHaveLength(1);
  });
});

import { hasProductAccess, PAYMENT_GRACE_MS, planPricing } from '@leadpath/core';
import { billingEvents, planChanges, subscriptions, users } from '@leadpath/db';
import { createStripeBilling, signStripePayload } from '@leadpath/integrations';
import { startFakeStripe } from '@leadpath/integrations/testing/fake-stripe';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { alreadyOnPlan, NO_CUSTOMER } from './checkout.ts';
import { DEFAULT_PRICE_IDS } from './price-ids.ts';
import {
  ALREADY_CANCELED,
  CHECKOUT_GONE,
  NOTHING_TO_PAY,
  NOTHING_TO_RESUME,
  SANDBOX_OFF,
} from './sandbox-pages.ts';

type TestApp = ReturnType<typeof createTestApp>;
const DAY = 86_400_000;
const WEBHOOK_SECRET = 'whsec_test_secret';

const trpc = async (t: TestApp, cookie: string, path: string, input?: unknown, method = 'POST') => {
  const res =
    method === 'GET'
      ? await t.request(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { cookie })
      : await t.request(`/trpc/${path}`, { method: 'POST', cookie, json: input });
  const body = await res.json();
  return { status: res.status, data: body.result?.data, error: body.error?.message as string | undefined };
};
const userRow = (t: TestApp, id: string) => t.db.select().from(users).where(eq(users.id, id)).get();
const sessionOf = (url: string) => new URL(url, 'http://x').searchParams.get('session') ?? '';

async function trialUser(t: TestApp, email = 'trial@example.com') {
  const user = await t.createUser({
    email,
    role: 'Free',
    tier: 'Free',
    trialEndDate: new Date(t.clock.now + 10 * DAY),
  });
  return { user, cookie: await t.signIn(email) };
}

/** Through the sandbox pages, as the browser does: checkout, then "Pay". */
async function subscribe(t: TestApp, cookie: string, plan = 'Premium', period = 'yearly') {
  const res = await t.request('/api/billing/checkout', { method: 'POST', cookie, json: { plan, period } });
  const { url } = (await res.json()) as { url: string };
  return trpc(t, cookie, 'billing.sandboxCompleteCheckout', { session: sessionOf(url) });
}

describe('sandbox checkout', () => {
  it('a trial user pays for Premium yearly: plan and role follow, the history says the provider did it', async () => {
    const t = createTestApp();
    const { user, cookie } = await trialUser(t);
    const res = await t.request('/api/billing/checkout', {
      method: 'POST',
      cookie,
      json: { plan: 'Premium', period: 'yearly' },
    });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/billing\/sandbox-checkout\?session=cs_sandbox_/);
    const page = await trpc(t, cookie, 'billing.sandboxCheckout', { session: sessionOf(url) }, 'GET');
    expect(page.data).toEqual({
      plan: 'Premium',
      period: 'yearly',
      email: 'trial@example.com',
      price: planPricing.Premium.yearly,
    });

    const paid = await trpc(t, cookie, 'billing.sandboxCompleteCheckout', { session: sessionOf(url) });
    expect(paid.data).toEqual({ redirectUrl: '/dashboard/settings?section=billing&checkout=done' });
    expect(await userRow(t, user.id)).toMatchObject({ role: 'Premium', tier: 'Premium' });
    const view = await (await t.request('/api/billing/subscription', { cookie })).json();
    expect(view).toMatchObject({
      plan: 'Premium',
      provider: 'sandbox',
      hasCustomer: true,
      subscription: {
        plan: 'Premium',
        period: 'yearly',
        status: 'active',
        currentPeriodEnd: t.clock.now + 365 * DAY,
      },
      history: [{ fromPlan: 'Free', toPlan: 'Premium', period: 'yearly', source: 'provider' }],
    });
    // The session is spent.
    const again = await trpc(t, cookie, 'billing.sandboxCompleteCheckout', { session: sessionOf(url) });
    expect(again).toMatchObject({ status: 404, error: CHECKOUT_GONE });
  });

  it('bad input is refused with the schema message and starts nothing', async () => {
    const t = createTestApp();
    const { cookie } = await trialUser(t);
    const res = await t.request('/api/billing/checkout', {
      method: 'POST',
      cookie,
      json: { plan: 'Gold', period: 'yearly' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Choose Starter, Premium or Pro');
    expect(await t.db.select().from(subscriptions).all()).toEqual([]);
  });

  it("someone else's checkout reads as gone, and a cancelled one goes back to pricing with no change", async () => {
    const t = createTestApp();
    const a = await trialUser(t, 'a@example.com');
    const b = await trialUser(t, 'b@example.com');
    const res = await t.request('/api/billing/checkout', {
      method: 'POST',
      cookie: a.cookie,
      json: { plan: 'Pro', period: 'monthly' },
    });
    const session = sessionOf(((await res.json()) as { url: string }).url);
    expect(await trpc(t, b.cookie, 'billing.sandboxCompleteCheckout', { session })).toMatchObject({
      status: 404,
      error: CHECKOUT_GONE,
    });
    expect(await trpc(t, a.cookie, 'billing.sandboxCancelCheckout', { session })).toMatchObject({
      data: { redirectUrl: '/pricing?checkout=canceled' },
    });
    expect(await userRow(t, a.user.id)).toMatchObject({ role: 'Free', tier: 'Free' });
  });

  it('a running subscription changes plan in the portal; the same plan is refused', async () => {
    const t = createTestApp();
    const { cookie } = await trialUser(t);
    await subscribe(t, cookie, 'Premium', 'yearly');
    const same = await t.request('/api/billing/checkout', {
      method: 'POST',
      cookie,
      json: { plan: 'Premium', period: 'yearly' },
    });
    expect(same.status).toBe(400);
    expect((await same.json()).error).toBe(alreadyOnPlan('Premium', 'yearly'));
    const up = await t.request('/api/billing/checkout', {
      method: 'POST',
      cookie,
      json: { plan: 'Pro', period: 'yearly' },
    });
    expect(await up.json()).toEqual({ url: '/billing/sandbox-portal?plan=Pro&period=yearly' });
    expect(await (await t.request('/api/billing/portal', { method: 'POST', cookie })).json()).toEqual({
      url: '/billing/sandbox-portal',
    });
  });
});

describe('every subscription state', () => {
  it('active → downgraded → past due (grace) → grace over (expired) → paid again → canceled (expired)', async () => {
    const t = createTestApp();
    const { user, cookie } = await trialUser(t);
    await subscribe(t, cookie, 'Premium', 'yearly');

    const down = await trpc(t, cookie, 'billing.sandboxPortal', {
      action: 'change-plan',
      plan: 'Starter',
      period: 'monthly',
    });
    expect(down.data).toMatchObject({
      plan: 'Starter',
      subscription: { plan: 'Starter', period: 'monthly', status: 'active' },
    });
    expect(await userRow(t, user.id)).toMatchObject({ role: 'Starter', tier: 'Starter' });

    const failed = await trpc(t, cookie, 'billing.sandboxPortal', { action: 'fail-payment' });
    expect(failed.data).toMatchObject({
      plan: 'Starter',
      subscription: { status: 'past_due', graceUntil: t.clock.now + PAYMENT_GRACE_MS },
    });
    // Inside the grace period the plan still works.
    t.clock.now += PAYMENT_GRACE_MS - 1000;
    expect((await t.request('/api/prospects/count', { cookie })).status).toBe(200);
    // After it, the next request finds the user back on Free with the trial over.
    t.clock.now += 2000;
    expect((await t.request('/api/prospects/count', { cookie })).status).toBe(403);
    const lapsed = await userRow(t, user.id);
    expect(lapsed).toMatchObject({ role: 'Free', tier: 'Free' });
    expect(lapsed && hasProductAccess(lapsed, t.clock.now)).toBe(false);

    const paid = await trpc(t, cookie, 'billing.sandboxPortal', { action: 'pay-invoice' });
    expect(paid.data).toMatchObject({
      plan: 'Starter',
      subscription: { status: 'active', graceUntil: null },
    });
    expect((await t.request('/api/prospects/count', { cookie })).status).toBe(200);
    expect(await trpc(t, cookie, 'billing.sandboxPortal', { action: 'pay-invoice' })).toMatchObject({
      status: 400,
      error: NOTHING_TO_PAY,
    });

    // Canceling in the portal keeps the plan until the end of the period paid for (issue 28).
    const paidUntil = t.clock.now + 30 * DAY;
    const canceled = await trpc(t, cookie, 'billing.sandboxPortal', { action: 'cancel' });
    expect(canceled.data).toMatchObject({
      plan: 'Starter',
      subscription: { status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: paidUntil },
    });
    expect(await trpc(t, cookie, 'billing.sandboxPortal', { action: 'cancel' })).toMatchObject({
      status: 400,
      error: ALREADY_CANCELED,
    });
    // "Renew subscription" withdraws it; a second cancel is accepted again.
    const renewed = await trpc(t, cookie, 'billing.sandboxPortal', { action: 'resume' });
    expect(renewed.data).toMatchObject({ subscription: { status: 'active', cancelAtPeriodEnd: false } });
    expect(await trpc(t, cookie, 'billing.sandboxPortal', { action: 'resume' })).toMatchObject({
      status: 400,
      error: NOTHING_TO_RESUME,
    });
    await trpc(t, cookie, 'billing.sandboxPortal', { action: 'cancel' });
    // A month on, the session has lapsed too: the user signs in again.
    t.clock.now = paidUntil - 1000;
    const later = await t.signIn(user.email);
    expect((await t.request('/api/prospects/count', { cookie: later })).status).toBe(200);
    expect(await userRow(t, user.id)).toMatchObject({ tier: 'Starter' });
    // The period is over: the next request finds the subscription ended and the user on Free.
    t.clock.now = paidUntil + 1000;
    expect((await t.request('/api/prospects/count', { cookie: later })).status).toBe(403);
    const ended = await trpc(t, later, 'billing.subscription', undefined, 'GET');
    expect(ended.data).toMatchObject({ plan: 'Free', subscription: { status: 'canceled' } });
    const after = await userRow(t, user.id);
    expect(after).toMatchObject({ role: 'Free', tier: 'Free' });
    expect(after?.trialEndDate?.getTime()).toBeLessThanOrEqual(t.clock.now);
    expect((await t.request('/api/prospects/count', { cookie: later })).status).toBe(403);
    expect(
      (await t.db.select().from(planChanges).where(eq(planChanges.userId, user.id)).all()).map((c) => [
        c.toTier,
        c.source,
      ]),
    ).toEqual([
      ['Premium', 'provider'],
      ['Starter', 'provider'],
      ['Free', 'grace-ended'],
      ['Starter', 'provider'],
      ['Free', 'provider'],
    ]);
    // A canceled customer subscribes again through a new checkout, keeping their customer id.
    const customerId = (await t.db.select().from(subscriptions).get())?.customerId;
    await subscribe(t, later, 'Pro', 'monthly');
    expect(await userRow(t, user.id)).toMatchObject({ role: 'Pro', tier: 'Pro' });
    expect((await t.db.select().from(subscriptions).get())?.customerId).toBe(customerId);
  });

  it('the portal lists the invoices of what was charged, paid or open, own invoices only', async () => {
    const t = createTestApp();
    const { cookie } = await trialUser(t);
    const other = await trialUser(t, 'other@example.com');
    await subscribe(t, other.cookie, 'Pro', 'monthly');
    const invoices = async () =>
      (await trpc(t, cookie, 'billing.sandboxInvoices', undefined, 'GET')).data?.invoices as {
        number: string;
        plan: string;
        period: string;
        amount: number;
        status: string;
        paidAt: number | null;
      }[];
    expect(await invoices()).toEqual([]);

    await subscribe(t, cookie, 'Premium', 'yearly');
    t.clock.now += DAY;
    await trpc(t, cookie, 'billing.sandboxPortal', {
      action: 'change-plan',
      plan: 'Starter',
      period: 'monthly',
    });
    t.clock.now += DAY;
    await trpc(t, cookie, 'billing.sandboxPortal', { action: 'fail-payment' });
    const listed = await invoices();
    expect(listed.map(({ plan, period, amount, status }) => [plan, period, amount, status])).toEqual([
      ['Starter', 'monthly', planPricing.Starter.monthly, 'open'],
      ['Starter', 'monthly', planPricing.Starter.monthly, 'paid'],
      ['Premium', 'yearly', planPricing.Premium.yearly, 'paid'],
    ]);
    expect(new Set(listed.map((invoice) => invoice.number)).size).toBe(3);
    expect(listed[0]?.paidAt).toBeNull();

    await trpc(t, cookie, 'billing.sandboxPortal', { action: 'pay-invoice' });
    expect((await invoices())[0]).toMatchObject({ status: 'paid', paidAt: t.clock.now });
    // Canceling charges nothing.
    await trpc(t, cookie, 'billing.sandboxPortal', { action: 'cancel' });
    expect(await invoices()).toHaveLength(3);
  });

  it('an Admin who subscribes keeps the Admin role; the tier follows', async () => {
    const t = createTestApp();
    const admin = await t.createUser({ email: 'staff@example.com', role: 'Admin', tier: 'Free' });
    const cookie = await t.signIn('staff@example.com');
    await subscribe(t, cookie, 'Pro', 'yearly');
    expect(await userRow(t, admin.id)).toMatchObject({ role: 'Admin', tier: 'Pro' });
  });

  it('the portal needs a customer first', async () => {
    const t = createTestApp();
    const { cookie } = await trialUser(t);
    const res = await t.request('/api/billing/portal', { method: 'POST', cookie });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(NO_CUSTOMER);
  });
});

describe('Stripe: checkout, portal and the signed webhook', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  async function stripeApp() {
    const fake = await startFakeStripe('sk_test_123');
    close = fake.close;
    const t = createTestApp({
      publicUrl: 'https://app.example.com',
      billing: (now) =>
        createStripeBilling({
          secretKey: 'sk_test_123',
          webhookSecret: WEBHOOK_SECRET,
          priceIds: DEFAULT_PRICE_IDS,
          baseUrl: fake.url,
          now,
        }),
    });
    const { user, cookie } = await trialUser(t);
    return { t, user, cookie, requests: fake.requests };
  }

  const seconds = (t: TestApp) => Math.floor(t.clock.now / 1000);
  const subscriptionEvent = (
    t: TestApp,
    userId: string,
    fields: { id: string; type?: string; status?: string; price?: string; sub?: string; created?: number },
  ) => ({
    id: fields.id,
    object: 'event',
    type: fields.type ?? 'customer.subscription.created',
    created: fields.created ?? seconds(t),
    data: {
      object: {
        id: fields.sub ?? 'sub_1',
        object: 'subscription',
        customer: 'cus_1',
        metadata: { user_id: userId },
        status: fields.status ?? 'active',
        items: {
          data: [
            {
              price: { id: fields.price ?? 'price_premium_yearly' },
              current_period_end: seconds(t) + 365 * 86_400,
            },
          ],
        },
      },
    },
  });
  /** A delivery as Stripe makes it: no Origin, no cookie, the signature over the exact bytes. */
  const deliver = (
    t: TestApp,
    event: object,
    sign: { secret?: string; at?: number; tamper?: boolean } = {},
  ) => {
    const body = JSON.stringify(event);
    const signature = signStripePayload(body, sign.secret ?? WEBHOOK_SECRET, sign.at ?? seconds(t));
    return t.app.request('https://app.example.com/api/billing/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: sign.tamper ? body.replace('price_premium_yearly', 'price_pro_yearly') : body,
    });
  };

  it('checkout opens a Stripe Checkout Session with our user id and returns its address', async () => {
    const { t, user, cookie, requests } = await stripeApp();
    const res = await t.request('/api/billing/checkout', {
      method: 'POST',
      cookie,
      json: { plan: 'Premium', period: 'yearly' },
    });
    expect((await res.json()).url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect(requests[0]?.form).toMatchObject({
      'line_items[0][price]': 'price_premium_yearly',
      client_reference_id: user.id,
      'subscription_data[metadata][user_id]': user.id,
      success_url: 'https://app.example.com/dashboard/settings?section=billing&checkout=done',
    });
    // The sandbox pages are not there.
    expect(await trpc(t, cookie, 'billing.sandboxPortal', { action: 'cancel' })).toMatchObject({
      status: 404,
      error: SANDBOX_OFF,
    });
  });

  it('a signed event is applied once; a redelivery changes nothing', async () => {
    const { t, user } = await stripeApp();
    const event = subscriptionEvent(t, user.id, { id: 'evt_1' });
    const first = await deliver(t, event);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await userRow(t, user.id)).toMatchObject({ role: 'Premium', tier: 'Premium' });
    const updatedAt = (await userRow(t, user.id))?.updatedAt;
    t.clock.now += 1000;
    const second = await deliver(t, event);
    expect(await second.json()).toEqual({ received: true, outcome: 'already handled' });
    expect((await userRow(t, user.id))?.updatedAt).toEqual(updatedAt);
    expect(await t.db.select().from(planChanges).all()).toHaveLength(1);
    expect(await t.db.select().from(billingEvents).all()).toMatchObject([
      { id: 'evt_1', outcome: 'applied', userId: user.id },
    ]);
  });

  it('a tampered, stale, wrongly signed or unsigned event is refused with 400 and changes nothing', async () => {
    const { t, user } = await stripeApp();
    const event = subscriptionEvent(t, user.id, { id: 'evt_2' });
    for (const res of [
      await deliver(t, event, { tamper: true }),
      await deliver(t, event, { at: seconds(t) - 301 }),
      await deliver(t, event, { secret: 'whsec_other' }),
      await t.app.request('https://app.example.com/api/billing/webhook', {
        method: 'POST',
        body: JSON.stringify(event),
      }),
    ]) {
      expect(res.status).toBe(400);
      expect(typeof (await res.json()).error).toBe('string');
    }
    expect(await userRow(t, user.id)).toMatchObject({ role: 'Free', tier: 'Free' });
    expect(await t.db.select().from(billingEvents).all()).toEqual([]);
  });

  it('an older event arriving late, the end of an earlier subscription and a foreign price change nothing', async () => {
    const { t, user } = await stripeApp();
    const now = seconds(t);
    await deliver(
      t,
      subscriptionEvent(t, user.id, {
        id: 'evt_new',
        type: 'customer.subscription.updated',
        price: 'price_pro_monthly',
        created: now,
      }),
    );
    const late = await deliver(t, subscriptionEvent(t, user.id, { id: 'evt_old', created: now - 60 }));
    expect((await late.json()).outcome).toBe('older than the state we hold');
    expect(await userRow(t, user.id)).toMatchObject({ tier: 'Pro' });

    const earlier = await deliver(
      t,
      subscriptionEvent(t, user.id, {
        id: 'evt_end',
        type: 'customer.subscription.deleted',
        sub: 'sub_0',
        status: 'canceled',
      }),
    );
    expect((await earlier.json()).outcome).toBe('an earlier subscription');
    const foreign = await deliver(
      t,
      subscriptionEvent(t, user.id, {
        id: 'evt_f',
        type: 'customer.subscription.updated',
        price: 'price_other',
      }),
    );
    expect((await foreign.json()).outcome).toBe('not one of our prices');
    expect(await userRow(t, user.id)).toMatchObject({ role: 'Pro', tier: 'Pro' });
  });

  it('invoice.payment_failed starts the grace period; subscription.deleted ends the plan', async () => {
    const { t, user } = await stripeApp();
    await deliver(t, subscriptionEvent(t, user.id, { id: 'evt_a' }));
    await deliver(t, {
      id: 'evt_fail',
      object: 'event',
      type: 'invoice.payment_failed',
      created: seconds(t),
      data: { object: { object: 'invoice', customer: 'cus_1', subscription: 'sub_1' } },
    });
    expect(await t.db.select().from(subscriptions).get()).toMatchObject({
      status: 'past_due',
      graceUntil: new Date(t.clock.now + PAYMENT_GRACE_MS),
    });
    expect(await userRow(t, user.id)).toMatchObject({ tier: 'Premium' });
    t.clock.now += 1000;
    await deliver(
      t,
      subscriptionEvent(t, user.id, {
        id: 'evt_del',
        type: 'customer.subscription.deleted',
        status: 'canceled',
      }),
    );
    expect(await userRow(t, user.id)).toMatchObject({ role: 'Free', tier: 'Free' });
  });

  it('an event for a customer we do not know is recorded and changes nothing', async () => {
    const { t } = await stripeApp();
    const res = await deliver(t, subscriptionEvent(t, 'no-such-user', { id: 'evt_x' }));
    expect(await res.json()).toEqual({ received: true, outcome: 'no matching customer' });
  });

  it('the sandbox has no webhook', async () => {
    const t = createTestApp();
    const res = await t.app.request('http://localhost/api/billing/webhook', { method: 'POST', body: '{}' });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/sandbox checkout sends no webhooks/);
  });
});

describe('an Admin sets a plan by hand', () => {
  it('changes plan and role, keeps who did it, and refuses non-admins and bad input', async () => {
    const t = createTestApp();
    const { user, cookie } = await trialUser(t);
    const admin = await t.createUser({ email: 'staff@example.com', role: 'Admin' });
    const adminCookie = await t.signIn('staff@example.com');
    const path = `/api/admin/users/${user.id}/plan`;

    const refused = await t.request(path, { method: 'POST', cookie, json: { plan: 'Pro' } });
    expect(refused.status).toBe(403);
    const bad = await t.request(path, { method: 'POST', cookie: adminCookie, json: { plan: 'Gold' } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe('Choose Free, Starter, Premium or Pro');
    const unknown = await t.request('/api/admin/users/nobody/plan', {
      method: 'POST',
      cookie: adminCookie,
      json: { plan: 'Pro' },
    });
    expect(unknown.status).toBe(404);
    expect(await userRow(t, user.id)).toMatchObject({ role: 'Free', tier: 'Free' });

    const ok = await t.request(path, { method: 'POST', cookie: adminCookie, json: { plan: 'Pro' } });
    expect(await ok.json()).toMatchObject({ id: user.id, role: 'Pro', tier: 'Pro' });
    expect(await t.db.select().from(planChanges).all()).toMatchObject([
      { userId: user.id, fromTier: 'Free', toTier: 'Pro', source: 'admin', actorId: admin.id },
    ]);
  });
});

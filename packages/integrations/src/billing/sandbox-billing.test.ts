import { describe, expect, it } from 'vitest';
import { createSandboxBilling } from './sandbox-billing.ts';

const DAY = 24 * 60 * 60 * 1000;

function sandbox() {
  let now = Date.UTC(2026, 10, 23);
  const billing = createSandboxBilling(() => now);
  return { billing, advance: (ms: number) => (now += ms), now: () => now };
}

const request = {
  user: { id: 'user-1', email: 'ana@example.com' },
  plan: 'Premium' as const,
  period: 'yearly' as const,
  successUrl: '/settings/billing?checkout=done',
  cancelUrl: '/pricing?checkout=canceled',
};

describe('sandbox checkout', () => {
  it('points at the in-app page and completes with the events Stripe would send', async () => {
    const { billing, now } = sandbox();
    const { sessionId, url } = await billing.createCheckout(request);
    expect(url).toBe(`/billing/sandbox-checkout?session=${sessionId}`);
    expect(billing.session(sessionId)).toMatchObject({ plan: 'Premium', period: 'yearly', userId: 'user-1' });

    const done = billing.complete(sessionId);
    expect(done?.redirectUrl).toBe('/settings/billing?checkout=done');
    expect(done?.events.map((e) => e.type)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
    ]);
    const [completed, created] = done?.events ?? [];
    expect(completed).toMatchObject({ userId: 'user-1' });
    expect(created).toMatchObject({
      subscription: {
        plan: 'Premium',
        period: 'yearly',
        status: 'active',
        currentPeriodEnd: now() + 365 * DAY,
      },
    });
    // A session is paid once.
    expect(billing.complete(sessionId)).toBeNull();
    expect(billing.session(sessionId)).toBeNull();
  });

  it('a cancelled checkout sends no event and goes back to the cancel address', async () => {
    const { billing } = sandbox();
    const { sessionId } = await billing.createCheckout(request);
    expect(billing.cancel(sessionId)).toEqual({ redirectUrl: '/pricing?checkout=canceled' });
    expect(billing.complete(sessionId)).toBeNull();
  });

  it('an expired session cannot be paid', async () => {
    const { billing, advance } = sandbox();
    const { sessionId } = await billing.createCheckout(request);
    advance(24 * 60 * 60 * 1000);
    expect(billing.complete(sessionId)).toBeNull();
  });

  it('plan change, failed payment and cancellation yield the subscription events; invoices are listed', async () => {
    const { billing } = sandbox();
    const { sessionId } = await billing.createCheckout(request);
    const created = billing.complete(sessionId)?.events[1];
    if (created?.type !== 'customer.subscription.created') throw new Error('no subscription');
    const { subscriptionId, customerId } = created.subscription;

    expect(billing.changePlan(subscriptionId, 'Starter', 'monthly')).toMatchObject({
      type: 'customer.subscription.updated',
      subscription: { plan: 'Starter', period: 'monthly', status: 'active' },
    });
    expect(billing.failPayment(subscriptionId).map((e) => e.type)).toEqual([
      'invoice.payment_failed',
      'customer.subscription.updated',
    ]);
    expect(billing.cancelSubscription(subscriptionId)).toMatchObject({
      type: 'customer.subscription.deleted',
      subscription: { status: 'canceled' },
    });
    expect(billing.cancelSubscription(subscriptionId)).toBeNull();
    expect(billing.invoices(customerId).map((i) => [i.plan, i.status])).toEqual([
      ['Premium', 'paid'],
      ['Starter', 'paid'],
      ['Starter', 'open'],
    ]);
  });
});

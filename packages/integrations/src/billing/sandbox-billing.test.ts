import { describe, expect, it } from 'vitest';
import { createMemoryFlowStateStore } from '../flow-state/memory-flow-state-store.ts';
import { createSandboxBilling } from './sandbox-billing.ts';

const DAY = 24 * 60 * 60 * 1000;

function sandbox() {
  let now = Date.UTC(2026, 10, 23);
  const billing = createSandboxBilling(createMemoryFlowStateStore(), () => now);
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
    expect(await billing.session(sessionId)).toMatchObject({
      plan: 'Premium',
      period: 'yearly',
      userId: 'user-1',
    });

    const done = await billing.complete(sessionId);
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
    expect(await billing.complete(sessionId)).toBeNull();
    expect(await billing.session(sessionId)).toBeNull();
  });

  it('a cancelled checkout sends no event and goes back to the cancel address', async () => {
    const { billing } = sandbox();
    const { sessionId } = await billing.createCheckout(request);
    expect(await billing.cancel(sessionId)).toEqual({ redirectUrl: '/pricing?checkout=canceled' });
    expect(await billing.complete(sessionId)).toBeNull();
  });

  it('an expired session cannot be paid', async () => {
    const { billing, advance } = sandbox();
    const { sessionId } = await billing.createCheckout(request);
    advance(24 * 60 * 60 * 1000);
    expect(await billing.complete(sessionId)).toBeNull();
  });

  it('a returning customer keeps their customer id', async () => {
    const { billing } = sandbox();
    const { sessionId } = await billing.createCheckout(request);
    const done = await billing.complete(sessionId, 'cus_sandbox_known');
    expect(done?.events[0]).toMatchObject({
      type: 'checkout.session.completed',
      customerId: 'cus_sandbox_known',
    });
    expect(done?.events[1]).toMatchObject({
      subscription: { customerId: 'cus_sandbox_known', userId: 'user-1' },
    });
  });

  it('portal actions on a known subscription yield the events Stripe would send', () => {
    const { billing, now } = sandbox();
    const known = {
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
      userId: 'user-1',
      plan: 'Premium' as const,
      period: 'yearly' as const,
    };
    expect(billing.changePlan(known, 'Starter', 'monthly')).toMatchObject({
      type: 'customer.subscription.updated',
      subscription: {
        plan: 'Starter',
        period: 'monthly',
        status: 'active',
        currentPeriodEnd: now() + 30 * DAY,
      },
    });
    const failed = billing.failPayment(known);
    expect(failed.map((e) => e.type)).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    expect(failed[1]).toMatchObject({ subscription: { status: 'past_due', plan: 'Premium' } });
    expect(billing.payOpenInvoice(known)).toMatchObject({ subscription: { status: 'active' } });
    // Canceling keeps the paid period, as Stripe's default portal does; the end comes with it.
    const paidUntil = now() + 200 * DAY;
    expect(billing.cancelSubscription({ ...known, currentPeriodEnd: paidUntil })).toMatchObject({
      type: 'customer.subscription.updated',
      subscription: { status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: paidUntil },
    });
    expect(billing.resumeSubscription({ ...known, currentPeriodEnd: paidUntil })).toMatchObject({
      type: 'customer.subscription.updated',
      subscription: { status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: paidUntil },
    });
    expect(billing.endSubscription({ ...known, currentPeriodEnd: paidUntil })).toMatchObject({
      type: 'customer.subscription.deleted',
      subscription: { status: 'canceled', subscriptionId: 'sub_1', currentPeriodEnd: paidUntil },
    });
  });
});

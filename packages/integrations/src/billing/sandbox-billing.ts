import { randomBytes } from 'node:crypto';
import type { BillingPeriod, PaidPlan } from '@leadpath/core';
import type {
  BillingEvent,
  BillingProvider,
  CheckoutRequest,
  ProviderSubscription,
} from './billing-provider.ts';

/** As long as a Stripe Checkout Session stays open (24 hours). */
const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SandboxCheckoutSession {
  id: string;
  userId: string;
  email: string;
  plan: PaidPlan;
  period: BillingPeriod;
  successUrl: string;
  cancelUrl: string;
  expiresAt: number;
}

export interface SandboxInvoice {
  id: string;
  customerId: string;
  plan: PaidPlan;
  period: BillingPeriod;
  created: number;
  status: 'paid' | 'open';
}

export interface SandboxBillingProvider extends BillingProvider {
  kind: 'sandbox';
  /** The open session behind the in-app checkout page, or null when unknown or expired. */
  session(sessionId: string): SandboxCheckoutSession | null;
  /** The customer paid: the events Stripe would send (checkout.session.completed, customer.subscription.created). */
  complete(sessionId: string): { events: BillingEvent[]; redirectUrl: string } | null;
  /** The customer left the checkout: no event, as with Stripe. */
  cancel(sessionId: string): { redirectUrl: string } | null;
  /** Portal actions: each yields the event Stripe would send. */
  changePlan(subscriptionId: string, plan: PaidPlan, period: BillingPeriod): BillingEvent | null;
  cancelSubscription(subscriptionId: string): BillingEvent | null;
  failPayment(subscriptionId: string): BillingEvent[];
  invoices(customerId: string): SandboxInvoice[];
}

/** An event without its id and time (Omit that keeps the union apart). */
type EventFields = BillingEvent extends infer E
  ? E extends BillingEvent
    ? Omit<E, 'id' | 'created'>
    : never
  : never;

const token = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

/**
 * The embedded default: an in-app page stands in for Stripe Checkout and the portal. State lives
 * in memory, as it lives at Stripe, and every outcome is the same event object a Stripe webhook yields.
 */
export function createSandboxBilling(now: () => number = Date.now): SandboxBillingProvider {
  const sessions = new Map<string, SandboxCheckoutSession>();
  const customersByUser = new Map<string, string>();
  const subscriptions = new Map<string, ProviderSubscription>();
  const invoiceList: SandboxInvoice[] = [];

  const periodMs = (period: BillingPeriod) => (period === 'yearly' ? 365 : 30) * DAY_MS;
  const event = (fields: EventFields): BillingEvent =>
    ({ id: token('evt'), created: now(), ...fields }) as BillingEvent;

  function liveSession(sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session) return null;
    if (session.expiresAt <= now()) {
      sessions.delete(sessionId);
      return null;
    }
    return session;
  }

  function invoice(sub: ProviderSubscription, status: SandboxInvoice['status']) {
    if (!sub.plan || !sub.period) return;
    invoiceList.push({
      id: token('in'),
      customerId: sub.customerId,
      plan: sub.plan,
      period: sub.period,
      created: now(),
      status,
    });
  }

  return {
    kind: 'sandbox',
    async createCheckout({ user, plan, period, successUrl, cancelUrl }: CheckoutRequest) {
      const id = token('cs');
      sessions.set(id, {
        id,
        userId: user.id,
        email: user.email,
        plan,
        period,
        successUrl,
        cancelUrl,
        expiresAt: now() + SESSION_TTL_MS,
      });
      return { sessionId: id, url: `/billing/sandbox-checkout?session=${encodeURIComponent(id)}` };
    },
    async openPortal({ customerId }) {
      return { url: `/billing/sandbox-portal?customer=${encodeURIComponent(customerId)}` };
    },
    parseWebhook() {
      return {
        ok: false,
        message: 'The sandbox checkout sends no webhooks; its page completes the payment.',
      };
    },
    session: liveSession,
    complete(sessionId) {
      const session = liveSession(sessionId);
      if (!session) return null;
      sessions.delete(sessionId);
      const customerId = customersByUser.get(session.userId) ?? token('cus');
      customersByUser.set(session.userId, customerId);
      const subscription: ProviderSubscription = {
        customerId,
        subscriptionId: token('sub'),
        plan: session.plan,
        period: session.period,
        status: 'active',
        currentPeriodEnd: now() + periodMs(session.period),
      };
      subscriptions.set(subscription.subscriptionId, subscription);
      invoice(subscription, 'paid');
      return {
        redirectUrl: session.successUrl,
        events: [
          event({
            type: 'checkout.session.completed',
            userId: session.userId,
            customerId,
            subscriptionId: subscription.subscriptionId,
          }),
          event({ type: 'customer.subscription.created', subscription: { ...subscription } }),
        ],
      };
    },
    cancel(sessionId) {
      const session = liveSession(sessionId);
      if (!session) return null;
      sessions.delete(sessionId);
      return { redirectUrl: session.cancelUrl };
    },
    changePlan(subscriptionId, plan, period) {
      const sub = subscriptions.get(subscriptionId);
      if (!sub || sub.status === 'canceled') return null;
      Object.assign(sub, { plan, period, status: 'active', currentPeriodEnd: now() + periodMs(period) });
      invoice(sub, 'paid');
      return event({ type: 'customer.subscription.updated', subscription: { ...sub } });
    },
    cancelSubscription(subscriptionId) {
      const sub = subscriptions.get(subscriptionId);
      if (!sub || sub.status === 'canceled') return null;
      sub.status = 'canceled';
      return event({ type: 'customer.subscription.deleted', subscription: { ...sub } });
    },
    failPayment(subscriptionId) {
      const sub = subscriptions.get(subscriptionId);
      if (!sub || sub.status === 'canceled') return [];
      sub.status = 'past_due';
      invoice(sub, 'open');
      return [
        event({ type: 'invoice.payment_failed', customerId: sub.customerId, subscriptionId }),
        event({ type: 'customer.subscription.updated', subscription: { ...sub } }),
      ];
    },
    invoices(customerId) {
      return invoiceList.filter((i) => i.customerId === customerId);
    },
  };
}

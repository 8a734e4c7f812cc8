import { randomBytes } from 'node:crypto';
import type { BillingPeriod, PaidPlan } from '@leadpath/core';
import type { FlowStateStore } from '../flow-state/flow-state-store.ts';
import type {
  BillingEvent,
  BillingProvider,
  CheckoutRequest,
  ProviderSubscription,
} from './billing-provider.ts';

/** As long as a Stripe Checkout Session stays open (24 hours). */
const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const CHECKOUT = 'sandbox-checkout';

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

/** A subscription the app already knows (from its own table): the sandbox keeps none of its own. */
export interface KnownSubscription {
  customerId: string;
  subscriptionId: string;
  userId: string;
  plan: PaidPlan;
  period: BillingPeriod;
  /** The end of the period paid for (epoch ms); null when not known yet. */
  currentPeriodEnd?: number | null;
}

export interface SandboxBillingProvider extends BillingProvider {
  kind: 'sandbox';
  /** The open session behind the in-app checkout page, or null when unknown or expired. */
  session(sessionId: string): Promise<SandboxCheckoutSession | null>;
  /**
   * The customer paid: the events Stripe would send (checkout.session.completed,
   * customer.subscription.created). A returning customer keeps their customer id.
   */
  complete(
    sessionId: string,
    customerId?: string | null,
  ): Promise<{ events: BillingEvent[]; redirectUrl: string; session: SandboxCheckoutSession } | null>;
  /** The customer left the checkout: no event, as with Stripe. */
  cancel(sessionId: string): Promise<{ redirectUrl: string } | null>;
  /** Portal actions on a subscription the app knows: each yields the events Stripe would send. */
  changePlan(subscription: KnownSubscription, plan: PaidPlan, period: BillingPeriod): BillingEvent;
  /** As Stripe's default portal: the subscription runs to the end of the period paid for, then ends. */
  cancelSubscription(subscription: KnownSubscription): BillingEvent;
  /** "Renew subscription" before the period ends: the cancellation is withdrawn. */
  resumeSubscription(subscription: KnownSubscription): BillingEvent;
  /** The period of a canceled subscription is over: customer.subscription.deleted. */
  endSubscription(subscription: KnownSubscription): BillingEvent;
  /** The renewal charge is declined: invoice.payment_failed, then the subscription turns past_due. */
  failPayment(subscription: KnownSubscription): BillingEvent[];
  /** The open invoice is paid (a new card): the subscription is active again. */
  payOpenInvoice(subscription: KnownSubscription): BillingEvent;
}

/** An event without its id and time (Omit that keeps the union apart). */
type EventFields = BillingEvent extends infer E
  ? E extends BillingEvent
    ? Omit<E, 'id' | 'created'>
    : never
  : never;

const token = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

/**
 * The embedded default: in-app pages stand in for Stripe Checkout and the portal, and every outcome
 * is the same event object a Stripe webhook yields. Open checkout sessions live in the flow store
 * (the app's database, for a day), so a checkout opened on one app instance is paid on another;
 * subscriptions live in the app's table.
 */
export function createSandboxBilling(
  store: FlowStateStore,
  now: () => number = Date.now,
): SandboxBillingProvider {
  const periodMs = (period: BillingPeriod) => (period === 'yearly' ? 365 : 30) * DAY_MS;
  const event = (fields: EventFields): BillingEvent =>
    ({ id: token('evt'), created: now(), ...fields }) as BillingEvent;
  /** A new period starts (checkout, plan change) unless `keepPeriod`: the same paid period goes on. */
  const subscriptionOf = (
    known: Omit<KnownSubscription, 'plan' | 'period'>,
    plan: PaidPlan,
    period: BillingPeriod,
    status: ProviderSubscription['status'],
    { keepPeriod = false, cancelAtPeriodEnd = false } = {},
  ): ProviderSubscription => ({
    customerId: known.customerId,
    subscriptionId: known.subscriptionId,
    userId: known.userId,
    plan,
    period,
    status,
    currentPeriodEnd:
      keepPeriod && known.currentPeriodEnd != null ? known.currentPeriodEnd : now() + periodMs(period),
    cancelAtPeriodEnd,
  });

  async function liveSession(sessionId: string) {
    return (await store.get<SandboxCheckoutSession>(CHECKOUT, sessionId, now()))?.data ?? null;
  }

  /** Spent once: of two racing completions (two instances, two tabs) only one finds the session. */
  async function spend(sessionId: string) {
    return (await store.take<SandboxCheckoutSession>(CHECKOUT, sessionId, now()))?.data ?? null;
  }

  return {
    kind: 'sandbox',
    async createCheckout({ user, plan, period, successUrl, cancelUrl }: CheckoutRequest) {
      const id = token('cs');
      const createdAt = now();
      const expiresAt = createdAt + SESSION_TTL_MS;
      const data: SandboxCheckoutSession = {
        id,
        userId: user.id,
        email: user.email,
        plan,
        period,
        successUrl,
        cancelUrl,
        expiresAt,
      };
      await store.put(CHECKOUT, { id, subject: user.id, data, createdAt, expiresAt });
      return { sessionId: id, url: `/billing/sandbox-checkout?session=${encodeURIComponent(id)}` };
    },
    async openPortal() {
      return { url: '/billing/sandbox-portal' };
    },
    parseWebhook() {
      return {
        ok: false,
        message: 'The sandbox checkout sends no webhooks; its page completes the payment.',
      };
    },
    session: liveSession,
    async complete(sessionId, knownCustomerId) {
      const session = await spend(sessionId);
      if (!session) return null;
      const customerId = knownCustomerId ?? token('cus');
      const subscription = subscriptionOf(
        { customerId, subscriptionId: token('sub'), userId: session.userId },
        session.plan,
        session.period,
        'active',
      );
      return {
        session,
        redirectUrl: session.successUrl,
        events: [
          event({
            type: 'checkout.session.completed',
            userId: session.userId,
            customerId,
            subscriptionId: subscription.subscriptionId,
          }),
          event({ type: 'customer.subscription.created', subscription }),
        ],
      };
    },
    async cancel(sessionId) {
      const session = await spend(sessionId);
      if (!session) return null;
      return { redirectUrl: session.cancelUrl };
    },
    changePlan(known, plan, period) {
      return event({
        type: 'customer.subscription.updated',
        subscription: subscriptionOf(known, plan, period, 'active'),
      });
    },
    cancelSubscription(known) {
      return event({
        type: 'customer.subscription.updated',
        subscription: subscriptionOf(known, known.plan, known.period, 'active', {
          keepPeriod: true,
          cancelAtPeriodEnd: true,
        }),
      });
    },
    resumeSubscription(known) {
      return event({
        type: 'customer.subscription.updated',
        subscription: subscriptionOf(known, known.plan, known.period, 'active', { keepPeriod: true }),
      });
    },
    endSubscription(known) {
      return event({
        type: 'customer.subscription.deleted',
        subscription: subscriptionOf(known, known.plan, known.period, 'canceled', { keepPeriod: true }),
      });
    },
    failPayment(known) {
      return [
        event({
          type: 'invoice.payment_failed',
          customerId: known.customerId,
          subscriptionId: known.subscriptionId,
        }),
        event({
          type: 'customer.subscription.updated',
          subscription: subscriptionOf(known, known.plan, known.period, 'past_due', { keepPeriod: true }),
        }),
      ];
    },
    payOpenInvoice(known) {
      return event({
        type: 'customer.subscription.updated',
        subscription: subscriptionOf(known, known.plan, known.period, 'active'),
      });
    },
  };
}

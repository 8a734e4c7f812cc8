import type { BillingPeriod, PaidPlan } from '@leadpath/core';

export type PriceIds = Record<PaidPlan, Record<BillingPeriod, string>>;

export type SubscriptionStatus = 'active' | 'past_due' | 'canceled';

/** A subscription as the provider reports it; times are epoch ms. */
export interface ProviderSubscription {
  customerId: string;
  subscriptionId: string;
  /** Our user id, when the subscription carries it (metadata.user_id, set at checkout). */
  userId?: string | null;
  /** Null when the price id is none of ours (then the event changes no plan). */
  plan: PaidPlan | null;
  period: BillingPeriod | null;
  status: SubscriptionStatus;
  currentPeriodEnd: number | null;
  /** Canceled by the customer: it runs until currentPeriodEnd, then ends (Stripe's cancel_at_period_end). */
  cancelAtPeriodEnd?: boolean;
}

/**
 * The events we act on, the same objects whether they come from Stripe's signed webhook or
 * from the sandbox checkout: one handler serves both.
 */
export type BillingEvent = { id: string; created: number } & (
  | {
      type: 'checkout.session.completed';
      /** Our user id (client_reference_id). */
      userId: string | null;
      customerId: string;
      subscriptionId: string | null;
    }
  | {
      type:
        | 'customer.subscription.created'
        | 'customer.subscription.updated'
        | 'customer.subscription.deleted';
      subscription: ProviderSubscription;
    }
  | {
      type: 'invoice.payment_failed';
      customerId: string;
      subscriptionId: string | null;
    }
);

export type BillingEventType = BillingEvent['type'];

export interface CheckoutRequest {
  user: { id: string; email: string; customerId?: string | null };
  plan: PaidPlan;
  period: BillingPeriod;
  successUrl: string;
  cancelUrl: string;
}

export type WebhookResult = { ok: true; event: BillingEvent | null } | { ok: false; message: string };

export interface BillingProvider {
  kind: 'stripe' | 'sandbox';
  /** A checkout session; the customer is sent to `url`. */
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /**
   * The provider's customer portal (cards, invoices, cancellation). With `subscriptionId` it opens
   * on changing that subscription's plan (the provider prorates).
   */
  openPortal(input: {
    customerId: string;
    returnUrl: string;
    subscriptionId?: string;
  }): Promise<{ url: string }>;
  /**
   * Verifies and reads a webhook delivery. `event` is null for a verified event type we do not
   * act on; `ok: false` (bad signature, stale timestamp, unreadable body) is answered with a 400.
   */
  parseWebhook(rawBody: string, headers: Record<string, string | undefined>): WebhookResult;
}

export class BillingProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'BillingProviderError';
  }
}

/** Which plan and period a provider price id stands for, or null when it is none of ours. */
export function planOfPrice(
  priceIds: PriceIds,
  priceId: string,
): { plan: PaidPlan; period: BillingPeriod } | null {
  for (const [plan, periods] of Object.entries(priceIds) as [PaidPlan, Record<BillingPeriod, string>][]) {
    if (periods.monthly === priceId) return { plan, period: 'monthly' };
    if (periods.yearly === priceId) return { plan, period: 'yearly' };
  }
  return null;
}

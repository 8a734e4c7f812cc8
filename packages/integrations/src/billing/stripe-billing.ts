import { randomUUID } from 'node:crypto';
import type { BillingPeriod, PaidPlan } from '@leadpath/core';
import {
  type BillingEvent,
  type BillingProvider,
  BillingProviderError,
  type PriceIds,
  planOfPrice,
  type SubscriptionStatus,
  type WebhookResult,
} from './billing-provider.ts';
import { verifyStripeSignature } from './stripe-signature.ts';

/**
 * The API version every request names, so a change of the account's default version in Stripe's
 * dashboard cannot change what our client reads (the reader also takes the shapes before it).
 */
export const STRIPE_API_VERSION = '2025-03-31.basil';

export interface StripeBillingConfig {
  secretKey: string;
  webhookSecret: string;
  priceIds: PriceIds;
  /** https://api.stripe.com unless a test points elsewhere. */
  baseUrl?: string;
  now?: () => number;
}

/** Stripe takes form-encoded bodies with bracketed keys: line_items[0][price]=… */
function formEncode(fields: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) params.append(key, value);
  return params.toString();
}

/** Stripe's statuses folded into ours: trialing counts as active, unpaid and incomplete_expired as canceled. */
function statusOf(stripeStatus: unknown): SubscriptionStatus {
  if (stripeStatus === 'active' || stripeStatus === 'trialing') return 'active';
  if (stripeStatus === 'past_due' || stripeStatus === 'incomplete') return 'past_due';
  return 'canceled';
}

const idOf = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : value && typeof value === 'object' && 'id' in value
      ? String(value.id)
      : null;

type Json = Record<string, unknown>;

/** The user id our checkout put in the subscription's metadata. */
function metadataUserIdOf(object: Json): string | null {
  const userId = (object.metadata as Json | undefined)?.user_id;
  return typeof userId === 'string' ? userId : null;
}

/** Reads a Stripe event object (as documented for API versions 2024+) into ours; null for types we ignore. */
export function readStripeEvent(raw: Json, priceIds: PriceIds): BillingEvent | null {
  const id = String(raw.id ?? '');
  const created = typeof raw.created === 'number' ? raw.created * 1000 : 0;
  const object = ((raw.data as Json | undefined)?.object ?? {}) as Json;
  switch (raw.type) {
    case 'checkout.session.completed':
      return {
        id,
        created,
        type: 'checkout.session.completed',
        userId: typeof object.client_reference_id === 'string' ? object.client_reference_id : null,
        customerId: idOf(object.customer) ?? '',
        subscriptionId: idOf(object.subscription),
      };
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const item = (((object.items as Json | undefined)?.data as Json[] | undefined) ?? [])[0] ?? {};
      const priceId = idOf(item.price) ?? '';
      const plan = planOfPrice(priceIds, priceId);
      // current_period_end moved from the subscription to its items in API version 2025-03-31.
      const periodEnd = (item.current_period_end ?? object.current_period_end) as unknown;
      return {
        id,
        created,
        type: raw.type,
        subscription: {
          customerId: idOf(object.customer) ?? '',
          subscriptionId: String(object.id ?? ''),
          userId: metadataUserIdOf(object),
          plan: plan?.plan ?? null,
          period: plan?.period ?? null,
          status: raw.type === 'customer.subscription.deleted' ? 'canceled' : statusOf(object.status),
          currentPeriodEnd: typeof periodEnd === 'number' ? periodEnd * 1000 : null,
          cancelAtPeriodEnd: object.cancel_at_period_end === true,
        },
      };
    }
    case 'invoice.payment_failed':
      return {
        id,
        created,
        type: 'invoice.payment_failed',
        customerId: idOf(object.customer) ?? '',
        subscriptionId:
          idOf(object.subscription) ??
          idOf(((object.parent as Json | undefined)?.subscription_details as Json | undefined)?.subscription),
      };
    default:
      return null;
  }
}

/** Stripe's own advice first (Stripe-Should-Retry), else a conflict or a server error may be retried. */
function isRetryable(response: Response): boolean {
  const advice = response.headers.get('stripe-should-retry');
  if (advice !== null) return advice === 'true';
  return response.status === 409 || response.status >= 500;
}

export type StripeBillingProvider = BillingProvider & { kind: 'stripe' };

export function createStripeBilling(config: StripeBillingConfig): StripeBillingProvider {
  const baseUrl = (config.baseUrl ?? 'https://api.stripe.com').replace(/\/$/, '');
  const now = config.now ?? Date.now;

  /** One attempt of a POST; null when Stripe could not be reached. */
  async function attempt(path: string, body: string, idempotencyKey: string): Promise<Response | null> {
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${config.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          'stripe-version': STRIPE_API_VERSION,
          'idempotency-key': idempotencyKey,
        },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      return response;
    } catch {
      return null;
    }
  }

  /**
   * A POST under one Idempotency-Key, tried twice: a second try after a lost answer or a 409/5xx gets
   * the first one's result from Stripe instead of a second checkout or portal session.
   */
  async function post(path: string, fields: Record<string, string | undefined>): Promise<Json> {
    const body = formEncode(fields);
    const idempotencyKey = randomUUID();
    let response = await attempt(path, body, idempotencyKey);
    if (!response || isRetryable(response)) {
      await response?.body?.cancel();
      response = (await attempt(path, body, idempotencyKey)) ?? response;
    }
    if (!response)
      throw new BillingProviderError('The payment provider could not be reached. Try again in a minute.');
    const answer = (await response.json().catch(() => ({}))) as Json;
    if (!response.ok) {
      const message =
        ((answer.error as Json | undefined)?.message as string | undefined) ?? `HTTP ${response.status}`;
      throw new BillingProviderError(`The payment provider refused the request: ${message}`, response.status);
    }
    return answer;
  }

  return {
    kind: 'stripe',
    async createCheckout({ user, plan, period, successUrl, cancelUrl }) {
      const price = config.priceIds[plan as PaidPlan][period as BillingPeriod];
      const session = await post('/v1/checkout/sessions', {
        mode: 'subscription',
        'line_items[0][price]': price,
        'line_items[0][quantity]': '1',
        customer: user.customerId ?? undefined,
        customer_email: user.customerId ? undefined : user.email,
        client_reference_id: user.id,
        // Carried by every subscription event, so one arriving before checkout.session.completed still finds its user.
        'subscription_data[metadata][user_id]': user.id,
        success_url: successUrl,
        cancel_url: cancelUrl,
      });
      if (typeof session.url !== 'string' || typeof session.id !== 'string') {
        throw new BillingProviderError('The payment provider answered without a checkout address.');
      }
      return { sessionId: session.id, url: session.url };
    },
    async openPortal({ customerId, returnUrl, subscriptionId }) {
      const session = await post('/v1/billing_portal/sessions', {
        customer: customerId,
        return_url: returnUrl,
        'flow_data[type]': subscriptionId ? 'subscription_update' : undefined,
        'flow_data[subscription_update][subscription]': subscriptionId,
      });
      if (typeof session.url !== 'string') {
        throw new BillingProviderError('The payment provider answered without a portal address.');
      }
      return { url: session.url };
    },
    parseWebhook(rawBody, headers): WebhookResult {
      const signature = headers['stripe-signature'] ?? headers['Stripe-Signature'];
      const verified = verifyStripeSignature(rawBody, signature, config.webhookSecret, now());
      if (!verified.ok) return verified;
      let raw: Json;
      try {
        raw = JSON.parse(rawBody) as Json;
      } catch {
        return { ok: false, message: 'The webhook body is not JSON.' };
      }
      if (typeof raw.id !== 'string' || typeof raw.type !== 'string') {
        return { ok: false, message: 'The webhook body is not a Stripe event.' };
      }
      return { ok: true, event: readStripeEvent(raw, config.priceIds) };
    },
  };
}

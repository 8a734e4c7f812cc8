import { afterEach, describe, expect, it } from 'vitest';
import { BillingProviderError, type PriceIds } from './billing-provider.ts';
import { createStripeBilling, STRIPE_API_VERSION } from './stripe-billing.ts';
import { signStripePayload } from './stripe-signature.ts';
import { startFakeStripe } from './testing/fake-stripe.ts';

const priceIds: PriceIds = {
  Starter: { monthly: 'price_s_m', yearly: 'price_s_y' },
  Premium: { monthly: 'price_p_m', yearly: 'price_p_y' },
  Pro: { monthly: 'price_pro_m', yearly: 'price_pro_y' },
};
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const webhookSecret = 'whsec_test_secret';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function stripeAgainstFake(secretKey = 'sk_test_123') {
  const fake = await startFakeStripe('sk_test_123');
  close = fake.close;
  const client = createStripeBilling({
    secretKey,
    webhookSecret,
    priceIds,
    baseUrl: fake.url,
    now: () => NOW,
  });
  return { client, requests: fake.requests, fake };
}

describe('Stripe client against a local fake', () => {
  it('opens a subscription Checkout Session with the plan price, the email and our user id', async () => {
    const { client, requests } = await stripeAgainstFake();
    const session = await client.createCheckout({
      user: { id: 'user-1', email: 'ana@example.com' },
      plan: 'Premium',
      period: 'yearly',
      successUrl: 'https://app.example/settings/billing?checkout=done',
      cancelUrl: 'https://app.example/pricing',
    });
    expect(session.url).toBe(`https://checkout.stripe.com/c/pay/${session.sessionId}`);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      authorization: 'Bearer sk_test_123',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(requests[0]?.form).toEqual({
      mode: 'subscription',
      'line_items[0][price]': 'price_p_y',
      'line_items[0][quantity]': '1',
      customer_email: 'ana@example.com',
      client_reference_id: 'user-1',
      'subscription_data[metadata][user_id]': 'user-1',
      success_url: 'https://app.example/settings/billing?checkout=done',
      cancel_url: 'https://app.example/pricing',
    });
  });

  it('reuses a known Stripe customer instead of the email', async () => {
    const { client, requests } = await stripeAgainstFake();
    await client.createCheckout({
      user: { id: 'user-1', email: 'ana@example.com', customerId: 'cus_42' },
      plan: 'Starter',
      period: 'monthly',
      successUrl: 'https://app.example/ok',
      cancelUrl: 'https://app.example/no',
    });
    expect(requests[0]?.form.customer).toBe('cus_42');
    expect(requests[0]?.form.customer_email).toBeUndefined();
    expect(requests[0]?.form['line_items[0][price]']).toBe('price_s_m');
  });

  it('opens the customer portal for a customer', async () => {
    const { client, requests } = await stripeAgainstFake();
    const portal = await client.openPortal({
      customerId: 'cus_42',
      returnUrl: 'https://app.example/settings',
    });
    expect(portal.url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/bps_/);
    expect(requests[0]).toMatchObject({
      path: '/v1/billing_portal/sessions',
      form: { customer: 'cus_42', return_url: 'https://app.example/settings' },
    });
  });

  it('opens the portal on changing a subscription when one is named', async () => {
    const { client, requests } = await stripeAgainstFake();
    await client.openPortal({
      customerId: 'cus_42',
      returnUrl: 'https://app.example/pricing',
      subscriptionId: 'sub_9',
    });
    expect(requests[0]?.form).toEqual({
      customer: 'cus_42',
      return_url: 'https://app.example/pricing',
      'flow_data[type]': 'subscription_update',
      'flow_data[subscription_update][subscription]': 'sub_9',
    });
  });

  it("passes Stripe's error message on, and a wrong key is refused", async () => {
    const { client } = await stripeAgainstFake();
    await expect(client.openPortal({ customerId: 'nope', returnUrl: 'https://x' })).rejects.toThrow(
      "The payment provider refused the request: No such customer: 'nope'",
    );
    const wrongKey = await stripeAgainstFake('sk_test_wrong');
    const error = await wrongKey.client
      .openPortal({ customerId: 'cus_1', returnUrl: 'https://x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BillingProviderError);
    expect((error as BillingProviderError).status).toBe(401);
  });
});

describe('Stripe requests are pinned and idempotent', () => {
  const checkout = {
    user: { id: 'user-1', email: 'ana@example.com' },
    plan: 'Premium',
    period: 'yearly',
    successUrl: 'https://app.example/ok',
    cancelUrl: 'https://app.example/no',
  } as const;

  it('every POST names the API version and carries its own Idempotency-Key', async () => {
    const { client, requests } = await stripeAgainstFake();
    await client.createCheckout(checkout);
    await client.createCheckout(checkout);
    await client.openPortal({ customerId: 'cus_42', returnUrl: 'https://app.example/settings/billing' });
    expect(requests.map((request) => request.stripeVersion)).toEqual([
      STRIPE_API_VERSION,
      STRIPE_API_VERSION,
      STRIPE_API_VERSION,
    ]);
    const keys = requests.map((request) => request.idempotencyKey);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(3);
  });

  it('retries a failed POST once under the same key, so Stripe answers it once', async () => {
    const { client, requests, fake } = await stripeAgainstFake();
    fake.failNext(1);
    const session = await client.createCheckout(checkout);
    expect(requests).toHaveLength(2);
    expect(requests[1]?.idempotencyKey).toBe(requests[0]?.idempotencyKey);
    expect(session.url).toBe(`https://checkout.stripe.com/c/pay/${session.sessionId}`);
    fake.failNext(2);
    await expect(client.createCheckout(checkout)).rejects.toThrow(
      'The payment provider refused the request: Something went wrong on our end.',
    );
  });
});

describe('Stripe webhooks', () => {
  const client = createStripeBilling({ secretKey: 'sk', webhookSecret, priceIds, now: () => NOW });
  const t = Math.floor(NOW / 1000);
  const subscriptionEvent = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'customer.subscription.updated',
    created: t,
    data: {
      object: {
        id: 'sub_1',
        object: 'subscription',
        customer: 'cus_1',
        metadata: { user_id: 'user-1' },
        status: 'past_due',
        cancel_at_period_end: true,
        items: { data: [{ price: { id: 'price_pro_y' }, current_period_end: t + 86_400 }] },
      },
    },
  });

  it('reads a signed subscription event into ours', () => {
    const result = client.parseWebhook(subscriptionEvent, {
      'stripe-signature': signStripePayload(subscriptionEvent, webhookSecret, t),
    });
    expect(result).toEqual({
      ok: true,
      event: {
        id: 'evt_1',
        created: t * 1000,
        type: 'customer.subscription.updated',
        subscription: {
          customerId: 'cus_1',
          subscriptionId: 'sub_1',
          userId: 'user-1',
          plan: 'Pro',
          period: 'yearly',
          status: 'past_due',
          currentPeriodEnd: (t + 86_400) * 1000,
          cancelAtPeriodEnd: true,
        },
      },
    });
  });

  it('reads checkout.session.completed and invoice.payment_failed; other types are verified but ignored', () => {
    const sign = (body: object) => {
      const raw = JSON.stringify(body);
      return client.parseWebhook(raw, { 'stripe-signature': signStripePayload(raw, webhookSecret, t) });
    };
    expect(
      sign({
        id: 'evt_2',
        type: 'checkout.session.completed',
        created: t,
        data: { object: { client_reference_id: 'user-1', customer: 'cus_1', subscription: 'sub_1' } },
      }),
    ).toMatchObject({ ok: true, event: { userId: 'user-1', customerId: 'cus_1', subscriptionId: 'sub_1' } });
    expect(
      sign({
        id: 'evt_3',
        type: 'invoice.payment_failed',
        created: t,
        data: { object: { customer: 'cus_1', parent: { subscription_details: { subscription: 'sub_1' } } } },
      }),
    ).toMatchObject({ ok: true, event: { type: 'invoice.payment_failed', subscriptionId: 'sub_1' } });
    expect(sign({ id: 'evt_4', type: 'charge.succeeded', created: t, data: { object: {} } })).toEqual({
      ok: true,
      event: null,
    });
  });

  it('refuses a tampered body, a wrong secret, a stale timestamp and a missing header', () => {
    const signature = signStripePayload(subscriptionEvent, webhookSecret, t);
    expect(
      client.parseWebhook(subscriptionEvent.replace('past_due', 'active'), { 'stripe-signature': signature }),
    ).toEqual({
      ok: false,
      message: 'The webhook signature does not match the payload.',
    });
    expect(
      client.parseWebhook(subscriptionEvent, {
        'stripe-signature': signStripePayload(subscriptionEvent, 'whsec_other', t),
      }),
    ).toEqual({ ok: false, message: 'The webhook signature does not match the payload.' });
    expect(
      client.parseWebhook(subscriptionEvent, {
        'stripe-signature': signStripePayload(subscriptionEvent, webhookSecret, t - 301),
      }),
    ).toEqual({ ok: false, message: 'The webhook timestamp is more than 300 seconds from now.' });
    expect(
      client.parseWebhook(subscriptionEvent, {
        'stripe-signature': signStripePayload(subscriptionEvent, webhookSecret, t - 299),
      }),
    ).toMatchObject({ ok: true });
    expect(client.parseWebhook(subscriptionEvent, {})).toEqual({
      ok: false,
      message: 'The Stripe-Signature header is missing.',
    });
  });
});

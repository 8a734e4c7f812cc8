import { afterEach, describe, expect, it } from 'vitest';
import type { PriceIds } from './billing-provider.ts';
import { createStripeBilling, readStripeEvent } from './stripe-billing.ts';
import { startFakeStripe } from './testing/fake-stripe.ts';
import {
  checkStripeForm,
  decodeForm,
  firstIssue,
  type Schema,
  schemaAt,
  stripeFixtures,
  stripeOpenApi,
} from './testing/stripe-openapi.ts';

/**
 * Our Stripe client against Stripe's own published description (github.com/stripe/openapi; the
 * subset, its commit and why it is the version it is are in testing/README.md), not only against
 * the fake we wrote.
 */

const priceIds: PriceIds = {
  Starter: { monthly: 'price_s_m', yearly: 'price_s_y' },
  Premium: { monthly: 'price_p_m', yearly: 'price_p_y' },
  Pro: { monthly: 'price_pro_m', yearly: 'price_pro_y' },
};
const t = 1_795_000_000;

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function fakeStripe() {
  const fake = await startFakeStripe('sk_test_123');
  close = fake.close;
  const client = createStripeBilling({
    secretKey: 'sk_test_123',
    webhookSecret: 'whsec_x',
    priceIds,
    baseUrl: fake.url,
  });
  const post = async (path: string, form: Record<string, string>) => {
    const response = await fetch(`${fake.url}${path}`, {
      method: 'POST',
      headers: { authorization: 'Bearer sk_test_123', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  return { client, requests: fake.requests, post };
}

// Stripe's document is not shipped (testing/README.md): these run where it has been extracted.
const withPublishedSpec = describe.skipIf(!stripeOpenApi);
const withPublishedExamples = it.skipIf(!stripeFixtures);

withPublishedSpec("our requests against Stripe's published request schemas", () => {
  it('the subset names its source', () => {
    expect(stripeOpenApi?.['x-source']).toMatchObject({
      repository: 'https://github.com/stripe/openapi',
      path: 'openapi/spec3.yaml',
      commit: expect.stringMatching(/^[0-9a-f]{40}$/),
    });
    expect(Object.keys(stripeOpenApi?.requests ?? {}).sort()).toEqual([
      'POST /v1/billing_portal/sessions',
      'POST /v1/checkout/sessions',
    ]);
  });

  it('every checkout and portal body our client sends is one Stripe describes', async () => {
    const { client, requests } = await fakeStripe();
    const user = { id: 'user-1', email: 'ana@example.com' };
    const urls = { successUrl: 'https://app.example/ok', cancelUrl: 'https://app.example/no' };
    await client.createCheckout({ user, plan: 'Premium', period: 'yearly', ...urls });
    await client.createCheckout({
      user: { ...user, customerId: 'cus_42' },
      plan: 'Pro',
      period: 'monthly',
      ...urls,
    });
    await client.openPortal({ customerId: 'cus_42', returnUrl: 'https://app.example/settings' });
    await client.openPortal({
      customerId: 'cus_42',
      returnUrl: 'https://app.example/pricing',
      subscriptionId: 'sub_9',
    });
    expect(requests).toHaveLength(4);
    for (const request of requests) {
      expect(request.rejected).toBeUndefined();
      expect(checkStripeForm(`POST ${request.path}`, new URLSearchParams(request.form))).toBeNull();
    }
    expect(requests[3]?.form['flow_data[type]']).toBe('subscription_update');
  });

  it('the fake answers an unknown parameter, a value outside an enum and a missing parameter as Stripe does', async () => {
    const { post } = await fakeStripe();
    const checkout = {
      mode: 'subscription',
      'line_items[0][price]': 'price_p_y',
      'line_items[0][quantity]': '1',
      success_url: 'https://app.example/ok',
    };
    expect(await post('/v1/checkout/sessions', checkout)).toMatchObject({ status: 200 });
    expect(await post('/v1/checkout/sessions', { ...checkout, plan: 'Pro' })).toEqual({
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'parameter_unknown',
          message: 'Received unknown parameter: plan',
          param: 'plan',
        },
      },
    });
    expect(
      await post('/v1/checkout/sessions', {
        ...checkout,
        'subscription_data[metadata]': '',
        'line_items[0][qty]': '1',
      }),
    ).toMatchObject({
      status: 400,
      body: { error: { code: 'parameter_unknown', param: 'line_items[0][qty]' } },
    });
    expect(await post('/v1/checkout/sessions', { ...checkout, mode: 'subscriptions' })).toEqual({
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          message: 'Invalid mode: must be one of payment, setup, or subscription',
          param: 'mode',
        },
      },
    });
    expect(
      await post('/v1/checkout/sessions', { ...checkout, 'line_items[0][quantity]': 'one' }),
    ).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'parameter_invalid_integer',
          message: 'Invalid integer: one',
          param: 'line_items[0][quantity]',
        },
      },
    });
    const { success_url: _, ...withoutSuccessUrl } = checkout;
    expect(await post('/v1/checkout/sessions', withoutSuccessUrl)).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'parameter_missing',
          message: 'Missing required param: success_url.',
          param: 'success_url',
        },
      },
    });

    const portal = { customer: 'cus_42', return_url: 'https://app.example/pricing' };
    expect(
      await post('/v1/billing_portal/sessions', {
        ...portal,
        'flow_data[type]': 'plan_change',
        'flow_data[subscription_update][subscription]': 'sub_9',
      }),
    ).toEqual({
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          message:
            'Invalid flow_data[type]: must be one of payment_method_update, subscription_cancel, subscription_update, or subscription_update_confirm',
          param: 'flow_data[type]',
        },
      },
    });
    expect(
      await post('/v1/billing_portal/sessions', {
        'flow_data[subscription_update][subscription]': 'sub_9',
        ...portal,
      }),
    ).toMatchObject({
      status: 400,
      body: { error: { code: 'parameter_missing', message: 'Missing required param: flow_data[type].' } },
    });
    expect(
      await post('/v1/billing_portal/sessions', { ...portal, 'flow_data[type]': 'subscription_update' }),
    ).toEqual({
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'parameter_missing',
          message: 'Missing required param: flow_data[subscription_update].',
          param: 'flow_data[subscription_update]',
        },
      },
    });
    expect(await post('/v1/billing_portal/sessions', { return_url: portal.return_url })).toMatchObject({
      status: 400,
      body: {
        error: { code: 'parameter_missing', message: 'Missing required param: customer.', param: 'customer' },
      },
    });
  });
});

/** A webhook event as Stripe sends it, its envelope checked against the published `event` schema. */
describe('form keys', () => {
  it('decodes bracketed form keys into the nested objects and lists the schema describes', () => {
    expect(
      decodeForm(
        new URLSearchParams([
          ['line_items[0][price]', 'price_1'],
          ['line_items[0][quantity]', '1'],
          ['line_items[1][price]', 'price_2'],
          ['subscription_data[metadata][user_id]', 'user-1'],
          ['expand[]', 'subscription'],
          ['expand[]', 'customer'],
          ['mode', 'subscription'],
        ]),
      ),
    ).toEqual({
      line_items: { 0: { price: 'price_1', quantity: '1' }, 1: { price: 'price_2' } },
      subscription_data: { metadata: { user_id: 'user-1' } },
      expand: ['subscription', 'customer'],
      mode: 'subscription',
    });
  });
});

function event(type: string, object: Record<string, unknown>) {
  const raw = {
    id: `evt_${type}`,
    object: 'event',
    api_version: '2025-03-31.basil',
    created: t,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
  expect(firstIssue(stripeOpenApi?.schemas.event as Schema, raw, 'json')).toBeNull();
  return raw;
}

/** Checks a field readStripeEvent reads exists in the published schema and the sample value fits it. */
function expectPublished(component: string, path: string, value: unknown) {
  const schema = schemaAt(component, path);
  expect(schema, `${component}.${path} is in Stripe's description`).not.toBeNull();
  expect(
    firstIssue(schema as Schema, value, 'json', [path]),
    `${component}.${path} = ${JSON.stringify(value)}`,
  ).toBeNull();
}

withPublishedSpec("the events we read against Stripe's published object schemas", () => {
  const customer = { id: 'cus_1', object: 'customer', created: t, livemode: false, email: 'ana@example.com' };
  const price = { ...(stripeFixtures?.resources.subscription_item?.price as object), id: 'price_pro_y' };

  it('checkout.session.completed: client_reference_id, and customer and subscription as ids or expanded objects', () => {
    expectPublished('checkout.session', 'client_reference_id', 'user-1');
    expectPublished('checkout.session', 'customer', 'cus_1');
    expectPublished('checkout.session', 'customer', customer);
    expectPublished('checkout.session', 'subscription', 'sub_1');
    expectPublished('checkout.session', 'mode', 'subscription');
    for (const object of [
      { object: 'checkout.session', client_reference_id: 'user-1', customer: 'cus_1', subscription: 'sub_1' },
      { object: 'checkout.session', client_reference_id: 'user-1', customer, subscription: { id: 'sub_1' } },
    ]) {
      expect(readStripeEvent(event('checkout.session.completed', object), priceIds)).toEqual({
        id: 'evt_checkout.session.completed',
        created: t * 1000,
        type: 'checkout.session.completed',
        userId: 'user-1',
        customerId: 'cus_1',
        subscriptionId: 'sub_1',
      });
    }
  });

  it('customer.subscription.*: id, customer, metadata, status, the item price and the period end where the description puts it', () => {
    expectPublished('subscription', 'id', 'sub_1');
    expectPublished('subscription', 'customer', 'cus_1');
    expectPublished('subscription', 'customer', customer);
    expectPublished('subscription', 'customer', { id: 'cus_1', object: 'customer', deleted: true });
    expectPublished('subscription', 'metadata', { user_id: 'user-1' });
    expectPublished('subscription', 'items.data[].price', price);
    // current_period_end is on each item from API version 2025-03-31 and on the subscription before;
    // readStripeEvent reads the item's, then the subscription's.
    const onItem = schemaAt('subscription', 'items.data[].current_period_end');
    const onSubscription = schemaAt('subscription', 'current_period_end');
    expect(onItem ?? onSubscription).toMatchObject({ type: 'integer', format: 'unix-time' });
    if (onItem) expectPublished('subscription', 'items.data[].current_period_end', t + 86_400);
    if (onSubscription) expectPublished('subscription', 'current_period_end', t + 86_400);

    const item = {
      id: 'si_1',
      object: 'subscription_item',
      price,
      ...(onItem ? { current_period_end: t + 86_400 } : {}),
    };
    const object = {
      id: 'sub_1',
      object: 'subscription',
      customer: 'cus_1',
      metadata: { user_id: 'user-1' },
      status: 'active',
      items: {
        object: 'list',
        data: [item],
        has_more: false,
        url: '/v1/subscription_items?subscription=sub_1',
      },
      ...(onItem ? {} : { current_period_end: t + 86_400 }),
    };
    expect(readStripeEvent(event('customer.subscription.updated', object), priceIds)).toMatchObject({
      type: 'customer.subscription.updated',
      subscription: {
        customerId: 'cus_1',
        subscriptionId: 'sub_1',
        userId: 'user-1',
        plan: 'Pro',
        period: 'yearly',
        status: 'active',
        currentPeriodEnd: (t + 86_400) * 1000,
      },
    });
    expect(
      readStripeEvent(
        event('customer.subscription.deleted', { ...object, customer, status: 'canceled' }),
        priceIds,
      ),
    ).toMatchObject({ subscription: { customerId: 'cus_1', status: 'canceled' } });
  });

  it('every subscription status Stripe describes maps to one of ours', () => {
    const ours = {
      active: 'active',
      trialing: 'active',
      past_due: 'past_due',
      incomplete: 'past_due',
      canceled: 'canceled',
      unpaid: 'canceled',
      incomplete_expired: 'canceled',
      paused: 'canceled',
    };
    const published = (schemaAt('subscription', 'status')?.enum ?? []) as string[];
    // A status Stripe adds fails here until we decide what it means for the plan.
    expect([...published].sort()).toEqual(Object.keys(ours).sort());
    for (const [status, expected] of Object.entries(ours)) {
      const read = readStripeEvent(
        event('customer.subscription.updated', {
          id: 'sub_1',
          object: 'subscription',
          customer: 'cus_1',
          status,
        }),
        priceIds,
      );
      expect(read).toMatchObject({ subscription: { status: expected } });
    }
  });

  it('invoice.payment_failed: customer and the subscription where the description puts it', () => {
    expectPublished('invoice', 'customer', 'cus_1');
    expectPublished('invoice', 'customer', customer);
    const direct = schemaAt('invoice', 'subscription');
    const viaParent = schemaAt('invoice', 'parent.subscription_details.subscription');
    expect(direct ?? viaParent).not.toBeNull();
    if (direct) expectPublished('invoice', 'subscription', 'sub_1');
    if (viaParent) expectPublished('invoice', 'parent.subscription_details.subscription', 'sub_1');
    const object = {
      id: 'in_1',
      object: 'invoice',
      customer: 'cus_1',
      ...(direct ? { subscription: 'sub_1' } : {}),
      ...(viaParent
        ? { parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1' } } }
        : {}),
    };
    expect(readStripeEvent(event('invoice.payment_failed', object), priceIds)).toMatchObject({
      type: 'invoice.payment_failed',
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
    });
  });

  withPublishedExamples("Stripe's own current example objects (fixtures3.json) read into ours", () => {
    const subscription = stripeFixtures?.resources.subscription ?? {};
    const invoice = stripeFixtures?.resources.invoice ?? {};
    const items = (subscription.items as { data: Record<string, unknown>[] }).data;
    const item = items[0] ?? {};
    const periodEnd = item.current_period_end as number;
    expect(typeof periodEnd).toBe('number');
    const read = readStripeEvent(
      event('customer.subscription.created', { ...subscription, metadata: { user_id: 'user-1' } }),
      { ...priceIds, Starter: { ...priceIds.Starter, monthly: (item.price as { id: string }).id } },
    );
    expect(read).toMatchObject({
      subscription: {
        customerId: subscription.customer,
        subscriptionId: subscription.id,
        userId: 'user-1',
        plan: 'Starter',
        period: 'monthly',
        status: 'active',
        currentPeriodEnd: periodEnd * 1000,
      },
    });
    // The fields we read also fit the (older) published schema.
    expectPublished('subscription', 'customer', subscription.customer);
    expectPublished('subscription', 'status', subscription.status);
    expectPublished('subscription', 'items.data[].price', item.price);

    const parent = invoice.parent as { subscription_details: { subscription: string } };
    expect(readStripeEvent(event('invoice.payment_failed', invoice), priceIds)).toMatchObject({
      customerId: invoice.customer,
      subscriptionId: parent.subscription_details.subscription,
    });
  });
});

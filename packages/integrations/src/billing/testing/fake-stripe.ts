import { randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkStripeForm, type StripeInvalidRequest } from './stripe-openapi.ts';

export interface FakeStripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  stripeVersion: string | undefined;
  idempotencyKey: string | undefined;
  /** The form fields as sent (bracketed keys kept as they are). */
  form: Record<string, string>;
  /** Set when the body broke Stripe's published request schema, where it is at hand (and the fake answered 400 with it). */
  rejected?: StripeInvalidRequest;
}

/** The operations the fake serves, checked against Stripe's request schemas when published/ holds them. */
const OPERATIONS = new Set(['POST /v1/checkout/sessions', 'POST /v1/billing_portal/sessions']);

/**
 * A local stand-in for Stripe's API as documented: form-encoded POST /v1/checkout/sessions
 * (mode=subscription needs line_items) and POST /v1/billing_portal/sessions (customer required),
 * Bearer secret key, errors as {error: {type, message, param}}. Where Stripe's published OpenAPI
 * document has been extracted into published/ (README.md), every body is first checked against the
 * operation's request schema: an unknown parameter, a value outside an enum or a missing required one
 * is a 400 as Stripe sends it.
 */
export async function startFakeStripe(secretKey: string) {
  const requests: FakeStripeRequest[] = [];
  /** Stripe keeps the first answer to each Idempotency-Key and sends it again for a retry. */
  const answered = new Map<string, { status: number; body: unknown }>();
  /** Answers 500 to the next requests (their key's result is kept, as Stripe does), for retry tests. */
  let failuresToSend = 0;
  const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

  let currentKey: string | undefined;
  function send(res: ServerResponse, status: number, body: unknown) {
    if (currentKey && status < 500) answered.set(currentKey, { status, body });
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }
  const invalid = (res: ServerResponse, param: string, message: string) =>
    send(res, 400, { error: { type: 'invalid_request_error', code: 'parameter_missing', param, message } });

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const params = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const form = Object.fromEntries(params);
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const request: FakeStripeRequest = {
      method: req.method ?? '',
      path,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      stripeVersion: req.headers['stripe-version'] as string | undefined,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      form,
    };
    requests.push(request);
    currentKey = undefined;
    if (failuresToSend > 0) {
      failuresToSend -= 1;
      return send(res, 500, { error: { type: 'api_error', message: 'Something went wrong on our end.' } });
    }
    const replay = request.idempotencyKey ? answered.get(request.idempotencyKey) : undefined;
    if (replay) return send(res, replay.status, replay.body);
    currentKey = request.idempotencyKey;
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return send(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****' },
      });
    }
    const operation = `${req.method} ${path}`;
    if (OPERATIONS.has(operation)) {
      if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        return send(res, 400, {
          error: {
            type: 'invalid_request_error',
            message: 'Invalid request: the body must be application/x-www-form-urlencoded.',
          },
        });
      }
      const rejected = checkStripeForm(operation, params);
      if (rejected) {
        request.rejected = rejected;
        return send(res, 400, { error: rejected });
      }
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      if (form.mode === 'subscription' && !form['line_items[0][price]']) {
        return invalid(
          res,
          'line_items',
          'You must provide at least one recurring price in `subscription` mode.',
        );
      }
      const sessionId = id('cs_test');
      return send(res, 200, {
        id: sessionId,
        object: 'checkout.session',
        mode: form.mode,
        client_reference_id: form.client_reference_id ?? null,
        customer: form.customer ?? null,
        customer_email: form.customer_email ?? null,
        success_url: form.success_url,
        cancel_url: form.cancel_url ?? null,
        status: 'open',
        url: `https://checkout.stripe.com/c/pay/${sessionId}`,
      });
    }
    if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
      // The schema cannot say it; Stripe's reference does: each flow type needs its own settings.
      const flow = form['flow_data[type]'];
      if (
        flow &&
        flow !== 'payment_method_update' &&
        !Object.keys(form).some((k) => k.startsWith(`flow_data[${flow}]`))
      ) {
        return invalid(res, `flow_data[${flow}]`, `Missing required param: flow_data[${flow}].`);
      }
      if (!form.customer?.startsWith('cus_')) {
        return send(res, 400, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            param: 'customer',
            message: `No such customer: '${form.customer}'`,
          },
        });
      }
      const sessionId = id('bps');
      return send(res, 200, {
        id: sessionId,
        object: 'billing_portal.session',
        customer: form.customer,
        return_url: form.return_url ?? null,
        flow: form['flow_data[type]']
          ? {
              type: form['flow_data[type]'],
              subscription_update: { subscription: form['flow_data[subscription_update][subscription]'] },
            }
          : null,
        url: `https://billing.stripe.com/p/session/${sessionId}`,
      });
    }
    return send(res, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path}).` },
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The next `count` requests get Stripe's 500. */
    failNext(count = 1) {
      failuresToSend = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

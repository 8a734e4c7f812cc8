import { createHmac } from 'node:crypto';
import { jobs, webhookDeliveries, webhookEndpoints } from '@leadpath/db';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { appJobHandlers } from '../job-handlers.ts';
import { runDueJobs } from '../jobs/run-due-jobs.ts';
import { createTestApp } from '../testing/test-app.ts';
import { emitWebhookEvent, WEBHOOK_MAX_ATTEMPTS } from './emit.ts';
import { createWebhookHttpClient } from './http-client.ts';
import { openWebhookSecret } from './secret.ts';
import { verifyWebhookSignature } from './sign.ts';
import { startTestReceiver } from './test-receiver.ts';

type Endpoint = {
  id: string;
  url: string;
  events: string[];
  enabled: boolean;
  secretHint: string;
  secret?: string;
};
type Delivery = {
  id: string;
  eventId: string;
  eventType: string;
  status: string;
  attempts: number;
  responseStatus: number | null;
  response: string | null;
  payload: string;
  lastAttemptAt: string | null;
  deliveredAt: string | null;
  nextAttemptAt: string | null;
};

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()?.();
});

/** A Pro user on a test app whose webhooks may reach this machine (WEBHOOK_ALLOW_PRIVATE_TARGETS=true). */
async function setup({ allowPrivateTargets = true } = {}) {
  const t = createTestApp();
  t.deps.config.webhooks = { requireHttps: false, allowPrivateTargets };
  t.deps.services.webhooks = createWebhookHttpClient();
  const user = await t.createUser({ email: 'pro@example.com', role: 'Pro' });
  const cookie = await t.signIn('pro@example.com');
  const call = async <T>(method: string, path: string, json?: unknown) => {
    const res = await t.request(`/api${path}`, { method, cookie, json });
    const text = await res.text();
    return { status: res.status, text, json: (text ? JSON.parse(text) : null) as T };
  };
  const create = async (url: string, events: string[] = ['email.sent']) => {
    const res = await call<Endpoint & { secret: string }>('POST', '/webhooks', { url, events });
    expect(res.status, res.text).toBe(200);
    return res.json;
  };
  const deliveries = async (endpointId: string) =>
    (await call<{ deliveries: Delivery[] }>('GET', `/webhooks/${endpointId}/deliveries`)).json.deliveries;
  const random = () => 0;
  const runJobs = () =>
    runDueJobs({ db: t.db, handlers: appJobHandlers(t.deps), now: t.deps.now, owner: 'test', random });
  return { t, user, cookie, call, create, deliveries, runJobs };
}

async function receiver(answer?: Parameters<typeof startTestReceiver>[0]) {
  const r = await startTestReceiver(answer);
  closers.push(r.close);
  return r;
}

describe('webhook endpoints', () => {
  it('shows the secret once at creation, stores it sealed, and no read returns it', async () => {
    const { t, cookie, call, create, deliveries } = await setup();
    const created = await create('https://hooks.example.com/leadpath', ['email.sent', 'reply.received']);
    expect(created.secret).toMatch(/^whsec_/);
    expect(created.secretHint).toBe(created.secret.slice(-4));
    expect(created.events).toEqual(['email.sent', 'reply.received']);

    const row = (await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, created.id))
      .get())!;
    expect(row.secretSealed).not.toContain(created.secret);
    expect(openWebhookSecret(t.deps.secrets, created.id, row.secretSealed)).toBe(created.secret);

    await call('POST', `/webhooks/${created.id}/test`);
    const reads = [
      await call('GET', '/webhooks'),
      await call('GET', `/webhooks/${created.id}`),
      await call('PATCH', `/webhooks/${created.id}`, { enabled: false }),
      await call('GET', `/webhooks/${created.id}/deliveries`),
    ];
    const trpcList = await t.request('/trpc/webhooks.list', { cookie });
    reads.push({ status: trpcList.status, text: await trpcList.text(), json: null });
    for (const read of reads) {
      expect(read.status, read.text).toBe(200);
      expect(read.text).not.toContain(created.secret);
      expect(read.text).not.toContain(created.secret.slice(6, 20));
      expect(read.text).not.toContain(row.secretSealed);
    }
    expect((await deliveries(created.id))[0]?.payload).not.toContain(created.secret);
  });

  it('rotates the secret: the new one is shown once, signs from then on, and the old one no longer verifies', async () => {
    const r = await receiver();
    const { t, call, create, runJobs } = await setup();
    const created = await create(r.url);
    const rotated = await call<Endpoint & { secret: string }>(
      'POST',
      `/webhooks/${created.id}/rotate-secret`,
    );
    expect(rotated.status).toBe(200);
    expect(rotated.json.secret).not.toBe(created.secret);
    expect(rotated.json.secretHint).toBe(rotated.json.secret.slice(-4));
    expect((await call('GET', `/webhooks/${created.id}`)).text).not.toContain(rotated.json.secret);

    await call('POST', `/webhooks/${created.id}/test`);
    await runJobs();
    const { headers, body } = r.received[0]!;
    const header = headers['leadpath-signature'] as string;
    const now = t.clock.now;
    expect(verifyWebhookSignature({ secret: rotated.json.secret, body, header, now })).toBe(true);
    expect(verifyWebhookSignature({ secret: created.secret, body, header, now })).toBe(false);
  });

  it('refuses localhost, private and link-local URLs on save (400, nothing stored) unless allowed', async () => {
    const { t, call } = await setup({ allowPrivateTargets: false });
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'https://localhost/hook',
      'https://10.0.0.7/hook',
      'https://[::1]/hook',
      'https://169.254.169.254/latest',
      'https://[fd00::1]/hook',
      // IPv4-compatible and IPv4-translated IPv6 forms of loopback and the metadata address (issue 27)
      'https://[::127.0.0.1]/hook',
      'https://[::ffff:0:127.0.0.1]/hook',
      'https://[::169.254.169.254]/latest',
      'https://[::ffff:0:a9fe:a9fe]/latest',
    ]) {
      const res = await call<{ error: string }>('POST', '/webhooks', { url, events: ['email.sent'] });
      expect(res.status, url).toBe(400);
      expect(res.json.error).toBe(
        'Webhooks cannot be sent to localhost, private, link-local or multicast addresses. Use a public address.',
      );
    }
    t.deps.config.webhooks = { requireHttps: true, allowPrivateTargets: false };
    const http = await call<{ error: string }>('POST', '/webhooks', {
      url: 'http://hooks.example.com/x',
      events: ['email.sent'],
    });
    expect(http.status).toBe(400);
    expect(http.json.error).toBe('The URL must start with https://');
    const noEvents = await call<{ error: string }>('POST', '/webhooks', {
      url: 'https://hooks.example.com/x',
      events: [],
    });
    expect(noEvents.status).toBe(400);
    expect(noEvents.json.error).toBe('Please select at least one event');
    const unknown = await call('POST', '/webhooks', { url: 'https://hooks.example.com/x', events: ['nope'] });
    expect(unknown.status).toBe(400);
    expect(await t.db.select().from(webhookEndpoints).all()).toHaveLength(0);

    const ok = await call<Endpoint>('POST', '/webhooks', {
      url: 'https://hooks.example.com/x',
      events: ['email.sent'],
    });
    expect(ok.status).toBe(200);
    const moved = await call<{ error: string }>('PATCH', `/webhooks/${ok.json.id}`, {
      url: 'https://192.168.0.1/x',
    });
    expect(moved.status).toBe(400);
    expect((await call<Endpoint>('GET', `/webhooks/${ok.json.id}`)).json.url).toBe(
      'https://hooks.example.com/x',
    );
  });

  it('refuses at delivery a name that resolves to a private address: failed at once, nothing sent', async () => {
    const r = await receiver();
    const { t, user, create, deliveries, runJobs } = await setup({ allowPrivateTargets: false });
    t.deps.services.webhooks = createWebhookHttpClient({
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    });
    const endpoint = await create(`http://hooks.example.com:${new URL(r.url).port}/x`);
    await emitWebhookEvent(t.db, { ownerId: user.id, type: 'email.sent', data: {}, now: t.clock.now });
    await runJobs();
    const [delivery] = await deliveries(endpoint.id);
    expect(delivery?.status).toBe('failed');
    expect(delivery?.attempts).toBe(1);
    expect(delivery?.response).toBe(
      'hooks.example.com resolves to 127.0.0.1, a localhost, private, link-local or multicast address: not delivered',
    );
    expect(r.received).toHaveLength(0);
  });
});

describe('webhook deliveries', () => {
  it('emits one delivery per enabled endpoint subscribed to the type, and delivers it signed', async () => {
    const r = await receiver(() => ({ status: 200, body: `thanks ${'!'.repeat(600)}` }));
    const { t, user, call, create, deliveries, runJobs } = await setup();
    const subscribed = await create(r.url, ['email.sent']);
    const other = await create(r.url, ['reply.received']);
    const off = await create(r.url, ['email.sent']);
    await call('PATCH', `/webhooks/${off.id}`, { enabled: false });

    await t.db.transaction((tx) =>
      emitWebhookEvent(tx, {
        ownerId: user.id,
        type: 'email.sent',
        data: { prospectId: 'p1', subject: 'Hello' },
        now: t.clock.now,
      }),
    );
    expect(await t.db.select().from(webhookDeliveries).all()).toHaveLength(1);
    expect(await deliveries(other.id)).toEqual([]);
    expect(await deliveries(off.id)).toEqual([]);
    const [pending] = await deliveries(subscribed.id);
    expect(pending).toMatchObject({ status: 'pending', attempts: 0, eventType: 'email.sent' });

    t.clock.now += 1500;
    expect((await runJobs()).done).toBe(1);
    expect(r.received).toHaveLength(1);
    const { headers, body } = r.received[0]!;
    expect(JSON.parse(body)).toEqual({
      id: pending!.eventId,
      type: 'email.sent',
      createdAt: t.clock.now - 1500,
      data: { prospectId: 'p1', subject: 'Hello' },
    });
    expect(headers['leadpath-event-id']).toBe(pending!.eventId);
    expect(headers['leadpath-event-type']).toBe('email.sent');
    expect(headers['content-type']).toBe('application/json');
    // A receiver's own check: HMAC-SHA256 over "t.body" with the secret.
    const header = headers['leadpath-signature'] as string;
    const t0 = Math.floor(t.clock.now / 1000);
    const mac = createHmac('sha256', subscribed.secret).update(`${t0}.${body}`).digest('hex');
    expect(header).toBe(`t=${t0},v1=${mac}`);

    const [delivered] = await deliveries(subscribed.id);
    expect(delivered).toMatchObject({
      status: 'delivered',
      attempts: 1,
      responseStatus: 200,
      response: `thanks ${'!'.repeat(493)}`,
      deliveredAt: new Date(t.clock.now).toISOString(),
      lastAttemptAt: new Date(t.clock.now).toISOString(),
      nextAttemptAt: null,
    });
  });

  it("records the event with the caller's transaction: rolled back, no delivery and no job", async () => {
    const { t, user, create } = await setup();
    await create('https://hooks.example.com/x', ['reply.received']);
    await expect(
      t.db.transaction(async (tx) => {
        await emitWebhookEvent(tx, { ownerId: user.id, type: 'reply.received', data: {}, now: t.clock.now });
        throw new Error('the change that caused it failed');
      }),
    ).rejects.toThrow('the change that caused it failed');
    expect(await t.db.select().from(webhookDeliveries).all()).toEqual([]);
    expect(await t.db.select().from(jobs).all()).toEqual([]);
  });

  it('retries any non-2xx with the engine backoff and logs each attempt, then succeeds', async () => {
    const r = await receiver((n) =>
      n < 3 ? { status: n === 1 ? 500 : 400, body: `no ${n}` } : { status: 204 },
    );
    const { t, call, create, deliveries, runJobs } = await setup();
    const endpoint = await create(r.url);
    const start = t.clock.now;
    await call('POST', `/webhooks/${endpoint.id}/test`);

    expect((await runJobs()).retried).toBe(1);
    let [log] = await deliveries(endpoint.id);
    // random = 0: the lower half of 10 s × 2^(attempt − 1).
    expect(log).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: 500,
      response: 'no 1',
      nextAttemptAt: new Date(start + 5_000).toISOString(),
    });

    t.clock.now = start + 4_999;
    expect((await runJobs()).claimed).toBe(0);
    t.clock.now = start + 5_000;
    expect((await runJobs()).retried).toBe(1);
    [log] = await deliveries(endpoint.id);
    expect(log).toMatchObject({ status: 'pending', attempts: 2, responseStatus: 400, response: 'no 2' });
    expect(log?.nextAttemptAt).toBe(new Date(start + 5_000 + 10_000).toISOString());

    t.clock.now = start + 15_000;
    expect((await runJobs()).done).toBe(1);
    [log] = await deliveries(endpoint.id);
    expect(log).toMatchObject({ status: 'delivered', attempts: 3, responseStatus: 204, response: '' });
    expect(r.received.map((x) => x.headers['leadpath-event-id'])).toEqual(Array(3).fill(log?.eventId));
  });

  it(`fails the delivery after ${WEBHOOK_MAX_ATTEMPTS} attempts, and a redelivery sends the same event again`, async () => {
    let up = false;
    const r = await receiver(() => (up ? { status: 200, body: 'ok' } : { status: 503, body: 'down' }));
    const { t, call, create, deliveries, runJobs } = await setup();
    const endpoint = await create(r.url);
    await call('POST', `/webhooks/${endpoint.id}/test`);
    for (let attempt = 1; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt++) {
      const outcome = await runJobs();
      expect(outcome.claimed, `attempt ${attempt}`).toBe(1);
      t.clock.now += 60 * 60_000;
    }
    expect((await runJobs()).claimed).toBe(0);
    const [failed] = await deliveries(endpoint.id);
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: WEBHOOK_MAX_ATTEMPTS,
      responseStatus: 503,
      response: 'down',
      nextAttemptAt: null,
    });
    expect(r.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS);

    up = true;
    const again = await call<{ delivery: Delivery }>('POST', `/webhooks/deliveries/${failed!.id}/redeliver`);
    expect(again.status).toBe(200);
    expect(again.json.delivery).toMatchObject({ status: 'pending', eventId: failed!.eventId, attempts: 0 });
    await runJobs();
    const log = await deliveries(endpoint.id);
    expect(log.map((d) => d.status)).toEqual(['delivered', 'failed']);
    expect(r.received.at(-1)?.body).toBe(failed!.payload);
  });

  it('logs a receiver that does not answer (connection refused) and retries it', async () => {
    const r = await receiver();
    await r.close();
    closers.pop();
    const { create, call, deliveries, runJobs } = await setup();
    const endpoint = await create(r.url);
    await call('POST', `/webhooks/${endpoint.id}/test`);
    expect((await runJobs()).retried).toBe(1);
    const [log] = await deliveries(endpoint.id);
    expect(log).toMatchObject({ status: 'pending', attempts: 1, responseStatus: null });
    expect(log?.response).toMatch(/ECONNREFUSED/);
  });

  it('disables the endpoint when the receiver answers 410 Gone', async () => {
    const r = await receiver(() => ({ status: 410 }));
    const { t, user, call, create, deliveries, runJobs } = await setup();
    const endpoint = await create(r.url);
    await emitWebhookEvent(t.db, { ownerId: user.id, type: 'email.sent', data: {}, now: t.clock.now });
    expect((await runJobs()).done).toBe(1);
    const [log] = await deliveries(endpoint.id);
    expect(log).toMatchObject({ status: 'failed', attempts: 1, responseStatus: 410 });
    expect(log?.response).toBe('The endpoint answered 410 Gone: it has been disabled');
    expect((await call<Endpoint>('GET', `/webhooks/${endpoint.id}`)).json.enabled).toBe(false);
    await emitWebhookEvent(t.db, { ownerId: user.id, type: 'email.sent', data: {}, now: t.clock.now });
    expect(await deliveries(endpoint.id)).toHaveLength(1);
  });

  it('deleting an endpoint deletes its log; its queued jobs then do nothing', async () => {
    const r = await receiver();
    const { t, call, create, runJobs } = await setup();
    const endpoint = await create(r.url);
    await call('POST', `/webhooks/${endpoint.id}/test`);
    expect((await call('DELETE', `/webhooks/${endpoint.id}`)).status).toBe(200);
    expect(await t.db.select().from(webhookDeliveries).all()).toEqual([]);
    expect((await runJobs()).done).toBe(1);
    expect(r.received).toHaveLength(0);
    expect((await call('GET', `/webhooks/${endpoint.id}`)).status).toBe(404);
  });

  it("another user's endpoint and deliveries answer 404", async () => {
    const { t, call, create } = await setup();
    const endpoint = await create('https://hooks.example.com/x');
    const test = await call<{ delivery: Delivery }>('POST', `/webhooks/${endpoint.id}/test`);
    await t.createUser({ email: 'other@example.com', role: 'Pro' });
    const cookie = await t.signIn('other@example.com');
    for (const [method, path] of [
      ['GET', `/webhooks/${endpoint.id}`],
      ['GET', `/webhooks/${endpoint.id}/deliveries`],
      ['POST', `/webhooks/${endpoint.id}/test`],
      ['POST', `/webhooks/${endpoint.id}/rotate-secret`],
      ['DELETE', `/webhooks/${endpoint.id}`],
      ['POST', `/webhooks/deliveries/${test.json.delivery.id}/redeliver`],
    ] as const) {
      const res = await t.request(`/api${path}`, { method, cookie });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const list = await t.request('/api/webhooks', { cookie });
    expect(await list.json()).toMatchObject({ endpoints: [] });
  });
});

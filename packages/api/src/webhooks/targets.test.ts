import { afterEach, describe, expect, it } from 'vitest';
import { createWebhookHttpClient, WebhookTargetRefusedError } from './http-client.ts';
import {
  isPublicAddress,
  WEBHOOK_HTTPS_REQUIRED,
  WEBHOOK_PRIVATE_TARGET,
  webhookUrlRefusal,
} from './targets.ts';
import { startTestReceiver } from './test-receiver.ts';

const production = { requireHttps: true, allowPrivateTargets: false };

describe('webhook targets', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'fe80::1%eth0',
    'ff02::1',
    '64:ff9b::a00:1',
    '2002:7f00:1::',
    '::127.0.0.1', // IPv4-compatible
    '::7f00:1',
    '::ffff:0:127.0.0.1', // IPv4-translated
    '::ffff:0:7f00:1',
    '::ffff:0:169.254.169.254',
    '::8.8.8.8', // deprecated forms are never public
    'not an address',
  ])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    '%s is public',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('refuses, as written, http in production and localhost, private and link-local hosts', () => {
    expect(webhookUrlRefusal('https://hooks.example.com/x', production)).toBeNull();
    expect(webhookUrlRefusal('http://hooks.example.com/x', production)).toBe(WEBHOOK_HTTPS_REQUIRED);
    expect(
      webhookUrlRefusal('http://hooks.example.com/x', { ...production, requireHttps: false }),
    ).toBeNull();
    for (const url of [
      'https://localhost/x',
      'https://api.localhost/x',
      'https://127.0.0.1/x',
      'https://2130706433/x', // 127.0.0.1 written as a number
      'https://0x7f.1/x',
      'https://[::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://[::127.0.0.1]/x',
      'https://[::ffff:0:127.0.0.1]/x',
      'https://169.254.169.254/latest/meta-data',
      'https://10.0.0.5/x',
      'https://printer.local/x',
      'https://intranet/x',
    ])
      expect(webhookUrlRefusal(url, production), url).toBe(WEBHOOK_PRIVATE_TARGET);
    expect(
      webhookUrlRefusal('http://127.0.0.1:3000/x', { requireHttps: true, allowPrivateTargets: true }),
    ).toBeNull();
  });
});

describe('the webhook HTTP client', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  const post = (url: string, allowPrivateTargets: boolean) => ({
    url,
    headers: { 'content-type': 'application/json' },
    body: '{}',
    timeoutMs: 2000,
    allowPrivateTargets,
  });

  it('refuses a loopback address before connecting, unless private targets are allowed', async () => {
    const receiver = await startTestReceiver();
    close = receiver.close;
    const client = createWebhookHttpClient();
    await expect(client.post(post(receiver.url, false))).rejects.toThrow(WEBHOOK_PRIVATE_TARGET);
    expect(receiver.received).toHaveLength(0);
    await expect(client.post(post(receiver.url, true))).resolves.toEqual({ status: 200, body: 'ok' });
    expect(receiver.received).toHaveLength(1);
  });

  it('refuses a name that resolves to a private address (DNS checked at delivery), connecting nowhere', async () => {
    const receiver = await startTestReceiver();
    close = receiver.close;
    const port = new URL(receiver.url).port;
    const client = createWebhookHttpClient({
      resolve: async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ],
    });
    const refusal = client.post(post(`http://hooks.example.com:${port}/x`, false));
    await expect(refusal).rejects.toBeInstanceOf(WebhookTargetRefusedError);
    await expect(refusal).rejects.toThrow(
      'hooks.example.com resolves to 127.0.0.1, a localhost, private, link-local or multicast address: not delivered',
    );
    expect(receiver.received).toHaveLength(0);
  });

  it('connects to the address it checked and keeps the first 500 characters of the answer', async () => {
    const receiver = await startTestReceiver(() => ({ status: 503, body: 'x'.repeat(2000) }));
    close = receiver.close;
    const port = new URL(receiver.url).port;
    const client = createWebhookHttpClient({ resolve: async () => [{ address: '127.0.0.1', family: 4 }] });
    const answer = await client.post(post(`http://hooks.example.com:${port}/x`, true));
    expect(answer.status).toBe(503);
    expect(answer.body).toBe('x'.repeat(500));
    expect(receiver.received[0]?.headers.host).toBe(`hooks.example.com:${port}`);
  });

  it('gives up on a receiver that does not answer within the timeout', async () => {
    const { createServer } = await import('node:http');
    const silent = createServer(() => {
      // never answers
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    close = () =>
      new Promise<void>((resolve) => {
        silent.closeAllConnections();
        silent.close(() => resolve());
      });
    const { port } = silent.address() as { port: number };
    const client = createWebhookHttpClient();
    await expect(
      client.post({ ...post(`http://127.0.0.1:${port}/x`, true), timeoutMs: 200 }),
    ).rejects.toThrow('No answer within 0.2 s');
  });
});

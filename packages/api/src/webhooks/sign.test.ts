import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateWebhookSecret, signWebhookPayload, verifyWebhookSignature } from './sign.ts';

/** HMAC-SHA256 through WebCrypto, not the node:crypto call sign.ts uses: a receiver's own computation. */
async function independentHmacHex(secret: string, message: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await webcrypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await webcrypto.subtle.sign('HMAC', key, encoder.encode(message));
  return Buffer.from(mac).toString('hex');
}

const now = Date.UTC(2026, 10, 23, 12, 0, 0);
const body = JSON.stringify({
  id: 'evt_1',
  type: 'email.sent',
  createdAt: now,
  data: { to: 'Zoë <z@example.com>' },
});

describe('webhook signatures', () => {
  it('signs t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.body")>, as a receiver recomputes it', async () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const header = signWebhookPayload(secret, body, now + 999);
    const t = Math.floor((now + 999) / 1000);
    expect(header).toBe(`t=${t},v1=${await independentHmacHex(secret, `${t}.${body}`)}`);
  });

  it('verifies a good signature and refuses a changed body, another secret, a stale time or no header', () => {
    const secret = generateWebhookSecret();
    const header = signWebhookPayload(secret, body, now);
    expect(verifyWebhookSignature({ secret, body, header, now })).toBe(true);
    expect(verifyWebhookSignature({ secret, body, header, now: now + 299_000 })).toBe(true);
    expect(verifyWebhookSignature({ secret, body: `${body} `, header, now })).toBe(false);
    expect(verifyWebhookSignature({ secret: generateWebhookSecret(), body, header, now })).toBe(false);
    expect(verifyWebhookSignature({ secret, body, header, now: now + 301_000 })).toBe(false);
    expect(verifyWebhookSignature({ secret, body, header, now: now + 301_000, toleranceSeconds: 400 })).toBe(
      true,
    );
    expect(verifyWebhookSignature({ secret, body, header: undefined, now })).toBe(false);
    expect(verifyWebhookSignature({ secret, body, header: 'v1=abc', now })).toBe(false);
    expect(
      verifyWebhookSignature({
        secret,
        body,
        header: header.replace(/v1=(\w)/, (_, c: string) => `v1=${c === '0' ? '1' : '0'}`),
        now,
      }),
    ).toBe(false);
  });

  it('accepts the header when one of several v1 signatures matches (a receiver mid-rotation)', () => {
    const secret = generateWebhookSecret();
    const good = signWebhookPayload(secret, body, now);
    const other = signWebhookPayload(generateWebhookSecret(), body, now).split(',')[1];
    expect(
      verifyWebhookSignature({
        secret,
        body,
        header: `${good.split(',')[0]},${other},${good.split(',')[1]}`,
        now,
      }),
    ).toBe(true);
  });
});

import { createHmac, timingSafeEqual } from 'node:crypto';

/** Stripe's default tolerance between the signed timestamp and our clock. */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

export function signStripePayload(rawBody: string, secret: string, timestampSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestampSeconds}.${rawBody}`, 'utf8').digest('hex');
  return `t=${timestampSeconds},v1=${v1}`;
}

/**
 * Stripe's webhook signature scheme: `Stripe-Signature: t=<unix seconds>,v1=<hex>[,v1=…]`, where
 * v1 is HMAC-SHA256 of `${t}.${rawBody}` under the endpoint secret. Returns a message on refusal.
 */
export function verifyStripeSignature(
  rawBody: string,
  header: string | undefined,
  secret: string,
  nowMs: number,
  toleranceSeconds = STRIPE_SIGNATURE_TOLERANCE_SECONDS,
): { ok: true } | { ok: false; message: string } {
  if (!header) return { ok: false, message: 'The Stripe-Signature header is missing.' };
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) {
    return { ok: false, message: 'The Stripe-Signature header has no timestamp or no v1 signature.' };
  }
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest();
  const matches = signatures.some((hex) => {
    const given = /^[0-9a-f]+$/i.test(hex) ? Buffer.from(hex, 'hex') : Buffer.alloc(0);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) return { ok: false, message: 'The webhook signature does not match the payload.' };
  if (Math.abs(nowMs / 1000 - timestamp) > toleranceSeconds) {
    return { ok: false, message: `The webhook timestamp is more than ${toleranceSeconds} seconds from now.` };
  }
  return { ok: true };
}

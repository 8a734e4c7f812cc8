import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Outgoing webhooks are signed as Stripe signs its own (its `Stripe-Signature` scheme):
 * `Leadpath-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`.
 * The HMAC key is the whole secret string (`whsec_...`) as UTF-8. A receiver recomputes the HMAC over
 * the raw body it got, compares in constant time and refuses a timestamp far from its clock (replays).
 */
export const SIGNATURE_HEADER = 'Leadpath-Signature';
export const EVENT_ID_HEADER = 'Leadpath-Event-Id';
export const EVENT_TYPE_HEADER = 'Leadpath-Event-Type';
/** How far a signature's timestamp may be from the receiver's clock: 5 minutes, as Stripe's libraries. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

const SECRET_PREFIX = 'whsec_';

/** A new signing secret: `whsec_` and 32 random bytes in base64url. */
export function generateWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** The hex HMAC-SHA256 of `${timestamp}.${body}` under the secret. */
export function webhookSignature(secret: string, timestampSeconds: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestampSeconds}.${body}`, 'utf8').digest('hex');
}

/** The Leadpath-Signature header value for a body sent at `nowMs`. */
export function signWebhookPayload(secret: string, body: string, nowMs: number): string {
  const t = Math.floor(nowMs / 1000);
  return `t=${t},v1=${webhookSignature(secret, t, body)}`;
}

export interface VerifyWebhookInput {
  /** The endpoint's signing secret, as shown when it was created or rotated. */
  secret: string;
  /** The raw request body, exactly as received (before any JSON parsing). */
  body: string;
  /** The Leadpath-Signature header. */
  header: string | null | undefined;
  /** The receiver's clock (epoch ms); absent: Date.now(). */
  now?: number;
  /** Largest accepted distance between the signature's timestamp and `now`; absent: 300 s. */
  toleranceSeconds?: number;
}

/**
 * For receivers (and the tests): true when the header holds a v1 signature of this body under the
 * secret and its timestamp is within the tolerance. Several v1 entries may be present; one must match.
 */
export function verifyWebhookSignature({
  secret,
  body,
  header,
  now = Date.now(),
  toleranceSeconds = DEFAULT_TOLERANCE_SECONDS,
}: VerifyWebhookInput): boolean {
  if (!header) return false;
  let timestamp: number | undefined;
  const candidates: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value && /^[0-9a-f]{64}$/i.test(value)) candidates.push(value.toLowerCase());
  }
  if (timestamp === undefined || candidates.length === 0) return false;
  if (Math.abs(Math.floor(now / 1000) - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(webhookSignature(secret, timestamp, body), 'hex');
  return candidates.some((candidate) => timingSafeEqual(Buffer.from(candidate, 'hex'), expected));
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP), as authenticator apps compute them:
 * HMAC-SHA1, a 30-second step, 6 digits. Small enough to own; tested against the RFC's vectors.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now that are still accepted, for clock drift and typing time. */
export const TOTP_WINDOW = 1;

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, the form authenticator apps take a secret in. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Reads base32 as people type it: any case, spaces and padding ignored. Throws on another character. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`Not a base32 character: ${char}`);
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The purpose a user's TOTP secret is sealed for (secret-box): their own row, so a copied value opens nowhere else. */
export const totpSecretPurpose = (userId: string) => `totp:${userId}`;

/** A new secret: 20 random bytes (160 bits, the HMAC-SHA1 block the RFC recommends), in base32. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** RFC 4226 HOTP: the dynamic truncation of HMAC(key, counter), as `digits` decimal digits. */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The step a time in epoch milliseconds falls in. */
export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code an authenticator shows at `nowMs` for a base32 secret. */
export function totpCode(secret: string, nowMs: number, digits = TOTP_DIGITS): string {
  return hotp(base32Decode(secret), totpStep(nowMs), digits);
}

export type TotpCheck =
  | { ok: true; step: number }
  /** `reused`: the code was right but for a step already used; a code works once. */
  | { ok: false; reused: boolean };

/**
 * Checks a code against the steps within the window around now. A step at or before `lastUsedStep`
 * is refused even when its code matches, so an observed code cannot be replayed.
 */
export function verifyTotp(
  secret: string,
  code: string,
  nowMs: number,
  lastUsedStep: number | null = null,
): TotpCheck {
  const given = Buffer.from(code.replace(/\s/g, ''));
  if (given.length !== TOTP_DIGITS) return { ok: false, reused: false };
  const key = base32Decode(secret);
  const now = totpStep(nowMs);
  let reused = false;
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    if (!timingSafeEqual(Buffer.from(hotp(key, step)), given)) continue;
    if (lastUsedStep !== null && step <= lastUsedStep) {
      reused = true;
      continue;
    }
    return { ok: true, step };
  }
  return { ok: false, reused };
}

/** The otpauth:// URI authenticator apps read (from a QR code or pasted), Google's key-uri format. */
export function totpUri(options: { secret: string; accountName: string; issuer: string }): string {
  const label = `${encodeURIComponent(options.issuer)}:${encodeURIComponent(options.accountName)}`;
  const params = new URLSearchParams({
    secret: options.secret,
    issuer: options.issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}

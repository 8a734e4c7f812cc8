import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Every key starts with this, so leaked keys are easy to recognise (and to scan for). */
export const API_KEY_PREFIX = 'lp_live_';
const PUBLIC_ID_BYTES = 6;
const SECRET_BYTES = 32;
const KEY_PATTERN = /^(lp_live_[A-Za-z0-9_-]{8})_([A-Za-z0-9_-]{43})$/;

export interface GeneratedApiKey {
  /** The whole key, shown to its owner once and never stored. */
  key: string;
  /** The public part, stored and shown in the key list: lp_live_ + 8 characters. */
  prefix: string;
  hash: string;
}

/** A random key with 256 bits of secret entropy behind a public id that finds it in the database. */
export function generateApiKey(): GeneratedApiKey {
  const prefix = `${API_KEY_PREFIX}${randomBytes(PUBLIC_ID_BYTES).toString('base64url')}`;
  const key = `${prefix}_${randomBytes(SECRET_BYTES).toString('base64url')}`;
  return { key, prefix, hash: hashApiKey(key) };
}

/** SHA-256 suffices: the secret has 256 bits of entropy, so no slow hash is needed against guessing. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The prefix of a well-formed key, or null for anything that cannot be one of ours. */
export function prefixOfApiKey(key: string): string | null {
  return KEY_PATTERN.exec(key)?.[1] ?? null;
}

/** Compares in constant time so the answer time says nothing about how much of the hash matched. */
export function apiKeyMatches(key: string, storedHash: string): boolean {
  const actual = Buffer.from(hashApiKey(key), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

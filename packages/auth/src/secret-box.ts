import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets the app must read back (TOTP secrets; later SMTP passwords and OAuth tokens) are stored
 * sealed with AES-256-GCM under SECRETS_KEY. Each value is bound to its purpose (the additional
 * authenticated data, e.g. `totp:<user id>`), so a sealed value copied to another row or purpose
 * does not open.
 */
export const SECRETS_KEY_BYTES = 32;

/**
 * The key used when SECRETS_KEY is not set, on a machine only this machine can reach (development,
 * tests, the loopback demo): the SHA-256 of this published label. Everyone can derive it, so it
 * protects nothing; start-up refuses it for a server other machines reach.
 */
export const DEVELOPMENT_SECRETS_KEY_LABEL =
  'leadpath development SECRETS_KEY: public, never for a real server';
export const DEVELOPMENT_SECRETS_KEY: Buffer = createHash('sha256')
  .update(DEVELOPMENT_SECRETS_KEY_LABEL)
  .digest();

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Reads SECRETS_KEY: base64 of exactly 32 bytes, or null when it is anything else. */
export function parseSecretsKey(base64: string): Buffer | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64.trim())) return null;
  const key = Buffer.from(base64.trim(), 'base64');
  return key.length === SECRETS_KEY_BYTES ? key : null;
}

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

export interface SecretBox {
  /** `v1.<iv>.<ciphertext>.<tag>` in base64url, for a text column. */
  seal(plaintext: string, purpose: string): string;
  /** The plaintext; throws SecretBoxError when the value was altered, sealed for another purpose or under another key. */
  open(sealed: string, purpose: string): string;
}

export function createSecretBox(key: Uint8Array): SecretBox {
  if (key.length !== SECRETS_KEY_BYTES)
    throw new SecretBoxError(`The secrets key must be ${SECRETS_KEY_BYTES} bytes`);
  const keyCopy = Buffer.from(key);
  return {
    seal(plaintext, purpose) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', keyCopy, iv);
      cipher.setAAD(Buffer.from(purpose, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [iv, ciphertext, cipher.getAuthTag()].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed, purpose) {
      const [version, iv, ciphertext, tag, ...rest] = sealed.split('.');
      if (version !== VERSION || iv === undefined || ciphertext === undefined || !tag || rest.length)
        throw new SecretBoxError('Not a sealed secret');
      const ivBytes = Buffer.from(iv, 'base64url');
      const tagBytes = Buffer.from(tag, 'base64url');
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES)
        throw new SecretBoxError('Not a sealed secret');
      try {
        const decipher = createDecipheriv('aes-256-gcm', keyCopy, ivBytes, { authTagLength: TAG_BYTES });
        decipher.setAAD(Buffer.from(purpose, 'utf8'));
        decipher.setAuthTag(tagBytes);
        return Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new SecretBoxError('The secret could not be opened: another key, another purpose, or altered');
      }
    },
  };
}

import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createSecretBox,
  DEVELOPMENT_SECRETS_KEY,
  DEVELOPMENT_SECRETS_KEY_LABEL,
  parseSecretsKey,
} from './secret-box.ts';

describe('secret box', () => {
  const box = createSecretBox(randomBytes(32));

  it('seals to text that does not contain the secret and opens it again', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'totp:u1');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'totp:u1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('seals the same value differently every time (a fresh IV)', () => {
    expect(box.seal('same', 'p')).not.toBe(box.seal('same', 'p'));
  });

  it('refuses another purpose, another key and an altered value', () => {
    const sealed = box.seal('secret', 'totp:u1');
    expect(() => box.open(sealed, 'totp:u2')).toThrow('could not be opened');
    expect(() => createSecretBox(randomBytes(32)).open(sealed, 'totp:u1')).toThrow('could not be opened');
    const [v, iv, ct, tag] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(ct, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open([v, iv, flipped.toString('base64url'), tag].join('.'), 'totp:u1')).toThrow(
      'could not be opened',
    );
    expect(() => box.open('plain text', 'totp:u1')).toThrow('Not a sealed secret');
  });

  it('reads SECRETS_KEY as base64 of exactly 32 bytes', () => {
    const key = randomBytes(32);
    expect(parseSecretsKey(key.toString('base64'))).toEqual(key);
    expect(parseSecretsKey(randomBytes(16).toString('base64'))).toBeNull();
    expect(parseSecretsKey('not base64 at all!')).toBeNull();
  });

  it('derives the development key from its published label', () => {
    expect(DEVELOPMENT_SECRETS_KEY).toEqual(
      createHash('sha256').update(DEVELOPMENT_SECRETS_KEY_LABEL).digest(),
    );
    expect(() => createSecretBox(Buffer.alloc(16))).toThrow('32 bytes');
  });
});

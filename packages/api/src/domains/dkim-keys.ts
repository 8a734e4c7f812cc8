import { generateKeyPairSync } from 'node:crypto';
import { dkimPublicKeyValue } from './records.ts';

export const DKIM_KEY_BITS = 2048;

/** A fresh 2048-bit RSA key pair: the private key as PKCS#8 PEM, the public key as the DKIM `p=` value. */
export function generateDkimKeyPair(): { privateKeyPem: string; publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: DKIM_KEY_BITS,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { privateKeyPem: privateKey, publicKey: dkimPublicKeyValue(publicKey) };
}

/** The selector the app chooses: `lp<yyyymm>` of the app clock (UTC), e.g. `lp202611`. */
export function dkimSelectorFor(now: number): string {
  const date = new Date(now);
  return `lp${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

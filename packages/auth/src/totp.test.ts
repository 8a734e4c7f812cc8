import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  generateTotpSecret,
  hotp,
  totpCode,
  totpStep,
  totpUri,
  verifyTotp,
} from './totp.ts';

// RFC 6238 Appendix B: the SHA1 rows, seed "12345678901234567890" (ASCII), 8 digits, 30-second step.
const RFC_SEED = Buffer.from('12345678901234567890', 'ascii');
const rfcVectors: [seconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(rfcVectors)('at %i s gives the RFC’s 8-digit code %s', (seconds, code) => {
    expect(totpCode(base32Encode(RFC_SEED), seconds * 1000, 8)).toBe(code);
  });

  it.each(rfcVectors)('at %i s gives the last 6 digits of %s as the 6-digit code', (seconds, code) => {
    expect(totpCode(base32Encode(RFC_SEED), seconds * 1000)).toBe(code.slice(-6));
  });

  it('matches RFC 4226 Appendix D HOTP values for the same seed', () => {
    expect([0, 1, 2, 9].map((counter) => hotp(RFC_SEED, counter))).toEqual([
      '755224',
      '287082',
      '359152',
      '520489',
    ]);
  });

  it('base32 round-trips and reads what people type (lower case, spaces, padding)', () => {
    expect(base32Encode(Buffer.from('Hello!\xde\xad\xbe\xef', 'latin1'))).toBe('JBSWY3DPEHPK3PXP');
    expect(base32Decode('jbsw y3dp ehpk 3pxp')).toEqual(Buffer.from('Hello!\xde\xad\xbe\xef', 'latin1'));
    expect(base32Encode(RFC_SEED)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('MY======')).toEqual(Buffer.from('f'));
    expect(() => base32Decode('ABC1')).toThrow('Not a base32 character: 1');
  });

  it('generates 20-byte secrets, 32 base32 characters, never the same twice', () => {
    const a = generateTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(a)).toHaveLength(20);
    expect(generateTotpSecret()).not.toBe(a);
  });
});

describe('verifyTotp', () => {
  const secret = base32Encode(RFC_SEED);
  const now = 1111111111 * 1000;
  const step = totpStep(now);

  it('accepts the current code and one step either side, nothing further', () => {
    expect(verifyTotp(secret, totpCode(secret, now), now)).toEqual({ ok: true, step });
    expect(verifyTotp(secret, totpCode(secret, now - 30_000), now)).toEqual({ ok: true, step: step - 1 });
    expect(verifyTotp(secret, totpCode(secret, now + 30_000), now)).toEqual({ ok: true, step: step + 1 });
    expect(verifyTotp(secret, totpCode(secret, now - 60_000), now)).toEqual({ ok: false, reused: false });
    expect(verifyTotp(secret, totpCode(secret, now + 60_000), now)).toEqual({ ok: false, reused: false });
  });

  it('refuses a step at or before the last one used, and says so', () => {
    const code = totpCode(secret, now);
    expect(verifyTotp(secret, code, now, step)).toEqual({ ok: false, reused: true });
    expect(verifyTotp(secret, totpCode(secret, now - 30_000), now, step)).toEqual({
      ok: false,
      reused: true,
    });
    expect(verifyTotp(secret, totpCode(secret, now + 30_000), now, step)).toEqual({
      ok: true,
      step: step + 1,
    });
  });

  it('refuses codes of the wrong length or with letters, and tolerates spaces', () => {
    const code = totpCode(secret, now);
    expect(verifyTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now).ok).toBe(true);
    expect(verifyTotp(secret, code.slice(1), now).ok).toBe(false);
    expect(verifyTotp(secret, `${code}0`, now).ok).toBe(false);
    expect(verifyTotp(secret, 'abcdef', now).ok).toBe(false);
  });
});

describe('totpUri', () => {
  it('is the key-uri format authenticator apps read', () => {
    expect(totpUri({ secret: 'JBSWY3DPEHPK3PXP', accountName: 'ada@demo.test', issuer: 'Leadpath' })).toBe(
      'otpauth://totp/Leadpath:ada%40demo.test?secret=JBSWY3DPEHPK3PXP&issuer=Leadpath&algorithm=SHA1&digits=6&period=30',
    );
  });
});

import { createHash, randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for each other when read off paper (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;
export const RECOVERY_CODE_COUNT = 10;

/** One code, e.g. `k7mq-x2ph-9rtw`: 12 characters of 31, about 59 random bits. */
function recoveryCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, recoveryCode);
}

/** A code as typed, in any case, with or without dashes and spaces, in the form that is hashed. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/** What is stored: the SHA-256 of the normalized code (the codes are random, so no slow hash is needed). */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}

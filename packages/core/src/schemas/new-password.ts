import { COMMON_PASSWORDS } from '../common-passwords.gen.ts';
import { NEW_PASSWORD_TOO_SHORT, PASSWORD_MIN_LENGTH, passwordShapeProblem } from './password.ts';

export const PASSWORD_TOO_COMMON = 'This password is too common. Choose a less common one.';
export const PASSWORD_IS_EMAIL = 'Your password must not be your email address.';

// Its own module, so the list (about 100 kB) loads only where a new password is checked (the server),
// not with every form that imports the password schema.
let commonPasswords: Set<string> | undefined;

/** True for one of the 10,000 most common passwords, whatever its case ("Password1" is "password1"). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(COMMON_PASSWORDS.split('\n'));
  return commonPasswords.has(password.toLowerCase());
}

/**
 * Why a new password is refused (NIST SP 800-63B 5.1.1.2), or null when it is fine: shorter than the
 * minimum, only spaces or a repeated pattern, the account's email address (or the part before the
 * @), or a commonly used password.
 * For every place a password is chosen: change password, the first Admin, sign-up.
 */
export function newPasswordProblem(
  password: string,
  email: string | null | undefined,
  tooShortMessage = NEW_PASSWORD_TOO_SHORT,
): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return tooShortMessage;
  const shape = passwordShapeProblem(password);
  if (shape) return shape;
  if (email) {
    const typed = password.trim().toLowerCase();
    const address = email.trim().toLowerCase();
    if (typed === address || typed === address.split('@')[0]) return PASSWORD_IS_EMAIL;
  }
  if (isCommonPassword(password)) return PASSWORD_TOO_COMMON;
  return null;
}
